// A partner's account over a period, read from the money ledger: the summary of every
// partner (opening, raised, lowered, closing) and one partner's entries with the balance after
// each. Names come from whoever owns the partners (a port per kind, from the caller).
import type { DocumentType, LedgerDetailView, LedgerEntryRow, LedgerSummaryRow } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { Dec } from '../../platform/money';
import type { PartnerKind } from './money.schema';

export type PartnerNames = (
  executor: Executor,
  businessGroupId: number,
  ids: number[],
) => Promise<Map<number, { code: string; name: string }>>;

export type LedgerPeriod = { dateFrom: string; dateTo: string };

type SummaryRow = { partner_id: number; opening: string; increase: string; decrease: string; closing: string; down_payment: string };

function summarySql(businessGroupId: number, kind: PartnerKind, period: LedgerPeriod, partnerId: number | undefined) {
  return sql`
    select partner_id,
           coalesce(sum(amount) filter (where account = 'BALANCE' and bill_date < ${period.dateFrom}::date), 0)::numeric(18, 2)::text as opening,
           coalesce(sum(amount) filter (where account = 'BALANCE' and bill_date >= ${period.dateFrom}::date and amount > 0), 0)::numeric(18, 2)::text as increase,
           coalesce(-sum(amount) filter (where account = 'BALANCE' and bill_date >= ${period.dateFrom}::date and amount < 0), 0)::numeric(18, 2)::text as decrease,
           coalesce(sum(amount) filter (where account = 'BALANCE'), 0)::numeric(18, 2)::text as closing,
           coalesce(sum(amount) filter (where account = 'DOWN_PAYMENT'), 0)::numeric(18, 2)::text as down_payment
    from money_entry
    where business_group_id = ${businessGroupId} and partner_kind = ${kind} and bill_date <= ${period.dateTo}::date
      ${partnerId === undefined ? sql`` : sql`and partner_id = ${partnerId}`}
    group by partner_id`;
}

async function named(executor: Executor, businessGroupId: number, found: SummaryRow[], names: PartnerNames): Promise<LedgerSummaryRow[]> {
  const byId = await names(
    executor,
    businessGroupId,
    found.map((r) => Number(r.partner_id)),
  );
  return found.map((r) => ({
    partnerId: String(r.partner_id),
    partnerCode: byId.get(Number(r.partner_id))?.code ?? null,
    partnerName: byId.get(Number(r.partner_id))?.name ?? null,
    opening: r.opening,
    increase: r.increase,
    decrease: r.decrease,
    closing: r.closing,
    downPayment: r.down_payment,
  }));
}

/** Every partner of a kind with entries up to the period's end: one page, by partner id. */
export async function ledgerSummary(
  executor: Executor,
  businessGroupId: number,
  kind: PartnerKind,
  q: LedgerPeriod & { partnerId?: number; pageNum: number; pageSize: number },
  names: PartnerNames,
): Promise<{
  list: LedgerSummaryRow[];
  total: number;
  pageNum: number;
  pageSize: number;
  totals: Omit<LedgerSummaryRow, 'partnerId' | 'partnerCode' | 'partnerName'>;
}> {
  const base = summarySql(businessGroupId, kind, q, q.partnerId);
  const [page, [totals]] = [
    await rows<SummaryRow>(executor, sql`${base} order by partner_id limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`),
    await rows<{ total: number; opening: string; increase: string; decrease: string; closing: string; down_payment: string }>(
      executor,
      sql`select count(*)::int as total, coalesce(sum(opening::numeric), 0)::text as opening, coalesce(sum(increase::numeric), 0)::text as increase,
                 coalesce(sum(decrease::numeric), 0)::text as decrease, coalesce(sum(closing::numeric), 0)::text as closing,
                 coalesce(sum(down_payment::numeric), 0)::text as down_payment
          from (${base}) s`,
    ),
  ];
  return {
    list: await named(executor, businessGroupId, page, names),
    total: totals.total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    totals: {
      opening: totals.opening,
      increase: totals.increase,
      decrease: totals.decrease,
      closing: totals.closing,
      downPayment: totals.down_payment,
    },
  };
}

