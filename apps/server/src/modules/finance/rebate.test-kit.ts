// Test helpers of rebates (not a test file): a customer with a rebate ratio, rebate goods, a
// posted sale and return, and the calls a finance clerk makes on rebate sheets.
import { DOCUMENT_SCREENS, type DocumentOperationResult, type RebatePeriodView, type RebateSummaryView } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import { rows } from '../../platform/db/sql-util';
import { freshId, today } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { salesClerk } from '../wholesale/wholesale.test-kit';
import type { Res } from './collection.test-kit';
import { financeClerk } from './collection.test-kit';

type Session = Awaited<ReturnType<TestApp['given']['admin']>>;
export const REBATE = DOCUMENT_SCREENS.REBATE_RATIO_AUDIT;

export const dayFrom = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export function rebateClerk(t: TestApp, s: Session) {
  const { ok } = financeClerk(t, s);
  const c = salesClerk(t, s);
  const api = {
    ok,
    c,
    save: (body: Record<string, unknown>) =>
      t.call<DocumentOperationResult>(s, 'PUT', `${REBATE.base}/add`, { billDate: today(), ...body }) as Promise<
        Res<DocumentOperationResult>
      >,
    op: (operation: string, doc: { id: string; version: number }) =>
      t.call<DocumentOperationResult>(s, 'POST', `${REBATE.base}/${operation}`, { id: doc.id, version: doc.version }) as Promise<
        Res<DocumentOperationResult>
      >,
    ratioBody: (customerId: string, rebateRatio: string, rebateType: string | null, reason = '年度返利调整') => ({
      customerId,
      adjustKind: 'RATIO',
      rebateRatio,
      rebateType,
      reason,
      lines: [{ amount: '0' }],
    }),
    amountBody: (customerId: string, amount: string, reason = '返利结算', period?: { from: string; to: string }) => ({
      customerId,
      adjustKind: 'AMOUNT',
      reason,
      ...(period ? { periodFrom: period.from, periodTo: period.to } : {}),
      lines: [{ amount }],
    }),
    /** A RATIO sheet saved and reviewed. */
    ratio: async (customerId: string, rebateRatio: string, rebateType: string | null) =>
      ok(api.op('review', await ok(api.save(api.ratioBody(customerId, rebateRatio, rebateType))))),
    /** An AMOUNT sheet saved and reviewed. */
    amount: async (customerId: string, amount: string, period?: { from: string; to: string }) =>
      ok(api.op('review', await ok(api.save(api.amountBody(customerId, amount, '返利结算', period))))),
    summary: async (customerId: string) =>
      (
        await ok(
          t.call<RebateSummaryView[]>(s, 'POST', `${REBATE.base}/summary`, { customerIds: [customerId] }) as Promise<
            Res<RebateSummaryView[]>
          >,
        )
      )[0] as RebateSummaryView,
    period: (customerId: string, from: string, to: string) =>
      ok(t.call<RebatePeriodView>(s, 'POST', `${REBATE.base}/period`, { customerId, from, to }) as Promise<Res<RebatePeriodView>>),
    /** A customer with this rebate ratio and type. */
    customer: (rebateRatio: string, rebateType: 'CASH_BACK' | 'PERIODIC' | null) => addCustomer(t, s, { rebateRatio, rebateType }),
    /** Puts SKUs on a goods list of the customer's group valid from a month ago for a year. */
    list: async (customerId: string, kind: 'REBATE' | 'NO_DISCOUNT', skuIds: number[]) => {
      const [row] = await rows<{ g: number }>(t.db, sql`select business_group_id as g from customer_info where id = ${Number(customerId)}`);
      const g = Number(row?.g);
      const [list] = await rows<{ id: number }>(
        t.db,
        sql`insert into goods_list (business_group_id, kind, name, valid_from, valid_to)
            values (${g}, ${kind}, ${`${kind}-${freshId()}`}, ${dayFrom(-30)}::date, ${dayFrom(365)}::date) returning id`,
      );
      for (const id of skuIds) {
        await t.db.execute(
          sql`insert into goods_list_item (business_group_id, list_id, kind, ref_id) values (${g}, ${Number(list?.id)}, 'SKU', ${id})`,
        );
      }
    },
    /** A posted wholesale sale to the customer of these lines (goods received first). */
    sell: async (customerId: string, warehouseId: number, lines: { skuId: number; qty: string; price: string }[], billDate = today()) => {
      for (const l of lines) await c.receive(warehouseId, l.skuId, l.qty, '1');
      const draft = await c.ok(
        c.save('wholesaleSale', {
          billDate,
          customerId,
          warehouseId: String(warehouseId),
          lines: lines.map((l) => ({ skuId: String(l.skuId), qty: l.qty, price: l.price })),
        }),
      );
      return c.ok(c.op('wholesaleSale', 'complete', draft));
    },
    /** The lines of a posted document with their rebate. */
    lineRebates: async (documentId: string) =>
      (
        await rows<{ id: number; sku_id: number; rebate: string | null }>(
          t.db,
          sql`select id, sku_id, extra ->> 'rebate' as rebate from document_line where document_id = ${Number(documentId)} order by line_no`,
        )
      ).map((r) => ({ id: String(r.id), skuId: Number(r.sku_id), rebate: r.rebate })),
    balance: async (customerId: string) => {
      const [row] = await rows<{ balance: string; rebate: string }>(
        t.db,
        sql`select balance::text as balance, rebate::text as rebate from partner_balance
            where partner_kind = 'CUSTOMER' and partner_id = ${Number(customerId)}`,
      );
      return row ?? { balance: '0.00', rebate: '0.00' };
    },
    customerRatio: async (customerId: string) => {
      const [row] = await rows<{ ratio: string; type: string | null }>(
        t.db,
        sql`select rebate_ratio::text as ratio, rebate_type as type from customer_info where id = ${Number(customerId)}`,
      );
      return row;
    },
  };
  return api;
}
