// Demo rebate adjustments (客户返利调整), on an empty database (SEED=demo), after the demo sales
// (which credited their cash-back customers and accrued for their periodic ones, DOMAIN 13):
// a reviewed RATIO sheet raising a cash-back customer's ratio, and a reviewed AMOUNT sheet
// settling half of a periodic customer's accrued rebate, the rest left to settle.
import { sql } from 'drizzle-orm';
import { operateDocument, parseSaveBody, saveDocument } from '../../documents/document.service';
import type { Actor } from '../../documents/document-definition';
import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { rows } from '../../platform/db/sql-util';
import { Dec } from '../../platform/money';
import { rebateAdjust } from './rebate-document';

export async function seedDemoRebates(db: Db, ctx: DemoContext): Promise<void> {
  const today = new Date().toLocaleDateString('sv-SE');
  for (const businessGroupId of ctx.businessGroupIds) {
    const actor: Actor = { employeeId: ctx.adminId, businessGroupId };
    const review = async (body: Record<string, unknown>) => {
      const saved = await saveDocument(db, actor, rebateAdjust, parseSaveBody(rebateAdjust, { billDate: today, ...body }));
      await operateDocument(db, actor, rebateAdjust, 'REVIEW', { id: Number(saved.id), version: saved.version });
    };
    const [cashBack] = await rows<{ id: number; ratio: string }>(
      db,
      sql`select id, rebate_ratio::text as ratio from customer_info
          where business_group_id = ${businessGroupId} and rebate_type = 'CASH_BACK' and customer_status = 'NORMAL'
          order by id limit 1`,
    );
    if (cashBack) {
      await review({
        customerId: String(cashBack.id),
        adjustKind: 'RATIO',
        rebateRatio: new Dec(cashBack.ratio).plus('0.5').toFixed(2),
        rebateType: 'CASH_BACK',
        reason: '年度返利政策调整：回款及时，返利比例上调 0.5 个百分点',
        lines: [{ amount: '0', remark: null }],
      });
    }
    const [periodic] = await rows<{ id: number; rebate: string }>(
      db,
      sql`select c.id, b.rebate::text as rebate from customer_info c
          join partner_balance b on b.business_group_id = c.business_group_id and b.partner_kind = 'CUSTOMER' and b.partner_id = c.id
          where c.business_group_id = ${businessGroupId} and c.rebate_type = 'PERIODIC' and b.rebate >= 0.02
          order by c.id limit 1`,
    );
    if (periodic) {
      await review({
        customerId: String(periodic.id),
        adjustKind: 'AMOUNT',
        reason: '上期返利结算（按期间结算，本期结算一半，余额下期结算）',
        lines: [{ amount: new Dec(periodic.rebate).div(2).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2), remark: '返利冲抵应收' }],
      });
    }
  }
}
