import {
  belowCostBody,
  customerBalanceBody,
  DOCUMENT_SCREENS,
  ErrorCode,
  returnDiscountCheckBody,
  saleOrderCombineBody,
  saleOrderImportResultBody,
  saleOrderLineCloseBody,
  saleOrderTransferBody,
  wholesalePickQuery,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf, registerDocumentRoutes } from '../../documents/document-routes';
import { idempotencyOf } from '../../documents/idempotency';
import { can } from '../../platform/access/auth-context';
import type { Config } from '../../platform/config';
import { defineImport } from '../../platform/excel';
import { AppError, fail } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { creditSummaryOf, creditSummaryView, partnerBalances } from '../finance/index';
import { getCustomerForSale } from '../partner/index';
import { distributionRequestRoutes } from './distribution-request.routes';
import { WHOLESALE_PICK_SOURCES, type WholesalePickSource, wholesalePickLines } from './pick-lines';
import { pickingRoutes } from './picking.routes';
import { returnDiscountCheck, wholesaleReturn } from './return-documents';
import { saleOrderImport } from './sale-order-import';
import { closeSaleOrderLine, combineTransfer, linesBelowCost, transferOrder } from './sale-order-ops';
import { importedOrders } from './sale-order-origin';
import { saleOrder, wholesaleSale } from './wholesale-documents';

const ORDER = DOCUMENT_SCREENS.VERBAL_ORDER;

