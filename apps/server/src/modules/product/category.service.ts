import {
  CATEGORY_MAX_LEVEL,
  type CategoryNode,
  type CategoryView,
  type categoryAddBody,
  type categoryEditBody,
  type categoryListBody,
  type categoryPageBody,
  type Page,
} from '@quire/contracts';
import { and, asc, eq, ilike, inArray, like, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Tx } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { productCategory, productSku } from './product.schema';
import {
  countOf,
  duplicate,
  fieldRule,
  iso,
  isUniqueViolation,
  likeContains,
  likePrefix,
  orderBy,
  toId,
  toIds,
  violatedConstraint,
  wireId,
} from './product.util';

export type CategoryAdd = z.output<typeof categoryAddBody>;
export type CategoryEdit = z.output<typeof categoryEditBody>;
export type CategoryPageQuery = z.output<typeof categoryPageBody>;
export type CategoryListQuery = z.output<typeof categoryListBody>;
export type CategoryRow = typeof productCategory.$inferSelect;

const SORT_COLUMNS = {
  code: productCategory.code,
  name: productCategory.name,
  sort: productCategory.sort,
  level: productCategory.level,
  createTime: productCategory.createdAt,
};
const DEFAULT_ORDER = [asc(productCategory.level), asc(productCategory.sort), asc(productCategory.code)];

/** Ids on the path from the root to the category itself. */
export function pathIds(path: string): number[] {
  return path.split('/').filter(Boolean).map(Number);
}

/** Rows with their ancestors' names (one query for all ancestors), as views. */
export async function withFullNames(db: Executor, rows: CategoryRow[]): Promise<CategoryView[]> {
  const ancestorIds = [...new Set(rows.flatMap((r) => pathIds(r.path)))];
  const names = new Map<number, string>(rows.map((r) => [r.id, r.name]));
  const missing = ancestorIds.filter((id) => !names.has(id));
  if (missing.length) {
    const found = await db
      .select({ id: productCategory.id, name: productCategory.name })
      .from(productCategory)
      .where(inArray(productCategory.id, missing));
    for (const f of found) names.set(f.id, f.name);
  }
  return rows.map((r) => ({
    id: String(r.id),
    code: r.code,
    name: r.name,
    parentId: wireId(r.parentId),
    parentName: r.parentId === null ? null : (names.get(r.parentId) ?? null),
    level: r.level,
    fullName: pathIds(r.path)
      .map((id) => names.get(id) ?? '?')
      .join(' / '),
    sort: r.sort,
    status: r.status,
    createTime: iso(r.createdAt),
    updateTime: iso(r.updatedAt),
  }));
}

export async function categoryWhere(db: Executor, q: CategoryListQuery): Promise<SQL | undefined> {
  const pattern = q.keyword ? likeContains(q.keyword) : undefined;
  let subtree: SQL | undefined;
  if (q.ancestorId) {
    const [root] = await db
      .select({ path: productCategory.path })
      .from(productCategory)
      .where(eq(productCategory.id, toId(q.ancestorId)));
    subtree = root ? like(productCategory.path, likePrefix(root.path)) : sql`false`;
  }
  return and(
    pattern ? or(ilike(productCategory.code, pattern), ilike(productCategory.name, pattern)) : undefined,
    q.status ? eq(productCategory.status, q.status) : undefined,
    q.parentId ? eq(productCategory.parentId, toId(q.parentId)) : undefined,
    q.level ? eq(productCategory.level, q.level) : undefined,
    subtree,
  );
}

export async function categoryPage(db: Executor, q: CategoryPageQuery): Promise<Page<CategoryView>> {
  const where = await categoryWhere(db, q);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(productCategory)
      .where(where)
      .orderBy(...orderBy(q.sort, SORT_COLUMNS, productCategory.id, DEFAULT_ORDER))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    countOf(db, productCategory, where),
  ]);
  return { list: await withFullNames(db, rows), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** Matching categories without paging (a catalogue has hundreds to a few thousand). */
export async function categoryList(db: Executor, q: CategoryListQuery, limit = 10_000): Promise<CategoryView[]> {
  const rows = await db
    .select()
    .from(productCategory)
    .where(await categoryWhere(db, q))
    .orderBy(...orderBy(q.sort, SORT_COLUMNS, productCategory.id, DEFAULT_ORDER))
    .limit(limit);
  return withFullNames(db, rows);
}

/** The whole tree, siblings by sort then code; with a status, only nodes of that status (and reachable). */
export async function categoryTree(db: Executor, status?: 'ENABLE' | 'DISABLE'): Promise<CategoryNode[]> {
  const rows = await db
    .select()
    .from(productCategory)
    .where(status ? eq(productCategory.status, status) : undefined)
    .orderBy(asc(productCategory.level), asc(productCategory.sort), asc(productCategory.code));
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node: CategoryNode = {
      id: String(r.id),
      code: r.code,
      name: r.name,
      parentId: wireId(r.parentId),
      level: r.level,
      sort: r.sort,
      status: r.status,
      createTime: iso(r.createdAt),
      updateTime: iso(r.updatedAt),
      children: [],
    };
    nodes.set(r.id, node);
    if (r.parentId === null) roots.push(node);
    else nodes.get(r.parentId)?.children.push(node);
  }
  return roots;
}

