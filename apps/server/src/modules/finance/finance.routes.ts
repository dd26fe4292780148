import { customerLedgerDetailBody, customerLedgerSummaryBody, supplierLedgerDetailBody, supplierLedgerSummaryBody } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../platform/config';
import type { Executor } from '../../platform/db/client';
import { defineExport, type Localized } from '../../platform/excel';
import { fail } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { customerNames, getCustomerForSale, getSupplierForPurchase, supplierNames } from '../partner/index';
import { clearPlanRoutes } from './clear-plan.routes';
import { collectionRoutes } from './collection.routes';
import { customerBillRoutes } from './customer-bill.routes';
import { customerCreditRoutes } from './customer-credit.routes';
import type { PartnerKind } from './money.schema';
import { ledgerDetail, ledgerSummary, ledgerSummaryBatches, type PartnerNames } from './partner-ledger.service';
import { pointsRoutes } from './points.routes';
import { rebateRoutes } from './rebate.routes';
import { receivableRecordRoutes } from './receivable-record.routes';
import { reconciliationRoutes } from './reconciliation.routes';

const h = (zh: string, en: string, id: string): Localized => ({ 'zh-CN': zh, 'en-US': en, 'id-ID': id });
const MONEY = '#,##0.00';

/** One partner kind's ledger screen (供应商往来账, 客户往来账): its paths, partner field, names and words. */
type LedgerScreen = {
  kind: PartnerKind;
  /** The menu path (the screen's permission) and the service path. */
  menu: string;
  base: string;
  exportPermission: string;
  bizKey: string;
  /** The partner's id field in the bodies. */
  field: 'supplierId' | 'customerId';
  summaryBody: typeof supplierLedgerSummaryBody | typeof customerLedgerSummaryBody;
  detailBody: typeof supplierLedgerDetailBody | typeof customerLedgerDetailBody;
  names: PartnerNames;
  exists: (executor: Executor, businessGroupId: number, id: number) => Promise<unknown>;
  tag: string;
  words: { file: Localized; code: Localized; name: Localized; opening: Localized; closing: Localized; downPayment: Localized };
};

const LEDGERS: LedgerScreen[] = [
  {
    kind: 'SUPPLIER',
    menu: '/finance/supplierLedger',
    base: '/api/finance/supplierLedger',
    exportPermission: 'finance:supplierLedger:export',
    bizKey: 'finance-supplier-ledger',
    field: 'supplierId',
    summaryBody: supplierLedgerSummaryBody,
    detailBody: supplierLedgerDetailBody,
    names: supplierNames,
    exists: getSupplierForPurchase,
    tag: 'finance: supplier ledger',
    words: {
      file: h('供应商往来账', 'Supplier ledger', 'Buku besar pemasok'),
      code: h('供应商编码', 'Supplier code', 'Kode pemasok'),
      name: h('供应商名称', 'Supplier', 'Pemasok'),
      opening: h('期初应付', 'Opening payable', 'Utang awal'),
      closing: h('期末应付', 'Closing payable', 'Utang akhir'),
      downPayment: h('预付余额', 'Prepayment balance', 'Saldo uang muka'),
    },
  },
  {
    kind: 'CUSTOMER',
    menu: '/finance/customerLedger',
    base: '/api/finance/customerLedger',
    exportPermission: 'finance:customerLedger:export',
    bizKey: 'finance-customer-ledger',
    field: 'customerId',
    summaryBody: customerLedgerSummaryBody,
    detailBody: customerLedgerDetailBody,
    names: customerNames,
    exists: getCustomerForSale,
    tag: 'finance: customer ledger',
    words: {
      file: h('客户往来账', 'Customer ledger', 'Buku besar pelanggan'),
      code: h('客户编码', 'Customer code', 'Kode pelanggan'),
      name: h('客户名称', 'Customer', 'Pelanggan'),
      opening: h('期初应收', 'Opening receivable', 'Piutang awal'),
      closing: h('期末应收', 'Closing receivable', 'Piutang akhir'),
      downPayment: h('预收余额', 'Pre-receipt balance', 'Saldo uang muka'),
    },
  },
];

type SummaryBody = z.output<typeof supplierLedgerSummaryBody> & z.output<typeof customerLedgerSummaryBody>;
type DetailBody = z.output<typeof supplierLedgerDetailBody> & z.output<typeof customerLedgerDetailBody>;

/** A partner ledger's routes: the summary of every partner over a period, one partner's entries, the export. */
function ledgerRoutes(app: FastifyInstance, l: LedgerScreen): void {
  const partnerOf = (body: Partial<Record<'supplierId' | 'customerId', number>>) => body[l.field];
  route(app, {
    method: 'POST',
    url: `${l.base}/summary`,
    permission: l.menu,
    summary: `Every ${l.kind.toLowerCase()}’s balance over a period: opening, increase, decrease, closing, down payment`,
    tags: [l.tag],
    body: l.summaryBody,
    handler: ({ db, auth, body }) =>
      ledgerSummary(db, auth.belongId, l.kind, { ...(body as SummaryBody), partnerId: partnerOf(body as SummaryBody) }, l.names),
  });

  route(app, {
    method: 'POST',
    url: `${l.base}/detail`,
    permission: l.menu,
    summary: `One ${l.kind.toLowerCase()}’s entries over a period with the balance after each, opening and closing`,
    tags: [l.tag],
    body: l.detailBody,
    handler: async ({ db, auth, body }) => {
      const partnerId = partnerOf(body as DetailBody) as number;
      if (!(await l.exists(db, auth.belongId, partnerId))) throw fail.notFound();
      return ledgerDetail(db, auth.belongId, l.kind, partnerId, body as DetailBody);
    },
  });

  defineExport(app, {
    bizKey: l.bizKey,
    url: `${l.base}/exportExcel`,
    permission: l.exportPermission,
    summary: `Export the ${l.kind.toLowerCase()} ledger summary of a period to the download center`,
    fileName: (lang) => l.words.file[lang],
    filters: l.summaryBody,
    columns: [
      { key: 'partnerCode', header: l.words.code, width: 14 },
      { key: 'partnerName', header: l.words.name, width: 30 },
      { key: 'opening', header: l.words.opening, numFmt: MONEY },
      { key: 'increase', header: h('本期增加', 'Increase', 'Penambahan'), numFmt: MONEY },
      { key: 'decrease', header: h('本期减少', 'Decrease', 'Pengurangan'), numFmt: MONEY },
      { key: 'closing', header: l.words.closing, numFmt: MONEY },
      { key: 'downPayment', header: l.words.downPayment, numFmt: MONEY },
    ],
    rows: (db, { auth, filters }) =>
      ledgerSummaryBatches(
        db,
        auth.belongId,
        l.kind,
        { ...(filters as SummaryBody), partnerId: partnerOf(filters as SummaryBody) },
        l.names,
      ),
  });
}

/** Finance service: the supplier and customer ledgers and the receivable records over the money ledger; customers' money documents. */
export function financeRoutes(app: FastifyInstance, _config: Config): void {
  for (const l of LEDGERS) ledgerRoutes(app, l);
  receivableRecordRoutes(app);
  collectionRoutes(app);
  customerBillRoutes(app);
  clearPlanRoutes(app);
  reconciliationRoutes(app);
  customerCreditRoutes(app);
  pointsRoutes(app);
  rebateRoutes(app);
}