/** Order service, wholesale (spec §7): sale orders, wholesale sales, wholesale returns. */
export function wholesaleRoutes(app: FastifyInstance, _config: Config): void {
  registerDocumentRoutes(app, saleOrder, ['wholesale: sale orders']);
  registerDocumentRoutes(app, wholesaleSale, ['wholesale: sales']);
  registerDocumentRoutes(app, wholesaleReturn, ['wholesale: returns']);
  distributionRequestRoutes(app);
  defineImport(app, saleOrderImport);
  route(app, {
    method: 'POST',
    url: `${ORDER.base}/importResult`,
    permission: `${ORDER.permission}:import`,
    summary: 'The sale orders one of your 导入建单 tasks made (bill numbers to open), in the order they were made',
    tags: ['wholesale: sale orders'],
    body: saleOrderImportResultBody,
    handler: ({ db, auth, body }) => importedOrders(db, actorOf(auth), body.taskId),
  });
  pickingRoutes(app);

  route(app, {
    method: 'POST',
    url: `${ORDER.base}/transfer`,
    permission: `${ORDER.permission}:transfer`,
    summary:
      'Transfer a reviewed sale order (转单): its remaining lines become a draft wholesale sale, after the credit, STOP_SEND and customer status checks (spec §4); a warning is answered by naming it in `confirmed`',
    tags: ['wholesale: sale orders'],
    body: saleOrderTransferBody,
    handler: ({ db, auth, body, request }) => {
      if (body.lines && !can(auth, `${ORDER.permission}:partialTransfer`)) {
        throw new AppError(ErrorCode.FORBIDDEN, 'wholesale.noPartialTransfer');
      }
      return transferOrder(db, actorOf(auth), body, idempotencyOf(request, body));
    },
  });

  route(app, {
    method: 'POST',
    url: `${ORDER.base}/combineTransfer`,
    permission: `${ORDER.permission}:combineTransfer`,
    summary:
      'Combine and transfer (合并转单): the remaining lines of several reviewed orders of one customer and warehouse become one draft wholesale sale, after the checks of spec §4',
    tags: ['wholesale: sale orders'],
    body: saleOrderCombineBody,
    handler: ({ db, auth, body, request }) => combineTransfer(db, actorOf(auth), body, idempotencyOf(request, body)),
  });

  route(app, {
    method: 'POST',
    url: '/api/order/saleOrderItem/close',
    permission: saleOrder.permissions?.close ?? `${ORDER.permission}:close`,
    summary: 'Close one line of a reviewed sale order (关闭行): its remainder is no longer sent; the last open line closes the order',
    tags: ['wholesale: sale orders'],
    body: saleOrderLineCloseBody,
    handler: ({ db, auth, body, request }) => closeSaleOrderLine(db, actorOf(auth), body, idempotencyOf(request, body)),
  });

  for (const screen of [ORDER, DOCUMENT_SCREENS.WHOLESALE_SALE]) {
    route(app, {
      method: 'POST',
      url: `${screen.base}/belowCost`,
      permission: screen.menu,
      summary: 'Which sale lines sell below the SKU’s moving average cost (line numbers only, never the cost), asked before saving',
      tags: ['wholesale: sales'],
      body: belowCostBody,
      handler: ({ db, auth, body }) => linesBelowCost(db, auth.belongId, body.lines),
    });
  }

  route(app, {
    method: 'POST',
    url: `${DOCUMENT_SCREENS.WHOLESALE_RETURN.base}/discountCheck`,
    permission: DOCUMENT_SCREENS.WHOLESALE_RETURN.menu,
    summary:
      'Whether a return’s line discounts are above the clerk’s return discount cap (spec §6), asked before saving: then an authorizer’s discount authorization code goes with the save (`discountAuth`)',
    tags: ['wholesale: returns'],
    body: returnDiscountCheckBody,
    handler: ({ db, auth, body }) => returnDiscountCheck(db, actorOf(auth), body.lines),
  });

  route(app, {
    method: 'POST',
    url: `${DOCUMENT_SCREENS.WHOLESALE_SALE.base}/customerBalance`,
    permission: DOCUMENT_SCREENS.WHOLESALE_SALE.menu,
    summary: 'A customer’s receivable balance (the money ledger) and its pre-receipt balance, as a sale screen shows them',
    tags: ['wholesale: sales'],
    body: customerBalanceBody,
    handler: async ({ db, auth, body }) => {
      if (!(await getCustomerForSale(db, auth.belongId, body.customerId))) throw fail.notFound();
      return partnerBalances(db, auth.belongId, { partnerKind: 'CUSTOMER', partnerId: body.customerId });
    },
  });

  route(app, {
    method: 'POST',
    url: `${DOCUMENT_SCREENS.VERBAL_ORDER.base}/customerCredit`,
    permission: DOCUMENT_SCREENS.VERBAL_ORDER.menu,
    summary: 'A customer’s credit today (limit + temporary credits valid today, occupied, remaining), as the sale order screen shows it',
    tags: ['wholesale: orders'],
    body: customerBalanceBody,
    handler: async ({ db, auth, body }) => {
      const summary = await creditSummaryOf(db, auth.belongId, body.customerId);
      if (!summary) throw fail.notFound();
      return creditSummaryView(summary);
    },
  });

  const picks: [string, string, WholesalePickSource, string][] = [
    [
      `${DOCUMENT_SCREENS.WHOLESALE_SALE.base}/pickOrderLines`,
      DOCUMENT_SCREENS.WHOLESALE_SALE.menu,
      WHOLESALE_PICK_SOURCES.orderLines,
      'wholesale: sales',
    ],
    [
      `${DOCUMENT_SCREENS.WHOLESALE_RETURN.base}/pickSaleLines`,
      DOCUMENT_SCREENS.WHOLESALE_RETURN.menu,
      WHOLESALE_PICK_SOURCES.saleLines,
      'wholesale: returns',
    ],
  ];
  for (const [url, permission, source, tag] of picks) {
    route(app, {
      method: 'POST',
      url,
      permission,
      summary: `Open lines of the customer's ${source.type} documents (${source.status}) to pick from, a page at a time`,
      tags: [tag],
      body: wholesalePickQuery,
      handler: async ({ db, auth, body }) => {
        if (!(await getCustomerForSale(db, auth.belongId, body.customerId))) throw fail.notFound();
        return wholesalePickLines(db, auth.belongId, source, body);
      },
    });
  }
}
