// The collection screen's payment discount suggestion (付款折扣, DOMAIN 17): what each line
// earns, asked when the customer, the lines, the date or the payment methods change.
import { DOCUMENT_SCREENS, type SettlementPaymentDiscountView, settlementPaymentDiscountBody } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { Dec } from '../../platform/money';
import { getCustomerForSale } from '../partner/index';
import { collectionMethod, paymentDiscountsOfLines } from './collection-discount';

const SETTLEMENT = DOCUMENT_SCREENS.SETTLEMENT;

export function collectionDiscountRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'POST',
    url: `${SETTLEMENT.base}/paymentDiscount`,
    permission: SETTLEMENT.menu,
    summary:
      'The payment discount each line of a collection earns (付款折扣): by days since delivery or by the payment method, on the collection’s date',
    tags: ['finance: collections'],
    body: settlementPaymentDiscountBody,
    handler: async ({ db, auth, body }): Promise<SettlementPaymentDiscountView> => {
      // Another group's customer is not found; another customer's entries earn nothing.
      if (!(await getCustomerForSale(db, auth.belongId, body.customerId))) throw fail.notFound();
      const lines = await paymentDiscountsOfLines(db, auth.belongId, {
        customerId: body.customerId,
        billDate: body.billDate,
        paymentType: collectionMethod(body.payments),
        lines: body.lines.map((l) => ({ entryId: l.entryId, amount: l.amount })),
      });
      const total = lines.reduce((s, l) => s.plus(l.paymentDiscount), new Dec(0));
      return { lines, total: total.toFixed(2) };
    },
  });
}
