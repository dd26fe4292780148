// The receivable reconciliation statement's figures (DOMAIN 12), read from the partner money
// ledger as the customer ledger reads it (partner-ledger.service.ts): the customer's balance
// account before the period (opening), each kind of entry in it, the balance at its end
// (closing), so opening + sales − returns − collections − discounts (+ anything else, a rebate)
// = closing to the fen, and the customer ledger shows the same opening and closing. Beside it:
// the pre-receipt balance and the discounts granted up to the period's end, and how the
// period's collections came in (their payment methods, the down payment used, the concession).
import type {
  DocumentType,
  ReconciliationEntryView,
  ReconciliationFigures,
  ReconciliationPaymentView,
  ReconciliationPreviewView,
} from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { Dec } from '../../platform/money';
import type { LedgerPeriod } from './partner-ledger.service';

type FigureRow = {
  opening: string;
  sales: string;
  returns: string;
  collections: string;
  discounts: string;
  other: string;
  closing: string;
  down_payment: string;
  discount_balance: string;
};

/** The equation's figures and the balances beside it, in one pass over the customer's ledger up to the period's end. */
async function figures(executor: Executor, g: number, customerId: number, p: LedgerPeriod): Promise<FigureRow> {
  const inPeriod = sql`account = 'BALANCE' and bill_date >= ${p.dateFrom}::date`;
  const [row] = await rows<FigureRow>(
    executor,
    sql`select
          coalesce(sum(amount) filter (where account = 'BALANCE' and bill_date < ${p.dateFrom}::date), 0)::numeric(18, 2)::text as opening,
          coalesce(sum(amount) filter (where ${inPeriod} and kind = 'SALE'), 0)::numeric(18, 2)::text as sales,
          coalesce(-sum(amount) filter (where ${inPeriod} and kind = 'SALE_RETURN'), 0)::numeric(18, 2)::text as returns,
          coalesce(-sum(amount) filter (where ${inPeriod} and kind = 'COLLECTION'), 0)::numeric(18, 2)::text as collections,
          coalesce(-sum(amount) filter (where ${inPeriod} and kind = 'DISCOUNT'), 0)::numeric(18, 2)::text as discounts,
          coalesce(sum(amount) filter (where ${inPeriod} and kind not in ('SALE', 'SALE_RETURN', 'COLLECTION', 'DISCOUNT')), 0)::numeric(18, 2)::text as other,
          coalesce(sum(amount) filter (where account = 'BALANCE'), 0)::numeric(18, 2)::text as closing,
          coalesce(sum(amount) filter (where account = 'DOWN_PAYMENT'), 0)::numeric(18, 2)::text as down_payment,
          coalesce(-sum(amount) filter (where account = 'BALANCE' and kind = 'DISCOUNT'), 0)::numeric(18, 2)::text as discount_balance
        from money_entry
        where business_group_id = ${g} and partner_kind = 'CUSTOMER' and partner_id = ${customerId} and bill_date <= ${p.dateTo}::date`,
  );
  return row;
}

/** The period's entries on the receivable, in the customer ledger's order, with the balance after each. */
async function entries(
  executor: Executor,
  g: number,
  customerId: number,
  p: LedgerPeriod,
  opening: string,
): Promise<ReconciliationEntryView[]> {
  const found = await rows<{
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
        from money_entry
        where business_group_id = ${g} and partner_kind = 'CUSTOMER' and partner_id = ${customerId} and account = 'BALANCE'
          and bill_date between ${p.dateFrom}::date and ${p.dateTo}::date
        order by bill_date, id`,
  );
  return found.map((r) => ({
    entryId: String(r.id),
    billNo: r.bill_no,
    billDate: r.bill_date,
    documentType: r.document_type,
    documentId: String(r.document_id),
    kind: r.kind,
    amount: r.amount,
    balance: new Dec(opening).plus(r.run).toFixed(2),
  }));
}

/**
 * How the period's collections came in: each collection's payment methods, the down payment it
 * used and the concession it waived, a reversal's (红冲) taken off. A collection belongs to the
 * period by its ledger entries' date, as its figure does.
 */
async function payments(executor: Executor, g: number, customerId: number, p: LedgerPeriod): Promise<ReconciliationPaymentView[]> {
  const found = await rows<{ payment_type: string; amount: string }>(
    executor,
    sql`with c as (
          select distinct document_id from money_entry
          where business_group_id = ${g} and partner_kind = 'CUSTOMER' and partner_id = ${customerId} and account = 'BALANCE'
            and kind = 'COLLECTION' and bill_date between ${p.dateFrom}::date and ${p.dateTo}::date),
        d as (
          select d.header, case when d.reversal_of_id is null then 1 else -1 end as sign
          from document d join c on c.document_id = d.id
          where d.business_group_id = ${g} and d.type = 'SETTLEMENT'),
        m as (
          select x."paymentType" as payment_type, d.sign * x.amount as amount
          from d cross join lateral jsonb_to_recordset(coalesce(d.header -> 'payments', '[]'::jsonb)) as x("paymentType" text, amount numeric)
          union all select 'DOWN_PAYMENT', d.sign * coalesce((d.header ->> 'downPaymentUsed')::numeric, 0) from d
          union all select 'CONCESSION', d.sign * coalesce((d.header ->> 'concession')::numeric, 0) from d)
        select payment_type, sum(amount)::numeric(18, 2)::text as amount from m
        group by payment_type having sum(amount) <> 0 order by payment_type`,
  );
  return found.map((r) => ({ paymentType: r.payment_type as ReconciliationPaymentView['paymentType'], amount: r.amount }));
}

/** The statement of a customer (of the group: the caller checks) over a period. */
export async function reconciliationOf(
  executor: Executor,
  businessGroupId: number,
  customerId: number,
  period: LedgerPeriod,
): Promise<ReconciliationPreviewView> {
  const f = await figures(executor, businessGroupId, customerId, period);
  const view: ReconciliationFigures = {
    opening: f.opening,
    sales: f.sales,
    returns: f.returns,
    collections: f.collections,
    discounts: f.discounts,
    otherAdjustments: f.other,
    closing: f.closing,
    downPaymentBalance: f.down_payment,
    discountBalance: f.discount_balance,
    payments: await payments(executor, businessGroupId, customerId, period),
  };
  return {
    ...view,
    dateFrom: period.dateFrom,
    dateTo: period.dateTo,
    entries: await entries(executor, businessGroupId, customerId, period, f.opening),
  };
}

/** The equation holds to the fen (it does whenever the ledger sums: an assertion, not a user's error). */
export function equationHolds(f: ReconciliationFigures): boolean {
  return new Dec(f.opening).plus(f.sales).minus(f.returns).minus(f.collections).minus(f.discounts).plus(f.otherAdjustments).eq(f.closing);
}
