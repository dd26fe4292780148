// 关闭行 on an order-like document (a purchase order, a sale order, a distribution request): what
// is still open of one line becomes its closed quantity, so no later document takes it; the
// audit trail names the line; once no line stays open, the document itself closes. The caller
// has locked the document and its lines and checked who may close and in which status.
import type { DocumentOperationResult, DocumentStatus } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/client';
import { rows } from '../platform/db/sql-util';
import { fail } from '../platform/http/errors';
import type { MessageKey } from '../platform/i18n/messages';
import { Dec } from '../platform/money';
import type { Actor, DocumentDefinition } from './document-definition';
import { operateInTx } from './document-operation';
import { insertAudit, result } from './document-save';

export type ClosableLine = { id: number; line_no: number; qty: string; fulfilled_qty: string; closed_qty: string | null };

/** What is still open of a line: its quantity less what was sent, nothing once closed. */
export const openOfLine = (l: ClosableLine) => (l.closed_qty === null ? new Dec(l.qty).minus(l.fulfilled_qty) : new Dec(0));

export async function closeLineInTx(
  tx: Tx,
  o: {
    actor: Actor;
    def: DocumentDefinition;
    doc: { id: number; billNo: string; status: DocumentStatus; businessGroupId: number };
    /** Every line of the document, locked. */
    lines: ClosableLine[];
    lineId: number;
    reason?: string | null;
    /** The refusals' message keys: a line already closed, a line with nothing open. */
    refuse: { alreadyClosed: MessageKey; nothingOpen: MessageKey };
  },
): Promise<DocumentOperationResult> {
  const { doc, lines } = o;
  const line = lines.find((l) => Number(l.id) === o.lineId) as ClosableLine;
  if (line.closed_qty !== null) throw fail.rule(o.refuse.alreadyClosed, { billNo: doc.billNo, lineNo: line.line_no });
  const rest = openOfLine(line);
  if (!rest.gt(0)) throw fail.rule(o.refuse.nothingOpen, { billNo: doc.billNo, lineNo: line.line_no });

  const closed = { closedQty: rest.toFixed(), closedBy: o.actor.employeeId, closedAt: new Date().toISOString() };
  await tx.execute(sql`update document_line set extra = extra || ${JSON.stringify(closed)}::jsonb where id = ${o.lineId}`);
  const [moved] = await rows<{ version: number }>(
    tx,
    sql`update document set version = version + 1, updated_at = now() where id = ${doc.id} returning version`,
  );
  const version = Number(moved.version);
  // The trail says which line: "#3", then the user's reason.
  const reason = [`#${line.line_no}`, o.reason].filter(Boolean).join(' ');
  await insertAudit(tx, { id: doc.id, businessGroupId: doc.businessGroupId }, o.actor.employeeId, [
    { operation: 'CLOSE', from: 'REVIEWED', to: 'REVIEWED', reason },
  ]);
  const stillOpen = lines.some((l) => Number(l.id) !== o.lineId && openOfLine(l).gt(0));
  if (!stillOpen) return operateInTx(tx, o.actor, o.def, 'CLOSE', { id: doc.id, version, reason });
  return result({ id: doc.id, billNo: doc.billNo, status: doc.status, version });
}
