import type { Status } from '@quire/contracts';
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '../core/constants';
import { t } from '../i18n';
import type { ListColumn } from './list-page';
import { StatusTag } from './status-tag';

// Columns most master-data lists have.

/** The record's status as a tag. */
export function statusColumn<T extends { status: Status }>(width = 80): ListColumn<T> {
  return { key: 'status', title: t('common:statusLabel'), width, render: (r) => <StatusTag status={r.status} /> };
}

/** When the record was made, to the second; hidden until chosen. */
export function createTimeColumn<T extends { createTime: string }>(): ListColumn<T> {
  return {
    key: 'createTime',
    title: t('common:createTime'),
    width: 170,
    defaultHidden: true,
    render: (r) => dayjs(r.createTime).format(DATE_TIME_FORMAT),
  };
}
