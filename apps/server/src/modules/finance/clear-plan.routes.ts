import {
  type BalanceStatus,
  clearPlanAddBody,
  clearPlanLogCancelBody,
  clearPlanLogFilterBody,
  clearPlanLogPageBody,
  clearPlanPageBody,
  clearPlanStatusBody,
  clearPlanUpdateBody,
  customerClearPlanBody,
  idText,
  type Language,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineExport, type Localized, mapBatches } from '../../platform/excel';
import { AUTHENTICATED, route } from '../../platform/http/route';
import { registerJob } from '../../platform/jobs/registry';
import { customerNames } from '../partner/index';
import { assignClearPlan, clearPlanDetail, clearPlanOptions, clearPlanPage, saveClearPlan, setClearPlanStatus } from './clear-plan.service';
import { checkClearPlans } from './clear-plan-check';
import { cancelClearPlanLogs, clearPlanLogBatches, clearPlanLogList, clearPlanLogPage, clearPlanLogSum } from './clear-plan-log.service';

const h = (zh: string, en: string, id: string): Localized => ({ 'zh-CN': zh, 'en-US': en, 'id-ID': id });
const MONEY = '#,##0.00';

/** The screen 财务管理 › 应收管控方案: its menu path is its permission; its buttons are `finance:clearPlan:*`. */
export const CLEAR_PLAN_MENU = '/finance/clearPlan';
const P = 'finance:clearPlan';
const PLAN = '/api/finance/accountClearPlan';
const LOG = '/api/finance/accountCleanPlanLog';
const TAG = 'finance: receivable control plans';
export const CLEAR_PLAN_QUEUE = 'quire-finance-clear-plan-check';
const idParams = z.object({ id: idText });

