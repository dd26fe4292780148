import { type BusinessConfigView, type businessConfigUpdateBody, DEFAULT_BUSINESS_CONFIG, ErrorCode, type Page } from '@quire/contracts';
import { Decimal } from 'decimal.js';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor } from '../../platform/db/client';
import { AppError, fail } from '../../platform/http/errors';
import { groupsOfEmployees } from '../system/index';
import { businessConfig } from './basic-data.schema';
import { toId } from './basic-data.support';

/** A business group's configuration as other modules read it (documents, stock, checkout, pricing). */
export type BusinessConfig = typeof businessConfig.$inferSelect;

/** What a new group starts with, and what DELETE resets to (the column defaults say the same). */
export const BUSINESS_CONFIG_DEFAULTS = {
  ...DEFAULT_BUSINESS_CONFIG,
  designatedReviewerIds: [] as number[],
} as const satisfies Partial<BusinessConfig>;

/**
 * The configuration of a business group, created with the defaults on first read. Takes the
 * caller's transaction when there is one (the document engine reads review policy, negative
 * inventory, rounding and checkout time inside its posting).
 */
export async function getBusinessConfig(db: Executor, businessGroupId: number): Promise<BusinessConfig> {
  const [found] = await db.select().from(businessConfig).where(eq(businessConfig.businessGroupId, businessGroupId));
  if (found) return found;
  await db.insert(businessConfig).values({ businessGroupId }).onConflictDoNothing({ target: businessConfig.businessGroupId });
  const [created] = await db.select().from(businessConfig).where(eq(businessConfig.businessGroupId, businessGroupId));
  return created;
}

/**
 * SQL of what pricing reads of a group's configuration (whether promotions apply, the rounding
 * of a discounted price): one row, or none before the group's first configuration read (then
 * getBusinessConfig creates it), for a pricing statement that reads it beside other things.
 */
export function pricingConfigSql(businessGroupId: number): SQL {
  return sql`(select c.if_enable_promotion, c.rounding_mode, c.rounding_precision from business_config c where c.business_group_id = ${businessGroupId})`;
}

export function toConfigView(c: BusinessConfig): BusinessConfigView {
  return {
    id: String(c.id),
    businessGroupId: String(c.businessGroupId),
    ifVirtualStock: c.ifVirtualStock,
    ifNegativeInventory: c.ifNegativeInventory,
    ifZeroPrice: c.ifZeroPrice,
    ifDepositReceived: c.ifDepositReceived,
    ifRecordClosedReason: c.ifRecordClosedReason,
    ifEnablePromotion: c.ifEnablePromotion,
    ifThirdPayPopup: c.ifThirdPayPopup,
    overOrderCeilingRatio: new Decimal(c.overOrderCeilingRatio).toFixed(),
    autoCheckoutTime: c.autoCheckoutTime,
    averageSalesDays: c.averageSalesDays,
    replenishmentUpperDays: c.replenishmentUpperDays,
    replenishmentLowerDays: c.replenishmentLowerDays,
    reviewPolicy: c.reviewPolicy,
    designatedReviewerIds: c.designatedReviewerIds.map(String),
    inventoryPriority: c.inventoryPriority,
    roundingMode: c.roundingMode,
    roundingPrecision: c.roundingPrecision,
    version: c.version,
    updateTime: c.updatedAt.toISOString(),
  };
}

/** The active group's configuration. */
export async function activeConfig(db: Executor, auth: AuthContext): Promise<BusinessConfigView> {
  return toConfigView(await getBusinessConfig(db, auth.belongId));
}

/**
 * The spec's query calls over configurations: one row per group, and the caller sees only the
 * active group's, so a query naming another group finds nothing.
 */
export async function configQuery(db: Executor, auth: AuthContext, businessGroupId?: string): Promise<BusinessConfigView[]> {
  if (businessGroupId !== undefined && toId(businessGroupId) !== auth.belongId) return [];
  return [await activeConfig(db, auth)];
}

