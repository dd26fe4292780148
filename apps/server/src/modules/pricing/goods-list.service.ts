// Goods lists: rebate goods (返利商品), no-discount goods (不打折商品), points goods (返积分商品).
// Each list names SKUs or categories (with their subcategories) over a validity; the price
// resolution flags a sale line by the enabled lists valid on its date.
import type { GoodsListKind, GoodsListView, goodsListAddBody, goodsListPageBody, Page } from '@quire/contracts';
import { and, asc, desc, eq, exists, gt, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor, Tx } from '../../platform/db/client';
import { pageOf, recordFields } from '../../platform/db/group-rows';
import { likeContains, orderBy, uniqueViolation } from '../../platform/db/sql-helpers';
import { duplicate, fail } from '../../platform/http/errors';
import { goodsList, goodsListItem } from './pricing.schema';
import { assertItems, itemViews } from './pricing-support';

type Row = typeof goodsList.$inferSelect;
type PageBody = z.output<typeof goodsListPageBody> & { kind: GoodsListKind };
/** What a list's filters select (a page and an export share it). */
type Filters = Omit<PageBody, 'pageNum' | 'pageSize' | 'sort'>;
type SaveBody = z.output<ReturnType<typeof goodsListAddBody>> & { kind: GoodsListKind; id?: number };

const SORTS = { name: goodsList.name, validFrom: goodsList.validFrom, validTo: goodsList.validTo, createTime: goodsList.id };

function whereOf(groupId: number, q: Filters): SQL | undefined {
  return and(
    eq(goodsList.businessGroupId, groupId),
    eq(goodsList.kind, q.kind),
    q.keyword
      ? sql`(${ilike(goodsList.name, likeContains(q.keyword))} or ${exists(
          sql`(select 1 from goods_list_item i join product_sku s on i.kind = 'SKU' and s.id = i.ref_id
               where i.list_id = ${goodsList.id} and (s.code = ${q.keyword} or s.name ilike ${likeContains(q.keyword)}))`,
        )})`
      : undefined,
    q.status ? eq(goodsList.status, q.status) : undefined,
    q.activeOn ? and(eq(goodsList.status, 'ENABLE'), lte(goodsList.validFrom, q.activeOn), gte(goodsList.validTo, q.activeOn)) : undefined,
  );
}

async function toViews(db: Executor, found: Row[], withItems: boolean): Promise<GoodsListView[]> {
  const ids = found.map((r) => r.id);
  if (!ids.length) return [];
  const items = await db
    .select({ listId: goodsListItem.listId, kind: goodsListItem.kind, refId: goodsListItem.refId })
    .from(goodsListItem)
    .where(inArray(goodsListItem.listId, ids));
  const views = withItems
    ? await itemViews(
        db,
        items.map((i) => ({ kind: i.kind, id: i.refId })),
      )
    : [];
  const viewOf = new Map(views.map((v) => [`${v.kind}:${v.id}`, v]));
  return found.map((r) => {
    const own = items.filter((i) => i.listId === r.id);
    return {
      id: String(r.id),
      kind: r.kind,
      name: r.name,
      validFrom: r.validFrom,
      validTo: r.validTo,
      items: withItems
        ? own.map((i) => viewOf.get(`${i.kind}:${i.refId}`) ?? { kind: i.kind, id: String(i.refId), code: '', name: '' })
        : [],
      itemCount: own.length,
      ...recordFields(r),
    };
  });
}

export async function goodsListPage(db: Executor, auth: AuthContext, q: PageBody): Promise<Page<GoodsListView>> {
  const where = whereOf(auth.belongId, q);
  const page = await pageOf(
    db,
    goodsList,
    where,
    q,
    (r: Row) => r,
    (limit, offset) =>
      db
        .select()
        .from(goodsList)
        .where(where)
        .orderBy(...orderBy(q.sort, SORTS, goodsList.id, [desc(goodsList.id)]))
        .limit(limit)
        .offset(offset),
  );
  return { ...page, list: await toViews(db, page.list, false) };
}

/** A batch of the lists the filters select, with their goods, in id order after `afterId` (the export's keyset). */
export async function goodsListBatch(db: Executor, auth: AuthContext, q: Filters, afterId: number | undefined, limit: number) {
  const found = await db
    .select()
    .from(goodsList)
    .where(and(whereOf(auth.belongId, q), afterId === undefined ? undefined : gt(goodsList.id, afterId)))
    .orderBy(asc(goodsList.id))
    .limit(limit);
  return toViews(db, found, true);
}

export async function goodsListDetail(db: Executor, auth: AuthContext, kind: GoodsListKind, id: number): Promise<GoodsListView> {
  const [found] = await db
    .select()
    .from(goodsList)
    .where(and(eq(goodsList.id, id), eq(goodsList.businessGroupId, auth.belongId), eq(goodsList.kind, kind)));
  if (!found) throw fail.notFound();
  const [view] = await toViews(db, [found], true);
  return view;
}

/** Adds a list (no id) or changes one of the group's lists of the same kind, items replaced. */
export async function saveGoodsList(tx: Tx, auth: AuthContext, body: SaveBody): Promise<{ id: string }> {
  const g = auth.belongId;
  if (body.id !== undefined) {
    const [current] = await tx
      .select({ id: goodsList.id })
      .from(goodsList)
      .where(and(eq(goodsList.id, body.id), eq(goodsList.businessGroupId, g), eq(goodsList.kind, body.kind)))
      .for('update');
    if (!current) throw fail.notFound();
  }
  await assertItems(
    tx,
    body.items.map((item, i) => ({ item, field: `items.${i}.id` })),
  );
  const values = { name: body.name, validFrom: body.validFrom, validTo: body.validTo, remark: body.remark };
  let id: number;
  try {
    if (body.id === undefined) {
      const [created] = await tx
        .insert(goodsList)
        .values({ ...values, kind: body.kind, businessGroupId: g, createdBy: auth.employeeId })
        .returning({ id: goodsList.id });
      id = created.id;
    } else {
      id = body.id;
      await tx
        .update(goodsList)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(goodsList.id, id));
    }
  } catch (err) {
    if (uniqueViolation(err) === 'goods_list_name_uq') throw duplicate('name', 'pricing.field.listName', body.name);
    throw err;
  }
  await tx.delete(goodsListItem).where(eq(goodsListItem.listId, id));
  const rows = body.items.map((item) => ({ businessGroupId: g, listId: id, kind: item.kind, refId: item.id }));
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(goodsListItem).values(rows.slice(i, i + 1000));
  return { id: String(id) };
}

/** Enables or disables lists of the kind; a disabled list flags nothing. */
export async function setGoodsListStatus(
  tx: Tx,
  auth: AuthContext,
  kind: GoodsListKind,
  ids: number[],
  status: 'ENABLE' | 'DISABLE',
): Promise<void> {
  const found = await tx
    .select({ id: goodsList.id })
    .from(goodsList)
    .where(and(inArray(goodsList.id, ids), eq(goodsList.businessGroupId, auth.belongId), eq(goodsList.kind, kind)))
    .for('update');
  if (found.length !== new Set(ids).size) throw fail.notFound();
  await tx.update(goodsList).set({ status, updatedAt: new Date() }).where(inArray(goodsList.id, ids));
}
