// The customer credit sheet (客户授信单, DOMAIN 9) on the document engine: an approval that
// takes effect once reviewed (customer-credit.service.ts) and stops when unreviewed or voided.
import { customerCreditLine, customerCreditSaveBody, DOCUMENT_SCREENS } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor, Draft } from '../../documents/document-definition';
import { screenPermissions } from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { applyCreditSheet, undoCreditSheet } from './customer-credit.service';
import { assertCustomer } from './receipt-documents';

/** A temporary credit whose validity has already ended would never count: refused on save and review. */
async function assertValidityNotOver(tx: Executor, _actor: Actor, draft: Draft): Promise<void> {
  if (draft.header.creditType !== 'TEMPORARY') return;
  const validTo = String(draft.header.validTo);
  const [row] = await rows<{ over: boolean }>(tx, sql`select ${validTo}::date < current_date as over`);
  if (row?.over) throw fail.field('validTo', 'finance.creditValidityOver', { validTo });
}

export const customerCredit = registerDocumentType({
  type: 'CUSTOMER_CREDIT',
  prefix: prefixOf('CUSTOMER_CREDIT'),
  body: customerCreditSaveBody,
  header: z.object({
    customerId: z.string(),
    creditType: z.string(),
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
    reason: z.string().nullable(),
  }),
  line: customerCreditLine,
  ...lifecycleOf('CUSTOMER_CREDIT'),
  headerColumns: { partnerId: 'customerId' },
  validate: async (tx, draft, { actor }) => {
    await assertCustomer(tx, actor, draft.partnerId);
    await assertValidityNotOver(tx, actor, draft);
  },
  hooks: {
    onReview: (tx, doc, { actor }) => applyCreditSheet(tx, actor, doc),
    onDecline: (tx, doc, { actor }) => undoCreditSheet(tx, actor, doc),
    onDiscard: (tx, doc, { actor }) => undoCreditSheet(tx, actor, doc),
  },
  permissions: screenPermissions(DOCUMENT_SCREENS.CUSTOMER_CREDIT),
});
