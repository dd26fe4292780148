// Item promotions (单品促销): saved as drafts, enabled (生效) to apply within their dates,
// terminated (终止) to stop early. Only a draft changes; a version guards a stale screen.
import type { Page, PromotionView, promotionAddBody, promotionPageBody } from '@quire/contracts';
import { and, asc, desc, eq, exists, gt, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { nextNumber } from '../../documents/bill-number';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor, Tx } from '../../platform/db/client';
import { pageOf, recordTimes } from '../../platform/db/group-rows';
import { likeContains, orderBy } from '../../platform/db/sql-helpers';
import { fail } from '../../platform/http/errors';
import { customerNames } from '../partner/index';
import { employeeNames, groupWithChildren } from '../system/index';
import { promotion, promotionItem, promotionScope, promotionTier } from './pricing.schema';
import { assertItems, type Item, itemViews } from './pricing-support';

/** The bill-number prefix of promotions (促销单), unique beside the document types'. */
export const PROMOTION_PREFIX = 'CXD';

type Row = typeof promotion.$inferSelect;
type PageBody = z.output<typeof promotionPageBody>;
/** What a list's filters select (a page and an export share it). */
type Filters = Omit<PageBody, 'pageNum' | 'pageSize' | 'sort'>;
type SaveBody = z.output<typeof promotionAddBody> & { id?: number; version?: number };

const SORTS = { billNo: promotion.billNo, beginDate: promotion.beginDate, endDate: promotion.endDate, createTime: promotion.id };

function whereOf(groupId: number, q: Filters): SQL | undefined {
  const pattern = q.keyword ? likeContains(q.keyword) : undefined;
  return and(
    eq(promotion.businessGroupId, groupId),
    pattern ? or(ilike(promotion.billNo, pattern), ilike(promotion.name, pattern)) : undefined,
    q.status ? eq(promotion.status, q.status) : undefined,
    q.activeOn
      ? and(eq(promotion.status, 'EFFECTIVE'), lte(promotion.beginDate, q.activeOn), gte(promotion.endDate, q.activeOn))
      : undefined,
    q.skuId
      ? exists(sql`(select 1 from promotion_item i where i.promotion_id = ${promotion.id} and i.kind = 'SKU' and i.ref_id = ${q.skuId})`)
      : undefined,
  );
}

async function toViews(db: Executor, groupId: number, found: Row[]): Promise<PromotionView[]> {
  const ids = found.map((r) => r.id);
  if (!ids.length) return [];
  const [scopes, tiers, items, creators, family] = await Promise.all([
    db.select().from(promotionScope).where(inArray(promotionScope.promotionId, ids)),
    db.select().from(promotionTier).where(inArray(promotionTier.promotionId, ids)).orderBy(asc(promotionTier.tierNo)),
    db.select().from(promotionItem).where(inArray(promotionItem.promotionId, ids)),
    employeeNames(
      db,
      found.map((r) => r.createdBy),
    ),
    groupWithChildren(db, groupId),
  ]);
  const customerIds = scopes.filter((s) => s.kind === 'CUSTOMER').map((s) => s.refId);
  const [customers, views] = await Promise.all([
    customerNames(db, groupId, customerIds),
    itemViews(
      db,
      items.map((i) => ({ kind: i.kind, id: i.refId })),
    ),
  ]);
  const itemView = new Map(views.map((v) => [`${v.kind}:${v.id}`, v]));
  const groupName = new Map(family.map((f) => [f.id, f.name]));
  return found.map((r) => {
    const own = scopes.filter((s) => s.promotionId === r.id);
    const orgIds = own.filter((s) => s.kind === 'ORG').map((s) => s.refId);
    const custIds = own.filter((s) => s.kind === 'CUSTOMER').map((s) => s.refId);
    return {
      id: String(r.id),
      billNo: r.billNo,
      name: r.name,
      version: r.version,
      beginDate: r.beginDate,
      endDate: r.endDate,
      kind: r.kind,
      orderTypes: r.orderTypes,
      orgScope: r.orgScope,
      orgIds: orgIds.map(String),
      orgNames: orgIds.map((id) => groupName.get(id) ?? String(id)),
      customerScope: r.customerScope,
      customerIds: custIds.map(String),
      customerNames: custIds.map((id) => customers.get(id)?.name ?? String(id)),
      tiered: r.tiered,
      tiers: tiers
        .filter((t) => t.promotionId === r.id)
        .map((t) => ({
          threshold: String(Number(t.threshold)),
          value: String(Number(t.value)),
          items: items
            .filter((i) => i.tierId === t.id)
            .map((i) => itemView.get(`${i.kind}:${i.refId}`) ?? { kind: i.kind, id: String(i.refId), code: '', name: '' }),
        })),
      remark: r.remark,
      status: r.status,
      createdByName: r.createdBy === null ? null : (creators.get(r.createdBy) ?? null),
      ...recordTimes(r),
    };
  });
}

