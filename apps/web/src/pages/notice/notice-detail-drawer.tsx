import { PaperClipOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, List, Skeleton, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../api/report-error';
import { formatDateTime } from '../../kit/product-format';
import { noticeApi, noticeKeys } from './notice-api';
import { NoticeHtml } from './notice-html';

/**
 * A notice's detail. Opening it marks it read (the server does, on noticeDetail), so the bell
 * and the list are refreshed. The body is the server's sanitized HTML (plain-text notices come
 * escaped, with their line breaks).
 */
export function NoticeDetailDrawer({ noticeId, onClose }: { noticeId: string | null; onClose: () => void }) {
  const { t } = useTranslation('notice');
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: noticeKeys.detail(noticeId ?? ''),
    queryFn: () => noticeApi.detail(noticeId as string),
    enabled: noticeId !== null,
  });
  useEffect(() => {
    if (!detail.data) return;
    void queryClient.invalidateQueries({ queryKey: noticeKeys.counts });
    void queryClient.invalidateQueries({ queryKey: noticeKeys.mine });
  }, [detail.data, queryClient]);
  const d = detail.data;
  return (
    <Drawer open={noticeId !== null} onClose={onClose} width={640} title={t('detail.title')} destroyOnHidden data-testid="notice-detail">
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Title level={4} data-testid="notice-detail-title">
            {d.noticeTitle}
          </Typography.Title>
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t('field.type')}>
              <Tag color={d.noticeType === 'ANNOUNCEMENT' ? 'blue' : 'orange'}>{t(`type.${d.noticeType}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.publisher')}>{d.publisherName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('field.time')}>{formatDateTime(d.userCreateTime)}</Descriptions.Item>
          </Descriptions>
          <NoticeHtml html={d.content} style={{ marginTop: 16 }} testId="notice-detail-content" />
          {d.attachments.length > 0 && (
            <List
              size="small"
              header={t('field.attachments')}
              dataSource={d.attachments}
              renderItem={(f) => (
                <List.Item
                  actions={[
                    <Button key="download" type="link" size="small" onClick={() => runAction(() => noticeApi.attachment(d.noticeId, f.id))}>
                      {t('action.download')}
                    </Button>,
                  ]}
                >
                  <PaperClipOutlined /> {f.name}
                </List.Item>
              )}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
