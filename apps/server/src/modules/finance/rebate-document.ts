// The rebate ratio audit (返利比例审核单, REBATE_RATIO_AUDIT; the 客户返利调整 screen) on the
// document engine: an approval that takes effect once reviewed (rebate.service.ts) and is undone
// when unreviewed or voided.
import { DOCUMENT_SCREENS, rebateAdjustLine, rebateAdjustSaveBody } from '@quire/contracts';
import { z } from 'zod';
import { screenPermissions } from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import { rebateListExport } from './rebate.export';
import { applyRebateSheet, assertRebateDraft, undoRebateSheet } from './rebate.service';
import { assertCustomer } from './receipt-documents';

export const rebateAdjust = registerDocumentType({
  type: 'REBATE_RATIO_AUDIT',
  prefix: prefixOf('REBATE_RATIO_AUDIT'),
  body: rebateAdjustSaveBody,
  header: z.object({
    customerId: z.string(),
    adjustKind: z.string(),
    rebateRatio: z.string().nullable().optional(),
    rebateType: z.string().nullable().optional(),
    reason: z.string(),
    periodFrom: z.string().nullable().optional(),
    periodTo: z.string().nullable().optional(),
  }),
  line: rebateAdjustLine,
  ...lifecycleOf('REBATE_RATIO_AUDIT'),
  headerColumns: { partnerId: 'customerId' },
  ...rebateListExport,
  validate: async (tx, draft, { actor }) => {
    await assertCustomer(tx, actor, draft.partnerId);
    await assertRebateDraft(tx, actor, draft);
  },
  hooks: {
    onReview: (tx, doc, { actor }) => applyRebateSheet(tx, actor, doc),
    onDecline: (tx, doc, { actor }) => undoRebateSheet(tx, actor, doc),
    onDiscard: (tx, doc, { actor }) => undoRebateSheet(tx, actor, doc),
  },
  permissions: screenPermissions(DOCUMENT_SCREENS.REBATE_RATIO_AUDIT),
});
