// 款到发货 (ifDepositReceived, spec §2 business configuration; DOMAIN has no rule, so ours):
// when the group's configuration turns it on, a customer without credit (授信: credit control
// off) must have paid ahead — its pre-receipt balance, less what it already owes, must cover
// what goods go out. It is asked twice on the way: when an order is transferred (转单, 合并转单:
// the amount sent) and when a wholesale sale is reviewed (the sale, made from an order or
// entered directly, plus the customer's other reviewed sales not yet posted, which will owe
// too). A customer on credit is held by the credit check instead. The check blocks (no
// "continue"): the clerk takes a pre-receipt first.
import { sql } from 'drizzle-orm';
import { type LoadedDocument, linesAmount } from '../../documents/document-definition';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import { getBusinessConfig } from '../basic/index';
import { partnerBalances } from '../finance/index';
import { getCustomerForSale } from '../partner/index';

type DepositCustomer = { id: number; customerName: string; ifCreditLimit: boolean };

/** What is being sent, for the refusal's words: an order transfer or a sale's review. */
type SentBy = 'TRANSFER' | 'SALE';

export async function assertDepositCovers(
  tx: Executor,
  businessGroupId: number,
  customer: DepositCustomer,
  amount: Dec,
  sentBy: SentBy = 'TRANSFER',
): Promise<void> {
  if (customer.ifCreditLimit || !amount.gt(0)) return;
  const config = await getBusinessConfig(tx, businessGroupId);
  if (!config.ifDepositReceived) return;
  const { balance, downPayment } = await partnerBalances(tx, businessGroupId, { partnerKind: 'CUSTOMER', partnerId: customer.id });
  // What it owes already (a receivable > 0) is paid from the down payment first; a credit (< 0) adds nothing.
  const available = new Dec(downPayment).minus(Dec.max(new Dec(balance), 0));
  if (available.lt(amount)) {
    throw fail.rule(sentBy === 'SALE' ? 'wholesale.depositInsufficientSale' : 'wholesale.depositInsufficient', {
      name: customer.customerName,
      downPayment: new Dec(downPayment).toFixed(2),
      owing: Dec.max(new Dec(balance), 0).toFixed(2),
      available: Dec.max(available, 0).toFixed(2),
      amount: amount.toFixed(2),
    });
  }
}

/**
 * At a wholesale sale's review: its amount and that of the customer's other reviewed sales not
 * yet posted (they owe once posted, and the same down payment cannot pay twice).
 */
export async function assertSaleDepositCovers(tx: Executor, doc: LoadedDocument): Promise<void> {
  if (doc.partnerId === null) return;
  const customer = await getCustomerForSale(tx, doc.businessGroupId, doc.partnerId);
  if (!customer || customer.ifCreditLimit) return;
  const own = linesAmount(doc.lines);
  const [pending] = await rows<{ amount: string | null }>(
    tx,
    sql`select sum(l.amount)::text as amount from document d join document_line l on l.document_id = d.id
        where d.business_group_id = ${doc.businessGroupId} and d.type = 'WHOLESALE_SALE' and d.status = 'REVIEWED'
          and d.partner_id = ${doc.partnerId} and d.id <> ${doc.id}`,
  );
  await assertDepositCovers(tx, doc.businessGroupId, customer, own.plus(pending?.amount ?? 0).toDecimalPlaces(2), 'SALE');
}
