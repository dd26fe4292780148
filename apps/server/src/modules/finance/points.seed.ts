// Demo points (积分), on an empty database (SEED=demo), through the document engine: the demo
// sales of return-point goods (pricing seed's 积分商品) already earned points for customers
// with a reward ratio; here a posted grant to the first such customer and a posted
// redemption of part of it.
import { sql } from 'drizzle-orm';
import { operateDocument, parseSaveBody, saveDocument } from '../../documents/document.service';
import type { Actor } from '../../documents/document-definition';
import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { rows } from '../../platform/db/sql-util';
import { pointsAdjust } from './points-document';

export async function seedDemoPoints(db: Db, ctx: DemoContext): Promise<void> {
  const today = new Date().toLocaleDateString('sv-SE');
  for (const businessGroupId of ctx.businessGroupIds) {
    const [customer] = await rows<{ id: number }>(
      db,
      sql`select id from customer_info
          where business_group_id = ${businessGroupId} and reward_ratio > 0 and customer_status = 'NORMAL'
          order by customer_code limit 1`,
    );
    if (!customer) continue;
    const actor: Actor = { employeeId: ctx.adminId, businessGroupId };
    const post = async (points: number, reason: string) => {
      const saved = await saveDocument(
        db,
        actor,
        pointsAdjust,
        parseSaveBody(pointsAdjust, { billDate: today, customerId: String(customer.id), reason, lines: [{ points, remark: null }] }),
      );
      await operateDocument(db, actor, pointsAdjust, 'COMPLETE', { id: Number(saved.id), version: saved.version });
    };
    await post(500, '老客户回馈活动，赠送积分');
    await post(-200, '积分兑换：文具礼盒一套');
  }
}
