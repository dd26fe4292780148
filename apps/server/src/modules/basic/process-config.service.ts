import {
  type DocumentType,
  ErrorCode,
  type Page,
  type ProcessConfigLogView,
  type ProcessConfigView,
  type processConfigLogQuery,
  type processConfigSaveBody,
  type ReviewPolicy,
} from '@quire/contracts';
import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { allows } from '../../documents/document-definition';
import { documentDefinitions } from '../../documents/document-registry';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor } from '../../platform/db/client';
import { jsonValue } from '../../platform/db/sql-util';
import { AppError, fail } from '../../platform/http/errors';
import { employeeNames, employeesOfGroup } from '../system/index';
import { type BusinessConfig, getBusinessConfig } from './basic-data.config.service';
import { businessConfig } from './basic-data.schema';
import { processConfig, processConfigLog } from './process-config.schema';

type ProcessRow = typeof processConfig.$inferSelect;

/** The settings of one type as the engine reads them. */
export type ProcessSettings = {
  reviewPolicy: ReviewPolicy;
  designatedReviewerIds: number[];
  pickingRequired: boolean;
  receiptNeedsOrder: boolean;
};

type ProcessJson = { t: DocumentType; r: ReviewPolicy; d: (number | string)[]; p: boolean; o: boolean };

/**
 * The process configuration of every type the group set, as a JSON list. The group is a value:
 * a column named inside a drizzle select renders unqualified, and `business_group_id` in the
 * subquery would then be process_config's own (every group's rows).
 */
const processJson = (group: number) =>
  sql<ProcessJson[]>`(
    select coalesce(json_agg(json_build_object('t', p.document_type, 'r', p.review_policy, 'd', p.designated_reviewer_ids,
      'p', p.picking_required, 'o', p.receipt_needs_order)), '[]'::json)
    from process_config p where p.business_group_id = ${group})`;

function settingsOf(list: ProcessJson[] | string): Map<DocumentType, ProcessSettings> {
  return new Map(
    jsonValue(list).map((r) => [
      r.t,
      { reviewPolicy: r.r, designatedReviewerIds: r.d.map(Number), pickingRequired: r.p, receiptNeedsOrder: r.o },
    ]),
  );
}

/**
 * The group's business configuration with the process configuration of every type it set, in
 * one statement (the engine reads both before each operation); created on first read.
 */
export async function getConfigWithProcess(
  db: Executor,
  businessGroupId: number,
): Promise<{ config: BusinessConfig; process: Map<DocumentType, ProcessSettings> }> {
  const [found] = await db
    .select({ ...getTableColumns(businessConfig), process: processJson(businessGroupId) })
    .from(businessConfig)
    .where(eq(businessConfig.businessGroupId, businessGroupId));
  if (!found) return { config: await getBusinessConfig(db, businessGroupId), process: new Map() };
  const { process: rows, ...config } = found;
  return { config, process: settingsOf(rows) };
}

/** What the document engine reads of the business configuration. */
export type EngineConfig = Pick<
  BusinessConfig,
  | 'ifNegativeInventory'
  | 'ifVirtualStock'
  | 'reviewPolicy'
  | 'designatedReviewerIds'
  | 'roundingMode'
  | 'roundingPrecision'
  | 'autoCheckoutTime'
  | 'ifZeroPrice'
  | 'overOrderCeilingRatio'
>;

/**
 * What getConfigWithProcess answers the engine, as one JSON value to select inside another
 * statement (the document an operation loads); null while the group has no configuration row
 * (getConfigWithProcess creates it). Read back with engineConfigFromJson.
 */
export function engineConfigJson(businessGroupId: number): SQL {
  const c = businessConfig;
  return sql`(select json_build_object(
      'ifNegativeInventory', ${c.ifNegativeInventory}, 'ifVirtualStock', ${c.ifVirtualStock}, 'reviewPolicy', ${c.reviewPolicy},
      'designatedReviewerIds', ${c.designatedReviewerIds}, 'roundingMode', ${c.roundingMode}, 'roundingPrecision', ${c.roundingPrecision},
      'autoCheckoutTime', ${c.autoCheckoutTime}, 'ifZeroPrice', ${c.ifZeroPrice}, 'overOrderCeilingRatio', ${c.overOrderCeilingRatio}::text,
      'process', ${processJson(businessGroupId)})
    from ${c} where ${c.businessGroupId} = ${businessGroupId})`;
}

export function engineConfigFromJson(value: unknown): { config: EngineConfig; process: Map<DocumentType, ProcessSettings> } {
  const { process, ...config } = jsonValue(value as (EngineConfig & { process: ProcessJson[] }) | string);
  return { config, process: settingsOf(process) };
}

/** The types a group may configure: every type of the engine's registry that is reviewed. */
export function configurableTypes(): DocumentType[] {
  return documentDefinitions()
    .filter((d) => allows(d, 'DRAFT', 'REVIEW') && d.type !== 'SYSTEM_COST_ADJUST')
    .map((d) => d.type);
}

function fallback(config: BusinessConfig): ProcessSettings {
  return {
    reviewPolicy: config.reviewPolicy,
    designatedReviewerIds: config.designatedReviewerIds.map(Number),
    pickingRequired: false,
    receiptNeedsOrder: false,
  };
}

