import { ErrorCode } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { document } from '../../documents/document.schema';
import { operateDocument, saveDocument } from '../../documents/document.service';
import { hashSecret } from '../../platform/auth/password';
import { AppError } from '../../platform/http/errors';
import { employee } from '../system/access.schema';
import { clerk, freshId, today, useTestPorts } from './inventory.fixtures';
import { stockMove } from './inventory.schema';
import { stockBreakage } from './inventory-documents';
import { verifyLedger } from './ledger-verify';

const ports = useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const c = clerk(t, admin);
const group = (await t.given.defaultGroup()).id;

afterEach(() => ports.setConfig(group, {}));

const fields = (res: { body: { errors?: { field: string }[] } }) => (res.body.errors ?? []).map((e) => e.field);

describe('refused input names the field and changes nothing', () => {
  it('refuses a transfer into the warehouse it leaves, naming the transfer-in warehouse', async () => {
    const w = freshId();
    const res = await c.add('transfer', { outWarehouseId: String(w), inWarehouseId: String(w), lines: [{ skuId: '1', qty: '1' }] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(fields(res)).toEqual(['inWarehouseId']);
  });

  it('refuses a profit-and-loss line of quantity 0 and a repeated SKU, naming the line', async () => {
    const zero = await c.add('breakage', { warehouseId: '1', lines: [{ skuId: '1', qty: '0' }] });
    expect(fields(zero)).toEqual(['lines.0.qty']);
    const twice = await c.add('breakage', {
      warehouseId: '1',
      lines: [
        { skuId: '7', qty: '1' },
        { skuId: '7', qty: '2' },
      ],
    });
    expect(fields(twice)).toEqual(['lines.1.skuId']);
  });

  it('refuses a negative new unit cost and an SKU without a cost record', async () => {
    const negative = await c.add('costAdjust', { lines: [{ skuId: '1', unitCost: '-1' }] });
    expect(fields(negative)).toEqual(['lines.0.unitCost']);
    const [w, has, hasNot] = [freshId(), freshId(), freshId()];
    await c.gain(w, [[has, '1']]);
    const unknown = await c.add('costAdjust', {
      lines: [
        { skuId: String(has), unitCost: '1' },
        { skuId: String(hasNot), unitCost: '1' },
      ],
    });
    expect(unknown.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(fields(unknown)).toEqual(['lines.1.skuId']);
    expect(unknown.body.msg).toMatch(/no cost record/);
  });

  it('refuses a loss beyond the stock, naming the SKU and the shortfall, and leaves everything as it was', async () => {
    const [w, sku] = [freshId(), freshId()];
    await c.gain(w, [[sku, '3']]);
    const saved = c.ok(await c.add('breakage', { warehouseId: String(w), lines: [{ skuId: String(sku), qty: '-5' }] }));
    const res = await c.op('breakage', 'complete', saved.id, saved.version);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.BUSINESS_RULE);
    expect(res.body.msg).toBe(`Available stock insufficient: SKU${sku} in #${w} has 3 available, 2 short`);
    const zh = await t.call(admin, 'POST', '/api/stock/breakage/complete', { id: saved.id, version: saved.version }, { language: 'zh-CN' });
    expect(zh.body.msg).toBe(`可用库存不足：商品SKU${sku}在#${w}可用3，缺少2`);
    expect(await c.detail('breakage', saved.id)).toMatchObject({ status: 'DRAFT', version: saved.version });
    expect(
      await t.db
        .select()
        .from(stockMove)
        .where(eq(stockMove.documentId, Number(saved.id))),
    ).toEqual([]);
    expect(await c.stock(w, sku)).toMatchObject({ onHand: '3.0000', locked: '0.0000' });
  });

  it('refuses to submit a transfer beyond the available stock, counting what others hold locked', async () => {
    const [out, into, sku] = [freshId(), freshId(), freshId()];
    await c.gain(out, [[sku, '10']]);
    const first = await c.transfer(out, into, [[sku, '7']]);
    c.ok(await c.op('transfer', 'review', first.id, first.version));
    const second = await c.transfer(out, into, [[sku, '4']]);
    const res = await c.op('transfer', 'review', second.id, second.version);
    expect(res.body.code).toBe(ErrorCode.BUSINESS_RULE);
    expect(res.body.msg).toMatch(/3 available, 1 short/);
    expect(await c.stock(out, sku)).toMatchObject({ locked: '7.0000', available: '3.0000' });
  });

  it('refuses an update without the version loaded, or with an old one', async () => {
    const saved = c.ok(await c.add('breakage', { warehouseId: '1', lines: [{ skuId: '1', qty: '1' }] }));
    const body = { id: saved.id, billDate: today(), warehouseId: '2', lines: [{ skuId: '1', qty: '2' }] };
    expect(fields(await c.update('breakage', body))).toEqual(['version']);
    c.ok(await c.update('breakage', { ...body, version: saved.version }));
    const stale = await c.update('breakage', { ...body, version: saved.version });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(ErrorCode.VERSION_CONFLICT);
  });
});

describe('the lifecycle refuses what a status does not allow', () => {
  it('says a document is already posted when it is posted again, and refuses a stale version', async () => {
    const posted = await c.gain(freshId(), [[freshId(), '1']]);
    const again = await c.op('breakage', 'complete', posted.id, posted.version - 1);
    expect(again.body.code).toBe(ErrorCode.BUSINESS_RULE);
    expect(again.body.msg).toMatch(/already posted/);
    const draft = c.ok(await c.add('breakage', { warehouseId: '1', lines: [{ skuId: '1', qty: '1' }] }));
    const stale = await c.op('breakage', 'review', draft.id, draft.version + 1);
    expect(stale.body.code).toBe(ErrorCode.VERSION_CONFLICT);
  });

  it('refuses reviewing a posted document, editing it and deleting anything but drafts', async () => {
    const draft = c.ok(await c.add('breakage', { warehouseId: '1', lines: [{ skuId: '1', qty: '1' }] }));
    const posted = await c.gain(freshId(), [[freshId(), '1']]);
    const review = await c.op('breakage', 'review', posted.id, posted.version);
    expect(review.body.msg).toBe(`Document ${posted.billNo} is posted and cannot review now`);
    const declineDraft = await c.op('breakage', 'decline', draft.id, draft.version);
    expect(declineDraft.body.code).toBe(ErrorCode.BUSINESS_RULE);
    const edit = await c.update('breakage', {
      id: posted.id,
      version: posted.version,
      billDate: today(),
      warehouseId: '1',
      lines: [{ skuId: '1', qty: '5' }],
    });
    expect(edit.body.msg).toMatch(/not a draft and cannot be edited/);
    const del = await t.call(admin, 'DELETE', `/api/stock/breakage?ids=${draft.id},${posted.id}`);
    expect(del.body.msg).toMatch(/not a draft and cannot be deleted/);
    expect(
      await t.db
        .select({ id: document.id })
        .from(document)
        .where(eq(document.id, Number(draft.id))),
    ).toHaveLength(1);
  });

  it('refuses to reverse a document twice, and to reverse a reversal', async () => {
    const posted = await c.gain(freshId(), [[freshId(), '1']]);
    const first = c.ok(await c.op('breakage', 'reverse', posted.id, posted.version));
    const second = await c.op('breakage', 'reverse', posted.id, posted.version);
    expect(second.body.msg).toBe(`Document ${posted.billNo} was already reversed (${first.reversal?.billNo})`);
    const ofReversal = await c.op('breakage', 'reverse', first.reversal?.id as string, 0);
    expect(ofReversal.body.msg).toMatch(/itself a reversal/);
  });

  it('refuses the same Idempotency-Key with another payload, and a malformed key', async () => {
    const body = { warehouseId: '1', lines: [{ skuId: '1', qty: '1' }] };
    c.ok(await c.add('breakage', body, { 'idempotency-key': 'k-conflict' }));
    const other = await c.add('breakage', { ...body, remark: '不同' }, { 'idempotency-key': 'k-conflict' });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe(ErrorCode.IDEMPOTENCY_CONFLICT);
    const bad = await c.add('breakage', body, { 'idempotency-key': 'has space' });
    expect(fields(bad)).toEqual(['Idempotency-Key']);
  });
});

describe('review policies', () => {
  it('SECOND_REVIEWER: the author may not review; another may; nothing posts unreviewed', async () => {
    ports.setConfig(group, { reviewPolicy: 'SECOND_REVIEWER' });
    const reviewer = await t.given.session({ grants: ['inventory:breakage:review'] });
    const saved = c.ok(await c.add('breakage', { warehouseId: String(freshId()), lines: [{ skuId: String(freshId()), qty: '1' }] }));
    const own = await c.op('breakage', 'review', saved.id, saved.version);
    expect(own.body.msg).toMatch(/cannot review their own document/);
    const unreviewed = await c.op('breakage', 'complete', saved.id, saved.version);
    expect(unreviewed.body.msg).toMatch(/must be reviewed before it is posted/);
    const reviewed = clerk(t, reviewer).ok(await clerk(t, reviewer).op('breakage', 'review', saved.id, saved.version));
    expect(reviewed.status).toBe('REVIEWED');
    expect(c.ok(await c.op('breakage', 'complete', saved.id, reviewed.version)).status).toBe('COMPLETE');
  });

  it('DESIGNATED: a designated reviewer must type their own review authority code', async () => {
    const reviewer = await t.given.session({ grants: ['inventory:breakage:review'] });
    await t.db
      .update(employee)
      .set({ reviewAuthorityCodeHash: await hashSecret('8866') })
      .where(eq(employee.id, reviewer.employeeId));
    ports.setConfig(group, { reviewPolicy: 'DESIGNATED', designatedReviewerIds: [reviewer.employeeId] });
    const r = clerk(t, reviewer);
    const saved = c.ok(await c.add('breakage', { warehouseId: String(freshId()), lines: [{ skuId: String(freshId()), qty: '1' }] }));
    expect(fields(await r.op('breakage', 'review', saved.id, saved.version))).toEqual(['reviewAuthorityCode']);
    const wrong = await r.op('breakage', 'review', saved.id, saved.version, { reviewAuthorityCode: '1234' });
    expect(wrong.body.msg).toBe('The review authority code is wrong');
    const notDesignated = await c.op('breakage', 'review', saved.id, saved.version, { reviewAuthorityCode: '8866' });
    expect(notDesignated.body.msg).toMatch(/not a designated reviewer/);
    expect(r.ok(await r.op('breakage', 'review', saved.id, saved.version, { reviewAuthorityCode: '8866' })).status).toBe('REVIEWED');
  });
});

describe('negative and virtual stock', () => {
  it('posts below zero when negative inventory is allowed, the ledger still balanced', async () => {
    ports.setConfig(group, { ifNegativeInventory: true });
    const [w, sku] = [freshId(), freshId()];
    await c.gain(w, [[sku, '1']]);
    c.ok(await c.loss(w, [[sku, '3']]));
    expect(await c.stock(w, sku)).toMatchObject({ onHand: '-2.0000', available: '-2.0000' });
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('lets a transfer be submitted against goods on their way in with virtual stock; completing it still needs them on hand', async () => {
    const [a, b, d, sku] = [freshId(), freshId(), freshId(), freshId()];
    await c.gain(a, [[sku, '5']]);
    const inbound = await c.transfer(a, b, [[sku, '5']]);
    const inboundReviewed = c.ok(await c.op('transfer', 'review', inbound.id, inbound.version));
    const onward = await c.transfer(b, d, [[sku, '3']]);
    expect((await c.op('transfer', 'review', onward.id, onward.version)).body.code).toBe(ErrorCode.BUSINESS_RULE);

    ports.setConfig(group, { ifVirtualStock: true });
    const onwardReviewed = c.ok(await c.op('transfer', 'review', onward.id, onward.version));
    expect(await c.stock(b, sku)).toMatchObject({ onHand: '0.0000', locked: '3.0000', available: '-3.0000' });
    expect((await c.op('transfer', 'complete', onward.id, onwardReviewed.version)).body.msg).toMatch(/insufficient/);
    c.ok(await c.op('transfer', 'complete', inbound.id, inboundReviewed.version));
    c.ok(await c.op('transfer', 'complete', onward.id, onwardReviewed.version));
    expect(await c.stock(b, sku)).toMatchObject({ onHand: '2.0000', locked: '0.0000', available: '2.0000' });
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});

describe('daily checkout (日结)', () => {
  it('refuses documents dated on or before a closed day, by route and by service, until the day is reopened', async () => {
    const [w, sku] = [freshId(), freshId()];
    await c.gain(w, [[sku, '10']], '2025-02-01');
    const pending = c.ok(
      await c.add('breakage', { billDate: '2025-02-01', warehouseId: String(w), lines: [{ skuId: String(sku), qty: '-1' }] }),
    );
    const posted = await c.gain(w, [[sku, '1']], '2025-02-01');

    const warned = c.ok(
      await t.call<{ closed: boolean; pending: { billNo: string }[] }>(admin, 'POST', '/api/basic/checkoutRecord', {
        checkoutDate: '2025-02-10',
      }),
    );
    expect(warned.closed).toBe(false);
    expect(warned.pending.map((p) => p.billNo)).toEqual([pending.billNo]);
    const closed = c.ok(
      await t.call<{ closed: boolean }>(admin, 'POST', '/api/basic/checkoutRecord', { checkoutDate: '2025-02-10', force: true }),
    );
    expect(closed.closed).toBe(true);

    const add = await c.add('breakage', { billDate: '2025-02-10', warehouseId: String(w), lines: [{ skuId: String(sku), qty: '1' }] });
    expect(add.body.code).toBe(ErrorCode.BUSINESS_RULE);
    expect(add.body.msg).toMatch(/Days up to 2025-02-10 are closed/);
    expect((await c.op('breakage', 'complete', pending.id, pending.version)).body.msg).toMatch(/are closed/);
    expect((await c.op('breakage', 'reverse', posted.id, posted.version)).body.msg).toMatch(/are closed/);
    expect((await t.call(admin, 'DELETE', `/api/stock/breakage?ids=${pending.id}`)).body.msg).toMatch(/are closed/);
    const actor = { employeeId: admin.employeeId, businessGroupId: group };
    await expect(operateDocument(t.db, actor, stockBreakage, 'COMPLETE', { id: Number(pending.id) })).rejects.toMatchObject({
      messageKey: 'checkout.dayClosed',
    });
    await expect(
      saveDocument(t.db, actor, stockBreakage, { billDate: '2025-01-31', warehouseId: w, lines: [{ skuId: sku, qty: '1' }] }),
    ).rejects.toBeInstanceOf(AppError);
    c.ok(await c.add('breakage', { billDate: '2025-02-11', warehouseId: String(w), lines: [{ skuId: String(sku), qty: '1' }] }));

    const notLatest = await t.call(admin, 'POST', '/api/basic/checkoutRecord/reopen', { checkoutDate: '2025-01-01' });
    expect(notLatest.body.msg).toMatch(/latest closed day \(2025-02-10\)/);
    const reopened = c.ok(await t.call<{ reopenedDate: string }>(admin, 'POST', '/api/basic/checkoutRecord/reopen', {}));
    expect(reopened.reopenedDate).toBe('2025-02-10');
    expect(c.ok(await c.op('breakage', 'complete', pending.id, pending.version)).status).toBe('COMPLETE');
  });

  it('refuses to close a future day', async () => {
    const res = await t.call(admin, 'POST', '/api/basic/checkoutRecord', { checkoutDate: '2999-01-01' });
    expect(fields(res)).toEqual(['checkoutDate']);
  });
});
