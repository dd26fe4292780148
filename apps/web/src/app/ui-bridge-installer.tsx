import { App, Button } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { installNavigator, installUiBridge } from '../core/ui-bridge';

let loadingSeq = 0;

/** Gives the HTTP client and stores antd's dialogs and messages, and the router's navigate. */
export function UiBridgeInstaller() {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();
  // The router's navigate changes with every address; the installed function stays the same and
  // calls the latest (core/navigation: pages navigate without reading the location).
  const navigate = useNavigate();
  const latest = useRef(navigate);
  latest.current = navigate;

  useEffect(() => installNavigator((to, options) => latest.current(to, options)), []);

  useEffect(() => {
    const openDialogs = new Set<string>();
    return installUiBridge({
      dialog: ({ title, content, onClose }) => {
        const id = `${String(title)}|${String(content)}`;
        if (openDialogs.has(id)) return;
        openDialogs.add(id);
        modal.error({
          title,
          content: <div className="q-prewrap">{content as ReactNode}</div>,
          okText: t('common:ok'),
          afterClose: () => {
            openDialogs.delete(id);
            onClose?.();
          },
        });
      },
      confirm: ({ title, content, okText, cancelText, danger, other }) =>
        new Promise<boolean>((resolve) => {
          const shown = modal.confirm({
            title,
            content,
            okText: okText ?? t('common:ok'),
            cancelText: cancelText ?? t('common:cancel'),
            okButtonProps: danger ? { danger: true } : undefined,
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
            footer: other
              ? (_, { OkBtn, CancelBtn }) => (
                  <>
                    <Button
                      style={{ float: 'left' }}
                      data-testid={other.testId}
                      onClick={() => {
                        shown.destroy();
                        resolve(false);
                        other.onClick();
                      }}
                    >
                      {other.label}
                    </Button>
                    <CancelBtn />
                    <OkBtn />
                  </>
                )
              : undefined,
          });
        }),
      error: (text) => {
        message.error(text);
      },
      success: (text) => {
        message.success(text);
      },
      warning: (text) => {
        message.warning(text);
      },
      loading: (text) => {
        const key = `q-loading-${++loadingSeq}`;
        message.open({ key, type: 'loading', content: text, duration: 0 });
        return () => message.destroy(key);
      },
    });
  }, [modal, message, t]);

  return null;
}