function toView(type: DocumentType, row: ProcessRow | undefined, config: BusinessConfig): ProcessConfigView {
  const s = row ?? fallback(config);
  return {
    documentType: type,
    configured: row !== undefined,
    reviewPolicy: s.reviewPolicy,
    designatedReviewerIds: s.designatedReviewerIds.map(String),
    pickingRequired: s.pickingRequired,
    receiptNeedsOrder: s.receiptNeedsOrder,
    version: row?.version ?? 0,
    updateTime: row ? row.updatedAt.toISOString() : null,
  };
}

/** Every configurable type of the active group, with its own settings or the business configuration's. */
export async function processConfigList(db: Executor, auth: AuthContext): Promise<ProcessConfigView[]> {
  const config = await getBusinessConfig(db, auth.belongId);
  const rows = await db.select().from(processConfig).where(eq(processConfig.businessGroupId, auth.belongId));
  const byType = new Map(rows.map((r) => [r.documentType, r]));
  return configurableTypes().map((t) => toView(t, byType.get(t), config));
}

type SaveBody = z.output<typeof processConfigSaveBody>;

const FIELDS = ['reviewPolicy', 'designatedReviewerIds', 'pickingRequired', 'receiptNeedsOrder'] as const;

function changesOf(before: ProcessSettings, after: ProcessSettings): ProcessConfigLogView['changes'] {
  return FIELDS.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f])).map((f) => ({
    field: f,
    from: f === 'designatedReviewerIds' ? before[f].map(String) : before[f],
    to: f === 'designatedReviewerIds' ? after[f].map(String) : after[f],
  }));
}

function assertConfigurable(type: DocumentType): void {
  if (!configurableTypes().includes(type)) throw fail.field('documentType', 'basic.process.notConfigurable');
}

/** Sets one type's settings for the active group; refuses a stale version and reviewers outside the group; logs what changed. */
export async function saveProcessConfig(db: Executor, auth: AuthContext, body: SaveBody): Promise<ProcessConfigView> {
  assertConfigurable(body.documentType);
  const g = auth.belongId;
  return db.transaction(async (tx) => {
    const config = await getBusinessConfig(tx, g);
    const [current] = await tx
      .select()
      .from(processConfig)
      .where(and(eq(processConfig.businessGroupId, g), eq(processConfig.documentType, body.documentType)))
      .for('update');
    if (body.version !== undefined && body.version !== (current?.version ?? 0)) {
      throw new AppError(ErrorCode.VERSION_CONFLICT, 'basic.process.versionConflict');
    }
    const reviewers = body.reviewPolicy === 'DESIGNATED' ? [...new Set(body.designatedReviewerIds)] : [];
    if (body.reviewPolicy === 'DESIGNATED') {
      if (reviewers.length === 0) throw fail.field('designatedReviewerIds', 'basic.config.reviewerRequired');
      const inGroup = await employeesOfGroup(tx, g, reviewers);
      const outsider = reviewers.find((id) => !inGroup.has(id));
      if (outsider !== undefined) throw fail.field('designatedReviewerIds', 'basic.config.reviewerNotInGroup', { id: String(outsider) });
    }
    const after: ProcessSettings = {
      reviewPolicy: body.reviewPolicy,
      designatedReviewerIds: reviewers,
      pickingRequired: body.pickingRequired,
      receiptNeedsOrder: body.receiptNeedsOrder,
    };
    const changes = changesOf(current ?? fallback(config), after);
    const [row] = await tx
      .insert(processConfig)
      .values({ businessGroupId: g, documentType: body.documentType, ...after, version: 1, updatedBy: auth.employeeId })
      .onConflictDoUpdate({
        target: [processConfig.businessGroupId, processConfig.documentType],
        set: { ...after, version: sql`${processConfig.version} + 1`, updatedBy: auth.employeeId, updatedAt: new Date() },
      })
      .returning();
    if (changes.length > 0 || !current) {
      await tx
        .insert(processConfigLog)
        .values({ businessGroupId: g, documentType: body.documentType, employeeId: auth.employeeId, changes });
    }
    return toView(body.documentType, row, config);
  });
}

/** Removes one type's own settings: it follows the business configuration again (logged). */
export async function resetProcessConfig(db: Executor, auth: AuthContext, documentType: DocumentType): Promise<ProcessConfigView> {
  assertConfigurable(documentType);
  const g = auth.belongId;
  return db.transaction(async (tx) => {
    const config = await getBusinessConfig(tx, g);
    const [removed] = await tx
      .delete(processConfig)
      .where(and(eq(processConfig.businessGroupId, g), eq(processConfig.documentType, documentType)))
      .returning();
    if (removed) {
      await tx
        .insert(processConfigLog)
        .values({ businessGroupId: g, documentType, employeeId: auth.employeeId, changes: changesOf(removed, fallback(config)) });
    }
    return toView(documentType, undefined, config);
  });
}

/** The change log of the active group, newest first. */
export async function processConfigLogPage(
  db: Executor,
  auth: AuthContext,
  q: z.output<typeof processConfigLogQuery>,
): Promise<Page<ProcessConfigLogView>> {
  const where = and(
    eq(processConfigLog.businessGroupId, auth.belongId),
    q.documentType ? eq(processConfigLog.documentType, q.documentType) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(processConfigLog)
      .where(where)
      .orderBy(desc(processConfigLog.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(processConfigLog).where(where),
  ]);
  const names = await employeeNames(
    db,
    rows.map((r) => r.employeeId),
  );
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      documentType: r.documentType,
      employeeId: r.employeeId === null ? null : String(r.employeeId),
      employeeName: r.employeeId === null ? null : (names.get(r.employeeId) ?? null),
      changedAt: r.changedAt.toISOString(),
      changes: r.changes,
    })),
    total: Number(total),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
