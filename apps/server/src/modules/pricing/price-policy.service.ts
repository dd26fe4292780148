// Wholesale price policies (批发价格政策): a formula over a scope and special prices per SKU,
// assigned to customers on the customer form. Rows belong to the active business group.
import type { Page, PricePolicyOption, PricePolicyView, pricePolicyAddBody, pricePolicyPageBody } from '@quire/contracts';
import { and, asc, desc, eq, gt, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor, Tx } from '../../platform/db/client';
import { lockGroupRow, lockGroupRows, pageOf, recordFields, setRowsStatus } from '../../platform/db/group-rows';
import { likeContains, orderBy, uniqueViolation } from '../../platform/db/sql-helpers';
import { duplicate, fail } from '../../platform/http/errors';
import { customerCountsByPolicy } from '../partner/index';
import { catalogNames } from '../product/index';
import { pricePolicy, pricePolicyScope, pricePolicySpecial } from './pricing.schema';
import { assertCatalog } from './pricing-support';

type Row = typeof pricePolicy.$inferSelect;
type PageBody = z.output<typeof pricePolicyPageBody>;
/** What a list's filters select (a page and an export share it). */
type Filters = Omit<PageBody, 'pageNum' | 'pageSize' | 'sort'>;
type SaveBody = z.output<typeof pricePolicyAddBody> & { id?: number };

const SORTS = { code: pricePolicy.code, name: pricePolicy.name, createTime: pricePolicy.id };

function whereOf(groupId: number, q: Filters): SQL | undefined {
  const pattern = q.keyword ? likeContains(q.keyword) : undefined;
  return and(
    eq(pricePolicy.businessGroupId, groupId),
    pattern ? or(ilike(pricePolicy.code, pattern), ilike(pricePolicy.name, pattern)) : undefined,
    q.status ? eq(pricePolicy.status, q.status) : undefined,
  );
}

/** The views of policy rows: scope names, special prices (with `withSpecials`), customer counts. */
async function toViews(db: Executor, groupId: number, found: Row[], withSpecials: boolean): Promise<PricePolicyView[]> {
  const ids = found.map((r) => r.id);
  if (!ids.length) return [];
  const [scopes, specials, counts] = await Promise.all([
    db.select().from(pricePolicyScope).where(inArray(pricePolicyScope.policyId, ids)).orderBy(asc(pricePolicyScope.refId)),
    db.select().from(pricePolicySpecial).where(inArray(pricePolicySpecial.policyId, ids)).orderBy(asc(pricePolicySpecial.skuId)),
    customerCountsByPolicy(db, groupId, ids),
  ]);
  const scopeIds = scopes.map((s) => s.refId);
  const names = await catalogNames(db, {
    categoryIds: scopeIds,
    brandIds: scopeIds,
    skuIds: withSpecials ? specials.map((s) => s.skuId) : [],
  });
  return found.map((r) => {
    const own = scopes.filter((s) => s.policyId === r.id).map((s) => s.refId);
    const lookup = r.scope === 'BRAND' ? names.brands : names.categories;
    const ownSpecials = specials.filter((s) => s.policyId === r.id);
    return {
      id: String(r.id),
      code: r.code,
      name: r.name,
      basePrice: r.basePrice,
      method: r.method,
      ratio: String(Number(r.ratio)),
      precision: r.precision,
      roundingMode: r.roundingMode,
      scope: r.scope,
      scopeIds: own.map(String),
      scopeNames: own.map((id) => lookup.get(id)?.name ?? String(id)),
      specials: withSpecials
        ? ownSpecials.map((s) => {
            const sku = names.skus.get(s.skuId);
            return { skuId: String(s.skuId), skuCode: sku?.code ?? '', skuName: sku?.name ?? '', unit: sku?.unit ?? '', price: s.price };
          })
        : [],
      specialCount: ownSpecials.length,
      customerCount: counts.get(r.id) ?? 0,
      ...recordFields(r),
    };
  });
}

export async function pricePolicyPage(db: Executor, auth: AuthContext, q: PageBody): Promise<Page<PricePolicyView>> {
  const where = whereOf(auth.belongId, q);
  const page = await pageOf(
    db,
    pricePolicy,
    where,
    q,
    (r: Row) => r,
    (limit, offset) =>
      db
        .select()
        .from(pricePolicy)
        .where(where)
        .orderBy(...orderBy(q.sort, SORTS, pricePolicy.id, [desc(pricePolicy.id)]))
        .limit(limit)
        .offset(offset),
  );
  return { ...page, list: await toViews(db, auth.belongId, page.list, false) };
}

