// Order service, customers' money (spec §7 settlementOrder/*): the collection's document routes
// from the engine (page, {id}, add, update, DELETE, review, decline, complete, reverse,
// exportExcel, batchComplete) and the spec's own calls mapped onto it — saveOrUpdate,
// completeAdd, statusChange, sum, existsDocument, existsOrder — plus what the collection and
// discount screens read of a customer; pre-receipts and discount sheets.
import {
  type CustomerOpenEntriesView,
  customerOpenEntriesBody,
  DOCUMENT_SCREENS,
  type DocumentOperation,
  documentPageQuery,
  type SettlementExistsView,
  type SettlementOpenView,
  type SettlementSumView,
  settlementCustomerQuery,
  settlementSaveBody,
  settlementStatusChangeBody,
} from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { operateDocument, operateInTx, type SaveBody, saveDocument, saveInTx } from '../../documents/document.service';
import { documentWhere } from '../../documents/document-query';
import { actorOf, registerDocumentRoutes } from '../../documents/document-routes';
import { idempotencyOf, withIdempotency } from '../../documents/idempotency';
import { type AuthContext, can } from '../../platform/access/auth-context';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { Dec } from '../../platform/money';
import { getBusinessConfig } from '../basic/index';
import { getCustomerForSale } from '../partner/index';
import { collectionDiscountRoutes } from './collection-discount.routes';
import { unfinishedCollection } from './collection-lookup';
import { openEntries, partnerBalances } from './money-ledger.service';
import { discountSheet, preReceipt, settlement } from './receipt-documents';

const SETTLEMENT = DOCUMENT_SCREENS.SETTLEMENT;
const TAG = ['finance: collections'];
const P = settlement.permissions as NonNullable<typeof settlement.permissions>;

/** Refused unless the caller holds the button (a route that does two things checks the second itself). */
function assertCan(auth: AuthContext, permission: string | undefined): void {
  if (!permission || !can(auth, permission)) throw fail.forbidden();
}

async function assertCustomerInGroup(db: Executor, auth: AuthContext, customerId: number): Promise<void> {
  if (!(await getCustomerForSale(db, auth.belongId, customerId))) throw fail.notFound();
}

/** spec §7 statusChange: the status asked for, as the engine's operation. */
const OPERATION_TO: Record<string, { operation: DocumentOperation; permission: string | undefined }> = {
  REVIEWED: { operation: 'REVIEW', permission: P.review },
  DRAFT: { operation: 'DECLINE', permission: P.decline },
  COMPLETE: { operation: 'COMPLETE', permission: P.complete },
};

