// The distribution request (配货申请单, DISTRIBUTION_REQUEST, DOMAIN 5): a dealer asks its
// distribution centre (its parent group) for goods, without price. Reviewed, it is sent: the
// centre reads it among the requests addressed to it and fulfils it by wholesale sales whose
// lines name its lines (distribution-request-fulfilment.ts); the centre closes a line or the
// whole request. Not shipped / partial / full is derived from the lines' fulfilled quantities.
import {
  DISTRIBUTION_SHIP_STATES,
  DOCUMENT_SCREENS,
  distributionRequestLine,
  distributionRequestPageQuery,
  distributionRequestSaveBody,
} from '@quire/contracts';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { document } from '../../documents/document.schema';
import { goodsLines, screenPermissions } from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import { idArray, rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { assertStockMasterData } from '../inventory/index';
import { groupFacts } from '../system/index';
import { logicalWarehousesByIds } from '../warehouse/index';
import { requestDownstream } from './distribution-request-fulfilment';

/** How far a request's lines are sent, per document row (the list's shipState). */
const shipStateSql = sql`(select case when bool_and(l.fulfilled_qty >= l.qty) then 'ALL' when bool_or(l.fulfilled_qty > 0) then 'PARTIAL' else 'NONE' end
  from document_line l where l.document_id = ${document.id})`;

type RequestPage = z.output<typeof distributionRequestPageQuery>;

function requestPageWhere(q: Record<string, unknown>, businessGroupId: number): SQL | undefined {
  const { direction, shipState } = q as Partial<RequestPage>;
  const state = shipState && (DISTRIBUTION_SHIP_STATES as readonly string[]).includes(shipState) ? shipState : undefined;
  return and(
    direction === 'OURS' ? eq(document.businessGroupId, businessGroupId) : undefined,
    direction === 'TO_US' ? eq(document.partnerId, businessGroupId) : undefined,
    state === 'CLOSED' ? eq(document.status, 'CLOSED') : undefined,
    state && state !== 'CLOSED' ? and(ne(document.status, 'CLOSED'), sql`${shipStateSql} = ${state}`) : undefined,
  );
}

export const distributionRequest = registerDocumentType({
  type: 'DISTRIBUTION_REQUEST',
  prefix: prefixOf('DISTRIBUTION_REQUEST'),
  body: distributionRequestSaveBody,
  header: z.object({ warehouseId: z.string(), wantedDate: z.string().nullable().optional(), supplyGroupId: z.string() }),
  line: distributionRequestLine,
  // A request moves neither stock nor money: it may be entered after daily checkout (DOMAIN 23).
  ...lifecycleOf('DISTRIBUTION_REQUEST'),
  // The supplying centre is the document's partner: the centre's list and reads go by it.
  headerColumns: { partnerId: 'supplyGroupId' },
  listFulfilment: 'shipState',
  listFulfilmentRate: 'fulfilmentRate',
  // The centre reads the requests sent to it (never a dealer's drafts); only the dealer writes them.
  readScope: (g) => and(eq(document.partnerId, g), ne(document.status, 'DRAFT')) as SQL,
  pageQuery: distributionRequestPageQuery,
  pageWhere: requestPageWhere,
  validate: async (tx, draft, { actor }) => {
    const group = await groupFacts(tx, actor.businessGroupId);
    if (!group || group.parentId === null) throw fail.rule('distribution.noCentre');
    draft.partnerId = group.parentId;
    // Both groups by name, for the centre's list and the dealer's detail (neither reads the other's master data).
    draft.header.requestGroupName = group.name;
    draft.header.supplyGroupName = (await groupFacts(tx, group.parentId))?.name ?? null;
    await assertStockMasterData(
      tx,
      actor,
      [{ field: 'warehouseId', id: draft.warehouseId }],
      goodsLines(draft.lines).map((l) => l.skuId),
    );
    // The centre does not read the dealer's warehouses: the request keeps its receiving warehouse's name.
    const [receiving] = await logicalWarehousesByIds(tx, actor.businessGroupId, draft.warehouseId === null ? [] : [draft.warehouseId]);
    draft.header.warehouseName = receiving?.name ?? null;
  },
  hooks: {
    // Reverse review is refused once a sale of the centre names a line; it reopens closed lines.
    onDecline: async (tx, doc) => {
      const downstream = await requestDownstream(
        tx,
        doc.lines.map((l) => l.id),
      );
      if (downstream) throw fail.rule('distribution.hasFulfilment', { billNo: doc.billNo, downstream });
      await tx.execute(
        sql`update document_line set extra = extra - 'closedQty' - 'closedBy' - 'closedAt' where document_id = ${doc.id} and extra ? 'closedQty'`,
      );
    },
    // A whole-order close takes the lines' locks, the ones a fulfilling sale's review takes.
    onClose: async (tx, doc) => {
      await rows(tx, sql`select id from document_line where id = any(${idArray(doc.lines.map((l) => l.id))}) order by id for update`);
    },
  },
  permissions: screenPermissions(DOCUMENT_SCREENS.DISTRIBUTION_REQUEST),
});
