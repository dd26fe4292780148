// Stock figures other modules compute with, as SQL subqueries they join set-based (the
// replenishment suggestion, the home page's low-stock figure, the low-stock reminder): one
// definition of "net sales", of "in transit" and of the balances, read by the indexes named.
import { type SQL, sql } from 'drizzle-orm';
import { inTransitTypes } from './stock-ledger.service';

/** The documents whose moves are sales: wholesale and retail sales out (qty < 0) and their returns in. */
export const SALE_DOCUMENT_TYPES = ['WHOLESALE_SALE', 'WHOLESALE_RETURN', 'RETAIL_SALE', 'RETAIL_RETURN'] as const;
const saleTypes = sql.raw(SALE_DOCUMENT_TYPES.map((t) => `'${t}'`).join(', '));

type Day = string | SQL;
const dayOf = (d: Day): SQL => (typeof d === 'string' ? sql`${d}::date` : d);

/**
 * SQL of the sale moves of a group from `from` to `to` (both inclusive), optionally of one
 * warehouse: (sku_id, bill_date, qty) with qty > 0 sold, < 0 returned, so Σ qty is net sales.
 * Read by stock_move (group, warehouse, date) or (group, date); of one SKU (an expression, as a
 * correlated subquery names it) by (group, SKU).
 */
export function netSaleMovesSql(businessGroupId: number, range: { warehouseId?: number; skuId?: SQL; from: Day; to: Day }): SQL {
  const warehouse = range.warehouseId === undefined ? sql`` : sql` and warehouse_id = ${range.warehouseId}`;
  const sku = range.skuId === undefined ? sql`` : sql` and sku_id = ${range.skuId}`;
  return sql`select sku_id, bill_date, -qty as qty from stock_move
             where business_group_id = ${businessGroupId}${warehouse}${sku}
               and bill_date between ${dayOf(range.from)} and ${dayOf(range.to)}
               and document_type in (${saleTypes})`;
}

/**
 * SQL of the warehouses of a group that have any stock move: (warehouse_id), a row each, found
 * by skipping through stock_move (group, warehouse, date) a warehouse at a time (a few probes,
 * not a scan of the moves).
 */
export function warehousesWithMovesSql(businessGroupId: number): SQL {
  return sql`with recursive w(id) as (
               (select warehouse_id from stock_move where business_group_id = ${businessGroupId} order by warehouse_id limit 1)
               union all
               select (select m.warehouse_id from stock_move m where m.business_group_id = ${businessGroupId} and m.warehouse_id > w.id
                       order by m.warehouse_id limit 1)
               from w where w.id is not null)
             select id as warehouse_id from w where id is not null`;
}

/** SQL of the balances of one warehouse: (sku_id, on_hand, locked). */
export function warehouseBalancesSql(businessGroupId: number, warehouseId: number): SQL {
  return sql`select sku_id, on_hand, locked from stock_balance where business_group_id = ${businessGroupId} and warehouse_id = ${warehouseId}`;
}

/**
 * SQL of the goods on their way into a warehouse by reviewed, not yet posted inbound documents
 * (transfers in): (sku_id, qty), a row per line. Read by document (group, type, to warehouse).
 */
export function inboundTransfersSql(businessGroupId: number, warehouseId: number): SQL {
  const types = sql.raw(
    inTransitTypes()
      .map((t) => `'${t}'`)
      .join(', '),
  );
  return sql`select l.sku_id, l.qty from document d join document_line l on l.document_id = d.id
             where d.business_group_id = ${businessGroupId} and d.type in (${types}) and d.status = 'REVIEWED'
               and d.to_warehouse_id = ${warehouseId} and l.sku_id is not null`;
}