export function collectionRoutes(app: FastifyInstance): void {
  registerDocumentRoutes(app, settlement, TAG);
  registerDocumentRoutes(app, preReceipt, ['finance: pre-receipts']);
  registerDocumentRoutes(app, discountSheet, ['finance: discount sheets']);
  collectionDiscountRoutes(app);

  // What a collection or a discount sheet can settle: the customer's open entries and balances.
  for (const [screen, tag] of [
    [SETTLEMENT, TAG[0]],
    [DOCUMENT_SCREENS.DISCOUNT, 'finance: discount sheets'],
  ] as const) {
    route(app, {
      method: 'POST',
      url: `${screen.base}/openEntries`,
      permission: screen.menu,
      summary:
        'A customer’s open receivables and credits (what a line can settle), its balances and whether online payments pop a confirmation',
      tags: [tag],
      body: customerOpenEntriesBody,
      handler: async ({ db, auth, body }): Promise<CustomerOpenEntriesView> => {
        await assertCustomerInGroup(db, auth, body.customerId);
        const partner = { partnerKind: 'CUSTOMER' as const, partnerId: body.customerId };
        const entries = await openEntries(db, auth.belongId, partner);
        const balances = await partnerBalances(db, auth.belongId, partner);
        const config = await getBusinessConfig(db, auth.belongId);
        return {
          ...balances,
          ifThirdPayPopup: config.ifThirdPayPopup,
          entries: entries.map((e) => ({ ...e, id: String(e.id), documentId: String(e.documentId) })),
        };
      },
    });
  }

  route(app, {
    method: 'PUT',
    url: `${SETTLEMENT.base}/saveOrUpdate`,
    permission: P.add as string,
    summary: 'Save a collection: a new draft without id, else the draft of that id and version (edit permission)',
    tags: TAG,
    body: settlementSaveBody,
    handler: ({ db, auth, body, request }) => {
      if (body.id !== undefined) assertCan(auth, P.edit);
      return saveDocument(db, actorOf(auth), settlement, body as SaveBody, idempotencyOf(request, body));
    },
  });

  route(app, {
    method: 'POST',
    url: `${SETTLEMENT.base}/completeAdd`,
    permission: P.add as string,
    summary: 'Save and post a collection at once (needs the post permission too); nothing is kept if posting is refused',
    tags: TAG,
    body: settlementSaveBody,
    handler: ({ db, auth, body, request }) => {
      assertCan(auth, P.complete);
      if (body.id !== undefined) assertCan(auth, P.edit);
      const actor = actorOf(auth);
      return withIdempotency(db, actor.employeeId, idempotencyOf(request, body), async (tx) => {
        const saved = await saveInTx(tx, actor, settlement, body as SaveBody);
        return operateInTx(tx, actor, settlement, 'COMPLETE', { id: Number(saved.id), version: saved.version });
      });
    },
  });

  route(app, {
    method: 'POST',
    url: `${SETTLEMENT.base}/statusChange`,
    permission: SETTLEMENT.menu,
    summary: 'Move one collection to REVIEWED (review), DRAFT (reverse review) or COMPLETE (post), with that button’s permission',
    tags: TAG,
    body: settlementStatusChangeBody,
    handler: ({ db, auth, body, request }) => {
      const to = OPERATION_TO[body.status];
      if (!to) throw fail.field('status', 'finance.statusChangeUnknown', { from: '', to: body.status });
      assertCan(auth, to.permission);
      return operateDocument(db, actorOf(auth), settlement, to.operation, body, idempotencyOf(request, body));
    },
  });

  route(app, {
    method: 'POST',
    url: `${SETTLEMENT.base}/sum`,
    permission: SETTLEMENT.menu,
    summary: 'The filtered collections’ count and totals: settled, from the down payment, waived, taken off by payment discounts, received',
    tags: TAG,
    body: documentPageQuery,
    handler: async ({ db, auth, body }): Promise<SettlementSumView> => {
      const where = documentWhere(auth.belongId, settlement, body);
      // A reversal keeps its original's header: its figures count negated.
      const [r] = await rows<{ count: number; total: string; used: string; concession: string; discount: string }>(
        db,
        sql`select count(*)::int as count, coalesce(sum(total_amount), 0)::numeric(18, 2)::text as total,
                   coalesce(sum(case when reversal_of_id is null then 1 else -1 end * coalesce((header->>'downPaymentUsed')::numeric, 0)), 0)::numeric(18, 2)::text as used,
                   coalesce(sum(case when reversal_of_id is null then 1 else -1 end * coalesce((header->>'concession')::numeric, 0)), 0)::numeric(18, 2)::text as concession,
                   coalesce(sum(case when reversal_of_id is null then 1 else -1 end * coalesce((header->>'paymentDiscount')::numeric, 0)), 0)::numeric(18, 2)::text as discount
            from document where ${where}`,
      );
      const received = new Dec(r.total).minus(r.used).minus(r.concession).minus(r.discount);
      return {
        count: Number(r.count),
        totalAmount: r.total,
        downPaymentUsed: r.used,
        concession: r.concession,
        paymentDiscount: r.discount,
        received: received.toFixed(2),
      };
    },
  });

  route(app, {
    method: 'GET',
    url: `${SETTLEMENT.base}/existsDocument`,
    permission: SETTLEMENT.menu,
    summary: 'The customer’s collection not yet posted (draft or reviewed), if any: the screen offers to open it',
    tags: TAG,
    query: settlementCustomerQuery,
    handler: async ({ db, auth, query }): Promise<SettlementExistsView> => {
      await assertCustomerInGroup(db, auth, query.customerId);
      const found = await unfinishedCollection(db, auth.belongId, query.customerId);
      return { exists: Boolean(found), id: found ? String(found.id) : null, billNo: found?.billNo ?? null };
    },
  });

  route(app, {
    method: 'GET',
    url: `${SETTLEMENT.base}/existsOrder`,
    permission: SETTLEMENT.menu,
    summary: 'Whether the customer has receivables open to collect, how many and how much',
    tags: TAG,
    query: settlementCustomerQuery,
    handler: async ({ db, auth, query }): Promise<SettlementOpenView> => {
      await assertCustomerInGroup(db, auth, query.customerId);
      const open = await openEntries(db, auth.belongId, { partnerKind: 'CUSTOMER', partnerId: query.customerId });
      const total = open.reduce((s, e) => s.plus(e.openAmount), new Dec(0));
      return { exists: open.length > 0, count: open.length, openAmount: total.toFixed(2) };
    },
  });
}
