// Order service, customers' money (spec §7): `customerBillSummary/list` and
// `customerOrderLog/total|list` are the customer ledger (客户往来账) under the order service's
// names, read by the same partner-ledger service; `settlementOrderBillItem/exportExcel` exports
// the collections' lines (收款明细) through the download center, in the requester's language.
import {
  type CustomerBillSummaryListView,
  type CustomerBillSummaryRow,
  type CustomerOrderLogTotalView,
  customerBillSummaryListBody,
  customerOrderLogBody,
  DOCUMENT_SCREENS,
  DOCUMENT_TYPES,
  documentPageQuery,
  type LedgerDetailView,
  type LedgerSummaryRow,
} from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documentBatch } from '../../documents/document-query';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { defineExport, keysetBatches, type Localized } from '../../platform/excel';
import { fail } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { translate } from '../../platform/i18n/messages';
import { customerNames, getCustomerForSale } from '../partner/index';
import { entriesByIds } from './money-ledger.service';
import { ledgerDetail, ledgerDetailTotals, ledgerSummary } from './partner-ledger.service';
import { settlement } from './receipt-documents';

const SETTLEMENT = DOCUMENT_SCREENS.SETTLEMENT;
const ORDER = '/api/order';
const TAG = ['finance: collections'];
const h = (zh: string, en: string, id: string): Localized => ({ 'zh-CN': zh, 'en-US': en, 'id-ID': id });
const MONEY = '#,##0.00';

function billRow(r: Omit<LedgerSummaryRow, 'partnerId' | 'partnerCode' | 'partnerName'>) {
  return {
    openingBalanceAmt: r.opening,
    billAmt: r.increase,
    collectAmt: r.decrease,
    sumNewBalanceAmt: r.closing,
    downPaymentAmt: r.downPayment,
  };
}

async function assertCustomerInGroup(db: Executor, belongId: number, customerId: number): Promise<void> {
  if (!(await getCustomerForSale(db, belongId, customerId))) throw fail.notFound();
}

type LineRow = { document_id: number; line_no: number; amount: string | null; extra: Record<string, unknown> };

/** The lines of a batch of collections, in document and line order (one read). */
async function linesOf(db: Executor, belongId: number, ids: number[]): Promise<LineRow[]> {
  if (ids.length === 0) return [];
  return rows<LineRow>(
    db,
    sql`select document_id, line_no, amount::text as amount, extra from document_line
        where business_group_id = ${belongId} and document_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by document_id, line_no`,
  );
}

