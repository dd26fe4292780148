import type { BrandView, brandAddBody, brandEditBody, brandListBody, brandPageBody, Page } from '@quire/contracts';
import { and, asc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { productBrand } from './product.schema';
import { countOf, duplicate, iso, isUniqueViolation, likeContains, orderBy, toId, toIds, violatedConstraint } from './product.util';

export type BrandAdd = z.output<typeof brandAddBody>;
export type BrandEdit = z.output<typeof brandEditBody>;
export type BrandPageQuery = z.output<typeof brandPageBody>;
export type BrandListQuery = z.output<typeof brandListBody>;
type BrandRow = typeof productBrand.$inferSelect;

export function toBrandView(r: BrandRow): BrandView {
  return {
    id: String(r.id),
    code: r.code,
    name: r.name,
    nameEn: r.nameEn,
    logoUrl: r.logoUrl,
    sort: r.sort,
    status: r.status,
    createTime: iso(r.createdAt),
    updateTime: iso(r.updatedAt),
  };
}

const SORT_COLUMNS = { code: productBrand.code, name: productBrand.name, sort: productBrand.sort, createTime: productBrand.createdAt };

export function brandWhere(q: { keyword?: string; status?: 'ENABLE' | 'DISABLE' }): SQL | undefined {
  const pattern = q.keyword ? likeContains(q.keyword) : undefined;
  return and(
    pattern ? or(ilike(productBrand.code, pattern), ilike(productBrand.name, pattern), ilike(productBrand.nameEn, pattern)) : undefined,
    q.status ? eq(productBrand.status, q.status) : undefined,
  );
}

export async function brandPage(db: Executor, q: BrandPageQuery): Promise<Page<BrandView>> {
  const where = brandWhere(q);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(productBrand)
      .where(where)
      .orderBy(...orderBy(q.sort, SORT_COLUMNS, productBrand.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    countOf(db, productBrand, where),
  ]);
  return { list: rows.map(toBrandView), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** Every brand matching (a catalogue has tens to hundreds): for pickers and filters. */
export async function brandList(db: Executor, q: BrandListQuery): Promise<BrandView[]> {
  const rows = await db
    .select()
    .from(productBrand)
    .where(brandWhere(q))
    .orderBy(asc(productBrand.sort), asc(productBrand.code))
    .limit(2000);
  return rows.map(toBrandView);
}

async function assertBrandUnique(db: Executor, body: BrandAdd, id?: number): Promise<void> {
  const notSelf = id === undefined ? undefined : ne(productBrand.id, id);
  const [code] = await db
    .select({ id: productBrand.id })
    .from(productBrand)
    .where(and(eq(productBrand.code, body.code), notSelf));
  if (code) throw duplicate('code', 'field.code', body.code);
  const [name] = await db
    .select({ id: productBrand.id })
    .from(productBrand)
    .where(and(eq(productBrand.name, body.name), notSelf));
  if (name) throw duplicate('name', 'product.field.brandName', body.name);
}

function uniqueRefusal(err: unknown, body: BrandAdd): unknown {
  if (!isUniqueViolation(err)) return err;
  return violatedConstraint(err) === 'product_brand_name_uq'
    ? duplicate('name', 'product.field.brandName', body.name)
    : duplicate('code', 'field.code', body.code);
}

export async function addBrand(db: Executor, body: BrandAdd): Promise<BrandView> {
  await assertBrandUnique(db, body);
  try {
    const [row] = await db.insert(productBrand).values(body).returning();
    return toBrandView(row);
  } catch (err) {
    throw uniqueRefusal(err, body);
  }
}

export async function editBrand(db: Executor, body: BrandEdit): Promise<BrandView> {
  const id = toId(body.id);
  const { id: _wire, ...values } = body;
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ id: productBrand.id }).from(productBrand).where(eq(productBrand.id, id)).for('update');
    if (!current) throw fail.notFound();
    await assertBrandUnique(tx, body, id);
    try {
      const [row] = await tx
        .update(productBrand)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(productBrand.id, id))
        .returning();
      return toBrandView(row);
    } catch (err) {
      throw uniqueRefusal(err, body);
    }
  });
}

/**
 * Enables or disables brands. A disabled brand keeps its SKUs (it only describes them) but
 * cannot be chosen for a new or edited SKU.
 */
export async function setBrandStatus(db: Executor, wireIds: string[], status: 'ENABLE' | 'DISABLE'): Promise<void> {
  const ids = toIds(wireIds);
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: productBrand.id }).from(productBrand).where(inArray(productBrand.id, ids)).for('update');
    if (rows.length !== ids.length) throw fail.notFound();
    await tx.update(productBrand).set({ status, updatedAt: new Date() }).where(inArray(productBrand.id, ids));
  });
}
