// What a posting sale's points and rebate (DOMAIN 13–14) are decided by, read once for both:
// the customer's reward ratio and rebate terms, and the goods lists that list each SKU on the
// bill date. Two statements, asked together, where points and rebate each read both (four per
// posting, one after the other).
import type { GoodsListKind } from '@quire/contracts';
import type { LoadedDocument } from '../../documents/document-definition';
import type { Executor } from '../../platform/db/client';
import { together } from '../../platform/db/sql-util';
import { Dec } from '../../platform/money';
import { type CustomerRebate, customerRebates } from '../partner/index';
import { goodsListKindsOf } from '../pricing/index';

export type SaleTerms = {
  /** The customer in the document's group; undefined when it is not there. */
  customer: CustomerRebate | undefined;
  /** The kinds of goods lists listing each SKU on the bill date (empty when neither points nor rebate apply). */
  kinds: Map<number, Set<GoodsListKind>>;
};

/** On a rebate goods list and on no no-discount list (DOMAIN 13), as rebateSkusOf decides. */
export const earnsRebate = (kinds: Set<GoodsListKind> | undefined) => !!kinds && kinds.has('REBATE') && !kinds.has('NO_DISCOUNT');

export async function saleTerms(tx: Executor, doc: LoadedDocument): Promise<SaleTerms> {
  const customerId = doc.partnerId;
  const skus = doc.lines.flatMap((l) => (l.skuId === null ? [] : [l.skuId]));
  // Asked together (one round trip): the lists are read before it is known whether the
  // customer earns anything, and dropped when it does not.
  const [customers, listed] = await together([
    customerId === null ? Promise.resolve(undefined) : customerRebates(tx, doc.businessGroupId, [customerId]),
    skus.length > 0 && customerId !== null ? goodsListKindsOf(tx, doc.businessGroupId, skus, doc.billDate) : Promise.resolve(undefined),
  ]);
  const customer = customerId === null ? undefined : customers?.get(customerId);
  const earnsPoints = !!customer && new Dec(customer.rewardRatio).gt(0);
  const earnsRebates = !!customer?.rebateType && new Dec(customer.rebateRatio).gt(0);
  const kinds = (earnsPoints || earnsRebates) && listed ? listed : new Map<number, Set<GoodsListKind>>();
  return { customer, kinds };
}
