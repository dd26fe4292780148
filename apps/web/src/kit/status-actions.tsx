import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { Status } from '@quire/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../api/report-error';
import { Access } from '../core/access';
import { ui } from '../core/ui-bridge';
import type { RowAction } from './list-page';

export type StatusActionsOptions<T, S extends string> = {
  /** The button permission of status changes. */
  permission: string;
  statusOf: (row: T) => S;
  /** Stores the new status of the given rows. */
  apply: (ids: string[], status: S) => Promise<unknown>;
  /** Refreshed after a change. */
  invalidate: QueryKey;
  /**
   * The question asked before the change, naming the rows it applies to: a function, or the i18n
   * prefix of `confirmEnable` / `confirmDisable` (given `names`) and each row's name.
   */
  confirm: ((status: S, targets: T[]) => string) | { keys: string; name: (row: T) => string; separator?: string };
  /** The statuses the toolbar sets (default ENABLE and DISABLE); any other than `on` is asked as dangerous. */
  on?: S;
  off?: S;
  /** What a button that sets the status says (default Enable / Disable). */
  label?: (status: S) => string;
  /** The confirm dialog is titled (and its OK button labelled) with the action, not "Please confirm". */
  titled?: boolean;
  /** Rows a change may apply to; by default those not in that status already. */
  eligible?: (row: T, status: S) => boolean;
  /** Said when none of the chosen rows changes; by default nothing is said. */
  nothingToChange?: string;
};

/**
 * Enable / disable (or any status pair) of list rows: asks first, stores, says done and refreshes.
 * Gives the row actions and the toolbar's batch buttons of a master-data list.
 */
export function useStatusActions<T extends { id: string }, S extends string = Status>(o: StatusActionsOptions<T, S>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const on = o.on ?? ('ENABLE' as S);
  const off = o.off ?? ('DISABLE' as S);
  const label = o.label ?? ((status: S) => t(status === on ? 'common:enable' : 'common:disable'));

  const question = (status: S, targets: T[]) => {
    const c = o.confirm;
    if (typeof c === 'function') return c(status, targets);
    const names = targets.map(c.name).join(c.separator ?? '、');
    return t(`${c.keys}.${status === on ? 'confirmEnable' : 'confirmDisable'}`, { names });
  };

  const setStatus = async (rows: T[], status: S) => {
    const targets = rows.filter((r) => (o.eligible ? o.eligible(r, status) : o.statusOf(r) !== status));
    if (targets.length === 0) {
      if (o.nothingToChange) ui.warning(o.nothingToChange);
      return;
    }
    const ok = await ui.confirm({
      title: o.titled ? label(status) : t('common:pleaseConfirm'),
      content: question(status, targets),
      danger: status !== on,
      ...(o.titled ? { okText: label(status) } : {}),
    });
    if (!ok) return;
    await o.apply(
      targets.map((r) => r.id),
      status,
    );
    ui.success(t('common:done'));
    await queryClient.invalidateQueries({ queryKey: o.invalidate });
  };

  /** A row action setting `status`, hidden on rows already in it. */
  const rowAction = (status: S, more?: Partial<RowAction<T>>): RowAction<T> => ({
    key: status === on ? 'enable' : status === off ? 'disable' : `status-${status}`,
    label: label(status),
    permission: o.permission,
    hidden: (r) => o.statusOf(r) === status,
    onClick: (r) => setStatus([r], status),
    ...more,
  });

  /** One row action that turns the row's status over, named by what it does (停用 an enabled row, 启用 a disabled one). */
  const toggleAction = (more?: Partial<RowAction<T>>): RowAction<T> => ({
    key: 'status',
    label: (r) => label(o.statusOf(r) === on ? off : on),
    permission: o.permission,
    danger: false,
    onClick: (r) => setStatus([r], o.statusOf(r) === on ? off : on),
    ...more,
  });

  /** The toolbar's batch buttons: set `on` or `off` on the selected rows. */
  const toolbar = (selected: T[], clear: () => void): ReactNode => {
    const none = selected.length === 0;
    return (
      <Access path={o.permission}>
        <Space size={8}>
          {[on, off].map((status) => (
            <Tooltip key={status} title={none ? t('kit:list.selectFirst') : undefined}>
              <Button
                icon={status === on ? <CheckCircleOutlined /> : <StopOutlined />}
                disabled={none}
                onClick={() => runAction(() => setStatus(selected, status).then(clear))}
              >
                {label(status)}
              </Button>
            </Tooltip>
          ))}
        </Space>
      </Access>
    );
  };

  /** A link button for tables outside ListPage: disables an enabled row, enables a disabled one. */
  const toggleLink = (row: T): ReactNode => {
    const next = o.statusOf(row) === on ? off : on;
    return (
      <Button
        type="link"
        size="small"
        danger={next !== on}
        data-action={next === on ? 'enable' : 'disable'}
        onClick={() => runAction(() => setStatus([row], next))}
      >
        {label(next)}
      </Button>
    );
  };

  return { setStatus, rowAction, toggleAction, toolbar, toggleLink };
}
