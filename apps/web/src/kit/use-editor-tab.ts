import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useDirty } from '../core/dirty-store';
import { useNavigate } from '../core/navigation';
import { useShellUi } from '../core/shell-ui-store';
import { useTabContext } from '../core/tab-context';
import { useTabs } from '../core/tabs-store';
import { useTabActions } from './use-tab-actions';

export type EditorMode = 'add' | 'edit' | 'detail';

export function editorModeOf(pathname: string, menuPath: string): EditorMode {
  const rest = pathname.slice(menuPath.length);
  if (rest.startsWith('/edit/')) return 'edit';
  if (rest.startsWith('/detail/')) return 'detail';
  return 'add';
}

/** What an add/edit/detail page needs from its tab: mode, id, and how to leave. */
export function useEditorTab() {
  const ctx = useTabContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tabActions = useTabActions();
  const mode = editorModeOf(ctx.pathname, ctx.menuPath);
  const id = ctx.params.id ?? null;

  /** After a save: forget the edits, close this tab and show the (refreshed) list. */
  const finish = useCallback(
    async (invalidate?: readonly unknown[]) => {
      useDirty.getState().setDirty(ctx.tabKey, false);
      if (invalidate) await queryClient.invalidateQueries({ queryKey: invalidate });
      useTabs.getState().close(ctx.tabKey);
      navigate(ctx.menuPath);
    },
    [ctx.tabKey, ctx.menuPath, navigate, queryClient],
  );

  /** Cancel or back (Esc): asks first when the page is being edited. */
  const back = useCallback(async () => {
    if (await tabActions.close(ctx.tabKey)) navigate(ctx.menuPath);
  }, [tabActions, ctx.tabKey, ctx.menuPath, navigate]);

  return { mode, id, finish, back, tabKey: ctx.tabKey };
}

/** Sets this tab's title (e.g. "Edit employee: Ana") while the page is open. */
export function useTabTitle(title: string | null | undefined): void {
  const { tabKey } = useTabContext();
  useEffect(() => {
    useShellUi.getState().setTitle(tabKey, title ?? null);
  }, [tabKey, title]);
  useEffect(() => () => useShellUi.getState().setTitle(tabKey, null), [tabKey]);
}
