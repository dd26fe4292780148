import { BALANCE_STATUSES, type BalanceStatus, type ClearPlanLogRow, type ClearPlanView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Space, Statistic, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../api/report-error';
import { usePermission } from '../../../core/access';
import { useNavigate } from '../../../core/navigation';
import { ui } from '../../../core/ui-bridge';
import { useCustomers } from '../../../kit/customer-options';
import { formatDateTime } from '../../../kit/document/document-kit';
import { type ListColumn, ListPage, type ListTotals, type RowAction } from '../../../kit/list-page';
import { createTimeColumn, statusColumn } from '../../../kit/record-columns';
import { useStatusActions } from '../../../kit/status-actions';
import { useStatusOptions } from '../../../kit/status-tag';
import { useMoney } from '../../../kit/units';
import { useModalForm } from '../../../kit/use-modal-form';
import { CLEAR_PLAN_MENU, clearPlanApi, clearPlanKeys, deadlineText, CLEAR_PLAN_PERMISSION as P } from './clear-plan-api';

const STATUS_COLORS: Record<BalanceStatus, string | undefined> = { STOP_SEND: 'error', CLEARED: 'success', CANCELLED: undefined };

/**
 * 应收管控方案: the plans (customers and deadlines) on one tab, the plan log on the other: who
 * is stopped (禁止发货) for which deadline and amount, lifted by collections or by hand.
 */
export default function ClearPlanPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'plans' | 'log'>('plans');
  return (
    <div data-testid="clear-plan">
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as 'plans' | 'log')}
        items={[
          { key: 'plans', label: <span data-tab="plans">{t('clear-plan:tab.plans')}</span> },
          { key: 'log', label: <span data-tab="log">{t('clear-plan:tab.log')}</span> },
        ]}
      />
      {tab === 'plans' ? <PlanList /> : <PlanLog />}
    </div>
  );
}

function PlanList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const customers = useCustomers();
  const statusOptions = useStatusOptions();
  const w = (key: string) => t(`clear-plan:${key}`);
  const status = useStatusActions<ClearPlanView>({
    permission: `${P}:status`,
    statusOf: (r) => r.status,
    apply: clearPlanApi.setStatus,
    invalidate: clearPlanKeys.plans,
    confirm: { keys: 'clear-plan:plan', name: (r) => r.name },
  });
  const columns: ListColumn<ClearPlanView>[] = [
    { key: 'name', title: w('plan.name'), dataIndex: 'name', width: 200, ellipsis: true, fixed: 'left' },
    statusColumn<ClearPlanView>(90),
    { key: 'customerCount', title: w('plan.customerCount'), dataIndex: 'customerCount', width: 100, align: 'right' },
    {
      key: 'deadlines',
      title: w('plan.deadlines'),
      width: 320,
      ellipsis: true,
      render: (r) => r.deadlines.map((d) => `${d.billFrom}~${d.billTo} → ${deadlineText(d)}`).join('；'),
    },
    {
      key: 'stoppedCount',
      title: w('plan.stoppedCount'),
      width: 110,
      align: 'right',
      render: (r) => (r.stoppedCount > 0 ? <Tag color="error">{r.stoppedCount}</Tag> : 0),
    },
    { key: 'remark', title: w('plan.remark'), width: 200, ellipsis: true, defaultHidden: true, render: (r) => r.remark ?? '' },
    createTimeColumn<ClearPlanView>(),
  ];
  const actions: RowAction<ClearPlanView>[] = [
    { key: 'detail', label: t('common:view'), permission: `${P}:detail`, onClick: (r) => navigate(`${CLEAR_PLAN_MENU}/detail/${r.id}`) },
    { key: 'edit', label: t('common:edit'), permission: `${P}:edit`, onClick: (r) => navigate(`${CLEAR_PLAN_MENU}/edit/${r.id}`) },
    status.toggleAction(),
  ];
  return (
    <ListPage<ClearPlanView>
      tableKey="finance.clearPlan"
      queryKey={clearPlanKeys.plans}
      fetch={(q, signal) => clearPlanApi.page(q, signal)}
      columns={columns}
      filters={[
        { kind: 'keyword', name: 'keyword', label: w('plan.name') },
        { kind: 'select', name: 'status', label: t('common:statusLabel'), options: statusOptions },
        { kind: 'select', name: 'customerId', label: w('customer'), options: customers.options },
      ]}
      rowActions={actions}
      selectable
      onAdd={() => navigate(`${CLEAR_PLAN_MENU}/add`)}
      addPermission={`${P}:add`}
      toolbar={(selected, clear) => status.toolbar(selected, clear)}
    />
  );
}

