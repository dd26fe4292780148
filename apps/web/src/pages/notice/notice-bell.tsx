import { BellOutlined } from '@ant-design/icons';
import { NOTICE_TYPES, type NoticeRemindView } from '@quire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Dropdown, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../core/session-store';
import { speak, speechSupported } from '../../core/speech';
import { navigateTo } from '../../core/ui-bridge';
import { noticeApi, noticeKeys } from './notice-api';
import { NoticeHtml } from './notice-html';

export const NOTICE_PATH = '/system/notice';

/** Said once per page load where the browser cannot speak (spec §8). */
let unsupportedTold = false;

/**
 * The header bell: unread counts by type, polled at the server's pullInterval, and the pop-ups
 * and voice announcements notice/remind hands out. Polling, not Server-Sent Events: every call
 * is signed with per-request headers (an EventSource cannot send them), API servers stay
 * stateless behind a load balancer, and one small signed POST every 30 s per user is cheap.
 */
export function NoticeBell() {
  const { t } = useTranslation('notice');
  const { notification } = App.useApp();
  const language = useSession((s) => s.language);
  const queryClient = useQueryClient();
  // Not while the first login's password change is pending: the server refuses every call until then.
  const mustChangePassword = useSession((s) => s.mustChangePassword);
  const counts = useQuery({
    enabled: !mustChangePassword,
    queryKey: noticeKeys.counts,
    queryFn: () => noticeApi.constrain(),
    refetchInterval: (q) => (q.state.data?.pullInterval ?? 30) * 1000,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const told = useRef(0);

  // Each fresh count with unread notices asks what to pop up or speak now.
  useEffect(() => {
    const data = counts.data;
    if (!data || data.total === 0 || counts.dataUpdatedAt === told.current) return;
    told.current = counts.dataUpdatedAt;
    void noticeApi
      .remind()
      .then((items) => {
        for (const item of items) announce(item);
        if (items.length) void queryClient.invalidateQueries({ queryKey: noticeKeys.mine });
      })
      .catch(() => undefined);
    function announce(item: NoticeRemindView) {
      if (item.displayPopUp && data?.displayPopUp !== false) {
        const key = `notice-${item.noticeId}-${Date.now()}`;
        notification.info({
          key,
          message: t(`popup.${item.noticeType}`),
          description: (
            <>
              <div>{item.noticeTitle}</div>
              {item.content && (
                <NoticeHtml html={item.content} style={{ maxHeight: 160, overflow: 'auto', marginTop: 4 }} testId="notice-popup-content" />
              )}
            </>
          ),
          placement: 'topRight',
          duration: 8,
          className: 'q-notice-popup',
          btn: (
            <Button
              type="link"
              size="small"
              onClick={() => {
                notification.destroy(key);
                navigateTo(NOTICE_PATH);
              }}
            >
              {t('popup.open')}
            </Button>
          ),
        });
      }
      if (item.playAudio && data?.playAudio !== false) {
        if (speechSupported()) speak(`${t(`voice.prefix.${item.noticeType}`)}${item.noticeTitle}`, language);
        else if (!unsupportedTold) {
          unsupportedTold = true;
          notification.warning({ message: t('voice.unsupported'), className: 'q-voice-unsupported', duration: 6 });
        }
      }
    }
  }, [counts.data, counts.dataUpdatedAt, notification, queryClient, language, t]);

  const total = counts.data?.total ?? 0;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          ...NOTICE_TYPES.map((type) => ({
            key: type,
            label: (
              <Space style={{ minWidth: 160, justifyContent: 'space-between', width: '100%' }} data-testid={`notice-count-${type}`}>
                <span>{t(`bell.${type}`)}</span>
                <Badge count={counts.data?.counts[type] ?? 0} showZero color={type === 'ANNOUNCEMENT' ? '#1677ff' : '#fa8c16'} />
              </Space>
            ),
          })),
          { type: 'divider' as const },
          { key: 'all', label: total === 0 ? t('bell.none') : t('bell.viewAll') },
        ],
        onClick: () => navigateTo(NOTICE_PATH),
      }}
    >
      <Badge count={total} size="small" offset={[-4, 4]} data-testid="notice-bell-count">
        <Button type="text" icon={<BellOutlined />} aria-label={t('bell.title')} data-testid="notice-bell" />
      </Badge>
    </Dropdown>
  );
}
