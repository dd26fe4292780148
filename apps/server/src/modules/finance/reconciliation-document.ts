// The reconciliation statement (对账单 DZD) on the document engine: an approval (DOMAIN 12)
// saved as a draft with the ledger's figures and entries snapshotted, reviewed by finance
// (审核), unreviewed (反审核). The figures are the server's: saving (a new period or customer
// is a recompute) reads them from the money ledger into the header and the lines; reviewing
// refuses a statement the ledger has moved away from since it was saved. Reviewed statements
// of one customer never overlap in period.
import { DOCUMENT_SCREENS, reconciliationSaveBody } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor, Draft, DraftLine } from '../../documents/document-definition';
import { screenPermissions } from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { assertCustomer } from './receipt-documents';
import { reconciliationOf } from './reconciliation.service';

/** The figures a statement keeps in its header (what review compares with the ledger). */
const FIGURES = [
  'opening',
  'sales',
  'returns',
  'collections',
  'discounts',
  'otherAdjustments',
  'closing',
  'downPaymentBalance',
  'discountBalance',
] as const;

/**
 * No reviewed statement of the customer covers a day of the period. Statements of one customer
 * are checked one at a time (a transaction lock on the customer), so two reviews of
 * overlapping drafts cannot both pass.
 */
async function assertNoOverlap(tx: Executor, actor: Actor, customerId: number, dateFrom: string, dateTo: string): Promise<void> {
  await rows(tx, sql`select pg_advisory_xact_lock(hashtext(${`reconciliation:${actor.businessGroupId}:${customerId}`}))`);
  const [clash] = await rows<{ bill_no: string; date_from: string; date_to: string }>(
    tx,
    sql`select bill_no, header ->> 'dateFrom' as date_from, header ->> 'dateTo' as date_to from document
        where business_group_id = ${actor.businessGroupId} and type = 'RECONCILIATION' and partner_id = ${customerId}
          and status in ('REVIEWED', 'COMPLETE')
          and (header ->> 'dateFrom')::date <= ${dateTo}::date and (header ->> 'dateTo')::date >= ${dateFrom}::date
        order by header ->> 'dateFrom' limit 1`,
  );
  if (clash)
    throw fail.field('dateFrom', 'finance.reconciliationOverlap', { billNo: clash.bill_no, from: clash.date_from, to: clash.date_to });
}

/** Payment methods as one text (a jsonb header keeps its own key order). */
const paymentsText = (payments: unknown) =>
  ((payments ?? []) as { paymentType: string; amount: string }[]).map((p) => `${p.paymentType}:${p.amount}`).join(',');

/**
 * Saving: the ledger's figures and entries become the draft's header and lines. Reviewing (the
 * stored header has its figures): refused unless the ledger still gives the same figures.
 */
async function snapshot(tx: Executor, draft: Draft, actor: Actor): Promise<void> {
  await assertCustomer(tx, actor, draft.partnerId);
  const customerId = draft.partnerId as number;
  const period = { dateFrom: String(draft.header.dateFrom), dateTo: String(draft.header.dateTo) };
  if (period.dateFrom > period.dateTo) throw fail.field('dateTo', 'common.validationFailed');
  await assertNoOverlap(tx, actor, customerId, period.dateFrom, period.dateTo);
  const { entries, dateFrom, dateTo, ...figures } = await reconciliationOf(tx, actor.businessGroupId, customerId, period);
  if ('closing' in draft.header) {
    const changed =
      FIGURES.some((k) => draft.header[k] !== figures[k]) || paymentsText(draft.header.payments) !== paymentsText(figures.payments);
    if (changed) {
      throw fail.rule('finance.reconciliationStale', { saved: String(draft.header.closing), now: figures.closing });
    }
    return;
  }
  draft.header = { ...draft.header, dateFrom, dateTo, ...figures };
  draft.lines = entries.map(
    (e): DraftLine => ({
      skuId: null,
      warehouseId: null,
      qty: '0',
      unitCost: null,
      amount: e.amount,
      sourceLineId: null,
      extra: {
        entryId: e.entryId,
        billNo: e.billNo,
        billDate: e.billDate,
        documentType: e.documentType,
        documentId: e.documentId,
        kind: e.kind,
        balance: e.balance,
      },
    }),
  );
}

export const reconciliation = registerDocumentType({
  type: 'RECONCILIATION',
  prefix: prefixOf('RECONCILIATION'),
  body: reconciliationSaveBody,
  header: z.object({ customerId: z.string(), dateFrom: z.string(), dateTo: z.string() }),
  line: z.object({
    entryId: z.string(),
    billNo: z.string(),
    billDate: z.string(),
    kind: z.string(),
    amount: z.string(),
    balance: z.string(),
  }),
  ...lifecycleOf('RECONCILIATION'),
  headerColumns: { partnerId: 'customerId' },
  validate: (tx, draft, { actor }) => snapshot(tx, draft, actor),
  hooks: {},
  permissions: screenPermissions(DOCUMENT_SCREENS.RECONCILIATION),
});
