// Finance service, receivable reconciliation (应收对账): the statement's document routes from
// the engine (page, {id}, add, update, delete, review, decline, list export; print comes from
// the print module), the figures of a customer and period before saving (重新计算), and one
// statement's .xlsx — the equation, the entries, the balances and the payment methods.
import {
  DOCUMENT_SCREENS,
  type DocumentDetailView,
  type Language,
  PAYMENT_TYPES,
  type ReconciliationPreviewView,
  reconciliationExportBody,
  reconciliationPreviewBody,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { documentDetail } from '../../documents/document-query';
import { registerDocumentRoutes } from '../../documents/document-routes';
import { defineExport, type Localized } from '../../platform/excel';
import { fail } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { customerNames, getCustomerForSale } from '../partner/index';
import { reconciliationOf } from './reconciliation.service';
import { reconciliation } from './reconciliation-document';

const SCREEN = DOCUMENT_SCREENS.RECONCILIATION;
const TAG = ['finance: reconciliation'];
const h = (zh: string, en: string, id: string): Localized => ({ 'zh-CN': zh, 'en-US': en, 'id-ID': id });
const MONEY = '#,##0.00';

const KINDS: Record<string, Localized> = {
  SALE: h('销售出库', 'Sale', 'Penjualan'),
  SALE_RETURN: h('销售退货', 'Sale return', 'Retur penjualan'),
  COLLECTION: h('收款', 'Collection', 'Penerimaan'),
  DISCOUNT: h('折让', 'Discount', 'Potongan harga'),
  REBATE: h('返利', 'Rebate', 'Rabat'),
};
const PAYMENTS: Record<string, Localized> = {
  ...Object.fromEntries(PAYMENT_TYPES.map((p) => [p.code, h(p.zh, p.en, p.id)])),
  DOWN_PAYMENT: h('使用预收', 'Down payment used', 'Uang muka dipakai'),
  CONCESSION: h('优惠金额', 'Concession', 'Potongan saat penerimaan'),
};
const W = {
  statement: h('应收对账单', 'Receivable statement', 'Laporan rekonsiliasi piutang'),
  customer: h('客户', 'Customer', 'Pelanggan'),
  period: h('对账期间', 'Period', 'Periode'),
  opening: h('期初应收', 'Opening receivable', 'Piutang awal'),
  sales: h('本期销售', 'Sales', 'Penjualan'),
  returns: h('本期退货', 'Returns', 'Retur'),
  collections: h('本期收款', 'Collections', 'Penerimaan'),
  discounts: h('本期折让', 'Discounts', 'Potongan harga'),
  otherAdjustments: h('其他调整', 'Other adjustments', 'Penyesuaian lain'),
  closing: h('期末应收', 'Closing receivable', 'Piutang akhir'),
  downPaymentBalance: h('预收余额', 'Down payment balance', 'Saldo uang muka'),
  discountBalance: h('折让余额', 'Discount balance', 'Saldo potongan'),
  payment: h('收款方式', 'Payment method', 'Metode pembayaran'),
};

type Row = Record<string, unknown>;

/** One statement as rows of a sheet: who and when, the opening, each entry, the equation's figures, the balances, the payment methods. */
export function statementRows(doc: DocumentDetailView, customer: string, lang: Language): Row[] {
  const f = doc as DocumentDetailView & Record<string, string>;
  const figure = (key: keyof typeof W): Row => ({ item: W[key][lang], amount: f[key] });
  const out: Row[] = [
    { item: W.statement[lang], billNo: doc.billNo },
    { item: W.customer[lang], billNo: customer },
    { item: W.period[lang], billNo: `${f.dateFrom} ~ ${f.dateTo}` },
    { item: W.opening[lang], balance: f.opening },
    ...doc.lines.map((l) => ({
      billDate: l.billDate,
      billNo: l.billNo,
      kind: KINDS[String(l.kind)]?.[lang] ?? l.kind,
      amount: l.amount,
      balance: l.balance,
    })),
    figure('sales'),
    figure('returns'),
    figure('collections'),
    figure('discounts'),
    ...(Number(f.otherAdjustments) !== 0 ? [figure('otherAdjustments')] : []),
    { item: W.closing[lang], balance: f.closing },
    figure('downPaymentBalance'),
    figure('discountBalance'),
    ...((doc.payments as { paymentType: string; amount: string }[] | undefined) ?? []).map((p) => ({
      item: `${W.payment[lang]}: ${PAYMENTS[p.paymentType]?.[lang] ?? p.paymentType}`,
      amount: p.amount,
    })),
  ];
  return out;
}

export function reconciliationRoutes(app: FastifyInstance): void {
  registerDocumentRoutes(app, reconciliation, TAG);

  route(app, {
    method: 'POST',
    url: `${SCREEN.base}/preview`,
    permission: SCREEN.menu,
    summary: 'A customer’s statement over a period before it is saved: the equation’s figures, the balances, payment methods and entries',
    tags: TAG,
    body: reconciliationPreviewBody,
    handler: async ({ db, auth, body }): Promise<ReconciliationPreviewView> => {
      if (!(await getCustomerForSale(db, auth.belongId, body.customerId))) throw fail.field('customerId', 'finance.customerUnknown');
      return reconciliationOf(db, auth.belongId, body.customerId, body);
    },
  });

  defineExport(app, {
    bizKey: 'finance-reconciliation-statement',
    url: `${SCREEN.base}/statement/exportExcel`,
    permission: `${SCREEN.permission}:export`,
    summary: 'Export one statement (its equation, entries, balances and payment methods) to the download center',
    fileName: (lang) => W.statement[lang],
    filters: reconciliationExportBody,
    columns: [
      { key: 'item', header: h('项目', 'Item', 'Item'), width: 24 },
      { key: 'billDate', header: h('单据日期', 'Date', 'Tanggal'), width: 12 },
      { key: 'billNo', header: h('单据编号', 'Bill no.', 'No. dokumen'), width: 26 },
      { key: 'kind', header: h('业务类型', 'Type', 'Jenis'), width: 14 },
      { key: 'amount', header: h('金额', 'Amount', 'Nilai'), numFmt: MONEY },
      { key: 'balance', header: h('应收余额', 'Receivable balance', 'Saldo piutang'), numFmt: MONEY },
    ],
    rows: async function* (db, { auth, filters, lang }) {
      // Another group's statement is not found: the task fails and writes nothing.
      const doc = await documentDetail(db, auth.belongId, reconciliation, filters.id);
      const names = await customerNames(db, auth.belongId, [Number(doc.partnerId)]);
      const c = names.get(Number(doc.partnerId));
      yield statementRows(doc, c ? `${c.code} ${c.name}` : String(doc.partnerId), lang);
    },
  });
}
