import type { ReminderView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListPage, type ListQuery, type RowAction } from '../../kit/list-page';
import { formatDateTime } from '../../kit/product-format';
import { statusColumn } from '../../kit/record-columns';
import { useStatusActions } from '../../kit/status-actions';
import { useStatusOptions } from '../../kit/status-tag';
import { noticeKeys, reminderApi } from './notice-api';
import { ReminderDialog } from './reminder-dialog';

const PERMISSION = 'system:noticeReminder';

/** 消息提醒: the reminder definitions the reminder job evaluates every few minutes. */
export default function ReminderListPage() {
  const { t } = useTranslation('notice');
  const statusOptions = useStatusOptions();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ record: ReminderView | null } | null>(null);
  const status = useStatusActions<ReminderView>({
    permission: `${PERMISSION}:status`,
    statusOf: (r) => r.status,
    apply: async (ids, s) => {
      await reminderApi.setStatus(ids, s);
      return null;
    },
    invalidate: noticeKeys.reminders,
    confirm: { keys: 'notice:reminder', name: (r) => r.name },
  });

  const columns: ListColumn<ReminderView>[] = [
    { key: 'code', title: t('reminder.code'), dataIndex: 'code', width: 120, fixed: 'left' },
    { key: 'name', title: t('reminder.name'), dataIndex: 'name', width: 180, ellipsis: true },
    statusColumn<ReminderView>(90),
    { key: 'condition', title: t('reminder.condition'), width: 200, render: (r) => t(`condition.${r.condition}`) },
    { key: 'scope', title: t('field.scope'), width: 130, render: (r) => t(`scope.${r.scope}`) },
    { key: 'popUpTimes', title: t('field.popUpTimes'), dataIndex: 'popUpTimes', width: 90, align: 'right' },
    { key: 'voiceTimes', title: t('field.voiceTimes'), dataIndex: 'voiceTimes', width: 110, align: 'right' },
    { key: 'lastRunAt', title: t('reminder.lastRunAt'), width: 170, render: (r) => (r.lastRunAt ? formatDateTime(r.lastRunAt) : '-') },
  ];
  const actions: RowAction<ReminderView>[] = [
    { key: 'edit', label: t('common:edit'), permission: `${PERMISSION}:edit`, onClick: (r) => setEditing({ record: r }) },
    status.toggleAction(),
  ];

  return (
    <>
      <ListPage<ReminderView>
        tableKey="system.noticeReminder"
        queryKey={noticeKeys.reminders}
        fetch={(q: ListQuery, signal) => reminderApi.page(q as Parameters<typeof reminderApi.page>[0], signal)}
        columns={columns}
        filters={[
          { kind: 'keyword', name: 'keyword', label: t('reminder.name'), placeholder: t('reminder.keywordPlaceholder') },
          { kind: 'select', name: 'status', label: t('common:statusLabel'), options: statusOptions },
        ]}
        rowActions={actions}
        selectable
        onAdd={() => setEditing({ record: null })}
        addPermission={`${PERMISSION}:add`}
        toolbar={(selected, clear) => status.toolbar(selected, clear)}
      />
      <ReminderDialog
        open={editing !== null}
        record={editing?.record ?? null}
        onClose={(changed) => {
          setEditing(null);
          if (changed) void queryClient.invalidateQueries({ queryKey: noticeKeys.reminders });
        }}
      />
    </>
  );
}
