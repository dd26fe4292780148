import { NOTICE_TYPES } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../api/report-error';
import { usePermission } from '../../core/access';
import { ui } from '../../core/ui-bridge';
import { type ListColumn, ListPage, type ListQuery, type RowAction } from '../../kit/list-page';
import { formatDateTime } from '../../kit/product-format';
import { type NoticeRow, noticeApi, noticeKeys, type PublishedRow } from './notice-api';
import { NoticeDetailDrawer } from './notice-detail-drawer';
import { NoticePublishDialog } from './notice-publish-dialog';

const PUBLISH = 'system:notice:add';

/** 通知公告: the notices the user received (unread ones marked), and for publishers the ones their group published. */
export default function NoticeListPage() {
  const { t } = useTranslation('notice');
  const { has } = usePermission();
  const [tab, setTab] = useState<'received' | 'published'>('received');
  const [publishing, setPublishing] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const mayPublish = has(PUBLISH);

  const received: ListColumn<NoticeRow>[] = [
    {
      key: 'noticeTitle',
      title: t('field.title'),
      width: 320,
      render: (r) => (
        <Space size={6}>
          {!r.read && <Badge status="processing" data-testid="notice-unread" />}
          <Typography.Link strong={!r.read} onClick={() => setOpenId(r.noticeId)} data-testid="notice-open">
            {r.noticeTitle}
          </Typography.Link>
        </Space>
      ),
    },
    {
      key: 'noticeType',
      title: t('field.type'),
      width: 110,
      render: (r) => <Tag color={r.noticeType === 'ANNOUNCEMENT' ? 'blue' : 'orange'}>{t(`type.${r.noticeType}`)}</Tag>,
    },
    { key: 'read', title: t('field.readStatus'), width: 90, render: (r) => t(r.read ? 'read.READ' : 'read.UNREAD') },
    { key: 'publisherName', title: t('field.publisher'), width: 120, render: (r) => r.publisherName ?? '-' },
    { key: 'userCreateTime', title: t('field.time'), width: 170, render: (r) => formatDateTime(r.userCreateTime) },
  ];

  const published: ListColumn<PublishedRow>[] = [
    { key: 'noticeTitle', title: t('field.title'), dataIndex: 'noticeTitle', width: 300, ellipsis: true },
    { key: 'scope', title: t('field.scope'), width: 130, render: (r) => t(`scope.${r.scope}`) },
    { key: 'recipients', title: t('field.recipients'), dataIndex: 'recipients', width: 90, align: 'right' },
    { key: 'readCount', title: t('field.readCount'), dataIndex: 'readCount', width: 90, align: 'right' },
    { key: 'popUpTimes', title: t('field.popUpTimes'), dataIndex: 'popUpTimes', width: 90, align: 'right' },
    { key: 'voiceTimes', title: t('field.voiceTimes'), dataIndex: 'voiceTimes', width: 110, align: 'right' },
    { key: 'publisherName', title: t('field.publisher'), width: 120, render: (r) => r.publisherName ?? '-' },
    { key: 'userCreateTime', title: t('field.time'), width: 170, render: (r) => formatDateTime(r.userCreateTime) },
  ];
  const publishedActions: RowAction<PublishedRow>[] = [
    {
      key: 'withdraw',
      label: t('action.withdraw'),
      permission: 'system:notice:delete',
      danger: true,
      confirm: (r) => t('action.withdrawConfirm', { title: r.noticeTitle }),
      onClick: async (r) => {
        await noticeApi.remove([r.id]);
        await queryClient.invalidateQueries({ queryKey: noticeKeys.all });
      },
    },
  ];

  const readAll = () =>
    runAction(async () => {
      const res = await noticeApi.read({ all: true });
      ui.success(t('readAll.done', { count: res.updated }));
      await queryClient.invalidateQueries({ queryKey: noticeKeys.all });
    });

  const typeOptions = NOTICE_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }));
  const readOptions = (['UNREAD', 'READ'] as const).map((v) => ({ value: v, label: t(`read.${v}`) }));

  return (
    <>
      {has('/system/notice') && mayPublish && (
        <Segmented
          style={{ marginBottom: 12 }}
          value={tab}
          onChange={(v) => setTab(v as typeof tab)}
          options={[
            { value: 'received', label: t('tab.received') },
            { value: 'published', label: t('tab.published') },
          ]}
          data-testid="notice-tabs"
        />
      )}
      {tab === 'received' ? (
        <ListPage<NoticeRow>
          tableKey="system.notice"
          queryKey={noticeKeys.mine}
          fetch={(q: ListQuery, signal) => noticeApi.page(q as Parameters<typeof noticeApi.page>[0], signal)}
          columns={received}
          filters={[
            { kind: 'keyword', name: 'keyword', label: t('field.title'), placeholder: t('keywordPlaceholder') },
            { kind: 'select', name: 'noticeType', label: t('field.type'), options: typeOptions },
            { kind: 'select', name: 'readStatus', label: t('field.readStatus'), options: readOptions },
          ]}
          onAdd={() => setPublishing(true)}
          addPermission={PUBLISH}
          toolbar={() => (
            <Button onClick={readAll} data-testid="notice-read-all">
              {t('action.readAll')}
            </Button>
          )}
        />
      ) : (
        <ListPage<PublishedRow>
          tableKey="system.notice.published"
          queryKey={noticeKeys.published}
          fetch={(q: ListQuery, signal) => noticeApi.published(q as Parameters<typeof noticeApi.published>[0], signal)}
          columns={published}
          filters={[{ kind: 'keyword', name: 'keyword', label: t('field.title'), placeholder: t('field.title') }]}
          rowActions={publishedActions}
          onAdd={() => setPublishing(true)}
          addPermission={PUBLISH}
        />
      )}
      <NoticePublishDialog
        open={publishing}
        onClose={(changed) => {
          setPublishing(false);
          if (changed) void queryClient.invalidateQueries({ queryKey: noticeKeys.all });
        }}
      />
      <NoticeDetailDrawer noticeId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
