import { supplierLedgerDetailBody, supplierLedgerSummaryBody } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config';
import { defineExport, type Localized } from '../../platform/excel';
import { fail } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { getSupplierForPurchase, supplierNames } from '../partner/index';
import { ledgerDetail, ledgerSummary, ledgerSummaryBatches } from './partner-ledger.service';

const h = (zh: string, en: string, id: string): Localized => ({ 'zh-CN': zh, 'en-US': en, 'id-ID': id });
const MONEY = '#,##0.00';
const SUPPLIER_LEDGER = '/finance/supplierLedger';

/** Finance service: the supplier ledger (供应商往来账) over the money ledger. */
export function financeRoutes(app: FastifyInstance, _config: Config): void {
  route(app, {
    method: 'POST',
    url: '/api/finance/supplierLedger/summary',
    permission: SUPPLIER_LEDGER,
    summary: 'Every supplier’s payable over a period: opening, purchases, returns and payments, closing, prepayment balance',
    tags: ['finance: supplier ledger'],
    body: supplierLedgerSummaryBody,
    handler: ({ db, auth, body }) => ledgerSummary(db, auth.belongId, 'SUPPLIER', { ...body, partnerId: body.supplierId }, supplierNames),
  });

  route(app, {
    method: 'POST',
    url: '/api/finance/supplierLedger/detail',
    permission: SUPPLIER_LEDGER,
    summary: 'One supplier’s entries over a period with the balance after each, opening and closing',
    tags: ['finance: supplier ledger'],
    body: supplierLedgerDetailBody,
    handler: async ({ db, auth, body }) => {
      if (!(await getSupplierForPurchase(db, auth.belongId, body.supplierId))) throw fail.notFound();
      return ledgerDetail(db, auth.belongId, 'SUPPLIER', body.supplierId, body);
    },
  });

  defineExport(app, {
    bizKey: 'finance-supplier-ledger',
    url: '/api/finance/supplierLedger/exportExcel',
    permission: 'finance:supplierLedger:export',
    summary: 'Export the supplier ledger summary of a period to the download center',
    fileName: (lang) => h('供应商往来账', 'Supplier ledger', 'Buku besar pemasok')[lang],
    filters: supplierLedgerSummaryBody,
    columns: [
      { key: 'partnerCode', header: h('供应商编码', 'Supplier code', 'Kode pemasok'), width: 14 },
      { key: 'partnerName', header: h('供应商名称', 'Supplier', 'Pemasok'), width: 30 },
      { key: 'opening', header: h('期初应付', 'Opening payable', 'Utang awal'), numFmt: MONEY },
      { key: 'increase', header: h('本期增加', 'Increase', 'Penambahan'), numFmt: MONEY },
      { key: 'decrease', header: h('本期减少', 'Decrease', 'Pengurangan'), numFmt: MONEY },
      { key: 'closing', header: h('期末应付', 'Closing payable', 'Utang akhir'), numFmt: MONEY },
      { key: 'downPayment', header: h('预付余额', 'Prepayment balance', 'Saldo uang muka'), numFmt: MONEY },
    ],
    rows: (db, { auth, filters }) =>
      ledgerSummaryBatches(db, auth.belongId, 'SUPPLIER', { ...filters, partnerId: filters.supplierId }, supplierNames),
  });
}
