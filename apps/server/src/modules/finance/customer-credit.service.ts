// Customer credit (DOMAIN 9): what a reviewed credit sheet (客户授信单) does to a customer's
// limit, what undoing it puts back, and the credit summary (spec §3 creditSummaryItems) that
// the transfer check, the customer list and the credit sheet's editor read:
//   total credit = permanent limit + temporary credits valid today;
//   occupied     = open receivables (the money ledger's balance) + unsent amount of open reviewed orders;
//   remaining    = total credit − occupied.
import type { CreditType, CustomerCreditSummaryView } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Actor, LoadedDocument } from '../../documents/document-definition';
import type { Executor, Tx } from '../../platform/db/client';
import { idArray, rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import { customerCreditLimits, lockCustomerCreditLimit, setCustomerCreditLimit } from '../partner/index';

type Grant = {
  id: number;
  customer_id: number;
  credit_type: CreditType;
  amount: string;
  replaced_if_credit_limit: boolean | null;
  replaced_credit_limit: string | null;
};

const sameLimit = (a: string | null, b: string | null) => (a === null || b === null ? a === b : new Dec(a).eq(b));

/**
 * The sheet takes effect (on review): a permanent one sets the customer's limit and turns
 * credit control on, keeping what it replaced; a temporary one is kept with its validity.
 */
export async function applyCreditSheet(tx: Tx, actor: Actor, doc: LoadedDocument): Promise<void> {
  const customerId = doc.partnerId as number;
  const customer = await lockCustomerCreditLimit(tx, doc.businessGroupId, customerId);
  if (!customer) throw fail.field('customerId', 'finance.customerUnknown');
  const creditType = doc.header.creditType as CreditType;
  const amount = new Dec(doc.totalAmount).toFixed(2);
  const permanent = creditType === 'PERMANENT';
  await tx.execute(
    sql`insert into customer_credit_grant (business_group_id, customer_id, document_id, bill_no, credit_type, amount,
          valid_from, valid_to, replaced_if_credit_limit, replaced_credit_limit)
        values (${doc.businessGroupId}, ${customerId}, ${doc.id}, ${doc.billNo}, ${creditType}, ${amount},
          ${permanent ? null : (doc.header.validFrom as string)}, ${permanent ? null : (doc.header.validTo as string)},
          ${permanent ? customer.ifCreditLimit : null}, ${permanent ? customer.creditLimit : null})`,
  );
  if (permanent) {
    await setCustomerCreditLimit(tx, doc.businessGroupId, customerId, {
      ifCreditLimit: true,
      creditLimit: amount,
      updatedBy: actor.employeeId,
    });
  }
}

/**
 * The sheet stops (reverse review, void): whatever still holds what it set gets back what it
 * replaced — the customer's limit if this is its latest permanent sheet, else the next permanent
 * sheet's "replaced" (so undoing that one later restores the limit from before both). A limit
 * changed on the customer screen since is left as it is: the sheet no longer holds it.
 */
export async function undoCreditSheet(tx: Tx, actor: Actor, doc: LoadedDocument): Promise<void> {
  // The customer first, as when a sheet takes effect: one order of locks.
  const customer = await lockCustomerCreditLimit(tx, doc.businessGroupId, doc.partnerId as number);
  const [grant] = await rows<Grant>(
    tx,
    sql`delete from customer_credit_grant where document_id = ${doc.id} and business_group_id = ${doc.businessGroupId}
        returning id, customer_id, credit_type, amount::text as amount, replaced_if_credit_limit, replaced_credit_limit::text as replaced_credit_limit`,
  );
  if (!customer || grant?.credit_type !== 'PERMANENT') return;
  const customerId = customer.id;
  const [next] = await rows<Grant>(
    tx,
    sql`select id, replaced_if_credit_limit, replaced_credit_limit::text as replaced_credit_limit from customer_credit_grant
        where business_group_id = ${doc.businessGroupId} and customer_id = ${customerId} and credit_type = 'PERMANENT' and id > ${grant.id}
        order by id limit 1`,
  );
  const replaced = { ifCreditLimit: grant.replaced_if_credit_limit ?? false, creditLimit: grant.replaced_credit_limit };
  if (next) {
    if (next.replaced_if_credit_limit === true && sameLimit(next.replaced_credit_limit, grant.amount)) {
      await tx.execute(
        sql`update customer_credit_grant set replaced_if_credit_limit = ${replaced.ifCreditLimit}, replaced_credit_limit = ${replaced.creditLimit}
            where id = ${next.id}`,
      );
    }
    return;
  }
  if (customer.ifCreditLimit && sameLimit(customer.creditLimit, grant.amount)) {
    await setCustomerCreditLimit(tx, doc.businessGroupId, customerId, { ...replaced, updatedBy: actor.employeeId });
  }
}

/** A customer's credit summary as amounts (see the file's head). */
export type CreditSummary = {
  customerId: number;
  customerName: string;
  ifCreditLimit: boolean;
  creditLimit: string | null;
  temporaryCredit: Dec;
  totalCredit: Dec;
  receivable: Dec;
  unsentOrders: Dec;
  occupied: Dec;
  remaining: Dec;
};

/**
 * The credit summaries of the group's customers by id (others are left out), in four reads
 * whatever the number of customers. `on`: the day temporary credits are valid on (today by
 * default); `exceptOrderIds`: orders whose unsent amount is not counted (the ones a transfer
 * is taking, which it compares to the remaining credit itself).
 */
export async function creditSummaries(
  executor: Executor,
  businessGroupId: number,
  customerIds: readonly number[],
  options: { on?: string; exceptOrderIds?: readonly number[] } = {},
): Promise<Map<number, CreditSummary>> {
  const ids = [...new Set(customerIds)];
  const limits = await customerCreditLimits(executor, businessGroupId, ids);
  if (limits.size === 0) return new Map();
  const found = idArray([...limits.keys()]);
  const day = options.on ? sql`${options.on}::date` : sql`current_date`;
  const except = idArray([0, ...(options.exceptOrderIds ?? [])]);
  const [temporary, balances, unsent] = [
    await rows<{ customer_id: number; amount: string }>(
      executor,
      sql`select customer_id, sum(amount)::text as amount from customer_credit_grant
          where business_group_id = ${businessGroupId} and customer_id = any(${found}) and credit_type = 'TEMPORARY'
            and valid_to >= ${day} and valid_from <= ${day}
          group by customer_id`,
    ),
    await rows<{ partner_id: number; balance: string }>(
      executor,
      sql`select partner_id, balance::text as balance from partner_balance
          where business_group_id = ${businessGroupId} and partner_kind = 'CUSTOMER' and partner_id = any(${found})`,
    ),
    await rows<{ partner_id: number; unsent: string }>(
      executor,
      sql`select d.partner_id,
                 sum(case when l.qty > 0 then coalesce(l.amount, 0) * (l.qty - l.fulfilled_qty - coalesce((l.extra ->> 'closedQty')::numeric, 0)) / l.qty else 0 end)::text as unsent
          from document d join document_line l on l.document_id = d.id
          where d.business_group_id = ${businessGroupId} and d.type = 'VERBAL_ORDER' and d.status = 'REVIEWED'
            and d.partner_id = any(${found}) and d.id <> all(${except})
          group by d.partner_id`,
    ),
  ];
  const byId = <T>(list: T[], key: (r: T) => number) => new Map(list.map((r) => [Number(key(r)), r]));
  const temp = byId(temporary, (r) => r.customer_id);
  const balance = byId(balances, (r) => r.partner_id);
  const open = byId(unsent, (r) => r.partner_id);
  const out = new Map<number, CreditSummary>();
  for (const [id, c] of limits) {
    const temporaryCredit = new Dec(temp.get(id)?.amount ?? 0);
    const totalCredit = new Dec(c.creditLimit ?? 0).plus(temporaryCredit);
    const receivable = new Dec(balance.get(id)?.balance ?? 0);
    const unsentOrders = new Dec(open.get(id)?.unsent ?? 0);
    const occupied = receivable.plus(unsentOrders);
    out.set(id, {
      customerId: id,
      customerName: c.customerName,
      ifCreditLimit: c.ifCreditLimit,
      creditLimit: c.creditLimit,
      temporaryCredit,
      totalCredit,
      receivable,
      unsentOrders,
      occupied,
      remaining: totalCredit.minus(occupied),
    });
  }
  return out;
}

/** One customer's credit summary; null when the customer is not in the group. */
export async function creditSummaryOf(
  executor: Executor,
  businessGroupId: number,
  customerId: number,
  options: { on?: string; exceptOrderIds?: readonly number[] } = {},
): Promise<CreditSummary | null> {
  return (await creditSummaries(executor, businessGroupId, [customerId], options)).get(customerId) ?? null;
}

/** The summary on the wire. */
export function creditSummaryView(s: CreditSummary): CustomerCreditSummaryView {
  return {
    customerId: String(s.customerId),
    ifCreditLimit: s.ifCreditLimit,
    creditLimit: s.creditLimit === null ? null : new Dec(s.creditLimit).toFixed(2),
    temporaryCredit: s.temporaryCredit.toFixed(2),
    totalCreditAmt: s.totalCredit.toFixed(2),
    receivable: s.receivable.toFixed(2),
    unsentOrders: s.unsentOrders.toFixed(2),
    totalCreditLockAmt: s.occupied.toFixed(2),
    remainingCredit: s.remaining.toFixed(2),
  };
}
