import type { AuthContext } from '../../platform/access/auth-context';
import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { enabledEmployeesOf, groupWithChildren } from '../system/index';
import { notice } from './notice.schema';
import { insertRecipients } from './notice.service';
import { saveReminder } from './reminder.service';

/**
 * Demo notices of the distribution centre (SEED=demo): a published announcement to everyone
 * (read by nobody yet, so the bell shows it) and two reminder definitions, low stock and
 * receivables due within three days, which the reminder job evaluates.
 */
export async function seedDemoNotice(db: Db, ctx: DemoContext): Promise<void> {
  const [businessGroupId] = ctx.businessGroupIds;
  const auth = { belongId: businessGroupId, employeeId: ctx.adminId, isAdmin: true } as AuthContext;
  await db.transaction(async (tx) => {
    const family = (await groupWithChildren(tx, businessGroupId)).map((g) => g.id);
    const recipients = await enabledEmployeesOf(tx, family);
    const [row] = await tx
      .insert(notice)
      .values({
        businessGroupId,
        type: 'ANNOUNCEMENT',
        title: '关于年末盘点及春节备货的通知',
        content:
          '各位同事：\n本年度年末盘点定于 12 月 28 日进行，当天暂停出入库。\n请销售同事在 12 月 20 日前提交春节备货计划，仓库同事提前整理库位。\n\n谢谢配合！',
        scope: 'ALL',
        // Demo data pops nothing up on its own (the bell counts it): the pop-up and voice are
        // shown by what a user publishes, and the e2e flows are not covered by stray pop-ups.
        popUpTimes: 0,
        voiceTimes: 0,
        publishedBy: ctx.adminId,
      })
      .returning({ id: notice.id });
    await insertRecipients(tx, row.id, recipients);
    await saveReminder(tx, auth, {
      code: 'LOW_STOCK',
      name: '库存低于补货下限提醒',
      condition: 'LOW_STOCK',
      dueDays: 3,
      scope: 'ALL',
      groupIds: [],
      roleIds: [],
      popUpTimes: 0,
      voiceTimes: 0,
    });
    await saveReminder(tx, auth, {
      code: 'AR_DUE',
      name: '应收款到期提醒',
      condition: 'RECEIVABLE_DUE',
      dueDays: 3,
      scope: 'ALL',
      groupIds: [],
      roleIds: [],
      popUpTimes: 0,
      voiceTimes: 0,
    });
  });
}
