import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDirty } from '../core/dirty-store';
import { useNavigate } from '../core/navigation';
import type { TabsState } from '../core/tabs-rules';
import { keysClosedBy } from '../core/tabs-rules';
import { useTabs } from '../core/tabs-store';
import { ui } from '../core/ui-bridge';

/** Closing tabs, asking first when a page being edited would close (spec §2). */
export function useTabActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const confirmIfDirty = useCallback(
    async (keys: readonly string[]) => {
      if (!useDirty.getState().anyDirty(keys)) return true;
      return ui.confirm({ title: t('shell:tabs.editingTitle'), content: t('shell:tabs.editingConfirm'), danger: true });
    },
    [t],
  );

  const settle = useCallback(
    (before: string, next: TabsState, closed: readonly string[]) => {
      for (const key of closed) useDirty.getState().setDirty(key, false);
      if (next.activeKey !== before) navigate(next.activeKey);
    },
    [navigate],
  );

  const close = useCallback(
    async (key: string) => {
      if (!(await confirmIfDirty([key]))) return false;
      const before = useTabs.getState().activeKey;
      settle(before, useTabs.getState().close(key), [key]);
      return true;
    },
    [confirmIfDirty, settle],
  );

  const closeOthers = useCallback(
    async (key: string) => {
      const doomed = keysClosedBy(useTabs.getState(), 'others', key);
      if (!(await confirmIfDirty(doomed))) return;
      const before = useTabs.getState().activeKey;
      settle(before, useTabs.getState().closeOthers(key), doomed);
    },
    [confirmIfDirty, settle],
  );

  const closeAll = useCallback(async () => {
    const doomed = keysClosedBy(useTabs.getState(), 'all');
    if (!(await confirmIfDirty(doomed))) return;
    const before = useTabs.getState().activeKey;
    settle(before, useTabs.getState().closeAll(), doomed);
  }, [confirmIfDirty, settle]);

  return { close, closeOthers, closeAll, confirmIfDirty };
}
