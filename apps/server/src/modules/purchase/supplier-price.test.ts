// The price an order line takes: the supply information that matches (highest minimum ≤ the
// quantity, valid on the date, reviewed), else the last receipt's price from that supplier,
// else the SKU's purchase price; and each source is named.
import type { DocumentOperationResult, PurchasePriceView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addSupplier } from '../partner/partner.test-kit';

const [PEN, PAPER, CLIP] = [freshId(), freshId(), freshId()];
useTestPorts({ [CLIP]: '0.8' });
const t = await startTestApp();
const admin = await t.given.admin();

type Reply<T> = { status: number; body: { code: number; msg: string; data: T } };
async function ok<T>(p: Promise<Reply<T>>): Promise<T> {
  const res = await p;
  if (res.body.code !== 200) throw new Error(`expected success, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
const add = (kind: string, body: Record<string, unknown>) =>
  ok(t.call<DocumentOperationResult>(admin, 'PUT', `/api/order/${kind}/add`, body));
const op = (kind: string, operation: string, d: DocumentOperationResult) =>
  ok(t.call<DocumentOperationResult>(admin, 'POST', `/api/order/${kind}/${operation}`, { id: d.id, version: d.version }));

describe('purchase price resolution', () => {
  it('takes supply information by quantity and date, then the last purchase, then the SKU’s purchase price', async () => {
    const supplier = await addSupplier(t, admin);
    const sheet = await add('supplierPrice', {
      billDate: '2026-11-01',
      supplierId: supplier.id,
      validFrom: '2026-11-01',
      validTo: '2026-12-31',
      lines: [
        { skuId: String(PEN), minQty: '0', price: '1.2', taxRate: '0.13' },
        { skuId: String(PEN), minQty: '100', price: '1.05', taxRate: '0.13' },
      ],
    });
    const prices = (billDate: string, lines: [number, string][]) =>
      ok(
        t.call<PurchasePriceView[]>(admin, 'POST', '/api/order/purchaseOrder/prices', {
          supplierId: supplier.id,
          billDate,
          lines: lines.map(([skuId, qty]) => ({ skuId: String(skuId), qty })),
        }),
      );
    // A draft sheet does not apply yet.
    expect((await prices('2026-11-20', [[PEN, '10']]))[0].source).toBeNull();
    await op('supplierPrice', 'review', sheet);

    const found = await prices('2026-11-20', [
      [PEN, '10'],
      [PEN, '150'],
      [PAPER, '5'],
      [CLIP, '5'],
    ]);
    expect(found.map((p) => [p.price, p.source])).toEqual([
      ['1.2', 'SUPPLY_INFO'],
      ['1.05', 'SUPPLY_INFO'],
      [null, null],
      ['0.8', 'PURCHASE_PRICE'],
    ]);
    expect(found[0].billNo).toBe(sheet.billNo);
    // Outside the validity: the sheet does not apply.
    expect((await prices('2027-01-02', [[PEN, '10']]))[0].source).toBeNull();

    // A receipt from the supplier: its price is the last purchase price of the SKU.
    const receipt = await add('purchaseReceive', {
      billDate: '2026-11-21',
      supplierId: supplier.id,
      warehouseId: String(freshId()),
      lines: [{ skuId: String(PAPER), qty: '3', price: '4.52', taxRate: '0.13' }],
    });
    await op('purchaseReceive', 'complete', receipt);
    const after = await prices('2026-11-22', [[PAPER, '1']]);
    expect(after[0]).toMatchObject({ price: '4.52', source: 'LAST_PURCHASE', billNo: receipt.billNo });
  });
});
