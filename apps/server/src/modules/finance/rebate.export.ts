// Rebate exports (spec §2, exports through the download center): the 客户返利调整 list's own
// columns (customer, adjustment, ratio and type set, reason, period settled) beside the document
// list's, and the rebate summary (返利汇总) — per customer its rebate terms, the periodic rebate
// accrued, settled, taken back and unsettled, and the rebate credited to the receivable.
import { type Language, type REBATE_TYPES, rebateSummaryExportBody } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DocumentDefinition } from '../../documents/document-definition';
import type { Executor } from '../../platform/db/client';
import { idArray, rows } from '../../platform/db/sql-util';
import { defineExport, keysetBatches, type Localized, mapBatches } from '../../platform/excel';
import { customerNames } from '../partner/index';

const h = (zh: string, en: string, id: string): Localized => ({ 'zh-CN': zh, 'en-US': en, 'id-ID': id });
const MONEY = '#,##0.00';

const KIND_NAMES = { RATIO: h('返利比例', 'Rebate ratio', 'Rasio rabat'), AMOUNT: h('返利金额', 'Rebate amount', 'Jumlah rabat') };
const TYPE_NAMES: Record<(typeof REBATE_TYPES)[number], Localized> = {
  CASH_BACK: h('现返', 'Cash back', 'Tunai kembali'),
  PERIODIC: h('期间返利', 'Periodic', 'Periodik'),
};
const typeName = (type: unknown, lang: Language) =>
  typeof type === 'string' && type in TYPE_NAMES ? TYPE_NAMES[type as keyof typeof TYPE_NAMES][lang] : '';

/** The 客户返利调整 list export's own columns (the engine adds bill no, date, status, amount, times). */
export const rebateListExport: Pick<DocumentDefinition, 'exportColumns' | 'exportFields'> = {
  exportColumns: [
    { key: 'customerCode', header: h('客户编码', 'Customer code', 'Kode pelanggan'), width: 14 },
    { key: 'customerName', header: h('客户名称', 'Customer', 'Pelanggan'), width: 28 },
    { key: 'kindName', header: h('调整方式', 'Adjustment', 'Penyesuaian'), width: 12 },
    { key: 'ratioText', header: h('新返利比例', 'New rebate ratio', 'Rasio rabat baru'), width: 12 },
    { key: 'typeName', header: h('新返利方式', 'New rebate type', 'Jenis rabat baru'), width: 12 },
    { key: 'reason', header: h('调整原因', 'Reason', 'Alasan'), width: 30 },
    { key: 'periodText', header: h('结算期间', 'Settlement period', 'Periode penyelesaian'), width: 24 },
  ],
  exportFields: async (executor, businessGroupId, headers, lang) => {
    const ids = [...new Set(headers.map((d) => Number(d.customerId ?? d.partnerId)).filter((id) => id > 0))];
    const names = await customerNames(executor, businessGroupId, ids);
    return headers.map((d) => {
      const customer = names.get(Number(d.customerId ?? d.partnerId));
      const ratio = d.adjustKind === 'RATIO';
      return {
        customerCode: customer?.code ?? '',
        customerName: customer?.name ?? '',
        kindName: d.adjustKind === 'RATIO' || d.adjustKind === 'AMOUNT' ? KIND_NAMES[d.adjustKind][lang] : '',
        ratioText: ratio && d.rebateRatio !== null && d.rebateRatio !== undefined ? `${String(d.rebateRatio)}%` : '',
        typeName: ratio ? typeName(d.rebateType, lang) : '',
        reason: d.reason ?? '',
        periodText: !ratio && d.periodFrom ? `${String(d.periodFrom)} ~ ${String(d.periodTo ?? '')}` : '',
      };
    });
  },
};

type SummaryRow = {
  id: number;
  code: string;
  name: string;
  ratio: string;
  type: string | null;
  accrued_total: string;
  settled: string;
  taken_back: string;
  unsettled: string;
  credited: string;
};