export function customerBillRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'POST',
    url: `${ORDER}/customerBillSummary/list`,
    permission: SETTLEMENT.menu,
    summary:
      'Every customer’s receivable over a period (the customer ledger’s summary): opening, billed, collected, balance (sumNewBalanceAmt), down payment',
    tags: TAG,
    body: customerBillSummaryListBody,
    handler: async ({ db, auth, body }): Promise<CustomerBillSummaryListView> => {
      const found = await ledgerSummary(db, auth.belongId, 'CUSTOMER', { ...body, partnerId: body.customerId }, customerNames);
      return {
        list: found.list.map(
          (r): CustomerBillSummaryRow => ({
            customerId: r.partnerId,
            customerCode: r.partnerCode,
            customerName: r.partnerName,
            ...billRow(r),
          }),
        ),
        total: found.total,
        pageNum: found.pageNum,
        pageSize: found.pageSize,
        totals: billRow(found.totals),
      };
    },
  });

  route(app, {
    method: 'POST',
    url: `${ORDER}/customerOrderLog/list`,
    permission: SETTLEMENT.menu,
    summary: 'One customer’s documents on the receivable over a period, each with its amount and the balance after it',
    tags: TAG,
    body: customerOrderLogBody,
    handler: async ({ db, auth, body }): Promise<LedgerDetailView> => {
      await assertCustomerInGroup(db, auth.belongId, body.customerId);
      return ledgerDetail(db, auth.belongId, 'CUSTOMER', body.customerId, body);
    },
  });

  route(app, {
    method: 'POST',
    url: `${ORDER}/customerOrderLog/total`,
    permission: SETTLEMENT.menu,
    summary: 'The sums of customerOrderLog/list’s filter: count, opening, billed, collected, closing',
    tags: TAG,
    body: customerOrderLogBody,
    handler: async ({ db, auth, body }): Promise<CustomerOrderLogTotalView> => {
      await assertCustomerInGroup(db, auth.belongId, body.customerId);
      const t = await ledgerDetailTotals(db, auth.belongId, 'CUSTOMER', body.customerId, body);
      return {
        count: t.count,
        openingBalanceAmt: t.opening,
        billAmt: t.increase,
        collectAmt: t.decrease,
        closingBalanceAmt: t.closing,
      };
    },
  });

  defineExport(app, {
    bizKey: 'settlement-lines',
    url: `${ORDER}/settlementOrderBillItem/exportExcel`,
    permission: settlement.permissions?.export as string,
    summary: 'Export the filtered collections’ lines (收款明细: each receivable settled) to the download center',
    fileName: (lang) => h('收款单明细', 'Collection lines', 'Rincian penerimaan pembayaran')[lang],
    filters: documentPageQuery,
    columns: [
      { key: 'billNo', header: h('单据编号', 'Bill no.', 'No. dokumen'), width: 22 },
      { key: 'billDate', header: h('单据日期', 'Date', 'Tanggal'), width: 12 },
      { key: 'statusText', header: h('单据状态', 'Status', 'Status'), width: 10 },
      { key: 'customerCode', header: h('客户编码', 'Customer code', 'Kode pelanggan'), width: 14 },
      { key: 'customerName', header: h('客户名称', 'Customer', 'Pelanggan'), width: 30 },
      { key: 'lineNo', header: h('行号', 'Line', 'Baris'), width: 6 },
      { key: 'entryTypeText', header: h('源单类型', 'Source type', 'Jenis dokumen sumber'), width: 14 },
      { key: 'entryBillNo', header: h('源单编号', 'Source bill no.', 'No. dokumen sumber'), width: 22 },
      { key: 'entryBillDate', header: h('源单日期', 'Source date', 'Tanggal sumber'), width: 12 },
      { key: 'amount', header: h('本次收款', 'Settled', 'Dilunasi'), numFmt: MONEY },
      { key: 'paymentDiscount', header: h('付款折扣', 'Payment discount', 'Diskon pembayaran'), numFmt: MONEY },
      { key: 'remark', header: h('备注', 'Remark', 'Catatan'), width: 30 },
    ],
    rows: (db, { auth, filters, lang }) =>
      (async function* () {
        for await (const headers of keysetBatches(
          (after: number | undefined, limit) => documentBatch(db, auth.belongId, settlement, filters, after, limit),
          (d) => Number(d.id),
          500,
        )) {
          const lines = await linesOf(
            db,
            auth.belongId,
            headers.map((d) => Number(d.id)),
          );
          const entries = await entriesByIds(
            db,
            auth.belongId,
            lines.map((l) => Number(l.extra.entryId)),
          );
          const customers = await customerNames(
            db,
            auth.belongId,
            headers.flatMap((d) => (d.partnerId ? [Number(d.partnerId)] : [])),
          );
          const byId = new Map(headers.map((d) => [Number(d.id), d]));
          yield lines.map((l) => {
            const d = byId.get(Number(l.document_id));
            const entry = entries.get(Number(l.extra.entryId));
            const customer = d?.partnerId ? customers.get(Number(d.partnerId)) : undefined;
            const type = entry ? DOCUMENT_TYPES.find((t) => t.code === entry.documentType) : undefined;
            return {
              billNo: d?.billNo,
              billDate: d?.billDate,
              statusText: d ? translate(lang, `document.status.${d.status}`) : null,
              customerCode: customer?.code ?? null,
              customerName: customer?.name ?? null,
              lineNo: l.line_no,
              entryTypeText: type ? (lang === 'zh-CN' ? type.zh : lang === 'id-ID' ? type.id : type.en) : null,
              entryBillNo: entry?.billNo ?? null,
              entryBillDate: entry?.billDate ?? null,
              amount: l.amount === null ? null : Number(l.amount),
              paymentDiscount: Number(l.extra.paymentDiscount ?? 0),
              remark: (l.extra.remark as string | null | undefined) ?? null,
            };
          });
        }
      })(),
  });
}
