// The price adjustment (调价单, DOMAIN 18): lines of SKUs with the new value of any of their
// nine prices and an effective date. Reviewed, it is posted on its effective date (by hand, or
// by the job that morning); posting writes the SKUs' prices and keeps each change (old, new,
// document, time) in price_history, and the old values on its lines. Documents already made
// are never repriced: their lines hold their own prices.
import { DOCUMENT_SCREENS, priceAdjustLine, priceAdjustSaveBody, type SkuPriceField } from '@quire/contracts';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { document } from '../../documents/document.schema';
import { operateInTx } from '../../documents/document.service';
import { goodsLines, type LoadedDocument, screenPermissions } from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import type { Db, Tx } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { lockSkuPrices, writeSkuPrices } from '../product/index';
import { priceHistory } from './pricing.schema';
import { assertCatalog } from './pricing-support';

/** Today on the server's calendar (the day the job and a posting compare the effective date with). */
export function serverToday(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** The calendar price adjustments read (a test moves it to see a date arrive). */
export const pricingClock = { today: (): string => serverToday() };

type NewPrices = Partial<Record<SkuPriceField, string>>;

/** Writes the new prices of a reviewed adjustment and records what they were. */
async function applyPrices(tx: Tx, doc: LoadedDocument): Promise<void> {
  const effectiveDate = String(doc.header.effectiveDate);
  if (effectiveDate > pricingClock.today()) throw fail.rule('pricing.notYetEffective', { billNo: doc.billNo, date: effectiveDate });
  const lines = goodsLines(doc.lines);
  const current = await lockSkuPrices(
    tx,
    lines.map((l) => l.skuId),
  );
  const history: (typeof priceHistory.$inferInsert)[] = [];
  const changes: { skuId: number; prices: NewPrices }[] = [];
  for (const line of lines) {
    const wanted = (line.extra.newPrices ?? {}) as NewPrices;
    const before = current.get(line.skuId);
    if (!before) throw fail.rule('pricing.skuUnknown', { id: line.skuId });
    const oldPrices: NewPrices = {};
    for (const [field, value] of Object.entries(wanted) as [SkuPriceField, string][]) {
      oldPrices[field] = before[field];
      history.push({
        businessGroupId: doc.businessGroupId,
        skuId: line.skuId,
        field,
        oldPrice: before[field],
        newPrice: value,
        documentId: doc.id,
        documentLineId: line.id,
        billNo: doc.billNo,
        effectiveDate,
      });
    }
    changes.push({ skuId: line.skuId, prices: wanted });
    await tx.execute(sql`update document_line set extra = extra || ${JSON.stringify({ oldPrices })}::jsonb where id = ${line.id}`);
  }
  await writeSkuPrices(tx, changes);
  if (history.length) await tx.insert(priceHistory).values(history);
}

export const priceAdjust = registerDocumentType({
  type: 'PRICE_ADJUST',
  prefix: prefixOf('PRICE_ADJUST'),
  body: priceAdjustSaveBody,
  header: z.object({ effectiveDate: z.string() }),
  line: priceAdjustLine,
  ...lifecycleOf('PRICE_ADJUST'),
  validate: async (tx, draft) => {
    if (String(draft.header.effectiveDate) < pricingClock.today()) throw fail.field('effectiveDate', 'pricing.effectivePast');
    await assertCatalog(tx, {
      skuIds: draft.lines.map((l, i) => ({ id: Number(l.skuId), field: `lines.${i}.skuId` })),
    });
  },
  hooks: { onComplete: applyPrices },
  permissions: screenPermissions(DOCUMENT_SCREENS.PRICE_ADJUST),
});

/**
 * The job's work: every reviewed adjustment whose effective date has come is posted, each in its
 * own transaction, in the name of its reviewer. Returns how many were posted.
 */
export async function postDueAdjustments(db: Db, today: string = pricingClock.today()): Promise<number> {
  const due = await db
    .select({
      id: document.id,
      version: document.version,
      businessGroupId: document.businessGroupId,
      reviewedBy: document.reviewedBy,
      createdBy: document.createdBy,
    })
    .from(document)
    .where(
      and(
        eq(document.type, 'PRICE_ADJUST'),
        eq(document.status, 'REVIEWED'),
        lte(sql`(${document.header} ->> 'effectiveDate')::date`, sql`${today}::date`),
      ),
    )
    .orderBy(asc(document.id))
    .limit(500);
  let posted = 0;
  for (const d of due) {
    const actor = { employeeId: d.reviewedBy ?? d.createdBy ?? 0, businessGroupId: d.businessGroupId };
    try {
      await db.transaction((tx) => operateInTx(tx, actor, priceAdjust, 'COMPLETE', { id: d.id, version: d.version }, { system: true }));
      posted += 1;
    } catch (err) {
      // Someone posted or declined it meanwhile: the next run sees its new status.
      if (!(err instanceof Error && 'code' in err)) throw err;
    }
  }
  return posted;
}
