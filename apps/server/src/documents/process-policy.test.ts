// The review policy per document type (process configuration) in the engine: a type's own
// policy wins over the business configuration's, other types keep the group's.
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness';
import { DEFAULT_DOCUMENT_CONFIG, fixedConfigPort, processPolicyOf, useConfigPort } from './config.port';
import { operateDocument, saveDocument } from './document.service';
import type { Actor } from './document-definition';
import { catalogDefinition } from './document-registry';

const config = fixedConfigPort({});
afterAll(useConfigPort(config));
const t = await startTestApp();
const admin = await t.given.admin();
const today = new Date().toISOString().slice(0, 10);
const body = { billDate: today, lines: [{ skuId: 1, qty: '2' }] };

describe('review policy per document type', () => {
  it('refuses self-review of a type set to SECOND_REVIEWER while another type stays NONE', async () => {
    const group = (await t.given.businessGroup()).id;
    const author: Actor = { employeeId: admin.employeeId, businessGroupId: group };
    config.set(group, {
      reviewPolicy: 'NONE',
      processPolicies: {
        VERBAL_ORDER: { reviewPolicy: 'SECOND_REVIEWER', designatedReviewerIds: [], pickingRequired: false, receiptNeedsOrder: false },
      },
    });
    const order = catalogDefinition('VERBAL_ORDER');
    const mine = await saveDocument(t.db, author, order, body);
    await expect(operateDocument(t.db, author, order, 'REVIEW', { id: Number(mine.id) })).rejects.toMatchObject({
      messageKey: 'document.reviewerIsAuthor',
    });
    const other = await t.given.employee({ groups: [group] });
    const reviewed = await operateDocument(t.db, { employeeId: other.id, businessGroupId: group }, order, 'REVIEW', {
      id: Number(mine.id),
    });
    expect(reviewed.status).toBe('REVIEWED');

    // Another type of the same group follows the business configuration: NONE, posts from draft.
    const request = catalogDefinition('DISTRIBUTION_REQUEST');
    const own = await saveDocument(t.db, author, request, body);
    expect((await operateDocument(t.db, author, request, 'REVIEW', { id: Number(own.id) })).status).toBe('REVIEWED');
  });

  it('falls back to the business configuration for a type without its own row', () => {
    const c = { ...DEFAULT_DOCUMENT_CONFIG, reviewPolicy: 'DESIGNATED' as const, designatedReviewerIds: [7] };
    expect(processPolicyOf(c, 'PURCHASE_RECEIVE')).toEqual({
      reviewPolicy: 'DESIGNATED',
      designatedReviewerIds: [7],
      pickingRequired: false,
      receiptNeedsOrder: false,
    });
  });
});
