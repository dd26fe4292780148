// The picking state's part of a wholesale sale's lifecycle (DOMAIN 6–8): START_PICKING opens
// the pick sheet, reverse review drops it, posting waits for a running picking to finish (and,
// when the business configuration requires picking, for the sale to be picked and packed).
import { sql } from 'drizzle-orm';
import { type DocumentConfig, processPolicyOf } from '../../documents/config.port';
import type { Actor, LoadedDocument } from '../../documents/document-definition';
import { goodsLines } from '../../documents/document-definition';
import type { Executor } from '../../platform/db/client';
import { jsonTable, preparedRows, rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';

/** START_PICKING (from reviewed: the stock is already locked): the sale's lines to pick, nothing picked yet. */
export async function openPickSheet(tx: Executor, doc: LoadedDocument, actor: Actor): Promise<void> {
  const [started] = await rows<{ document_id: number }>(
    tx,
    sql`insert into sale_picking (document_id, business_group_id, state, picker_id)
        values (${doc.id}, ${doc.businessGroupId}, 'PICKING', ${actor.employeeId})
        on conflict (document_id) do nothing returning document_id`,
  );
  if (!started) throw fail.rule('picking.alreadyStarted', { billNo: doc.billNo });
  const lines = goodsLines(doc.lines);
  if (lines.length === 0) return;
  await tx.execute(
    sql`insert into sale_picking_line (line_id, document_id, business_group_id, required_qty)
        select v.line_id, ${doc.id}::bigint, ${doc.businessGroupId}::bigint, v.qty
        from ${jsonTable(
          lines.map((l) => ({ line_id: l.id, qty: l.qty })),
          'v',
          'line_id bigint, qty numeric',
        )}`,
  );
}

/** Reverse review: the sale goes back to a draft, its picking and packing records go. */
export async function dropPickSheet(tx: Executor, doc: LoadedDocument): Promise<void> {
  await tx.execute(sql`delete from sale_packing where document_id = ${doc.id}`);
  await tx.execute(sql`delete from sale_picking_line where document_id = ${doc.id}`);
  await tx.execute(sql`delete from sale_picking where document_id = ${doc.id}`);
}

/** A sale being picked posts once picking completes; with picking required, only picked and packed. */
export async function assertPickingAllowsPosting(tx: Executor, doc: LoadedDocument, config: DocumentConfig): Promise<void> {
  const [p] = await preparedRows<{ state: string; packed: boolean }>(
    tx,
    sql`select state, packed_at is not null as packed from sale_picking where document_id = ${doc.id}`,
  );
  if (p?.state === 'PICKING') throw fail.rule('picking.inProgress', { billNo: doc.billNo });
  if (processPolicyOf(config, 'WHOLESALE_SALE').pickingRequired && (p?.state !== 'PICKED' || !p.packed)) {
    throw fail.rule('picking.requiredBeforePosting', { billNo: doc.billNo });
  }
}
