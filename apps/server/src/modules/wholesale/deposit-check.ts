// 款到发货 (ifDepositReceived, spec §2 business configuration; DOMAIN has no rule, so ours):
// when the group's configuration turns it on, a customer without credit (授信: credit control
// off) must have paid ahead — its pre-receipt balance, less what it already owes, must cover the
// amount an order transfer (转单, 合并转单) sends. A customer on credit is held by the credit
// check instead. The check blocks (no "continue"): the clerk takes a pre-receipt first.
import type { Executor } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import { getBusinessConfig } from '../basic/index';
import { partnerBalances } from '../finance/index';

export async function assertDepositCovers(
  tx: Executor,
  businessGroupId: number,
  customer: { id: number; customerName: string; ifCreditLimit: boolean },
  amount: Dec,
): Promise<void> {
  if (customer.ifCreditLimit || !amount.gt(0)) return;
  const config = await getBusinessConfig(tx, businessGroupId);
  if (!config.ifDepositReceived) return;
  const { balance, downPayment } = await partnerBalances(tx, businessGroupId, { partnerKind: 'CUSTOMER', partnerId: customer.id });
  // What it owes already (a receivable > 0) is paid from the down payment first; a credit (< 0) adds nothing.
  const available = new Dec(downPayment).minus(Dec.max(new Dec(balance), 0));
  if (available.lt(amount)) {
    throw fail.rule('wholesale.depositInsufficient', {
      name: customer.customerName,
      downPayment: new Dec(downPayment).toFixed(2),
      owing: Dec.max(new Dec(balance), 0).toFixed(2),
      available: Dec.max(available, 0).toFixed(2),
      amount: amount.toFixed(2),
    });
  }
}
