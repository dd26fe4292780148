// The points adjustment (积分调整单, CUSTOMER_REWARD) on the document engine: one customer, a
// required reason, one signed line of whole points. Posting (COMPLETE) applies it under the
// customer's balance lock; a redemption (negative) beyond the balance is refused naming the
// line's points; a reversal (红冲) takes back exactly what it applied.
import { DOCUMENT_SCREENS, pointsAdjustLine, pointsAdjustSaveBody } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { screenPermissions } from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import { reverseDocumentPoints } from './points-accrual';
import { postPoints } from './points-ledger.service';
import { assertCustomer } from './receipt-documents';

export const pointsAdjust = registerDocumentType({
  type: 'CUSTOMER_REWARD',
  prefix: prefixOf('CUSTOMER_REWARD'),
  body: pointsAdjustSaveBody,
  header: z.object({ customerId: z.string(), reason: z.string(), points: z.number().int() }),
  line: pointsAdjustLine,
  ...lifecycleOf('CUSTOMER_REWARD'),
  headerColumns: { partnerId: 'customerId' },
  validate: async (tx, draft, { actor }) => {
    await assertCustomer(tx, actor, draft.partnerId);
    // The list shows the adjustment's points without reading its line.
    draft.header.points = draft.lines.reduce((sum, l) => sum + Number(l.extra.points ?? 0), 0);
  },
  hooks: {
    onComplete: async (tx, doc) => {
      await postPoints(
        tx,
        { businessGroupId: doc.businessGroupId, documentType: doc.type, documentId: doc.id, billNo: doc.billNo, billDate: doc.billDate },
        doc.partnerId as number,
        doc.lines.map((l) => ({ lineId: l.id, points: Number(l.extra.points ?? 0) })),
        { field: 'lines.0.points' },
      );
    },
    onReverse: async (tx, original, reversal) => {
      await reverseDocumentPoints(tx, original, reversal);
      // The reversal's header is a copy of the original's: its points are the opposite.
      await tx.execute(
        sql`update document set header = header || jsonb_build_object('points', ${-Number(original.header.points ?? 0)}::int)
            where id = ${reversal.id} and business_group_id = ${reversal.businessGroupId}`,
      );
    },
  },
  permissions: screenPermissions(DOCUMENT_SCREENS.CUSTOMER_REWARD),
});