/** The summary's rows in batches of partners (the export), by partner id. */
export async function* ledgerSummaryBatches(
  executor: Executor,
  businessGroupId: number,
  kind: PartnerKind,
  q: LedgerPeriod & { partnerId?: number },
  names: PartnerNames,
  size = 2000,
): AsyncGenerator<LedgerSummaryRow[]> {
  let after = 0;
  for (;;) {
    const found = await rows<SummaryRow>(
      executor,
      sql`select * from (${summarySql(businessGroupId, kind, q, q.partnerId)}) s where partner_id > ${after} order by partner_id limit ${size}`,
    );
    if (found.length === 0) return;
    yield await named(executor, businessGroupId, found, names);
    after = Number(found[found.length - 1].partner_id);
  }
}

/** One partner's balance-account entries in the period, with the balance after each. */
export async function ledgerDetail(
  executor: Executor,
  businessGroupId: number,
  kind: PartnerKind,
  partnerId: number,
  q: LedgerPeriod & { pageNum: number; pageSize: number },
): Promise<LedgerDetailView> {
  const where = sql`business_group_id = ${businessGroupId} and partner_kind = ${kind} and partner_id = ${partnerId} and account = 'BALANCE'`;
  const [[edges], page] = [
    await rows<{ opening: string; closing: string; total: number }>(
      executor,
      sql`select coalesce(sum(amount) filter (where bill_date < ${q.dateFrom}::date), 0)::numeric(18, 2)::text as opening,
                 coalesce(sum(amount), 0)::numeric(18, 2)::text as closing,
                 (count(*) filter (where bill_date >= ${q.dateFrom}::date))::int as total
          from money_entry where ${where} and bill_date <= ${q.dateTo}::date`,
    ),
    await rows<{
      id: number;
      bill_date: string;
      bill_no: string;
      document_type: DocumentType;
      document_id: number;
      kind: string;
      amount: string;
      run: string;
    }>(
      executor,
      sql`select id, bill_date::text as bill_date, bill_no, document_type, document_id, kind, amount::text as amount,
                 (sum(amount) over (order by bill_date, id))::numeric(18, 2)::text as run
          from money_entry where ${where} and bill_date between ${q.dateFrom}::date and ${q.dateTo}::date
          order by bill_date, id limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`,
    ),
  ];
  const opening = edges.opening;
  const list: LedgerEntryRow[] = page.map((r) => ({
    id: String(r.id),
    billDate: r.bill_date,
    billNo: r.bill_no,
    documentType: r.document_type,
    documentId: String(r.document_id),
    kind: r.kind,
    amount: r.amount,
    balance: new Dec(opening).plus(r.run).toFixed(2),
  }));
  return { opening, closing: edges.closing, list, total: edges.total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** The sums of `ledgerDetail`'s filter: opening, raised, lowered (a positive figure), closing and the entry count. */
export async function ledgerDetailTotals(
  executor: Executor,
  businessGroupId: number,
  kind: PartnerKind,
  partnerId: number,
  q: LedgerPeriod,
): Promise<{ count: number; opening: string; increase: string; decrease: string; closing: string }> {
  const [r] = await rows<{ count: number; opening: string; increase: string; decrease: string; closing: string }>(
    executor,
    sql`select (count(*) filter (where bill_date >= ${q.dateFrom}::date))::int as count,
               coalesce(sum(amount) filter (where bill_date < ${q.dateFrom}::date), 0)::numeric(18, 2)::text as opening,
               coalesce(sum(amount) filter (where bill_date >= ${q.dateFrom}::date and amount > 0), 0)::numeric(18, 2)::text as increase,
               coalesce(-sum(amount) filter (where bill_date >= ${q.dateFrom}::date and amount < 0), 0)::numeric(18, 2)::text as decrease,
               coalesce(sum(amount), 0)::numeric(18, 2)::text as closing
        from money_entry
        where business_group_id = ${businessGroupId} and partner_kind = ${kind} and partner_id = ${partnerId}
          and account = 'BALANCE' and bill_date <= ${q.dateTo}::date`,
  );
  return { count: Number(r.count), opening: r.opening, increase: r.increase, decrease: r.decrease, closing: r.closing };
}
