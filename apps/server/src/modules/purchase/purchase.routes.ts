import {
  DOCUMENT_SCREENS,
  type Language,
  PAYMENT_TYPES,
  type PaymentTypeView,
  purchasePriceQuery,
  supplierOpenEntriesBody,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { registerDocumentRoutes } from '../../documents/document-routes';
import type { Config } from '../../platform/config';
import { fail } from '../../platform/http/errors';
import { AUTHENTICATED, route } from '../../platform/http/route';
import { openEntries, partnerBalances } from '../finance/index';
import { getSupplierForPurchase } from '../partner/index';
import { payment, prepayment } from './payment-documents';
import { purchaseOrder, purchaseReceive } from './purchase-documents';
import { purchaseReturn, purchaseReturnApply } from './return-documents';
import { resolvePurchasePrices, supplierPrice } from './supplier-price';

const NAME_OF: Record<Language, 'zh' | 'en' | 'id'> = { 'zh-CN': 'zh', 'en-US': 'en', 'id-ID': 'id' };

/** Order service, procurement (spec §7): orders, receipts, payments, prepayments. */
export function purchaseRoutes(app: FastifyInstance, _config: Config): void {
  registerDocumentRoutes(app, purchaseOrder, ['purchase: orders']);
  registerDocumentRoutes(app, purchaseReceive, ['purchase: receipts']);
  registerDocumentRoutes(app, supplierPrice, ['purchase: supply information']);
  registerDocumentRoutes(app, purchaseReturnApply, ['purchase: return applications']);
  registerDocumentRoutes(app, purchaseReturn, ['purchase: returns']);
  registerDocumentRoutes(app, payment, ['purchase: payments']);
  registerDocumentRoutes(app, prepayment, ['purchase: prepayments']);

  route(app, {
    method: 'GET',
    url: '/api/order/paymentType/list',
    permission: AUTHENTICATED,
    summary: 'Payment methods of payments and collections, named in the caller’s language',
    tags: ['purchase: payments'],
    handler: async ({ lang }): Promise<PaymentTypeView[]> => PAYMENT_TYPES.map((t) => ({ code: t.code, name: t[NAME_OF[lang]] })),
  });

  route(app, {
    method: 'POST',
    url: `${DOCUMENT_SCREENS.PURCHASE_ORDER.base}/prices`,
    permission: DOCUMENT_SCREENS.PURCHASE_ORDER.menu,
    summary: 'The price each order line takes: supply information, else the last purchase price, else the SKU’s purchase price',
    tags: ['purchase: orders'],
    body: purchasePriceQuery,
    handler: async ({ db, auth, body }) => {
      if (!(await getSupplierForPurchase(db, auth.belongId, body.supplierId))) throw fail.notFound();
      return resolvePurchasePrices(db, auth.belongId, body.supplierId, body.billDate, body.lines);
    },
  });

  route(app, {
    method: 'POST',
    url: `${DOCUMENT_SCREENS.PAYMENT.base}/openEntries`,
    permission: DOCUMENT_SCREENS.PAYMENT.menu,
    summary: 'A supplier’s open payables (what a payment line can settle) and its balances',
    tags: ['purchase: payments'],
    body: supplierOpenEntriesBody,
    handler: async ({ db, auth, body }) => {
      if (!(await getSupplierForPurchase(db, auth.belongId, body.supplierId))) throw fail.notFound();
      const partner = { partnerKind: 'SUPPLIER' as const, partnerId: body.supplierId };
      const [entries, balances] = [await openEntries(db, auth.belongId, partner), await partnerBalances(db, auth.belongId, partner)];
      return {
        ...balances,
        entries: entries.map((e) => ({ ...e, id: String(e.id), documentId: String(e.documentId) })),
      };
    },
  });
}
