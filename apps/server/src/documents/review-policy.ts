import type { DocumentType } from '@quire/contracts';
import { verifySecret } from '../platform/auth/password';
import type { Executor } from '../platform/db/client';
import { fail } from '../platform/http/errors';
import { type DocumentConfig, processPolicyOf, reviewAuthorityCodeHash } from './config.port';
import type { Actor, LoadedDocument } from './document-definition';

/**
 * The review policy of the document's type (process configuration), else of the business
 * configuration (spec §5):
 * - NONE: review is not required; COMPLETE is allowed from DRAFT and reviews on the way.
 * - SECOND_REVIEWER: the reviewer may not be the author.
 * - DESIGNATED: the reviewer must be one of the designated reviewers (when the configuration
 *   names any) and type their own review authority code.
 * The policy governs REVIEW (explicit or implied); reverse review needs only its permission.
 */
export async function assertMayReview(
  executor: Executor,
  doc: LoadedDocument,
  actor: Actor,
  config: DocumentConfig,
  reviewAuthorityCode: string | null | undefined,
): Promise<void> {
  const policy = processPolicyOf(config, doc.type);
  if (policy.reviewPolicy === 'SECOND_REVIEWER' && doc.createdBy === actor.employeeId) {
    throw fail.rule('document.reviewerIsAuthor', { billNo: doc.billNo });
  }
  if (policy.reviewPolicy === 'DESIGNATED') {
    if (policy.designatedReviewerIds.length > 0 && !policy.designatedReviewerIds.includes(actor.employeeId)) {
      throw fail.rule('document.notDesignatedReviewer', { billNo: doc.billNo });
    }
    if (!reviewAuthorityCode) throw fail.field('reviewAuthorityCode', 'document.reviewCodeRequired');
    const hash = await reviewAuthorityCodeHash(executor, actor.employeeId);
    if (!hash) throw fail.rule('document.noReviewCode');
    if (!(await verifySecret(hash, reviewAuthorityCode))) throw fail.field('reviewAuthorityCode', 'document.reviewCodeWrong');
  }
}

/** Whether COMPLETE may start from DRAFT, reviewing on the way (the type's policy is NONE). */
export function completesFromDraft(config: DocumentConfig, type: DocumentType): boolean {
  return processPolicyOf(config, type).reviewPolicy === 'NONE';
}