/** 应收管控方案 and its log; the check's job (hourly, so a deadline with a time is seen within the hour; daily ones at the first run after midnight). */
export function clearPlanRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'POST',
    url: `${PLAN}/page`,
    permission: CLEAR_PLAN_MENU,
    summary: 'Receivable control plans, a page (name, status, a customer covered)',
    tags: [TAG],
    body: clearPlanPageBody,
    handler: ({ db, auth, body }) => clearPlanPage(db, auth, body),
  });
  route(app, {
    method: 'GET',
    url: `${PLAN}/list`,
    permission: AUTHENTICATED,
    summary: 'The enabled plans for a picker (spec §7 accountClearPlan/list)',
    tags: [TAG],
    handler: ({ db, auth }) => clearPlanOptions(db, auth),
  });
  route(app, {
    method: 'GET',
    url: `${PLAN}/:id`,
    permission: CLEAR_PLAN_MENU,
    summary: 'One plan with its customers and deadlines',
    tags: [TAG],
    params: idParams,
    handler: ({ db, auth, params }) => clearPlanDetail(db, auth, Number(params.id)),
  });
  route(app, {
    method: 'PUT',
    url: `${PLAN}/add`,
    permission: `${P}:add`,
    summary: 'Add a plan: customers (each in one plan only) and deadlines (periods and deadlines may not overlap)',
    tags: [TAG],
    body: clearPlanAddBody,
    handler: ({ db, auth, body }) => db.transaction((tx) => saveClearPlan(tx, auth, body)),
  });
  route(app, {
    method: 'POST',
    url: `${PLAN}/update`,
    permission: `${P}:edit`,
    summary: 'Change a plan; its customers and deadlines become those given, then the check runs for the group',
    tags: [TAG],
    body: clearPlanUpdateBody,
    handler: ({ db, auth, body }) => db.transaction((tx) => saveClearPlan(tx, auth, body)),
  });
  route(app, {
    method: 'PUT',
    url: `${PLAN}/status`,
    permission: `${P}:status`,
    summary: 'Enable or disable plans (a disabled plan’s stops lift)',
    tags: [TAG],
    body: clearPlanStatusBody,
    handler: async ({ db, auth, body }) => {
      await db.transaction((tx) => setClearPlanStatus(tx, auth, body.ids, body.status));
      return null;
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/customer/jcCustomerInfo/accountCleanPlan',
    permission: `${P}:edit`,
    summary: 'Put customers in a receivable control plan (out of any other), or out of every plan (planId null)',
    tags: [TAG],
    body: customerClearPlanBody,
    handler: async ({ db, auth, body }) => {
      await db.transaction((tx) => assignClearPlan(tx, auth, body.customerIds, body.planId));
      return null;
    },
  });

  route(app, {
    method: 'POST',
    url: `${LOG}/page`,
    permission: CLEAR_PLAN_MENU,
    summary: 'The plan log, newest stop first (customer, plan, status, stopped between)',
    tags: [TAG],
    body: clearPlanLogPageBody,
    handler: ({ db, auth, body }) => clearPlanLogPage(db, auth.belongId, body, customerNames),
  });
  route(app, {
    method: 'POST',
    url: `${LOG}/list`,
    permission: CLEAR_PLAN_MENU,
    summary: 'The plan log of a filter, unpaged (at most 1,000 rows)',
    tags: [TAG],
    body: clearPlanLogFilterBody,
    handler: ({ db, auth, body }) => clearPlanLogList(db, auth.belongId, body, customerNames),
  });
  route(app, {
    method: 'POST',
    url: `${LOG}/sum`,
    permission: CLEAR_PLAN_MENU,
    summary: 'Totals of the filter: entries and amount per status, customers stopped',
    tags: [TAG],
    body: clearPlanLogFilterBody,
    handler: ({ db, auth, body }) => clearPlanLogSum(db, auth.belongId, body),
  });
  route(app, {
    method: 'POST',
    url: `${LOG}/cancel`,
    permission: `${P}:cancel`,
    summary: 'Lift active stops by hand, with a reason (the check does not stop the customer again for that deadline)',
    tags: [TAG],
    body: clearPlanLogCancelBody,
    handler: ({ db, auth, body }) => db.transaction((tx) => cancelClearPlanLogs(tx, auth, body.ids, body.reason)),
  });
  route(app, {
    method: 'POST',
    url: `${LOG}/check`,
    permission: `${P}:edit`,
    summary: 'Run the check for the active group now (as the daily job does)',
    tags: [TAG],
    handler: ({ db, auth }) => db.transaction((tx) => checkClearPlans(tx, { businessGroupId: auth.belongId })),
  });

  defineExport(app, {
    bizKey: 'finance-clear-plan-log',
    url: `${LOG}/exportExcel`,
    permission: `${P}:export`,
    summary: 'Export the plan log of a filter to the download center',
    fileName: (lang) => h('应收管控记录', 'Receivable control log', 'Catatan kontrol piutang')[lang],
    filters: clearPlanLogFilterBody,
    columns: [
      { key: 'customerCode', header: h('客户编码', 'Customer code', 'Kode pelanggan'), width: 14 },
      { key: 'customerName', header: h('客户名称', 'Customer', 'Pelanggan'), width: 30 },
      { key: 'planName', header: h('管控方案', 'Plan', 'Rencana'), width: 20 },
      { key: 'billPeriod', header: h('单据日期范围', 'Billed between', 'Periode dokumen'), width: 24 },
      { key: 'deadline', header: h('截止时间', 'Deadline', 'Tenggat'), width: 18 },
      { key: 'allowedAmount', header: h('允许未收金额', 'Allowed open', 'Sisa yang diizinkan'), numFmt: MONEY },
      { key: 'amount', header: h('超额未收金额', 'Amount over', 'Jumlah melebihi'), numFmt: MONEY },
      { key: 'statusName', header: h('管控状态', 'Status', 'Status'), width: 12 },
      { key: 'stoppedAt', header: h('禁止时间', 'Stopped at', 'Waktu dilarang'), width: 20 },
      { key: 'clearedAt', header: h('解除时间', 'Lifted at', 'Waktu dicabut'), width: 20 },
      { key: 'cancelReason', header: h('解除原因', 'Reason', 'Alasan'), width: 24 },
    ],
    rows: (db, { auth, filters, lang }) =>
      mapBatches(clearPlanLogBatches(db, auth.belongId, filters, customerNames), (r) => localized(r, lang)),
  });

  // Hourly, 20 past: the deadlines of the day are seen after midnight, one with a time within the hour.
  registerJob({
    queue: CLEAR_PLAN_QUEUE,
    cron: '20 * * * *',
    handler: (_data, { database }) => database.db.transaction((tx) => checkClearPlans(tx)),
  });
}

const STATUS_NAMES: Record<BalanceStatus, Localized> = {
  STOP_SEND: h('禁止发货', 'Prohibited', 'Dilarang kirim'),
  CLEARED: h('已解除', 'Cleared', 'Sudah dicabut'),
  CANCELLED: h('人工解除', 'Lifted by hand', 'Dicabut manual'),
};

const local = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 19) : '');

/** A row with its bill period, deadline and status in the file's language, its times as local text. */
const localized = (r: Awaited<ReturnType<typeof clearPlanLogList>>[number], lang: Language) => ({
  ...r,
  billPeriod: `${r.billFrom} ~ ${r.billTo}`,
  deadline: r.deadlineTime ? `${r.deadlineDate} ${r.deadlineTime}` : r.deadlineDate,
  allowedAmount: Number(r.allowedAmount),
  amount: Number(r.amount),
  statusName: STATUS_NAMES[r.balanceStatus][lang],
  stoppedAt: local(r.stoppedAt),
  clearedAt: local(r.clearedAt),
});
