// The payment discount (付款折扣单, DOMAIN 17): reviewed, it gives a customer paying within N
// days of delivery (or by a given payment method) a discount percent, within its validity;
// collections read it through `paymentDiscountsFor` and add it as a discount line.
import { DOCUMENT_SCREENS, type PaymentType, paymentDiscountLine, paymentDiscountSaveBody } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { screenPermissions } from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import type { Executor } from '../../platform/db/client';
import { rows } from '../../platform/db/sql-util';

export const paymentDiscount = registerDocumentType({
  type: 'PAYMENT_DISCOUNT',
  prefix: prefixOf('PAYMENT_DISCOUNT'),
  body: paymentDiscountSaveBody,
  header: z.object({ basis: z.string(), validFrom: z.string(), validTo: z.string() }),
  line: paymentDiscountLine,
  ...lifecycleOf('PAYMENT_DISCOUNT'),
  hooks: {},
  permissions: screenPermissions(DOCUMENT_SCREENS.PAYMENT_DISCOUNT),
});

export type PaymentDiscountHit = { percent: string; billNo: string; documentId: number };

/**
 * The best discount a payment earns, per delivery day (YYYY-MM-DD) of a collection's lines, in
 * one query: among reviewed payment discounts valid on the payment day, the lines of basis DAYS
 * whose days reach the days since delivery, and of basis METHOD naming the payment method; the
 * highest percent wins (discounts do not add up). A day with none is absent.
 */
export async function paymentDiscountsFor(
  executor: Executor,
  businessGroupId: number,
  q: { deliveryDates: string[]; paidOn: string; paymentType: PaymentType | null },
): Promise<Map<string, PaymentDiscountHit>> {
  const days = [...new Set(q.deliveryDates)];
  if (days.length === 0) return new Map();
  const found = await rows<{ day: string; percent: string; bill_no: string; id: number }>(
    executor,
    sql`select v.day::text as day, best.percent, best.bill_no, best.id
        from unnest(${`{${days.join(',')}}`}::date[]) as v(day)
        cross join lateral (
          select (l.extra ->> 'discountPercent') as percent, d.bill_no, d.id
          from document d join document_line l on l.document_id = d.id
          where d.business_group_id = ${businessGroupId} and d.type = 'PAYMENT_DISCOUNT' and d.status in ('REVIEWED', 'COMPLETE')
            and (d.header ->> 'validFrom')::date <= ${q.paidOn}::date and (d.header ->> 'validTo')::date >= ${q.paidOn}::date
            and (
              (d.header ->> 'basis' = 'DAYS' and v.day <= ${q.paidOn}::date and (l.extra ->> 'days')::int >= (${q.paidOn}::date - v.day))
              or (d.header ->> 'basis' = 'METHOD' and l.extra ->> 'paymentType' = ${q.paymentType})
            )
          order by (l.extra ->> 'discountPercent')::numeric desc, d.id desc
          limit 1) best`,
  );
  return new Map(found.map((r) => [r.day, { percent: String(Number(r.percent)), billNo: r.bill_no, documentId: Number(r.id) }]));
}
