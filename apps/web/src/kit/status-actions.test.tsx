import type { Status } from '@quire/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { t } from '../i18n';
import { recordUiBridge } from '../test/ui-bridge';
import { type StatusActionsOptions, useStatusActions } from './status-actions';

type Row = { id: string; name: string; status: Status; locked?: boolean };

const rows: Row[] = [
  { id: '1', name: 'North', status: 'ENABLE' },
  { id: '2', name: 'South', status: 'DISABLE' },
  { id: '3', name: 'East', status: 'DISABLE' },
];

/** Renders the hook and hands back what it returned. */
function statusActions(options: Partial<StatusActionsOptions<Row, Status>> = {}) {
  const apply = vi.fn(async () => undefined);
  let result: ReturnType<typeof useStatusActions<Row>> | undefined;
  function Probe() {
    result = useStatusActions<Row>({
      permission: 'system:physicalWarehouse:status',
      statusOf: (r) => r.status,
      apply,
      invalidate: ['rows'],
      confirm: { keys: 'warehouse:physical', name: (r) => r.name },
      ...options,
    });
    return null;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Probe />
    </QueryClientProvider>,
  );
  if (!result) throw new Error('not rendered');
  return { actions: result, apply };
}

const bridge = recordUiBridge();

describe('status actions', () => {
  it('asks about the rows not in the status yet, then stores them and says done', async () => {
    const { actions, apply } = statusActions();
    await actions.setStatus(rows, 'ENABLE');
    expect(bridge.confirm).toHaveBeenCalledWith({
      title: t('common:pleaseConfirm'),
      content: t('warehouse:physical.confirmEnable', { names: 'South、East' }),
      danger: false,
    });
    expect(apply).toHaveBeenCalledWith(['2', '3'], 'ENABLE');
    expect(bridge.success).toHaveBeenCalledWith(t('common:done'));
  });

  it('stores nothing when the clerk declines; disabling is asked as dangerous', async () => {
    bridge.confirm.mockResolvedValue(false);
    const { actions, apply } = statusActions();
    await actions.setStatus(rows, 'DISABLE');
    expect(bridge.confirm).toHaveBeenCalledWith(expect.objectContaining({ danger: true }));
    expect(apply).not.toHaveBeenCalled();
  });

  it('says there is nothing to change, without asking, when no row would change', async () => {
    const { actions, apply } = statusActions({ nothingToChange: 'nothing' });
    await actions.setStatus([rows[0]], 'ENABLE');
    expect(bridge.warning).toHaveBeenCalledWith('nothing');
    expect(bridge.confirm).not.toHaveBeenCalled();
    expect(apply).not.toHaveBeenCalled();
  });

  it('titles the question with the action when asked to, and keeps to the eligible rows', async () => {
    const { actions, apply } = statusActions({ titled: true, eligible: (r) => !r.locked });
    await actions.setStatus([{ ...rows[0], locked: true }, rows[1]], 'DISABLE');
    expect(bridge.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: t('common:disable'), okText: t('common:disable') }));
    expect(apply).toHaveBeenCalledWith(['2'], 'DISABLE');
  });

  it('offers a row action only on rows not in its status', () => {
    const { actions } = statusActions();
    const enable = actions.rowAction('ENABLE');
    expect(enable).toMatchObject({ key: 'enable', label: t('common:enable'), permission: 'system:physicalWarehouse:status' });
    expect(enable.hidden?.(rows[0])).toBe(true);
    expect(enable.hidden?.(rows[1])).toBe(false);
    expect(actions.rowAction('DISABLE', { danger: true })).toMatchObject({ key: 'disable', danger: true });
  });

  it('names the toggle by what it does to the row, and never by the state the row is in', async () => {
    const { actions, apply } = statusActions();
    const toggle = actions.toggleAction();
    const label = toggle.label as (r: Row) => string;
    expect(label(rows[0])).toBe(t('common:disable'));
    expect(label(rows[1])).toBe(t('common:enable'));
    expect(label(rows[0])).not.toBe(t('common:status.ENABLE'));
    expect(label(rows[1])).not.toBe(t('common:status.DISABLE'));
    await toggle.onClick(rows[1]);
    expect(apply).toHaveBeenCalledWith(['2'], 'ENABLE');
  });
});
