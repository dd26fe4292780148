// The home page's figures on fixture data: sales less returns, gross margin only with
// costPrice, purchases, collections, the 30-day trend, receivables by age, drafts waiting for
// my review (not my own under SECOND_REVIEWER), low-stock SKUs; sections follow the screens held.
import type { DocumentType, PortalPage } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { document } from '../../documents/document.schema';
import { moneyEntry } from '../finance/money.schema';
import { stockBalance, stockMove } from '../inventory/inventory.schema';
import { member } from '../partner/partner.test-kit';
import { productKit } from '../product/product.test-kit';

const t = await startTestApp();
const group = await t.given.businessGroup();
const admin = { ...(await t.given.session({ isAdmin: true, groups: [group.id] })), belongId: String(group.id) };
const kit = productKit(t);
const sku = await kit.sku({ name: '得力中性笔' });
const skuId = Number(sku.id);
const other = await t.given.employee({ groups: [group.id] });

const day = (back: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
};
const today = day(0);
let serial = 0;
async function doc(
  type: DocumentType,
  billDate: string,
  totalAmount: string,
  status: 'COMPLETE' | 'DRAFT' = 'COMPLETE',
  createdBy?: number,
) {
  const [row] = await t.db
    .insert(document)
    .values({
      businessGroupId: group.id,
      type,
      billNo: `P${type.slice(0, 4)}${++serial}${Date.now()}`,
      status,
      billDate,
      totalAmount,
      createdBy,
    })
    .returning({ id: document.id, billNo: document.billNo });
  return row;
}
async function saleMove(documentId: number, billNo: string, billDate: string, qty: string, amount: string) {
  await t.db.insert(stockMove).values({
    businessGroupId: group.id,
    documentType: 'WHOLESALE_SALE',
    documentId,
    billNo,
    warehouseId: 1,
    skuId,
    qty,
    unitCost: '2',
    amount,
    balanceQtyAfter: '0',
    billDate,
  });
}
async function receivable(billDate: string, amount: string) {
  const d = await doc('WHOLESALE_SALE', billDate, '0', 'DRAFT');
  await t.db.insert(moneyEntry).values({
    businessGroupId: group.id,
    partnerKind: 'CUSTOMER',
    partnerId: 1,
    account: 'BALANCE',
    kind: 'SALE',
    documentType: 'WHOLESALE_SALE',
    documentId: d.id,
    billNo: d.billNo,
    billDate,
    amount,
    openAmount: amount,
  });
}

const sale = await doc('WHOLESALE_SALE', today, '100.00');
await saleMove(sale.id, sale.billNo, today, '-30', '-60.00');
await doc('WHOLESALE_RETURN', today, '10.00');
const earlier = today.slice(8) > '03' ? day(2) : today;
await doc('WHOLESALE_SALE', earlier, '50.00');
await doc('WHOLESALE_SALE', today, '999.00', 'DRAFT');
await doc('PURCHASE_RECEIVE', today, '80.00');
await doc('SETTLEMENT', today, '40.00');
await receivable(day(45), '200.00');
await receivable(today, '70.00');
await t.db.insert(stockBalance).values({ businessGroupId: group.id, warehouseId: 1, skuId, onHand: '2' });
await doc('PURCHASE_ORDER', today, '1.00', 'DRAFT', admin.employeeId);
await doc('PURCHASE_ORDER', today, '1.00', 'DRAFT', other.id);

const page = async (s: typeof admin, language = 'en-US') => {
  const res = await t.call<PortalPage>(s, 'POST', '/api/shared/portal/page', {}, { language });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200 });
  return res.body.data;
};

describe('portal page', () => {
  it('adds up posted sales less returns, purchases and collections for today and the month, with gross margin for costPrice', async () => {
    const p = await page(admin);
    expect(p.today).toBe(today);
    expect(p.sales).toEqual({ today: earlier === today ? '140.00' : '90.00', month: '140.00' });
    expect(p.grossMargin).toEqual({ today: earlier === today ? '80.00' : '30.00', month: '80.00' });
    expect(p.purchases).toEqual({ today: '80.00', month: '80.00' });
    expect(p.collections).toEqual({ today: '40.00', month: '40.00' });
    expect(p.trend).toHaveLength(30);
    expect(p.trend.at(-1)).toMatchObject({ date: today, sales: earlier === today ? '140.00' : '90.00', purchases: '80.00' });
    expect(p.trend.find((d) => d.date === earlier)?.sales).toBe(earlier === today ? '140.00' : '50.00');
  });

  it('ages receivables from their bill date', async () => {
    const p = await page(admin);
    expect(p.receivables).toEqual([
      { bucket: 'D0_30', amount: '70.00' },
      { bucket: 'D31_60', amount: '200.00' },
      { bucket: 'D61_90', amount: '0.00' },
      { bucket: 'D90_PLUS', amount: '0.00' },
    ]);
  });

  it('lists SKUs below the replenishment lower limit (average daily sale × lower days)', async () => {
    const p = await page(admin);
    // 30 sold in 30 days, 7 lower days: the limit is 7, 2 available.
    expect(p.lowStock).toEqual([{ skuId: String(skuId), skuCode: sku.code, skuName: '得力中性笔', available: '2', lowerLimit: '7' }]);
  });

  it('counts drafts waiting for my review, leaving out my own under SECOND_REVIEWER', async () => {
    expect((await page(admin)).waitingReview).toContainEqual({ documentType: 'PURCHASE_ORDER', count: 2, menu: '/purchase/purchaseOrder' });
    const put = await t.call(admin, 'PUT', '/api/basic/processConfig', { documentType: 'PURCHASE_ORDER', reviewPolicy: 'SECOND_REVIEWER' });
    expect(put.status).toBe(200);
    expect((await page(admin)).waitingReview).toContainEqual({ documentType: 'PURCHASE_ORDER', count: 1, menu: '/purchase/purchaseOrder' });
  });

  it('hides gross margin without costPrice and sections whose screen the caller lacks', async () => {
    const clerk = await member(t, [group.id], ['/wholesale/wholesaleSale', '/purchase/purchaseOrder', 'purchase:purchaseOrder:review']);
    const p = await page(clerk as typeof admin);
    expect(p.sales).toEqual({ today: earlier === today ? '140.00' : '90.00', month: '140.00' });
    expect(p).not.toHaveProperty('grossMargin');
    expect(p.purchases).toBeNull();
    expect(p.receivables).toBeNull();
    expect(p.lowStock).toBeNull();
    expect(p.trend.at(-1)?.purchases).toBeNull();
    expect(p.waitingReview).toEqual([{ documentType: 'PURCHASE_ORDER', count: 2, menu: '/purchase/purchaseOrder' }]);
  });

  it('shows only the active group’s business', async () => {
    const stranger = await t.given.businessGroup();
    const s = await member(t, [stranger.id], ['/wholesale/wholesaleSale', '/finance/customerLedger']);
    const p = await page(s as typeof admin);
    expect(p.sales).toEqual({ today: '0.00', month: '0.00' });
    expect(p.receivables?.every((r) => r.amount === '0.00')).toBe(true);
    expect(p.waitingReview).toEqual([]);
    expect((await t.call(null, 'POST', '/api/shared/portal/page', {})).status).toBe(401);
  });
});
