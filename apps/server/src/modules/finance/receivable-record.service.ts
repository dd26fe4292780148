// 应收记录: each receivable of the group's customers, read from the money ledger. A receivable
// is a customer's balance entry that opened an amount to settle (a delivery, an unlinked
// return's credit); what settled it (collections, linked returns, discounts) is its settled
// amount. Its status is derived, never stored:
//   作废 DISCARDED  its document was reversed (红冲): an entry of its own kind settles it;
//   已结清 CLEARED  nothing open, not reversed; the clearing time is its settled_at;
//   未结清 UNCLEARED something open;
//   禁止 PROHIBITED  open but held by a receivable control plan: its customer is stopped
//                    (STOP_SEND) for a deadline whose billing period holds its bill date.
import {
  AGEING_BUCKETS,
  type AgeingBucket,
  type DocumentType,
  type ReceivableRecordRow,
  type ReceivableRecordSummary,
  type ReceivableStatus,
  type receivableRecordFilterBody,
} from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { likeContains } from '../../platform/db/sql-helpers';
import { rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import { heldByStop } from './clear-plan-check';
import type { PartnerNames } from './partner-ledger.service';

type Filters = z.output<typeof receivableRecordFilterBody>;

/** Days of each ageing bucket, both ends included (the last has no end). */
const BUCKET_DAYS: Record<AgeingBucket, [number, number | null]> = {
  D0_30: [Number.NEGATIVE_INFINITY, 30],
  D31_60: [31, 60],
  D61_90: [61, 90],
  D90_PLUS: [91, null],
};

/** A reversal of the entry: an entry of its own kind that settles it (what reverseMoney posts). */
const reversed = sql`exists (select 1 from money_entry r where r.settles_entry_id = e.id and r.kind = e.kind)`;

const STATUS_WHERE: Record<ReceivableStatus, SQL> = {
  UNCLEARED: sql`e.open_amount <> 0 and not ${heldByStop}`,
  CLEARED: sql`e.open_amount = 0 and not ${reversed}`,
  PROHIBITED: sql`e.open_amount <> 0 and ${heldByStop}`,
  DISCARDED: sql`e.open_amount = 0 and ${reversed}`,
};

/**
 * Spec §5: cleared receivables are many and old; their query needs a bill number or a
 * clearing time range (both ends), named on the field the clerk should fill.
 */
export function assertClearedQueryNarrowed(f: Filters): void {
  if (f.status !== 'CLEARED' || f.billNo) return;
  if (f.clearedFrom && f.clearedTo) return;
  throw fail.field(f.clearedFrom ? 'clearedTo' : 'clearedFrom', 'finance.clearedQueryNarrow');
}

function whereOf(businessGroupId: number, f: Filters): SQL {
  const parts: SQL[] = [
    sql`e.business_group_id = ${businessGroupId} and e.partner_kind = 'CUSTOMER' and e.account = 'BALANCE' and e.settles_entry_id is null`,
    STATUS_WHERE[f.status],
  ];
  if (f.customerId !== undefined) parts.push(sql`e.partner_id = ${f.customerId}`);
  // By any part of the number, through the documents' trigram index (as the movement list):
  // an index on the entries' bill numbers would cost every posting.
  if (f.billNo) {
    parts.push(
      sql`e.document_id in (select d.id from document d where d.business_group_id = ${businessGroupId} and d.bill_no ilike ${likeContains(f.billNo)})`,
    );
  }
  if (f.billDateFrom) parts.push(sql`e.bill_date >= ${f.billDateFrom}::date`);
  if (f.billDateTo) parts.push(sql`e.bill_date <= ${f.billDateTo}::date`);
  // The clearing period belongs to the cleared tab; the others keep their rows when it is left set.
  if (f.status === 'CLEARED' && f.clearedFrom) parts.push(sql`e.settled_at >= ${f.clearedFrom}::date`);
  if (f.status === 'CLEARED' && f.clearedTo) parts.push(sql`e.settled_at < ${f.clearedTo}::date + 1`);
  if (f.ageing) {
    // As bill dates, so the (group, kind, partner, bill date) index can serve it.
    const [from, to] = BUCKET_DAYS[f.ageing];
    if (to !== null) parts.push(sql`e.bill_date >= current_date - ${to}::int`);
    if (Number.isFinite(from)) parts.push(sql`e.bill_date <= current_date - ${from}::int`);
  }
  return sql.join(parts, sql` and `);
}

type Row = {
  id: number;
  partner_id: number;
  document_type: DocumentType;
  document_id: number;
  bill_no: string;
  bill_date: string;
  due_date: string | null;
  age: number;
  amount: string;
  open_amount: string;
  settled_at: string | Date | null;
  discarded: boolean;
  held: boolean;
};

const columns = sql`e.id, e.partner_id, e.document_type, e.document_id, e.bill_no, e.bill_date::text as bill_date,
  e.due_date::text as due_date, (current_date - e.bill_date)::int as age, e.amount::text as amount,
  e.open_amount::text as open_amount, e.settled_at, (e.open_amount = 0 and ${reversed}) as discarded,
  (e.open_amount <> 0 and ${heldByStop}) as held`;

function bucketOf(age: number): AgeingBucket {
  return AGEING_BUCKETS.find((b) => BUCKET_DAYS[b][1] === null || age <= (BUCKET_DAYS[b][1] as number)) ?? 'D90_PLUS';
}

function statusOf(r: Row): ReceivableStatus {
  if (r.discarded) return 'DISCARDED';
  if (r.held) return 'PROHIBITED';
  return new Dec(r.open_amount).isZero() ? 'CLEARED' : 'UNCLEARED';
}

async function named(executor: Executor, businessGroupId: number, found: Row[], names: PartnerNames): Promise<ReceivableRecordRow[]> {
  const byId = await names(executor, businessGroupId, [...new Set(found.map((r) => Number(r.partner_id)))]);
  return found.map((r) => {
    const status = statusOf(r);
    const customer = byId.get(Number(r.partner_id));
    const age = Number(r.age);
    return {
      id: String(r.id),
      customerId: String(r.partner_id),
      customerCode: customer?.code ?? null,
      customerName: customer?.name ?? null,
      documentType: r.document_type,
      documentId: String(r.document_id),
      billNo: r.bill_no,
      billDate: r.bill_date,
      dueDate: r.due_date,
      ageDays: age,
      ageing: bucketOf(age),
      amount: r.amount,
      settled: new Dec(r.amount).minus(r.open_amount).toFixed(2),
      open: r.open_amount,
      status,
      clearedAt: status === 'CLEARED' && r.settled_at !== null ? new Date(r.settled_at).toISOString() : null,
    };
  });
}

/** One page of the receivables, newest bill date first. */
export async function receivableRecordPage(
  executor: Executor,
  businessGroupId: number,
  q: Filters & { pageNum: number; pageSize: number },
  names: PartnerNames,
): Promise<{ list: ReceivableRecordRow[]; total: number; pageNum: number; pageSize: number }> {
  assertClearedQueryNarrowed(q);
  const where = whereOf(businessGroupId, q);
  const [[count], page] = [
    await rows<{ total: number }>(executor, sql`select count(*)::int as total from money_entry e where ${where}`),
    await rows<Row>(
      executor,
      sql`select ${columns} from money_entry e where ${where}
          order by e.bill_date desc, e.id desc limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`,
    ),
  ];
  return {
    list: await named(executor, businessGroupId, page, names),
    total: Number(count.total),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/** The totals of the same filter: amount, settled, open, and the open amount by age. */
export async function receivableRecordSummary(executor: Executor, businessGroupId: number, q: Filters): Promise<ReceivableRecordSummary> {
  assertClearedQueryNarrowed(q);
  const [totals] = await rows<{ count: number; amount: string; open: string; d0: string; d31: string; d61: string; d91: string }>(
    executor,
    sql`select count(*)::int as count, coalesce(sum(amount), 0)::text as amount, coalesce(sum(open_amount), 0)::text as open,
               coalesce(sum(open_amount) filter (where age <= 30), 0)::text as d0,
               coalesce(sum(open_amount) filter (where age between 31 and 60), 0)::text as d31,
               coalesce(sum(open_amount) filter (where age between 61 and 90), 0)::text as d61,
               coalesce(sum(open_amount) filter (where age > 90), 0)::text as d91
        from (select e.amount, e.open_amount, (current_date - e.bill_date) as age from money_entry e
              where ${whereOf(businessGroupId, q)}) s`,
  );
  const fixed = (v: string | Dec) => new Dec(v).toFixed(2);
  return {
    count: Number(totals.count),
    amount: fixed(totals.amount),
    settled: fixed(new Dec(totals.amount).minus(totals.open)),
    open: fixed(totals.open),
    ageing: [
      { bucket: 'D0_30', amount: fixed(totals.d0) },
      { bucket: 'D31_60', amount: fixed(totals.d31) },
      { bucket: 'D61_90', amount: fixed(totals.d61) },
      { bucket: 'D90_PLUS', amount: fixed(totals.d91) },
    ],
  };
}

/** The same rows in batches for the export, walking (bill date, id) downwards. */
export async function* receivableRecordBatches(
  executor: Executor,
  businessGroupId: number,
  q: Filters,
  names: PartnerNames,
  size = 2000,
): AsyncGenerator<ReceivableRecordRow[]> {
  const where = whereOf(businessGroupId, q);
  let after: { billDate: string; id: number } | undefined;
  for (;;) {
    const found = await rows<Row>(
      executor,
      sql`select ${columns} from money_entry e where ${where}
          ${after ? sql`and (e.bill_date, e.id) < (${after.billDate}::date, ${after.id}::bigint)` : sql``}
          order by e.bill_date desc, e.id desc limit ${size}`,
    );
    if (found.length === 0) return;
    yield await named(executor, businessGroupId, found, names);
    const last = found[found.length - 1];
    after = { billDate: last.bill_date, id: Number(last.id) };
  }
}