function uniqueRefusal(err: unknown, body: CategoryAdd): unknown {
  if (!isUniqueViolation(err)) return err;
  return violatedConstraint(err) === 'product_category_sibling_name_uq'
    ? duplicate('name', 'product.field.categoryName', body.name)
    : duplicate('code', 'field.code', body.code);
}

async function assertCategoryUnique(tx: Executor, body: CategoryAdd, parentId: number | null, id?: number): Promise<void> {
  const notSelf = id === undefined ? undefined : ne(productCategory.id, id);
  const [code] = await tx
    .select({ id: productCategory.id })
    .from(productCategory)
    .where(and(eq(productCategory.code, body.code), notSelf));
  if (code) throw duplicate('code', 'field.code', body.code);
  const [name] = await tx
    .select({ id: productCategory.id })
    .from(productCategory)
    .where(and(eq(productCategory.name, body.name), sql`coalesce(${productCategory.parentId}, 0) = ${parentId ?? 0}`, notSelf));
  if (name) throw duplicate('name', 'product.field.categoryName', body.name);
}

/** The parent a category goes under: it exists and is enabled (for an enabled child). */
async function loadParent(tx: Tx, body: CategoryAdd): Promise<CategoryRow | null> {
  if (body.parentId === null) return null;
  const [parent] = await tx
    .select()
    .from(productCategory)
    .where(eq(productCategory.id, toId(body.parentId)));
  if (!parent) throw fieldRule('parentId', 'product.unknownCategory', { id: body.parentId });
  if (parent.status !== 'ENABLE' && body.status === 'ENABLE') {
    throw fieldRule('parentId', 'product.categoryParentDisabled', { name: parent.name });
  }
  return parent;
}

/** Adds a category under `parentId` (or as a root); a 6th level is refused. */
export async function addCategory(db: Executor, body: CategoryAdd): Promise<CategoryView> {
  const row = await db.transaction(async (tx) => {
    const parent = await loadParent(tx, body);
    const level = parent ? parent.level + 1 : 1;
    if (level > CATEGORY_MAX_LEVEL) {
      throw fieldRule('parentId', 'product.categoryTooDeep', { parentId: body.parentId, max: CATEGORY_MAX_LEVEL });
    }
    await assertCategoryUnique(tx, body, parent?.id ?? null);
    try {
      const [inserted] = await tx
        .insert(productCategory)
        .values({ code: body.code, name: body.name, parentId: parent?.id ?? null, level, path: '', sort: body.sort, status: body.status })
        .returning();
      const [saved] = await tx
        .update(productCategory)
        .set({ path: `${parent?.path ?? '/'}${inserted.id}/` })
        .where(eq(productCategory.id, inserted.id))
        .returning();
      return saved;
    } catch (err) {
      throw uniqueRefusal(err, body);
    }
  });
  const [view] = await withFullNames(db, [row]);
  return view;
}

/**
 * Updates a category; a new parent moves its whole subtree (paths and levels follow), refused
 * when it would put a node under itself or any node beyond level 5.
 */