export async function promotionPage(db: Executor, auth: AuthContext, q: PageBody): Promise<Page<PromotionView>> {
  const where = whereOf(auth.belongId, q);
  const page = await pageOf(
    db,
    promotion,
    where,
    q,
    (r: Row) => r,
    (limit, offset) =>
      db
        .select()
        .from(promotion)
        .where(where)
        .orderBy(...orderBy(q.sort, SORTS, promotion.id, [desc(promotion.id)]))
        .limit(limit)
        .offset(offset),
  );
  return { ...page, list: await toViews(db, auth.belongId, page.list) };
}

/** A batch of the promotions the filters select, in id order after `afterId` (the export's keyset). */
export async function promotionBatch(db: Executor, auth: AuthContext, q: Filters, afterId: number | undefined, limit: number) {
  const found = await db
    .select()
    .from(promotion)
    .where(and(whereOf(auth.belongId, q), afterId === undefined ? undefined : gt(promotion.id, afterId)))
    .orderBy(asc(promotion.id))
    .limit(limit);
  return toViews(db, auth.belongId, found);
}

export async function promotionDetail(db: Executor, auth: AuthContext, id: number): Promise<PromotionView> {
  const [found] = await db
    .select()
    .from(promotion)
    .where(and(eq(promotion.id, id), eq(promotion.businessGroupId, auth.belongId)));
  if (!found) throw fail.notFound();
  const [view] = await toViews(db, auth.belongId, [found]);
  return view;
}

/** The group's promotion `id` locked, at the version the user saw. */
async function lockPromotion(tx: Tx, auth: AuthContext, id: number, version: number | undefined): Promise<Row> {
  const [found] = await tx
    .select()
    .from(promotion)
    .where(and(eq(promotion.id, id), eq(promotion.businessGroupId, auth.belongId)))
    .for('update');
  if (!found) throw fail.notFound();
  if (version !== undefined && found.version !== version) throw fail.rule('pricing.promotionStale', { billNo: found.billNo });
  return found;
}

/** Refuses designated organisations outside the group and its dealers, customers of other groups, unknown goods. */
async function assertScope(tx: Tx, auth: AuthContext, body: SaveBody): Promise<void> {
  if (body.orgScope === 'DESIGNATED') {
    const family = new Set((await groupWithChildren(tx, auth.belongId)).map((g) => g.id));
    body.orgIds.forEach((id, i) => {
      if (!family.has(id)) throw fail.field(`orgIds.${i}`, 'pricing.orgOutside');
    });
  }
  if (body.customerScope === 'DESIGNATED') {
    const found = await customerNames(tx, auth.belongId, body.customerIds);
    body.customerIds.forEach((id, i) => {
      if (!found.has(id)) throw fail.field(`customerIds.${i}`, 'pricing.customerUnknown', { id });
    });
  }
  await assertItems(
    tx,
    body.tiers.flatMap((t, ti) => t.items.map((item, ii) => ({ item, field: `tiers.${ti}.items.${ii}.id` }))),
  );
}

