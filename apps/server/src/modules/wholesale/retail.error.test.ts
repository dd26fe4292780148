// Retail refusals: each a 4xx naming the field, with nothing saved or moved.
import type { DocumentHeaderView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { clerk, freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer, fieldsOf } from '../partner/partner.test-kit';
import { tillClerk } from './retail.test-kit';
import { salesClerk } from './wholesale.test-kit';

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const stock = clerk(t, admin);
const c = salesClerk(t, admin);
const till = tillClerk(t, admin);

const count = async (kind: 'retailSale' | 'retailReturn') =>
  (await c.ok(t.call<{ total: number; list: DocumentHeaderView[] }>(admin, 'POST', `/api/order/${kind}/page`, { pageNum: 1, pageSize: 1 })))
    .total;

async function postedSale(qty = '3') {
  const [w, pen] = [freshId(), freshId()];
  await c.receive(w, pen, '10', '8');
  const saved = await c.ok(
    till.save('retailSale', {
      warehouseId: String(w),
      paymentType: 'CASH',
      received: '100',
      lines: [{ skuId: String(pen), qty, price: '12.5' }],
    }),
  );
  await c.ok(till.op('retailSale', 'complete', saved));
  return { w, pen, sale: await c.ok(till.detail('retailSale', saved.id)) };
}

describe('retail (errors)', () => {
  it('refuses a payment below the total, a card payment other than the total and a quantity of 0, naming the field', async () => {
    const [w, pen] = [freshId(), freshId()];
    await c.receive(w, pen, '10', '8');
    const before = await count('retailSale');
    const sale = (body: Record<string, unknown>) =>
      till.save('retailSale', {
        warehouseId: String(w),
        paymentType: 'CASH',
        lines: [{ skuId: String(pen), qty: '3', price: '12.5' }],
        ...body,
      });

    const below = await sale({ received: '37.49' });
    expect(below.status).toBe(400);
    expect(fieldsOf(below.body)).toEqual(['received']);
    expect(below.body.msg).toContain('37.50');
    const card = await sale({ paymentType: 'BANK_TRANSFER', received: '50' });
    expect(fieldsOf(card.body)).toEqual(['received']);
    const zero = await sale({ received: '50', lines: [{ skuId: String(pen), qty: '0', price: '12.5' }] });
    expect(fieldsOf(zero.body)).toEqual(['lines.0.qty']);
    const negative = await sale({ received: '-1' });
    expect(fieldsOf(negative.body)).toEqual(['received']);
    const method = await sale({ received: '50', paymentType: 'IOU' });
    expect(fieldsOf(method.body)).toEqual(['paymentType']);
    const buyer = await sale({ received: '50', buyerName: 'x'.repeat(51), buyerPhone: '1'.repeat(51) });
    expect(fieldsOf(buyer.body).sort()).toEqual(['buyerName', 'buyerPhone']);

    expect(await count('retailSale')).toBe(before);
    expect(Number((await stock.stock(w, pen)).onHand)).toBe(10);
  });

  it('refuses a return above sold − returned at save and at posting, naming the line’s quantity', async () => {
    const { w, pen, sale } = await postedSale('3');
    const line = sale.lines[0].id;
    const ret = (qty: string) =>
      till.save('retailReturn', {
        warehouseId: String(w),
        paymentType: 'CASH',
        lines: [{ skuId: String(pen), qty, price: '12.5', sourceLineId: line }],
      });

    const before = await count('retailReturn');
    const tooMany = await ret('4');
    expect(tooMany.status).toBe(400);
    expect(fieldsOf(tooMany.body)).toEqual(['lines.0.qty']);
    expect(tooMany.body.msg).toContain('3');
    expect(await count('retailReturn')).toBe(before);

    // Two drafts of 2 each: the first posts, the second is refused at posting (1 left).
    const first = await c.ok(ret('2'));
    const second = await c.ok(ret('2'));
    await c.ok(till.op('retailReturn', 'complete', first));
    const refused = await till.op('retailReturn', 'complete', second);
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual(['lines.0.qty']);
    expect((await c.ok(till.detail('retailReturn', second.id))).status).toBe('DRAFT');
    expect(Number((await stock.stock(w, pen)).onHand)).toBe(9);
  });

  it('refuses a return linked to a reversed retail sale or to a wholesale sale', async () => {
    const { w, pen, sale } = await postedSale('2');
    await c.ok(till.op('retailSale', 'reverse', sale));
    const reversed = await till.save('retailReturn', {
      warehouseId: String(w),
      paymentType: 'CASH',
      lines: [{ skuId: String(pen), qty: '1', price: '12.5', sourceLineId: sale.lines[0].id }],
    });
    expect(fieldsOf(reversed.body)).toEqual(['lines.0.sourceLineId']);

    const customer = await addCustomer(t, admin);
    const wholesale = await c.ok(
      c.save('wholesaleSale', { customerId: customer.id, warehouseId: String(w), lines: [{ skuId: String(pen), qty: '1', price: '2' }] }),
    );
    await c.ok(c.op('wholesaleSale', 'complete', wholesale));
    const wl = (await c.detail('wholesaleSale', wholesale.id)).lines[0].id;
    const linked = await till.save('retailReturn', {
      warehouseId: String(w),
      paymentType: 'CASH',
      lines: [{ skuId: String(pen), qty: '1', price: '2', sourceLineId: wl }],
    });
    expect(fieldsOf(linked.body)).toEqual(['lines.0.sourceLineId']);
  });
});
