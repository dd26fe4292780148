import type { BillNoAssociation, DocumentBatchItem, DocumentDetailView, DocumentHeaderView, MovementView, Page } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { document, documentAudit } from '../../documents/document.schema';
import { clerk, freshId, today, useTestPorts } from './inventory.fixtures';
import { postSystemCostAdjust } from './inventory-documents';
import { verifyLedger } from './ledger-verify';

const PRICED_SKU = freshId();
useTestPorts({ [PRICED_SKU]: '2.5' });
const t = await startTestApp();
const admin = await t.given.admin();
const c = clerk(t, admin);
const group = (await t.given.defaultGroup()).id;

describe('warehouse transfer (调拨单)', () => {
  it('submits (locks in the out warehouse), returns (releases), submits again and completes at the current cost', async () => {
    const [out, into, sku] = [freshId(), freshId(), freshId()];
    await c.gain(out, [[sku, '10']]);
    const draft = await c.transfer(out, into, [[sku, '3']]);
    expect(draft.billNo).toMatch(new RegExp(`^DBD${today().replace(/-/g, '')}\\d{5}$`));

    const edited = c.ok(
      await c.update('transfer', {
        id: draft.id,
        version: draft.version,
        billDate: today(),
        outWarehouseId: String(out),
        inWarehouseId: String(into),
        remark: '门店补货',
        lines: [{ skuId: String(sku), qty: '4', remark: '急' }],
      }),
    );
    expect(edited).toMatchObject({ id: draft.id, billNo: draft.billNo, status: 'DRAFT', version: draft.version + 1 });

    expect((await c.detail('transfer', draft.id)).operations).toEqual(['REVIEW']);
    const submitted = c.ok(await c.op('transfer', 'review', draft.id, edited.version));
    expect(submitted.status).toBe('REVIEWED');
    expect((await c.detail('transfer', draft.id)).operations).toEqual(['DECLINE', 'COMPLETE']);
    expect(await c.stock(out, sku)).toMatchObject({ onHand: '10.0000', locked: '4.0000', available: '6.0000' });

    const returned = c.ok(await c.op('transfer', 'decline', draft.id, submitted.version, { reason: '数量再确认' }));
    expect(returned.status).toBe('DRAFT');
    expect(await c.stock(out, sku)).toMatchObject({ locked: '0.0000', available: '10.0000' });

    const again = c.ok(await c.op('transfer', 'review', draft.id, returned.version));
    const done = c.ok(await c.op('transfer', 'complete', draft.id, again.version));
    expect(done.status).toBe('COMPLETE');
    expect(await c.stock(out, sku)).toMatchObject({ onHand: '6.0000', locked: '0.0000', available: '6.0000' });
    expect(await c.stock(into, sku)).toMatchObject({ onHand: '4.0000', available: '4.0000' });

    const detail = await c.detail('transfer', draft.id);
    expect(detail).toMatchObject({
      status: 'COMPLETE',
      remark: '门店补货',
      outWarehouseId: String(out),
      inWarehouseId: String(into),
      totalQty: '4.0000',
      reviewedBy: String(admin.employeeId),
      completedBy: String(admin.employeeId),
      operations: ['REVERSE'],
    });
    expect(detail.lines).toMatchObject([{ lineNo: 1, skuId: String(sku), qty: '4.0000', remark: '急' }]);
    expect(detail.audit.map((a) => [a.operation, a.fromStatus, a.toStatus, a.reason])).toEqual([
      ['SAVE', null, 'DRAFT', null],
      ['SAVE', 'DRAFT', 'DRAFT', null],
      ['REVIEW', 'DRAFT', 'REVIEWED', null],
      ['DECLINE', 'REVIEWED', 'DRAFT', '数量再确认'],
      ['REVIEW', 'DRAFT', 'REVIEWED', null],
      ['COMPLETE', 'REVIEWED', 'COMPLETE', null],
    ]);

    const moves = c.ok(await t.call<Page<MovementView>>(admin, 'POST', '/api/stock/movement/page', { skuId: String(sku), pageSize: 10 }));
    expect(moves.list.map((m) => [m.billNo, m.warehouseId, m.qty, m.balanceQtyAfter])).toEqual([
      [draft.billNo, String(into), '4.0000', '4.0000'],
      [draft.billNo, String(out), '-4.0000', '6.0000'],
      [expect.stringMatching(/^BSBY/), String(out), '10.0000', '10.0000'],
    ]);
    expect(moves.list[0]).toMatchObject({ documentType: 'WAREHOUSE_TRANSFER', documentId: draft.id });
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('moves a transfer at the average cost, the in-side carrying exactly the out-side’s value', async () => {
    const [out, into] = [freshId(), freshId()];
    await c.gain(out, [[PRICED_SKU, '3']]);
    const draft = await c.transfer(out, into, [[PRICED_SKU, '1']]);
    c.ok(await c.op('transfer', 'complete', draft.id, draft.version));
    const detail = await c.detail('transfer', draft.id);
    expect(detail.lines[0]).toMatchObject({ unitCost: '2.500000', costAmount: '2.50' });
    expect(detail.costAmount).toBe('2.50');
    const moves = c.ok(await t.call<Page<MovementView>>(admin, 'POST', '/api/stock/movement/page', { billNo: draft.billNo }));
    expect(moves.list.map((m) => [m.qty, m.unitCost, m.costAmount])).toEqual([
      ['1.0000', '2.500000', '2.50'],
      ['-1.0000', '2.500000', '-2.50'],
    ]);
  });

  it('reverses a posted transfer with a linked reversal that moves the goods back; the original stays as posted', async () => {
    const [out, into, sku] = [freshId(), freshId(), freshId()];
    await c.gain(out, [[sku, '5']]);
    const draft = await c.transfer(out, into, [[sku, '5']]);
    const posted = c.ok(await c.op('transfer', 'complete', draft.id, draft.version));
    const reversed = c.ok(await c.op('transfer', 'reverse', draft.id, posted.version, { reason: '调错仓库' }));
    expect(reversed).toMatchObject({ id: draft.id, status: 'COMPLETE', version: posted.version });
    expect(reversed.reversal?.billNo).toMatch(/^DBD\d{13}$/);

    expect(await c.stock(out, sku)).toMatchObject({ onHand: '5.0000' });
    expect(await c.stock(into, sku)).toMatchObject({ onHand: '0.0000' });
    const original = await c.detail('transfer', draft.id);
    expect(original).toMatchObject({
      status: 'COMPLETE',
      version: posted.version,
      reversedById: reversed.reversal?.id,
      totalQty: '5.0000',
      operations: [],
    });
    const reversal = await c.detail('transfer', reversed.reversal?.id as string);
    expect(reversal).toMatchObject({
      status: 'COMPLETE',
      reversalOfId: draft.id,
      reversalOfBillNo: draft.billNo,
      remark: '调错仓库',
      totalQty: '-5.0000',
      operations: [],
    });
    expect(reversal.lines[0]).toMatchObject({ qty: '-5.0000', reversalOfLineId: original.lines[0].id });
    // Each names the other among its related documents, to open from the detail.
    expect(original.links).toEqual([
      {
        relation: 'REVERSED_BY',
        id: reversed.reversal?.id,
        type: 'WAREHOUSE_TRANSFER',
        billNo: reversed.reversal?.billNo,
        status: 'COMPLETE',
      },
    ]);
    expect(reversal.links).toEqual([
      { relation: 'REVERSAL_OF', id: draft.id, type: 'WAREHOUSE_TRANSFER', billNo: draft.billNo, status: 'COMPLETE' },
    ]);
    expect(original.audit.at(-1)).toMatchObject({ operation: 'REVERSE', fromStatus: 'COMPLETE', toStatus: 'COMPLETE', reason: '调错仓库' });
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});

describe('profit and loss (报损报溢单)', () => {
  it('posts gains in and losses out of one warehouse in one sheet', async () => {
    const [w, a, b] = [freshId(), freshId(), freshId()];
    await c.gain(w, [[a, '10']]);
    const saved = c.ok(
      await c.add('breakage', {
        warehouseId: String(w),
        reason: '月末盘点',
        lines: [
          { skuId: String(a), qty: '-2.5' },
          { skuId: String(b), qty: '7' },
        ],
      }),
    );
    c.ok(await c.op('breakage', 'review', saved.id, saved.version));
    expect(await c.stock(w, a)).toMatchObject({ onHand: '10.0000', locked: '2.5000', available: '7.5000' });
    const detail0 = await c.detail('breakage', saved.id);
    c.ok(await c.op('breakage', 'complete', saved.id, detail0.version));
    expect(await c.stock(w, a)).toMatchObject({ onHand: '7.5000', locked: '0.0000' });
    expect(await c.stock(w, b)).toMatchObject({ onHand: '7.0000' });
    const detail = await c.detail('breakage', saved.id);
    expect(detail).toMatchObject({ warehouseId: String(w), reason: '月末盘点', status: 'COMPLETE' });
  });
});

describe('cost adjustment (成本调整单)', () => {
  it('revalues the stock of an SKU at the new unit cost, shown in the stock query', async () => {
    const [w1, w2, sku] = [freshId(), freshId(), freshId()];
    await c.gain(w1, [[sku, '6']]);
    await c.gain(w2, [[sku, '4']]);
    const saved = c.ok(await c.add('costAdjust', { lines: [{ skuId: String(sku), unitCost: '1.25', remark: '供应商降价' }] }));
    c.ok(await c.op('costAdjust', 'complete', saved.id, saved.version));
    const detail = await c.detail('costAdjust', saved.id);
    expect(detail.lines[0]).toMatchObject({
      qty: '10.0000',
      costPrice: '0.000000',
      unitCost: '1.250000',
      costAmount: '12.50',
      remark: '供应商降价',
    });
    expect(await c.stock(w1, sku)).toMatchObject({ avgCost: '1.250000', stockValue: '7.50' });
    expect(await c.stock(w2, sku)).toMatchObject({ avgCost: '1.250000', stockValue: '5.00' });

    const reversed = c.ok(await c.op('costAdjust', 'reverse', saved.id, detail.version));
    expect(reversed.reversal).toBeDefined();
    expect(await c.stock(w1, sku)).toMatchObject({ avgCost: '0.000000', stockValue: '0.00' });
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('lists the system’s own cost adjustments under the cost adjustment screen', async () => {
    const [w, sku] = [freshId(), freshId()];
    await c.gain(w, [[sku, '2']]);
    const posted = await t.db.transaction((tx) =>
      postSystemCostAdjust(
        tx,
        { employeeId: admin.employeeId, businessGroupId: group },
        { billDate: today(), lines: [{ skuId: sku, unitCost: '9' }] },
      ),
    );
    expect(posted).toMatchObject({ status: 'COMPLETE', billNo: expect.stringMatching(/^XTCB\d{13}$/) });
    const page = c.ok(await t.call<Page<DocumentHeaderView>>(admin, 'POST', '/api/stock/systemCostAdjust/page', { billNo: posted.billNo }));
    expect(page.list.map((d) => d.billNo)).toEqual([posted.billNo]);
    expect(await c.stock(w, sku)).toMatchObject({ avgCost: '9.000000', stockValue: '18.00' });
  });
});

describe('the document engine through the inventory screens', () => {
  it('posts straight from draft when no review is required, recording the review on the way', async () => {
    const [w, sku] = [freshId(), freshId()];
    const posted = await c.gain(w, [[sku, '1']]);
    const detail = await c.detail('breakage', posted.id);
    expect(detail.audit.map((a) => a.operation)).toEqual(['SAVE', 'REVIEW', 'COMPLETE']);
    expect(detail.version).toBe(1);
  });

  it('completes several documents at once and answers for each', async () => {
    const [w, sku] = [freshId(), freshId()];
    await c.gain(w, [[sku, '5']]);
    const ids: string[] = [];
    for (const qty of ['-2', '-9', '-3']) {
      ids.push(c.ok(await c.add('breakage', { warehouseId: String(w), lines: [{ skuId: String(sku), qty }] })).id);
    }
    const results = c.ok(await t.call<DocumentBatchItem[]>(admin, 'POST', '/api/stock/breakage/batchComplete', { ids }));
    expect(results.map((r) => [r.id, r.ok])).toEqual([
      [ids[0], true],
      [ids[1], false],
      [ids[2], true],
    ]);
    expect(results[1].msg).toMatch(/insufficient/);
    expect(results[1].billNo).toMatch(/^BSBY/);
    expect(await c.stock(w, sku)).toMatchObject({ onHand: '0.0000' });
  });

  it('pages documents by bill number, status, date range and warehouse', async () => {
    const [w, other, sku] = [freshId(), freshId(), freshId()];
    const a = await c.gain(w, [[sku, '1']], '2026-01-05');
    const b = c.ok(await c.add('breakage', { billDate: '2026-01-06', warehouseId: String(w), lines: [{ skuId: String(sku), qty: '1' }] }));
    await c.gain(other, [[sku, '1']], '2026-01-06');
    const list = async (body: Record<string, unknown>) =>
      c.ok(await t.call<Page<DocumentHeaderView>>(admin, 'POST', '/api/stock/breakage/page', body)).list.map((d) => d.billNo);
    expect(await list({ warehouseId: String(w), dateFrom: '2026-01-01', dateTo: '2026-01-31' })).toEqual([b.billNo, a.billNo]);
    expect(await list({ warehouseId: String(w), status: 'DRAFT' })).toEqual([b.billNo]);
    expect(await list({ billNo: a.billNo.slice(-9) })).toEqual([a.billNo]);
    expect(await list({ warehouseId: String(w), sort: 'billDate,asc' })).toEqual([a.billNo, b.billNo]);
  });

  it('deletes drafts and keeps who deleted which number in the audit trail', async () => {
    const saved = c.ok(await c.add('breakage', { warehouseId: String(freshId()), lines: [{ skuId: String(freshId()), qty: '1' }] }));
    const res = await t.call<{ deleted: number }>(admin, 'DELETE', `/api/stock/breakage?ids=${saved.id}`);
    expect(c.ok(res)).toEqual({ deleted: 1 });
    expect(
      await t.db
        .select()
        .from(document)
        .where(eq(document.id, Number(saved.id))),
    ).toEqual([]);
    const audit = await t.db
      .select()
      .from(documentAudit)
      .where(eq(documentAudit.documentId, Number(saved.id)));
    expect(audit.map((a) => [a.operation, a.fromStatus, a.toStatus, a.employeeId])).toEqual([
      ['SAVE', null, 'DRAFT', admin.employeeId],
      ['DELETE', 'DRAFT', null, admin.employeeId],
    ]);
  });

  it('replays the first answer for a repeated Idempotency-Key instead of saving twice', async () => {
    const body = { warehouseId: String(freshId()), lines: [{ skuId: String(freshId()), qty: '1' }] };
    const first = c.ok(await c.add('breakage', body, { 'idempotency-key': 'save-once-1' }));
    const second = c.ok(await c.add('breakage', body, { 'idempotency-key': 'save-once-1' }));
    expect(second).toEqual(first);
    const posted = c.ok(await c.op('breakage', 'complete', first.id, first.version, {}, { 'idempotency-key': 'post-once-1' }));
    const replayed = c.ok(await c.op('breakage', 'complete', first.id, first.version, {}, { 'idempotency-key': 'post-once-1' }));
    expect(replayed).toEqual(posted);
  });

  it('finds a document by its bill number (for links) and shows its audit trail', async () => {
    const posted = await c.gain(freshId(), [[freshId(), '1']]);
    const found = c.ok(await t.call<BillNoAssociation>(admin, 'GET', `/api/order/billNo/associationId?billNo=${posted.billNo}`));
    expect(found).toEqual({
      id: posted.id,
      type: 'STOCK_BREAKAGE',
      billNo: posted.billNo,
      status: 'COMPLETE',
      businessGroupId: String(group),
    });
    const audit = c.ok(await t.call<DocumentDetailView['audit']>(admin, 'GET', `/api/order/document/${posted.id}/audit`));
    expect(audit.map((a) => a.operation)).toEqual(['SAVE', 'REVIEW', 'COMPLETE']);
  });

  it('shows stock per warehouse with locked and available quantities, hiding empty rows on request', async () => {
    const [w, a, b] = [freshId(), freshId(), freshId()];
    await c.gain(w, [
      [a, '4'],
      [b, '1'],
    ]);
    await c.loss(w, [[b, '1']]);
    const page = await t.call<Page<{ skuId: string; onHand: string }>>(admin, 'POST', '/api/stock/stockQuery/page', {
      warehouseId: String(w),
      hideZero: true,
    });
    expect(c.ok(page).list.map((r) => [r.skuId, r.onHand])).toEqual([[String(a), '4.0000']]);
  });
});