/** Adds a draft promotion (no id) or changes a draft. */
export async function savePromotion(tx: Tx, auth: AuthContext, body: SaveBody): Promise<{ id: string; billNo: string; version: number }> {
  const g = auth.belongId;
  let current: Row | undefined;
  if (body.id !== undefined) {
    current = await lockPromotion(tx, auth, body.id, body.version);
    if (current.status !== 'DRAFT') throw fail.rule('pricing.promotionNotDraft', { billNo: current.billNo });
  }
  await assertScope(tx, auth, body);
  const values = {
    name: body.name,
    beginDate: body.beginDate,
    endDate: body.endDate,
    kind: body.kind,
    orderTypes: [...new Set(body.orderTypes)],
    orgScope: body.orgScope,
    customerScope: body.customerScope,
    tiered: body.tiered,
    remark: body.remark,
  };
  let saved: Row;
  if (current) {
    [saved] = await tx
      .update(promotion)
      .set({ ...values, version: current.version + 1, updatedAt: new Date() })
      .where(eq(promotion.id, current.id))
      .returning();
    await tx.delete(promotionScope).where(eq(promotionScope.promotionId, current.id));
    await tx.delete(promotionTier).where(eq(promotionTier.promotionId, current.id));
  } else {
    const billNo = await nextNumber(tx, g, 'PROMOTION', PROMOTION_PREFIX);
    [saved] = await tx
      .insert(promotion)
      .values({ ...values, businessGroupId: g, billNo, createdBy: auth.employeeId })
      .returning();
  }
  const scopeRows = [
    ...(body.orgScope === 'DESIGNATED' ? [...new Set(body.orgIds)].map((refId) => ({ kind: 'ORG' as const, refId })) : []),
    ...(body.customerScope === 'DESIGNATED' ? [...new Set(body.customerIds)].map((refId) => ({ kind: 'CUSTOMER' as const, refId })) : []),
  ];
  if (scopeRows.length) await tx.insert(promotionScope).values(scopeRows.map((s) => ({ ...s, businessGroupId: g, promotionId: saved.id })));
  const tiers = await tx
    .insert(promotionTier)
    .values(
      body.tiers.map((t, i) => ({
        businessGroupId: g,
        promotionId: saved.id,
        tierNo: i + 1,
        threshold: body.tiered ? t.threshold : '0',
        value: t.value,
      })),
    )
    .returning({ id: promotionTier.id, tierNo: promotionTier.tierNo });
  const tierId = new Map(tiers.map((t) => [t.tierNo, t.id]));
  const itemRows = body.tiers.flatMap((t, i) =>
    dedupe(t.items).map((item) => ({
      businessGroupId: g,
      promotionId: saved.id,
      tierId: tierId.get(i + 1) as number,
      kind: item.kind,
      refId: item.id,
    })),
  );
  for (let i = 0; i < itemRows.length; i += 1000) await tx.insert(promotionItem).values(itemRows.slice(i, i + 1000));
  return { id: String(saved.id), billNo: saved.billNo, version: saved.version };
}

function dedupe(items: Item[]): Item[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = `${i.kind}:${i.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Enables a draft (生效): it applies from its begin date to the end of its end date. */
export async function enablePromotion(tx: Tx, auth: AuthContext, id: number, version: number, today: string): Promise<void> {
  const current = await lockPromotion(tx, auth, id, version);
  if (current.status !== 'DRAFT') throw fail.rule('pricing.promotionNotEnableable', { billNo: current.billNo });
  if (current.endDate < today) throw fail.rule('pricing.promotionEnded', { billNo: current.billNo });
  await tx
    .update(promotion)
    .set({ status: 'EFFECTIVE', version: current.version + 1, enabledAt: new Date(), updatedAt: new Date() })
    .where(eq(promotion.id, id));
}

/** Terminates an effective promotion (终止): it stops applying at once. */
export async function terminatePromotion(tx: Tx, auth: AuthContext, id: number, version: number): Promise<void> {
  const current = await lockPromotion(tx, auth, id, version);
  if (current.status !== 'EFFECTIVE') throw fail.rule('pricing.promotionNotRunning', { billNo: current.billNo });
  await tx
    .update(promotion)
    .set({ status: 'TERMINATED', version: current.version + 1, terminatedAt: new Date(), updatedAt: new Date() })
    .where(eq(promotion.id, id));
}

/** Deletes drafts (an enabled or terminated promotion stays, for the record of past prices). */
export async function deletePromotions(tx: Tx, auth: AuthContext, ids: number[]): Promise<void> {
  const found = await tx
    .select()
    .from(promotion)
    .where(and(inArray(promotion.id, ids), eq(promotion.businessGroupId, auth.belongId)))
    .orderBy(asc(promotion.id))
    .for('update');
  if (found.length !== new Set(ids).size) throw fail.notFound();
  const notDraft = found.find((r) => r.status !== 'DRAFT');
  if (notDraft) throw fail.rule('pricing.promotionNotDraft', { billNo: notDraft.billNo });
  await tx.delete(promotion).where(inArray(promotion.id, ids));
}
