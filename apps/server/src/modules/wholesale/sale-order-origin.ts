// How a sale order came to be (header `origin`, MANUAL or IMPORT) as a list filter, and which
// orders one 导入建单 task made (each imported order keeps its task in `importTaskId`).
import type { SaleOrderImportResult, SaleOrderPageQuery } from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { document } from '../../documents/document.schema';
import type { Actor } from '../../documents/document-definition';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';

/** The sale order list's own filter: 导入 (origin IMPORT) or 手工 (MANUAL, or stored before the origin existed). */
export function saleOrderPageWhere(q: Record<string, unknown>): SQL | undefined {
  const { origin } = q as Partial<SaleOrderPageQuery>;
  if (origin === 'IMPORT') return sql`${document.header} ->> 'origin' = 'IMPORT'`;
  if (origin === 'MANUAL') return sql`coalesce(${document.header} ->> 'origin', 'MANUAL') = 'MANUAL'`;
  return undefined;
}

/**
 * The orders one of the caller's imports made, in the order they were made: only the caller's
 * own task and the orders it created in its active group, so another's task id answers none.
 */
export async function importedOrders(db: Executor, actor: Actor, taskId: number): Promise<SaleOrderImportResult> {
  const found = await rows<{
    id: string;
    bill_no: string;
    partner_id: string | null;
    import_ref: string | null;
    line_count: number;
    total_amount: string;
  }>(
    db,
    sql`select d.id, d.bill_no, d.partner_id, d.header ->> 'importRef' as import_ref, d.total_amount::text as total_amount,
               (select count(*)::int from document_line l where l.document_id = d.id) as line_count
        from document d
        join excel_task k on k.id = ${taskId} and k.employee_id = ${actor.employeeId} and k.kind = 'IMPORT'
        where d.business_group_id = ${actor.businessGroupId} and d.type = 'VERBAL_ORDER' and d.created_by = ${actor.employeeId}
          -- Dated the day the task ran: the (group, type, date) index reads only those days' orders.
          and d.bill_date >= (k.created_at - interval '1 day')::date
          and d.header ->> 'importTaskId' = ${String(taskId)}
        order by d.id`,
  );
  return {
    taskId: String(taskId),
    orders: found.map((r) => ({
      id: String(r.id),
      billNo: r.bill_no,
      customerId: r.partner_id === null ? null : String(r.partner_id),
      importRef: r.import_ref,
      lineCount: Number(r.line_count),
      totalAmount: r.total_amount,
    })),
  };
}