export async function configPage(
  db: Executor,
  auth: AuthContext,
  q: { pageNum: number; pageSize: number; businessGroupId?: string },
): Promise<Page<BusinessConfigView>> {
  const all = await configQuery(db, auth, q.businessGroupId);
  return {
    list: all.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize),
    total: all.length,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

export async function configById(db: Executor, auth: AuthContext, id: number): Promise<BusinessConfigView> {
  const [found] = await db
    .select()
    .from(businessConfig)
    .where(and(eq(businessConfig.id, id), eq(businessConfig.businessGroupId, auth.belongId)));
  if (!found) throw fail.notFound();
  return toConfigView(found);
}

type UpdateBody = z.output<typeof businessConfigUpdateBody>;

async function lockConfig(tx: Executor, groupId: number): Promise<BusinessConfig> {
  await getBusinessConfig(tx, groupId);
  const [row] = await tx.select().from(businessConfig).where(eq(businessConfig.businessGroupId, groupId)).for('update');
  return row;
}

type ConfigChange = Partial<Omit<BusinessConfig, 'id' | 'businessGroupId' | 'version'>>;

/** Locks the active group's configuration, stores what `change` makes of it and bumps the version. */
async function writeConfig(
  db: Executor,
  auth: AuthContext,
  change: (tx: Executor, current: BusinessConfig) => Promise<ConfigChange>,
): Promise<BusinessConfigView> {
  const saved = await db.transaction(async (tx) => {
    const current = await lockConfig(tx, auth.belongId);
    const values = await change(tx, current);
    const [row] = await tx
      .update(businessConfig)
      .set({ ...values, version: sql`${businessConfig.version} + 1`, updatedBy: auth.employeeId, updatedAt: new Date() })
      .where(eq(businessConfig.id, current.id))
      .returning();
    return row;
  });
  return toConfigView(saved);
}

async function checkReviewers(tx: Executor, groupId: number, ids: number[]): Promise<void> {
  const groups = await groupsOfEmployees(tx, ids);
  const outsider = ids.find((id) => !(groups.get(id) ?? []).some((g) => Number(g.id) === groupId));
  if (outsider !== undefined) throw fail.field('designatedReviewerIds', 'basic.config.reviewerNotInGroup', { id: String(outsider) });
}

/** Changes what the body names; refuses a stale `version`, a ratio outside 0–1 and lower days above upper days. */
export async function updateBusinessConfig(db: Executor, auth: AuthContext, body: UpdateBody): Promise<BusinessConfigView> {
  return writeConfig(db, auth, async (tx, current) => {
    if (body.id !== undefined && toId(body.id) !== current.id) throw fail.notFound();
    if (body.version !== undefined && body.version !== current.version) {
      throw new AppError(ErrorCode.VERSION_CONFLICT, 'basic.config.versionConflict');
    }
    let ratio = current.overOrderCeilingRatio;
    if (body.overOrderCeilingRatio !== undefined) {
      const r = new Decimal(body.overOrderCeilingRatio);
      if (r.lt(0) || r.gt(1)) throw fail.field('overOrderCeilingRatio', 'basic.config.ratioRange');
      ratio = r.toFixed();
    }
    const upper = body.replenishmentUpperDays ?? current.replenishmentUpperDays;
    const lower = body.replenishmentLowerDays ?? current.replenishmentLowerDays;
    if (lower > upper) throw fail.field('replenishmentLowerDays', 'basic.config.lowerAboveUpper', { lower, upper });
    const reviewPolicy = body.reviewPolicy ?? current.reviewPolicy;
    const reviewers = body.designatedReviewerIds ? [...new Set(body.designatedReviewerIds.map(toId))] : current.designatedReviewerIds;
    if (reviewPolicy === 'DESIGNATED') {
      if (reviewers.length === 0) throw fail.field('designatedReviewerIds', 'basic.config.reviewerRequired');
      if (body.designatedReviewerIds) await checkReviewers(tx, auth.belongId, reviewers);
    }
    return {
      ifVirtualStock: body.ifVirtualStock ?? current.ifVirtualStock,
      ifNegativeInventory: body.ifNegativeInventory ?? current.ifNegativeInventory,
      ifZeroPrice: body.ifZeroPrice ?? current.ifZeroPrice,
      ifDepositReceived: body.ifDepositReceived ?? current.ifDepositReceived,
      ifRecordClosedReason: body.ifRecordClosedReason ?? current.ifRecordClosedReason,
      ifEnablePromotion: body.ifEnablePromotion ?? current.ifEnablePromotion,
      ifThirdPayPopup: body.ifThirdPayPopup ?? current.ifThirdPayPopup,
      overOrderCeilingRatio: ratio,
      autoCheckoutTime: body.autoCheckoutTime === undefined ? current.autoCheckoutTime : body.autoCheckoutTime,
      averageSalesDays: body.averageSalesDays ?? current.averageSalesDays,
      replenishmentUpperDays: upper,
      replenishmentLowerDays: lower,
      reviewPolicy,
      designatedReviewerIds: reviewers,
      inventoryPriority: body.inventoryPriority ?? current.inventoryPriority,
      roundingMode: body.roundingMode ?? current.roundingMode,
      roundingPrecision: body.roundingPrecision ?? current.roundingPrecision,
    };
  });
}

/** DELETE: the active group's configuration back to the defaults (the row and its id stay). */
export async function resetBusinessConfig(db: Executor, auth: AuthContext): Promise<BusinessConfigView> {
  return writeConfig(db, auth, async () => ({ ...BUSINESS_CONFIG_DEFAULTS, designatedReviewerIds: [] }));
}
