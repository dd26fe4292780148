// A few terms of a customer that another module owns the meaning of (the credit limit for the
// credit sheet, the rebate ratio for the rebate audit), read, locked and set by one accessor,
// so each term set names only its columns.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db/client';
import { idArray, preparedRows } from '../../platform/db/sql-util';
import { customerInfo } from './partner.schema';

type Customer = typeof customerInfo.$inferSelect;
type CustomerInsert = typeof customerInfo.$inferInsert;

/** A customer's terms as read: its id and name with the named columns. */
export type CustomerTerms<K extends keyof Customer> = Pick<Customer, 'id' | 'customerName' | K>;

export function customerTerms<K extends keyof Customer & keyof CustomerInsert>(keys: readonly K[]) {
  const columns = Object.fromEntries(
    (['id', 'customerName', ...keys] as const).map((key) => [key, customerInfo[key as keyof Customer]]),
  ) as Record<'id' | 'customerName' | K, (typeof customerInfo)[keyof Customer]>;
  const scoped = (belongId: number, id: number) => and(eq(customerInfo.businessGroupId, belongId), eq(customerInfo.id, id));

  // The same columns for a raw statement, named as the fields (numeric stays a string, int8 a number: as drizzle reads them).
  const selectList = sql.raw(
    Object.entries(columns)
      .map(([field, column]) => `"${column.name}" as "${field}"`)
      .join(', '),
  );

  return {
    /**
     * The terms of the group's customers by id (others are left out), one read: a named
     * statement of fixed text (the ids travel as one array), planned once per connection, as
     * every sale posting reads its customer's.
     */
    async read(executor: Executor, belongId: number, ids: number[]): Promise<Map<number, CustomerTerms<K>>> {
      if (ids.length === 0) return new Map();
      const found = await preparedRows<CustomerTerms<K>>(
        executor,
        sql`select ${selectList} from customer_info where business_group_id = ${belongId} and id = any(${idArray(ids)})`,
      );
      return new Map(found.map((r) => [r.id, r]));
    },
    /**
     * The customer's terms, its row locked until the transaction ends (two documents changing
     * them apply one after the other); null when not in the group.
     */
    async lock(tx: Tx, belongId: number, id: number): Promise<CustomerTerms<K> | null> {
      const [row] = (await tx.select(columns).from(customerInfo).where(scoped(belongId, id)).for('update')) as CustomerTerms<K>[];
      return row ?? null;
    },
    /** Sets some of the terms (the caller holds the lock). */
    async set(tx: Tx, belongId: number, id: number, value: Partial<Pick<CustomerInsert, K>> & { updatedBy: number }): Promise<void> {
      await tx
        .update(customerInfo)
        .set({ ...value, updatedAt: sql`now()` })
        .where(scoped(belongId, id));
    },
  };
}
