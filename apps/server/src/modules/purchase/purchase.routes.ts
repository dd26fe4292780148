import {
  DOCUMENT_SCREENS,
  type Language,
  PAYMENT_TYPES,
  type PaymentTypeView,
  purchaseOrderLineCloseBody,
  purchasePickQuery,
  purchasePriceQuery,
  purchaseReturnApplyLineDeleteQuery,
  supplierOpenEntriesBody,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf, registerDocumentRoutes } from '../../documents/document-routes';
import { idempotencyOf } from '../../documents/idempotency';
import type { Config } from '../../platform/config';
import { defineImport } from '../../platform/excel';
import { fail } from '../../platform/http/errors';
import { AUTHENTICATED, route } from '../../platform/http/route';
import { openEntries, partnerBalances } from '../finance/index';
import { getSupplierForPurchase } from '../partner/index';
import { closeOrderLine, deleteReturnApplyLine } from './order-lines';
import { payment, prepayment } from './payment-documents';
import { PICK_SOURCES, type PickSource, pickableLines } from './pick-lines';
import { purchaseOrder, purchaseReceive } from './purchase-documents';
import { purchaseOrderImport } from './purchase-import';
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
  defineImport(app, purchaseOrderImport);

  route(app, {
    method: 'GET',
    url: '/api/order/paymentType/list',
    permission: AUTHENTICATED,
    summary: 'Payment methods of payments and collections, named in the caller’s language',
    tags: ['purchase: payments'],
    handler: async ({ lang }): Promise<PaymentTypeView[]> =>
      PAYMENT_TYPES.map((t) => ({ code: t.code, name: t[NAME_OF[lang]], online: 'online' in t && t.online })),
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

  // ---- one line of a document (spec §7: <type>OrderItem) -------------------------------

  const ORDER = DOCUMENT_SCREENS.PURCHASE_ORDER;
  route(app, {
    method: 'POST',
    url: '/api/order/purchaseOrderItem/close',
    permission: purchaseOrder.permissions?.close ?? `${ORDER.permission}:close`,
    summary:
      'Close one line of a reviewed purchase order (关闭行): its remainder is no longer received; the last open line closes the order',
    tags: ['purchase: orders'],
    body: purchaseOrderLineCloseBody,
    handler: ({ db, auth, body, request }) => closeOrderLine(db, actorOf(auth), body, idempotencyOf(request, body)),
  });

  route(app, {
    method: 'DELETE',
    url: '/api/order/purchaseReturnApplyOrderItem',
    permission: purchaseReturnApply.permissions?.edit ?? `${DOCUMENT_SCREENS.PURCHASE_RETURN_APPLY.permission}:edit`,
    summary: 'Remove one line of a draft return application (id=…, version=…); its last line stays',
    tags: ['purchase: return applications'],
    query: purchaseReturnApplyLineDeleteQuery,
    handler: ({ db, auth, query, request }) => deleteReturnApplyLine(db, actorOf(auth), query, idempotencyOf(request, query)),
  });

  // ---- pick dialogs: the picking screen's permission, not the source's ------------------

  const picks: [string, string, PickSource, string][] = [
    [
      `${DOCUMENT_SCREENS.PURCHASE_RECEIVE.base}/pickOrderLines`,
      DOCUMENT_SCREENS.PURCHASE_RECEIVE.menu,
      PICK_SOURCES.orderLines,
      'purchase: receipts',
    ],
    [
      `${DOCUMENT_SCREENS.PURCHASE_RETURN_APPLY.base}/pickReceiptLines`,
      DOCUMENT_SCREENS.PURCHASE_RETURN_APPLY.menu,
      PICK_SOURCES.receiptLines,
      'purchase: return applications',
    ],
    [
      `${DOCUMENT_SCREENS.PURCHASE_RETURN.base}/pickApplicationLines`,
      DOCUMENT_SCREENS.PURCHASE_RETURN.menu,
      PICK_SOURCES.applicationLines,
      'purchase: returns',
    ],
  ];
  for (const [url, permission, source, tag] of picks) {
    route(app, {
      method: 'POST',
      url,
      permission,
      summary: `Open lines of the supplier's ${source.type} documents (${source.status}) to pick from, a page at a time`,
      tags: [tag],
      body: purchasePickQuery,
      handler: ({ db, auth, body }) => pickableLines(db, auth.belongId, source, body),
    });
  }
}