/** A batch of the policies the filters select, in id order after `afterId` (the export's keyset). */
export async function pricePolicyBatch(db: Executor, auth: AuthContext, q: Filters, afterId: number | undefined, limit: number) {
  const found = await db
    .select()
    .from(pricePolicy)
    .where(and(whereOf(auth.belongId, q), afterId === undefined ? undefined : gt(pricePolicy.id, afterId)))
    .orderBy(asc(pricePolicy.id))
    .limit(limit);
  return toViews(db, auth.belongId, found, false);
}

export async function pricePolicyDetail(db: Executor, auth: AuthContext, id: number): Promise<PricePolicyView> {
  const [found] = await db
    .select()
    .from(pricePolicy)
    .where(and(eq(pricePolicy.id, id), eq(pricePolicy.businessGroupId, auth.belongId)));
  if (!found) throw fail.notFound();
  const [view] = await toViews(db, auth.belongId, [found], true);
  return view;
}

/** The customer form's picker: enabled policies of the active group. */
export async function pricePolicyOptions(db: Executor, auth: AuthContext): Promise<PricePolicyOption[]> {
  const found = await db
    .select({ id: pricePolicy.id, code: pricePolicy.code, name: pricePolicy.name })
    .from(pricePolicy)
    .where(and(eq(pricePolicy.businessGroupId, auth.belongId), eq(pricePolicy.status, 'ENABLE')))
    .orderBy(asc(pricePolicy.code));
  return found.map((r) => ({ id: String(r.id), code: r.code, name: r.name }));
}

/** Adds (no id) or changes a policy with its scope and special prices, in one transaction. */
export async function savePricePolicy(tx: Tx, auth: AuthContext, body: SaveBody): Promise<{ id: string }> {
  const g = auth.belongId;
  if (body.id !== undefined) await lockGroupRow(tx, pricePolicy, g, body.id);
  await assertCatalog(tx, {
    skuIds: body.specials.map((s, i) => ({ id: s.skuId, field: `specials.${i}.skuId` })),
    categoryIds: body.scope === 'CATEGORY' ? body.scopeIds.map((id, i) => ({ id, field: `scopeIds.${i}` })) : [],
    brandIds: body.scope === 'BRAND' ? body.scopeIds.map((id, i) => ({ id, field: `scopeIds.${i}` })) : [],
  });
  const values = {
    code: body.code,
    name: body.name,
    basePrice: body.basePrice,
    method: body.method,
    ratio: body.ratio,
    precision: body.precision,
    roundingMode: body.roundingMode,
    scope: body.scope,
    remark: body.remark,
  };
  let id: number;
  try {
    if (body.id === undefined) {
      const [created] = await tx
        .insert(pricePolicy)
        .values({ ...values, businessGroupId: g, createdBy: auth.employeeId })
        .returning({ id: pricePolicy.id });
      id = created.id;
    } else {
      id = body.id;
      await tx
        .update(pricePolicy)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(pricePolicy.id, id));
    }
  } catch (err) {
    throw policyDuplicate(err, body);
  }
  await tx.delete(pricePolicyScope).where(eq(pricePolicyScope.policyId, id));
  await tx.delete(pricePolicySpecial).where(eq(pricePolicySpecial.policyId, id));
  const scopeIds = body.scope === 'ALL' ? [] : [...new Set(body.scopeIds)];
  if (scopeIds.length) await tx.insert(pricePolicyScope).values(scopeIds.map((refId) => ({ businessGroupId: g, policyId: id, refId })));
  for (let i = 0; i < body.specials.length; i += 1000) {
    await tx
      .insert(pricePolicySpecial)
      .values(body.specials.slice(i, i + 1000).map((s) => ({ businessGroupId: g, policyId: id, skuId: s.skuId, price: s.price })));
  }
  return { id: String(id) };
}

/** The duplicate error of a code or name another policy of the group has. */
function policyDuplicate(err: unknown, body: SaveBody): unknown {
  const constraint = uniqueViolation(err);
  if (constraint === 'price_policy_code_uq') return duplicate('code', 'pricing.field.policyCode', body.code);
  if (constraint === 'price_policy_name_uq') return duplicate('name', 'pricing.field.policyName', body.name);
  return err;
}

/** Enables or disables policies; a disabled policy stops pricing its customers' lines at once. */
export async function setPricePolicyStatus(tx: Tx, auth: AuthContext, ids: number[], status: 'ENABLE' | 'DISABLE'): Promise<void> {
  const rows = await lockGroupRows(tx, pricePolicy, auth.belongId, ids.map(String));
  await setRowsStatus(tx, pricePolicy, rows, status);
}

/** Whether a customer of the group may be given the policy: the group's, and enabled. */
export async function pricePolicyUsable(executor: Executor, businessGroupId: number, id: number): Promise<boolean> {
  const [found] = await executor
    .select({ id: pricePolicy.id })
    .from(pricePolicy)
    .where(and(eq(pricePolicy.id, id), eq(pricePolicy.businessGroupId, businessGroupId), eq(pricePolicy.status, 'ENABLE')));
  return found !== undefined;
}