function PlanLog() {
  const { t } = useTranslation();
  const money = useMoney();
  const customers = useCustomers();
  const { has } = usePermission();
  const queryClient = useQueryClient();
  const [totals, setTotals] = useState<ListTotals | undefined>(undefined);
  const [lifting, setLifting] = useState<ClearPlanLogRow[] | null>(null);
  const w = (key: string, params?: Record<string, unknown>) => t(`clear-plan:${key}`, params);
  const refresh = () => queryClient.invalidateQueries({ queryKey: clearPlanKeys.logs });

  const lift = useModalForm<{ reason: string }>({
    open: lifting !== null,
    resetOnOpen: true,
    submit: async (v) => {
      await clearPlanApi.cancel(
        (lifting ?? []).map((r) => r.id),
        v.reason,
      );
    },
    success: w('log.lifted'),
    onClose: (changed) => {
      setLifting(null);
      if (changed) void refresh();
    },
  });

  const clearedByText = (r: ClearPlanLogRow) => {
    if (!r.clearedBy) return '';
    if (['JOB', 'COLLECTION', 'PLAN_CHANGED'].includes(r.clearedBy)) return w(`log.by.${r.clearedBy}`);
    return r.clearedBy;
  };
  const columns: ListColumn<ClearPlanLogRow>[] = [
    { key: 'customerCode', title: w('log.customerCode'), dataIndex: 'customerCode', width: 120 },
    { key: 'customerName', title: w('log.customerName'), dataIndex: 'customerName', width: 180, ellipsis: true },
    { key: 'planName', title: w('log.planName'), dataIndex: 'planName', width: 150, ellipsis: true },
    { key: 'billPeriod', title: w('log.billPeriod'), width: 200, render: (r) => `${r.billFrom} ~ ${r.billTo}` },
    { key: 'deadline', title: w('log.deadline'), width: 140, render: (r) => deadlineText(r) },
    { key: 'allowedAmount', title: w('log.allowedAmount'), width: 120, align: 'right', render: (r) => money(r.allowedAmount) },
    {
      key: 'amount',
      title: w('log.amount'),
      width: 130,
      align: 'right',
      render: (r) => <span data-amount={r.customerCode}>{money(r.amount)}</span>,
      total: (s) => money(String(s.amount ?? '0')),
    },
    {
      key: 'balanceStatus',
      title: w('log.balanceStatus'),
      width: 100,
      render: (r) => (
        <Tag color={STATUS_COLORS[r.balanceStatus]} data-status={r.balanceStatus}>
          {w(`status.${r.balanceStatus}`)}
        </Tag>
      ),
    },
    { key: 'stoppedAt', title: w('log.stoppedAt'), width: 170, render: (r) => formatDateTime(r.stoppedAt) },
    { key: 'clearedAt', title: w('log.clearedAt'), width: 170, render: (r) => formatDateTime(r.clearedAt) },
    { key: 'clearedBy', title: w('log.clearedBy'), width: 110, render: clearedByText },
    { key: 'cancelReason', title: w('log.cancelReason'), width: 180, ellipsis: true, render: (r) => r.cancelReason ?? '' },
  ];
  const actions: RowAction<ClearPlanLogRow>[] = [
    {
      key: 'lift',
      label: w('log.lift'),
      permission: `${P}:cancel`,
      hidden: (r) => r.balanceStatus !== 'STOP_SEND',
      onClick: (r) => setLifting([r]),
    },
  ];
  const figure = (key: string) => String(totals?.[key] ?? '0');

  return (
    <>
      <Card size="small" style={{ marginBottom: 12 }} data-testid="clear-plan-summary">
        <Space size={48} wrap>
          <Statistic
            title={w('sum.stoppedCustomers')}
            value={figure('stoppedCustomers')}
            loading={!totals}
            data-figure="stoppedCustomers"
          />
          <Statistic title={w('sum.stopAmount')} value={money(figure('STOP_SEND'))} loading={!totals} data-figure="stopAmount" />
          <Statistic title={w('sum.count')} value={figure('count')} loading={!totals} />
          <Statistic title={w('sum.amount')} value={money(figure('amount'))} loading={!totals} />
        </Space>
      </Card>
      <ListPage<ClearPlanLogRow>
        tableKey="finance.clearPlanLog"
        queryKey={clearPlanKeys.logs}
        fetch={(q, signal) => clearPlanApi.logPage(q, signal)}
        totals={async (q, signal) => {
          const s = await clearPlanApi.logSum(q, signal);
          return {
            count: s.count,
            amount: s.amount,
            stoppedCustomers: s.stoppedCustomers,
            ...Object.fromEntries(s.byStatus.map((b) => [b.balanceStatus, b.amount])),
          };
        }}
        onTotals={setTotals}
        columns={columns}
        rowActions={actions}
        selectable={has(`${P}:cancel`)}
        exportAction={{ permission: `${P}:export`, url: clearPlanApi.logExportUrl }}
        filters={[
          { kind: 'select', name: 'customerId', label: w('customer'), options: customers.options },
          {
            kind: 'select',
            name: 'balanceStatus',
            label: w('log.balanceStatus'),
            options: BALANCE_STATUSES.map((s) => ({ value: s, label: w(`status.${s}`) })),
          },
          { kind: 'dateRange', name: 'stoppedAt', label: w('log.stoppedAt'), startKey: 'stoppedFrom', endKey: 'stoppedTo' },
        ]}
        toolbar={(selected, clear) => (
          <>
            {has(`${P}:cancel`) ? (
              <Button
                disabled={selected.length === 0 || selected.some((r) => r.balanceStatus !== 'STOP_SEND')}
                onClick={() => {
                  setLifting(selected);
                  clear();
                }}
                data-action="lift-selected"
              >
                {w('log.lift')}
              </Button>
            ) : null}
            {has(`${P}:edit`) ? (
              <Button
                onClick={() =>
                  runAction(async () => {
                    const r = await clearPlanApi.check();
                    ui.success(w('log.checked', r));
                    await refresh();
                  })
                }
                data-action="run-check"
              >
                {w('log.runCheck')}
              </Button>
            ) : null}
          </>
        )}
      />
      <Modal {...lift.modal} title={w('log.liftTitle')} okText={w('log.lift')} destroyOnHidden>
        <Form form={lift.form} layout="vertical" data-testid="clear-plan-lift">
          <p>{w('log.liftHint', { count: lifting?.length ?? 0 })}</p>
          <Form.Item name="reason" label={w('log.cancelReason')} rules={[{ required: true, whitespace: true }, { max: 200 }]}>
            <Input.TextArea rows={3} maxLength={200} data-testid="clear-plan-lift-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
