import type { DocumentStatus } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client';
import { idArray, jsonTable, rows } from '../platform/db/sql-util';
import { fail } from '../platform/http/errors';
import { Dec } from '../platform/money';
import type { DocumentConfig } from './config.port';
import type { Actor, DocumentDefinition, LoadedDocument, SourceLine } from './document-definition';

/** Fulfilment of a source document, derived from its lines (DOMAIN rules 4, 5). */
export type FulfilmentState = 'NONE' | 'PARTIAL' | 'FULL' | 'CLOSED';

/**
 * Adds (`sign` 1) or gives back (-1) the document's line quantities to the fulfilled quantity
 * of their source lines. Source lines are locked in id order (after the document's own row,
 * before any stock row), checked against their ceiling, and written in one statement.
 */
export async function applyLineage(
  tx: Executor,
  def: DocumentDefinition,
  doc: LoadedDocument,
  sign: 1 | -1,
  ctx: { actor: Actor; config: DocumentConfig },
): Promise<void> {
  const lineage = def.lineage;
  if (!lineage) return;
  const linked = doc.lines.filter((l) => l.sourceLineId !== null);
  if (linked.length === 0) return;
  const ids = [...new Set(linked.map((l) => l.sourceLineId as number))].sort((a, b) => a - b);
  const sources = await rows<{
    id: number;
    document_id: number;
    type: SourceLine['type'];
    bill_no: string;
    status: DocumentStatus;
    line_no: number;
    sku_id: number;
    qty: string;
    fulfilled_qty: string;
    extra: Record<string, unknown>;
  }>(
    tx,
    sql`select l.id, l.document_id, d.type, d.bill_no, d.status, l.line_no, l.sku_id, l.qty::text as qty,
               l.fulfilled_qty::text as fulfilled_qty, l.extra
        from document_line l join document d on d.id = l.document_id
        where l.id = any(${idArray(ids)}) and d.business_group_id = ${doc.businessGroupId}
        order by l.id for update of l`,
  );
  const byId = new Map(sources.map((s) => [Number(s.id), s]));
  const added = new Map<number, Dec>();
  for (const [i, line] of doc.lines.entries()) {
    if (line.sourceLineId === null) continue;
    const s = byId.get(line.sourceLineId);
    const allowed = lineage.sourceStatuses ?? ['REVIEWED'];
    if (!s || !lineage.sourceTypes.includes(s.type) || (sign > 0 && !allowed.includes(s.status)) || Number(s.sku_id) !== line.skuId) {
      throw fail.field(`lines.${i}.sourceLineId`, 'document.sourceLineInvalid', { billNo: s?.bill_no ?? '' });
    }
    added.set(line.sourceLineId, (added.get(line.sourceLineId) ?? new Dec(0)).plus(new Dec(line.qty).times(sign)));
  }
  for (const [id, qty] of added) {
    const s = byId.get(id) as (typeof sources)[number];
    const fulfilled = new Dec(s.fulfilled_qty).plus(qty);
    if (sign > 0) {
      const source: SourceLine = {
        id,
        documentId: Number(s.document_id),
        type: s.type,
        billNo: s.bill_no,
        status: s.status,
        lineNo: s.line_no,
        skuId: Number(s.sku_id),
        qty: s.qty,
        fulfilledQty: s.fulfilled_qty,
        extra: s.extra,
      };
      const ceiling = new Dec(lineage.ceiling ? await lineage.ceiling(tx, source, ctx) : s.qty);
      if (fulfilled.gt(ceiling)) {
        const i = doc.lines.findIndex((l) => l.sourceLineId === id);
        throw fail.field(`lines.${i}.qty`, lineage.overFulfilled ?? 'document.overFulfilled', {
          billNo: s.bill_no,
          lineNo: s.line_no,
          line: i + 1,
          ceiling: ceiling.toFixed(),
          remaining: Dec.max(ceiling.minus(s.fulfilled_qty), 0).toFixed(),
        });
      }
    }
    s.fulfilled_qty = fulfilled.lt(0) ? '0' : fulfilled.toFixed();
  }
  await tx.execute(sql`update document_line l set fulfilled_qty = v.fulfilled_qty
    from ${jsonTable(
      [...added.keys()].map((id) => ({ id, fulfilled_qty: (byId.get(id) as (typeof sources)[number]).fulfilled_qty })),
      'v',
      'id bigint, fulfilled_qty numeric',
    )}
    where l.id = v.id and l.id = any(${idArray([...added.keys()])})`);
}

/**
 * Refuses to undo the review of a document (or to reverse it, `reversing`) whose lines a later
 * document already fulfils.
 */
export async function assertNoDownstream(tx: Executor, doc: LoadedDocument, reversing = false): Promise<void> {
  if (doc.lines.length === 0) return;
  const [found] = await rows<{ bill_no: string }>(
    tx,
    sql`select d.bill_no from document_line l join document d on d.id = l.document_id
        where l.source_line_id = any(${idArray(doc.lines.map((l) => l.id))}) and d.status <> 'DISCARDED' limit 1`,
  );
  if (found)
    throw fail.rule(reversing ? 'document.hasDownstreamReverse' : 'document.hasDownstream', {
      billNo: doc.billNo,
      downstream: found.bill_no,
    });
}

/** The fulfilment state of a source document from its lines. */
export function fulfilmentState(doc: Pick<LoadedDocument, 'status' | 'lines'>): FulfilmentState {
  if (doc.status === 'CLOSED') return 'CLOSED';
  let any = false;
  let all = doc.lines.length > 0;
  for (const l of doc.lines) {
    const done = new Dec(l.fulfilledQty);
    if (done.gt(0)) any = true;
    if (done.lt(l.qty)) all = false;
  }
  return all ? 'FULL' : any ? 'PARTIAL' : 'NONE';
}
