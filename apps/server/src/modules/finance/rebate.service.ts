// The rebate ratio audit (返利比例审核单, the 客户返利调整 screen; DOMAIN 13): what a reviewed
// sheet does and what undoing it (reverse review, void) puts back, and the rebate figures the
// editor shows.
//   RATIO:  sets the customer's rebate ratio and type, keeping what it replaced; undone, it
//           puts them back unless the customer's ratio was changed since (then they stay).
//   AMOUNT: a signed amount. > 0 credits the receivable (a REBATE entry on BALANCE, negative)
//           and, for a PERIODIC customer, settles accrued rebate (takes it off REBATE) — never
//           beyond what is accrued. < 0 takes rebate back: a PERIODIC customer's accrued rebate,
//           else rebate credited to the receivable — never beyond it. Undone, its entries are
//           reversed exactly (refused once a collection used the credit).
//           A PERIODIC customer's sheet is tied to the days whose accrual it clears
//           (rebate_settlement): the sheet's period (按期间结算) first, oldest day first, then
//           the other days oldest first; so a period's accrued, settled and unsettled rebate are
//           exact (rebateOfPeriod).
// Locks, in one order: the customer row, then the ledger's (its balance rows); the limits are
// checked under those locks, after posting, so two sheets settling the same accrued rebate at
// once apply one after the other and the second sees what the first took.
import type { RebatePeriodView, RebateSummaryView, RebateType } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Actor, Draft, LoadedDocument } from '../../documents/document-definition';
import type { Executor, Tx } from '../../platform/db/client';
import { idArray, jsonTable, rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import { customerRebates, lockCustomerRebate, setCustomerRebate } from '../partner/index';
import { type MoneyEntryInput, postMoney, reverseMoney } from './money-ledger.service';

const AMOUNT_FIELD = 'lines.0.amount';

type Effect = {
  id: number;
  adjust_kind: 'RATIO' | 'AMOUNT';
  rebate_ratio: string | null;
  rebate_type: RebateType | null;
  replaced_rebate_ratio: string | null;
  replaced_rebate_type: RebateType | null;
  after_entry_id: number | null;
};

const sameRatio = (ratio: string | null, type: string | null, r2: string | null, t2: string | null) =>
  (ratio === null || r2 === null ? ratio === r2 : new Dec(ratio).eq(r2)) && (type ?? null) === (t2 ?? null);

const moneyDocument = (doc: LoadedDocument) => ({
  businessGroupId: doc.businessGroupId,
  documentType: doc.type,
  documentId: doc.id,
  billNo: doc.billNo,
  billDate: doc.billDate,
});

/** Per customer: rebate accrued (the REBATE account) and rebate credited (−Σ REBATE entries on BALANCE). */
async function rebateBalances(executor: Executor, g: number, ids: number[]): Promise<Map<number, { accrued: Dec; credited: Dec }>> {
  const found = await rows<{ p: number; accrued: string; credited: string }>(
    executor,
    sql`select c.p, coalesce(b.rebate, 0)::text as accrued,
               coalesce((select -sum(e.amount) from money_entry e
                         where e.business_group_id = ${g} and e.partner_kind = 'CUSTOMER' and e.partner_id = c.p
                           and e.account = 'BALANCE' and e.kind = 'REBATE'), 0)::text as credited
        from unnest(${idArray(ids)}) as c(p)
        left join partner_balance b on b.business_group_id = ${g} and b.partner_kind = 'CUSTOMER' and b.partner_id = c.p`,
  );
  return new Map(found.map((r) => [Number(r.p), { accrued: new Dec(r.accrued), credited: new Dec(r.credited) }]));
}

/** The entries of an AMOUNT sheet for a customer of this type (see the file's head). */
function amountEntries(customerId: number, type: RebateType | null, amount: Dec): MoneyEntryInput[] {
  const entry = (account: 'BALANCE' | 'REBATE', value: Dec): MoneyEntryInput => ({
    partnerKind: 'CUSTOMER',
    partnerId: customerId,
    account,
    kind: 'REBATE',
    lineId: null,
    amount: value,
  });
  if (amount.gt(0)) {
    return type === 'PERIODIC'
      ? [entry('BALANCE', amount.negated()), entry('REBATE', amount.negated())]
      : [entry('BALANCE', amount.negated())];
  }
  return type === 'PERIODIC' ? [entry('REBATE', amount)] : [entry('BALANCE', amount.negated())];
}

/**
 * What an AMOUNT sheet may move now: refused, naming the amount, when it settles more accrued
 * rebate than there is, or takes back more than was accrued or credited. `accrued`, `credited`:
 * the balances, before the sheet (on save) or after it (under lock, on review).
 */
function assertAmountWithin(type: RebateType | null, amount: Dec, accrued: Dec, credited: Dec, after: boolean): void {
  const periodic = type === 'PERIODIC';
  if (periodic) {
    const left = after ? accrued : accrued.minus(amount.abs());
    if (left.isNeg()) {
      const before = after ? accrued.plus(amount.abs()) : accrued;
      throw fail.field(AMOUNT_FIELD, 'finance.rebateOverAccrued', { accrued: before.toFixed(2), amount: amount.abs().toFixed(2) });
    }
    return;
  }
  if (amount.isNeg()) {
    const left = after ? credited : credited.minus(amount.abs());
    if (left.isNeg()) {
      const before = after ? credited.plus(amount.abs()) : credited;
      throw fail.field(AMOUNT_FIELD, 'finance.rebateOverCredited', { credited: before.toFixed(2), amount: amount.abs().toFixed(2) });
    }
  }
}

/** On save: the amount is within what is accrued or credited now (checked again, under lock, on review). */
export async function assertRebateDraft(tx: Executor, actor: Actor, draft: Draft): Promise<void> {
  if (draft.header.adjustKind !== 'AMOUNT') return;
  const customerId = draft.partnerId as number;
  const customer = (await customerRebates(tx, actor.businessGroupId, [customerId])).get(customerId);
  if (!customer) throw fail.field('customerId', 'finance.customerUnknown');
  const balances = (await rebateBalances(tx, actor.businessGroupId, [customerId])).get(customerId);
  const amount = new Dec(draft.lines[0]?.amount ?? 0);
  assertAmountWithin(customer.rebateType, amount, balances?.accrued ?? new Dec(0), balances?.credited ?? new Dec(0), false);
}

/** The sheet takes effect (on review). */
export async function applyRebateSheet(tx: Tx, actor: Actor, doc: LoadedDocument): Promise<void> {
  const g = doc.businessGroupId;
  const customerId = doc.partnerId as number;
  const customer = await lockCustomerRebate(tx, g, customerId);
  if (!customer) throw fail.field('customerId', 'finance.customerUnknown');
  if (doc.header.adjustKind === 'RATIO') {
    const ratio = new Dec(String(doc.header.rebateRatio ?? '0')).toFixed(2);
    const type = (doc.header.rebateType as RebateType | null | undefined) ?? null;
    await tx.execute(
      sql`insert into rebate_adjustment (business_group_id, customer_id, document_id, bill_no, adjust_kind, rebate_ratio, rebate_type,
            replaced_rebate_ratio, replaced_rebate_type)
          values (${g}, ${customerId}, ${doc.id}, ${doc.billNo}, 'RATIO', ${ratio}, ${type}, ${customer.rebateRatio}, ${customer.rebateType})`,
    );
    await setCustomerRebate(tx, g, customerId, { rebateRatio: ratio, rebateType: type, updatedBy: actor.employeeId });
    return;
  }
  const amount = new Dec(doc.lines[0]?.amount ?? doc.totalAmount);
  // The sheet's entries so far belong to earlier reviews, reversed when those were undone.
  const [last] = await rows<{ id: number | null }>(tx, sql`select max(id) as id from money_entry where document_id = ${doc.id}`);
  await postMoney(tx, moneyDocument(doc), amountEntries(customerId, customer.rebateType, amount));
  const after = (await rebateBalances(tx, g, [customerId])).get(customerId);
  assertAmountWithin(customer.rebateType, amount, after?.accrued ?? new Dec(0), after?.credited ?? new Dec(0), true);
  await tx.execute(
    sql`insert into rebate_adjustment (business_group_id, customer_id, document_id, bill_no, adjust_kind, rebate_type, after_entry_id)
        values (${g}, ${customerId}, ${doc.id}, ${doc.billNo}, 'AMOUNT', ${customer.rebateType}, ${last?.id ?? 0})`,
  );
  if (customer.rebateType === 'PERIODIC') await tieToPeriods(tx, doc, customerId, amount);
}

/** The accrual-day filter of a periodic customer's rebate: sales and returns (and their reversals) by bill date. */
const accrualEntries = (g: number, customerId: number) =>
  sql`business_group_id = ${g} and partner_kind = 'CUSTOMER' and partner_id = ${customerId} and account = 'REBATE'
      and document_type in ('WHOLESALE_SALE', 'WHOLESALE_RETURN')`;

/**
 * A periodic customer's AMOUNT sheet, reviewed (under the customer's lock): what it cleared of
 * the accrued rebate (|amount|, whatever its sign) tied to the days that accrued it, the
 * sheet's period first (oldest day first), then the other days oldest first. The balance check
 * before it makes the days' open accrual cover it; should it not (data made before), the rest
 * is tied to the sheet's own day.
 */
async function tieToPeriods(tx: Tx, doc: LoadedDocument, customerId: number, amount: Dec): Promise<void> {
  const g = doc.businessGroupId;
  const from = typeof doc.header.periodFrom === 'string' ? doc.header.periodFrom : null;
  const to = typeof doc.header.periodTo === 'string' ? doc.header.periodTo : null;
  const days = await rows<{ day: string; open: string }>(
    tx,
    sql`select a.day::text as day, (a.accrued - coalesce(s.settled, 0))::text as open
        from (select bill_date as day, sum(amount) as accrued from money_entry where ${accrualEntries(g, customerId)} group by bill_date) a
        left join (select accrual_date as day, sum(amount) as settled from rebate_settlement
                   where business_group_id = ${g} and customer_id = ${customerId} group by accrual_date) s on s.day = a.day
        where a.accrued - coalesce(s.settled, 0) > 0
        order by ${from && to ? sql`(a.day between ${from}::date and ${to}::date) desc,` : sql``} a.day`,
  );
  let left = amount.abs();
  const ties: { day: string; amount: Dec }[] = [];
  for (const d of days) {
    if (!left.gt(0)) break;
    const take = Dec.min(left, new Dec(d.open));
    ties.push({ day: d.day, amount: take });
    left = left.minus(take);
  }
  if (left.gt(0)) ties.push({ day: doc.billDate, amount: left });
  if (ties.length === 0) return;
  await tx.execute(
    sql`insert into rebate_settlement (business_group_id, customer_id, document_id, accrual_date, amount, taken_back)
        select ${g}, ${customerId}, ${doc.id}, v.day::date, v.amount::numeric, ${amount.isNeg()}
        from ${jsonTable(
          ties.map((t) => ({ day: t.day, amount: t.amount.toFixed(2) })),
          'v',
          'day text, amount text',
        )}`,
  );
}

/** The sheet stops (reverse review, void): see the file's head. */
export async function undoRebateSheet(tx: Tx, actor: Actor, doc: LoadedDocument): Promise<void> {
  const g = doc.businessGroupId;
  const customer = await lockCustomerRebate(tx, g, doc.partnerId as number);
  const [effect] = await rows<Effect>(
    tx,
    sql`delete from rebate_adjustment where document_id = ${doc.id} and business_group_id = ${g}
        returning id, adjust_kind, rebate_ratio::text as rebate_ratio, rebate_type, replaced_rebate_ratio::text as replaced_rebate_ratio,
                  replaced_rebate_type, after_entry_id`,
  );
  if (!customer || !effect) return;
  if (effect.adjust_kind === 'AMOUNT') {
    await tx.execute(sql`delete from rebate_settlement where document_id = ${doc.id} and business_group_id = ${g}`);
    await reverseMoney(tx, moneyDocument(doc), doc.id, new Map(), { afterEntryId: Number(effect.after_entry_id ?? 0) });
    return;
  }
  // A later ratio sheet in effect holds the ratio now: it inherits what this one replaced, if it replaced this one's.
  const [next] = await rows<Effect>(
    tx,
    sql`select id, replaced_rebate_ratio::text as replaced_rebate_ratio, replaced_rebate_type from rebate_adjustment
        where business_group_id = ${g} and customer_id = ${customer.id} and adjust_kind = 'RATIO' and id > ${effect.id}
        order by id limit 1`,
  );
  if (next) {
    if (sameRatio(next.replaced_rebate_ratio, next.replaced_rebate_type, effect.rebate_ratio, effect.rebate_type)) {
      await tx.execute(
        sql`update rebate_adjustment set replaced_rebate_ratio = ${effect.replaced_rebate_ratio}, replaced_rebate_type = ${effect.replaced_rebate_type}
            where id = ${next.id}`,
      );
    }
    return;
  }
  if (sameRatio(customer.rebateRatio, customer.rebateType, effect.rebate_ratio, effect.rebate_type)) {
    await setCustomerRebate(tx, g, customer.id, {
      rebateRatio: effect.replaced_rebate_ratio ?? '0',
      rebateType: effect.replaced_rebate_type,
      updatedBy: actor.employeeId,
    });
  }
}

/** Customers' rebate terms and balances; null when any id is not a customer of the group. */
export async function rebateSummaries(executor: Executor, g: number, ids: number[]): Promise<RebateSummaryView[] | null> {
  const customers = await customerRebates(executor, g, ids);
  if (ids.some((id) => !customers.has(id))) return null;
  const balances = await rebateBalances(executor, g, ids);
  return ids.map((id) => {
    const c = customers.get(id)!;
    const b = balances.get(id);
    return {
      customerId: String(id),
      rebateRatio: new Dec(c.rebateRatio).toFixed(2),
      rebateType: c.rebateType,
      accrued: (b?.accrued ?? new Dec(0)).toFixed(2),
      credited: (b?.credited ?? new Dec(0)).toFixed(2),
    };
  });
}

/**
 * 按期间结算: a periodic customer's rebate accrued by the sales and returns dated in the period
 * (a reversal counts on its own date), what of it reviewed sheets settled or took back (each
 * sheet is tied to the days it cleared, rebate_settlement), and what is unsettled — exactly,
 * and month by month.
 */
export async function rebateOfPeriod(
  executor: Executor,
  g: number,
  body: { customerId: number; from: string; to: string },
): Promise<RebatePeriodView | null> {
  const customers = await customerRebates(executor, g, [body.customerId]);
  if (!customers.has(body.customerId)) return null;
  const found = await rows<{ month: string; accrued: string; settled: string; taken_back: string }>(
    executor,
    sql`select m.month, sum(m.accrued)::text as accrued, sum(m.settled)::text as settled, sum(m.taken_back)::text as taken_back
        from (
          select to_char(bill_date, 'YYYY-MM') as month, amount as accrued, 0 as settled, 0 as taken_back
          from money_entry
          where ${accrualEntries(g, body.customerId)} and bill_date between ${body.from}::date and ${body.to}::date
          union all
          select to_char(accrual_date, 'YYYY-MM'), 0, case when taken_back then 0 else amount end, case when taken_back then amount else 0 end
          from rebate_settlement
          where business_group_id = ${g} and customer_id = ${body.customerId} and accrual_date between ${body.from}::date and ${body.to}::date
        ) m
        group by m.month order by m.month`,
  );
  const zero = new Dec(0);
  const total = { accrued: zero, settled: zero, takenBack: zero };
  const months = found.map((r) => {
    const accrued = new Dec(r.accrued);
    const settled = new Dec(r.settled);
    const takenBack = new Dec(r.taken_back);
    total.accrued = total.accrued.plus(accrued);
    total.settled = total.settled.plus(settled);
    total.takenBack = total.takenBack.plus(takenBack);
    const first = `${r.month}-01`;
    const last = new Date(Date.UTC(Number(r.month.slice(0, 4)), Number(r.month.slice(5, 7)), 0)).toISOString().slice(0, 10);
    return {
      month: r.month,
      from: first < body.from ? body.from : first,
      to: last > body.to ? body.to : last,
      accrued: accrued.toFixed(2),
      settled: settled.toFixed(2),
      takenBack: takenBack.toFixed(2),
      unsettled: accrued.minus(settled).minus(takenBack).toFixed(2),
    };
  });
  return {
    customerId: String(body.customerId),
    from: body.from,
    to: body.to,
    accruedInPeriod: total.accrued.toFixed(2),
    settled: total.settled.toFixed(2),
    takenBack: total.takenBack.toFixed(2),
    unsettled: total.accrued.minus(total.settled).minus(total.takenBack).toFixed(2),
    months,
  };
}
