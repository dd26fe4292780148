import { DOCUMENT_TYPES, type Language, receivableRecordFilterBody, receivableRecordPageBody } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { defineExport, type Localized, mapBatches } from '../../platform/excel';
import { route } from '../../platform/http/route';
import { customerNames } from '../partner/index';
import {
  assertClearedQueryNarrowed,
  receivableRecordBatches,
  receivableRecordPage,
  receivableRecordSummary,
} from './receivable-record.service';

const h = (zh: string, en: string, id: string): Localized => ({ 'zh-CN': zh, 'en-US': en, 'id-ID': id });
const MONEY = '#,##0.00';

/** The screen 财务管理 › 应收记录: its menu path is its permission. */
export const RECEIVABLE_RECORD_MENU = '/finance/receivable';
const BASE = '/api/finance/receivableRecord';
const TAG = 'finance: receivable records';

/** 应收记录: each receivable of the group's customers (page, totals, export). */
export function receivableRecordRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'POST',
    url: `${BASE}/page`,
    permission: RECEIVABLE_RECORD_MENU,
    summary: 'Receivables of the group’s customers by status, newest bill date first; cleared ones need a bill no or a clearing period',
    tags: [TAG],
    body: receivableRecordPageBody,
    handler: ({ db, auth, body }) => receivableRecordPage(db, auth.belongId, body, customerNames),
  });

  route(app, {
    method: 'POST',
    url: `${BASE}/summary`,
    permission: RECEIVABLE_RECORD_MENU,
    summary: 'Totals of the same filter: amount, settled, open, and the open amount by age (0–30, 31–60, 61–90, over 90 days)',
    tags: [TAG],
    body: receivableRecordFilterBody,
    handler: ({ db, auth, body }) => receivableRecordSummary(db, auth.belongId, body),
  });

  defineExport(app, {
    bizKey: 'finance-receivable-record',
    url: `${BASE}/exportExcel`,
    permission: 'finance:receivable:export',
    summary: 'Export the receivables of a filter to the download center',
    fileName: (lang) => h('应收记录', 'Receivable records', 'Catatan piutang')[lang],
    filters: receivableRecordFilterBody,
    check: assertClearedQueryNarrowed,
    columns: [
      { key: 'customerCode', header: h('客户编码', 'Customer code', 'Kode pelanggan'), width: 14 },
      { key: 'customerName', header: h('客户名称', 'Customer', 'Pelanggan'), width: 30 },
      { key: 'documentTypeName', header: h('单据类型', 'Document type', 'Jenis dokumen'), width: 16 },
      { key: 'billNo', header: h('单据编号', 'Bill no', 'No. dokumen'), width: 22 },
      { key: 'billDate', header: h('单据日期', 'Bill date', 'Tanggal dokumen'), width: 12 },
      { key: 'ageDays', header: h('账龄（天）', 'Age (days)', 'Umur (hari)'), width: 10 },
      { key: 'amount', header: h('应收金额', 'Amount', 'Jumlah'), numFmt: MONEY },
      { key: 'settled', header: h('已收金额', 'Settled', 'Sudah diterima'), numFmt: MONEY },
      { key: 'open', header: h('未收金额', 'Open', 'Sisa'), numFmt: MONEY },
      { key: 'statusName', header: h('状态', 'Status', 'Status'), width: 10 },
      { key: 'clearedAt', header: h('结清时间', 'Cleared at', 'Waktu lunas'), width: 20 },
    ],
    rows: (db, { auth, filters, lang }) =>
      mapBatches(receivableRecordBatches(db, auth.belongId, filters, customerNames), (r) => localized(r, lang)),
  });
}

const STATUS_NAMES = {
  UNCLEARED: h('未结清', 'Uncleared', 'Belum lunas'),
  CLEARED: h('已结清', 'Cleared', 'Lunas'),
  PROHIBITED: h('禁止', 'Prohibited', 'Dilarang'),
  DISCARDED: h('已作废', 'Discarded', 'Dibatalkan'),
} as const;

const typeName = (code: string, lang: Language) => {
  const entry = DOCUMENT_TYPES.find((t) => t.code === code);
  if (!entry) return code;
  return lang === 'zh-CN' ? entry.zh : lang === 'id-ID' ? entry.id : entry.en;
};

/** A row with its status and document type in the file's language, the clearing time as local text. */
const localized = (r: Awaited<ReturnType<typeof receivableRecordPage>>['list'][number], lang: Language) => ({
  ...r,
  statusName: STATUS_NAMES[r.status][lang],
  documentTypeName: typeName(r.documentType, lang),
  clearedAt: r.clearedAt ? r.clearedAt.replace('T', ' ').slice(0, 19) : '',
});