/** A batch of the summary: the group's customers with a ratio or any rebate, by id. */
function summaryBatch(executor: Executor, g: number, customerIds: number[] | undefined, after: number | undefined, limit: number) {
  return rows<SummaryRow>(
    executor,
    sql`select c.id, c.customer_code as code, c.customer_name as name, c.rebate_ratio::text as ratio, c.rebate_type as type,
               coalesce((select sum(e.amount) from money_entry e
                         where e.business_group_id = ${g} and e.partner_kind = 'CUSTOMER' and e.partner_id = c.id and e.account = 'REBATE'
                           and e.document_type in ('WHOLESALE_SALE', 'WHOLESALE_RETURN')), 0)::text as accrued_total,
               coalesce(s.settled, 0)::text as settled, coalesce(s.taken_back, 0)::text as taken_back,
               coalesce(b.rebate, 0)::text as unsettled,
               coalesce((select -sum(e.amount) from money_entry e
                         where e.business_group_id = ${g} and e.partner_kind = 'CUSTOMER' and e.partner_id = c.id
                           and e.account = 'BALANCE' and e.kind = 'REBATE'), 0)::text as credited
        from customer_info c
        left join partner_balance b on b.business_group_id = ${g} and b.partner_kind = 'CUSTOMER' and b.partner_id = c.id
        left join lateral (
          select sum(r.amount) filter (where not r.taken_back) as settled, sum(r.amount) filter (where r.taken_back) as taken_back
          from rebate_settlement r where r.business_group_id = ${g} and r.customer_id = c.id
        ) s on true
        where c.business_group_id = ${g}
          ${customerIds ? sql`and c.id = any(${idArray(customerIds)})` : sql``}
          ${after === undefined ? sql`` : sql`and c.id > ${after}`}
          and (c.rebate_ratio > 0 or coalesce(b.rebate, 0) <> 0
               or exists (select 1 from money_entry e where e.business_group_id = ${g} and e.partner_kind = 'CUSTOMER'
                            and e.partner_id = c.id and e.kind = 'REBATE'))
        order by c.id
        limit ${limit}`,
  );
}

/** `POST {base}/summary/exportExcel`: the rebate summary to .xlsx through the download center. */
export function rebateSummaryExport(app: FastifyInstance, base: string, permission: string): void {
  defineExport(app, {
    bizKey: 'finance-rebate-summary',
    url: `${base}/summary/exportExcel`,
    permission,
    summary:
      'Export the rebate summary (返利汇总): per customer its rebate terms, periodic rebate accrued, settled and unsettled, rebate credited',
    fileName: (lang) => h('返利汇总', 'Rebate summary', 'Ringkasan rabat')[lang],
    filters: rebateSummaryExportBody,
    columns: [
      { key: 'code', header: h('客户编码', 'Customer code', 'Kode pelanggan'), width: 14 },
      { key: 'name', header: h('客户名称', 'Customer', 'Pelanggan'), width: 30 },
      { key: 'ratioText', header: h('返利比例', 'Rebate ratio', 'Rasio rabat'), width: 10 },
      { key: 'typeName', header: h('返利方式', 'Rebate type', 'Jenis rabat'), width: 12 },
      { key: 'accruedTotal', header: h('期间返利应计', 'Periodic rebate accrued', 'Rabat periodik terakru'), numFmt: MONEY },
      { key: 'settled', header: h('已结算', 'Settled', 'Sudah diselesaikan'), numFmt: MONEY },
      { key: 'takenBack', header: h('已冲回', 'Taken back', 'Ditarik kembali'), numFmt: MONEY },
      { key: 'unsettled', header: h('应计未结', 'Accrued unsettled', 'Terakru belum diselesaikan'), numFmt: MONEY },
      { key: 'credited', header: h('已抵应收', 'Credited to the receivable', 'Dikreditkan ke piutang'), numFmt: MONEY },
    ],
    rows: (db, { auth, filters, lang }) => {
      const ids = filters.customerIds?.map(Number);
      return mapBatches(
        keysetBatches(
          (after: number | undefined, limit) => summaryBatch(db, auth.belongId, ids, after, limit),
          (r) => Number(r.id),
        ),
        (r) => ({
          code: r.code,
          name: r.name,
          ratioText: `${Number(r.ratio).toFixed(2)}%`,
          typeName: typeName(r.type, lang),
          accruedTotal: r.accrued_total,
          settled: r.settled,
          takenBack: r.taken_back,
          unsettled: r.unsettled,
          credited: r.credited,
        }),
      );
    },
  });
}
