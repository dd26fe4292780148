// A closed day (DOMAIN 23): a receipt and a prepayment (the stock and the money side of
// procurement; every posting type is day-bound by its lifecycle) dated on it are refused;
// purchase orders may still be entered for it.
import type { DocumentOperationResult } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { closeDay } from '../../documents/checkout.service';
import { ensureReferenceData } from '../basic/index';
import { freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addSupplier } from '../partner/partner.test-kit';

useTestPorts();
const t = await startTestApp();
const group = await t.given.businessGroup();
const admin = await t.given.session({ isAdmin: true, groups: [group.id] });
await ensureReferenceData(t.db);

describe('a closed day', () => {
  it('refuses a receipt and a prepayment dated on it, while an order may still be entered', async () => {
    await closeDay(t.db, group.id, '2026-06-30', 'MANUAL', null, { force: true });
    const supplier = await addSupplier(t, admin);
    const day = '2026-06-30';
    const add = (kind: string, body: Record<string, unknown>) =>
      t.call<DocumentOperationResult>(admin, 'PUT', `/api/order/${kind}/add`, { billDate: day, supplierId: supplier.id, ...body });
    const line = { skuId: String(freshId()), qty: '1', price: '2', taxRate: '0.13' };
    const order = await add('purchaseOrder', {
      warehouseId: String(freshId()),
      deliveryDeadline: new Date(Date.now() + 86_400_000).toISOString(),
      lines: [line],
    });
    expect(order.body.code).toBe(200);
    for (const [kind, body] of [
      ['purchaseReceive', { warehouseId: String(freshId()), lines: [line] }],
      ['prepayment', { accountId: '1', paymentType: 'CASH', lines: [{ amount: '10' }] }],
    ] as const) {
      const res = await add(kind, body);
      expect(res.body.msg, kind).toMatch(/closed/i);
    }
  });
});
