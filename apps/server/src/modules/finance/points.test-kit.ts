// Test helpers of points (not a test file): a return-point goods list of plain SKU ids, and the
// calls a clerk makes on points adjustments and balances.
import { DOCUMENT_SCREENS, type DocumentOperationResult, type PointsBalanceView } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import { rows } from '../../platform/db/sql-util';
import { today } from '../inventory/inventory.fixtures';
import type { Res } from './collection.test-kit';
import { financeClerk } from './collection.test-kit';

type Session = Awaited<ReturnType<TestApp['given']['admin']>>;
export const POINTS = DOCUMENT_SCREENS.CUSTOMER_REWARD;

/**
 * An enabled return-point goods list (返积分商品) of the group naming these SKUs, valid from
 * a month ago to a month ahead. Written directly: the tests' SKUs are plain ids without a
 * product row, which the list screen would refuse.
 */
export async function returnPointsList(t: TestApp, businessGroupId: number, skuIds: number[], valid = { from: -30, to: 30 }) {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const [list] = await rows<{ id: number }>(
    t.db,
    sql`insert into goods_list (business_group_id, kind, name, valid_from, valid_to)
        values (${businessGroupId}, 'RETURN_POINTS', ${`积分商品 ${skuIds.join(',')} ${Math.random()}`}, ${day(valid.from)}::date, ${day(valid.to)}::date)
        returning id`,
  );
  for (const id of skuIds) {
    await t.db.execute(
      sql`insert into goods_list_item (business_group_id, list_id, kind, ref_id) values (${businessGroupId}, ${list?.id}, 'SKU', ${id})`,
    );
  }
}

export function pointsClerk(t: TestApp, s: Session) {
  const { ok } = financeClerk(t, s);
  const api = {
    ok,
    save: (body: Record<string, unknown>) =>
      t.call<DocumentOperationResult>(s, 'PUT', `${POINTS.base}/add`, { billDate: today(), ...body }) as Promise<
        Res<DocumentOperationResult>
      >,
    op: (operation: string, doc: { id: string; version: number }) =>
      t.call<DocumentOperationResult>(s, 'POST', `${POINTS.base}/${operation}`, { id: doc.id, version: doc.version }) as Promise<
        Res<DocumentOperationResult>
      >,
    /** An adjustment of `points` saved (a draft). */
    draft: (customerId: string, points: number | string, reason = '测试调整') => ok(api.save({ customerId, reason, lines: [{ points }] })),
    /** An adjustment of `points` saved and posted. */
    adjust: async (customerId: string, points: number | string, reason = '测试调整') =>
      ok(api.op('complete', await api.draft(customerId, points, reason))),
    balance: async (customerId: string) =>
      (
        await ok(
          t.call<PointsBalanceView[]>(s, 'POST', `${POINTS.base}/balance`, { customerIds: [customerId] }) as Promise<
            Res<PointsBalanceView[]>
          >,
        )
      )[0]?.points,
  };
  return api;
}