export async function editCategory(db: Executor, body: CategoryEdit): Promise<CategoryView> {
  const id = toId(body.id);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(productCategory).where(eq(productCategory.id, id)).for('update');
    if (!current) throw fail.notFound();
    const parent = await loadParent(tx, body);
    if (parent && (parent.id === id || parent.path.startsWith(current.path))) {
      throw fieldRule('parentId', 'product.categoryParentCycle');
    }
    const level = parent ? parent.level + 1 : 1;
    const path = `${parent?.path ?? '/'}${id}/`;
    if (path !== current.path) {
      const [{ deepest }] = await tx
        .select({ deepest: sql<number>`max(${productCategory.level})::int` })
        .from(productCategory)
        .where(like(productCategory.path, likePrefix(current.path)));
      const newDeepest = Number(deepest) - current.level + level;
      if (newDeepest > CATEGORY_MAX_LEVEL) {
        throw level > CATEGORY_MAX_LEVEL
          ? fieldRule('parentId', 'product.categoryTooDeep', { parentId: body.parentId, max: CATEGORY_MAX_LEVEL })
          : fieldRule('parentId', 'product.categoryMoveTooDeep', { parentId: body.parentId, name: current.name, max: CATEGORY_MAX_LEVEL });
      }
    }
    if (body.status === 'DISABLE' && current.status === 'ENABLE') await assertCategoriesDisablable(tx, [current]);
    await assertCategoryUnique(tx, body, parent?.id ?? null, id);
    try {
      if (path !== current.path) {
        // The subtree follows: its paths get the new prefix, its levels the same shift.
        await tx
          .update(productCategory)
          .set({
            path: sql`${path} || substr(${productCategory.path}, ${current.path.length + 1})`,
            level: sql`${productCategory.level} + ${level - current.level}`,
          })
          .where(and(like(productCategory.path, likePrefix(current.path)), ne(productCategory.id, id)));
      }
      const [saved] = await tx
        .update(productCategory)
        .set({
          code: body.code,
          name: body.name,
          parentId: parent?.id ?? null,
          level,
          path,
          sort: body.sort,
          status: body.status,
          updatedAt: new Date(),
        })
        .where(eq(productCategory.id, id))
        .returning();
      return saved;
    } catch (err) {
      throw uniqueRefusal(err, body);
    }
  });
  const [view] = await withFullNames(db, [row]);
  return view;
}

/** Refuses disabling categories that keep enabled subcategories (outside the set) or enabled SKUs. */
async function assertCategoriesDisablable(tx: Executor, rows: CategoryRow[]): Promise<void> {
  const ids = rows.map((r) => r.id);
  const [child] = await tx
    .select({ parentId: productCategory.parentId })
    .from(productCategory)
    .where(and(inArray(productCategory.parentId, ids), notInArray(productCategory.id, ids), eq(productCategory.status, 'ENABLE')))
    .limit(1);
  if (child) {
    const parent = rows.find((r) => r.id === child.parentId)!;
    throw fail.rule('product.categoryHasEnabledChildren', { name: parent.name });
  }
  const skus = await tx
    .select({ categoryId: productSku.categoryId, n: sql<number>`count(*)::int` })
    .from(productSku)
    .where(and(inArray(productSku.categoryId, ids), eq(productSku.status, 'ENABLE')))
    .groupBy(productSku.categoryId)
    .limit(1);
  if (skus.length) {
    const holder = rows.find((r) => r.id === skus[0].categoryId)!;
    throw fail.rule('product.categoryHasEnabledSkus', { name: holder.name, count: Number(skus[0].n) });
  }
}

/**
 * Enables or disables categories. Disabling is refused while enabled subcategories (not in
 * the same request) or enabled SKUs remain; enabling is refused under a disabled parent.
 */
export async function setCategoryStatus(db: Executor, wireIds: string[], status: 'ENABLE' | 'DISABLE'): Promise<void> {
  const ids = toIds(wireIds);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(productCategory)
      .where(inArray(productCategory.id, ids))
      .orderBy(asc(productCategory.id))
      .for('update');
    if (rows.length !== ids.length) throw fail.notFound();
    if (status === 'DISABLE') {
      await assertCategoriesDisablable(tx, rows);
    } else {
      const parentIds = [...new Set(rows.map((r) => r.parentId).filter((p): p is number => p !== null && !ids.includes(p)))];
      if (parentIds.length) {
        const [off] = await tx
          .select({ name: productCategory.name })
          .from(productCategory)
          .where(and(inArray(productCategory.id, parentIds), ne(productCategory.status, 'ENABLE')))
          .limit(1);
        if (off) throw fail.rule('product.categoryParentDisabled', { name: off.name });
      }
    }
    await tx.update(productCategory).set({ status, updatedAt: new Date() }).where(inArray(productCategory.id, ids));
  });
}

/** SKUs in a category or anything below it: the subtree is one prefix range of the path index. */
export async function categorySubtreeCondition(db: Executor, categoryId: number): Promise<SQL> {
  const [root] = await db.select({ path: productCategory.path }).from(productCategory).where(eq(productCategory.id, categoryId));
  if (!root) return sql`false`;
  return inArray(
    productSku.categoryId,
    db
      .select({ id: productCategory.id })
      .from(productCategory)
      .where(like(productCategory.path, likePrefix(root.path))),
  );
}
