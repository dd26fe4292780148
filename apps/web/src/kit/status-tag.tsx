import type { Status } from '@quire/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function StatusTag({ status }: { status: Status }) {
  const { t } = useTranslation();
  return status === 'ENABLE' ? <Tag color="success">{t('common:status.ENABLE')}</Tag> : <Tag>{t('common:status.DISABLE')}</Tag>;
}

export function useStatusOptions() {
  const { t } = useTranslation();
  return [
    { value: 'ENABLE', label: t('common:status.ENABLE') },
    { value: 'DISABLE', label: t('common:status.DISABLE') },
  ];
}
