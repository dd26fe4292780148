// Refusals of requisitions and processings: each names its field, is a business error (never a
// 5xx) and changes nothing.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { internalKit } from './inventory-internal.fixtures';

const t = await startTestApp();
const admin = await t.given.admin();
const k = internalKit(t, admin);
const c = k.c;
const fields = (res: { body: { errors?: { field: string }[] } }) => res.body.errors?.map((e) => e.field);

const w = await k.warehouse();
const pen = await k.sku('1.30');
const box = await k.sku('0.50');
const kitSku = await k.combined([
  [pen, '2'],
  [box, '1'],
]);
await c.gain(w, [
  [Number(pen.id), '4'],
  [Number(box.id), '2'],
]);

describe('requisition refusals', () => {
  const base = () => ({ warehouseId: String(w), departmentName: '行政部', purpose: '日常办公', lines: [{ skuId: pen.id, qty: '1' }] });

  it('requires a purpose of at most 200 characters', async () => {
    expect(fields(await k.requisition({ ...base(), purpose: '' }))).toEqual(['purpose']);
    expect(fields(await k.requisition({ ...base(), purpose: '用'.repeat(201) }))).toEqual(['purpose']);
  });

  it('requires a receiving department or employee, and the employee of the business group', async () => {
    expect(fields(await k.requisition({ ...base(), departmentName: null }))).toEqual(['receiverId']);
    const elsewhere = await t.given.employee({ groups: [(await t.given.businessGroup()).id] });
    const res = await k.requisition({ ...base(), receiverId: String(elsewhere.id) });
    expect(res.status).toBeLessThan(500);
    expect(fields(res)).toEqual(['receiverId']);
    expect(res.body.msg).toMatch(/receiving employee/);
  });

  it('refuses a zero quantity, a duplicate SKU and an unknown warehouse', async () => {
    expect(fields(await k.requisition({ ...base(), lines: [{ skuId: pen.id, qty: '0' }] }))).toEqual(['lines.0.qty']);
    expect(
      fields(
        await k.requisition({
          ...base(),
          lines: [
            { skuId: pen.id, qty: '1' },
            { skuId: pen.id, qty: '2' },
          ],
        }),
      ),
    ).toEqual(['lines.1.skuId']);
    expect(fields(await k.requisition({ ...base(), warehouseId: '987654321' }))).toEqual(['warehouseId']);
  });

  it('refuses to post more than is available, as a business error, leaving the stock as it was', async () => {
    const saved = c.ok(await k.requisition({ ...base(), lines: [{ skuId: box.id, qty: '3' }] }));
    const res = await c.op('materialReceive', 'complete', saved.id, saved.version);
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).not.toBe(200);
    expect(res.body.msg).toMatch(/insufficient/);
    expect(await c.stock(w, Number(box.id))).toMatchObject({ onHand: '2.0000', locked: '0.0000' });
  });
});

describe('processing refusals', () => {
  it('refuses a product that is not a combined product, naming productSkuId', async () => {
    const res = await k.process({ ...k.processBody(w, kitSku, '1'), productSkuId: box.id, lines: [{ skuId: pen.id, qty: '2' }] });
    expect(fields(res)).toEqual(['productSkuId']);
    expect(res.body.msg).toMatch(/not a combined product/);
  });

  it('refuses component lines that differ from the BOM × quantity, naming the line', async () => {
    const body = k.processBody(w, kitSku, '2');
    const wrongQty = await k.process({ ...body, lines: body.lines.map((l, i) => (i === 0 ? { ...l, qty: '3' } : l)) });
    expect(fields(wrongQty)).toEqual(['lines.0.qty']);
    expect(wrongQty.body.msg).toMatch(/must be 4/);
    expect(fields(await k.process({ ...body, lines: body.lines.slice(0, 1) }))).toEqual(['lines']);
    const stranger = await k.sku('1.00');
    expect(fields(await k.process({ ...body, lines: [...body.lines, { skuId: stranger.id, qty: '1' }] }))).toEqual(['lines.2.skuId']);
    expect(fields(await k.process({ ...body, lines: [...body.lines, { skuId: kitSku.id, qty: '1' }] }))).toEqual(['lines.2.skuId']);
  });

  it('refuses a missing direction or a quantity of 0', async () => {
    const body = k.processBody(w, kitSku, '1');
    expect(fields(await k.process({ ...body, direction: 'MELT' }))).toEqual(['direction']);
    expect(fields(await k.process({ ...body, productQty: '0' }))).toEqual(['productQty']);
  });

  it('refuses an assembly beyond the components available and a disassembly beyond the kits on hand', async () => {
    const assemble = c.ok(await k.process(k.processBody(w, kitSku, '3')));
    const res = await c.op('skuProcess', 'complete', assemble.id, assemble.version);
    expect(res.status).toBeLessThan(500);
    expect(res.body.msg).toMatch(/insufficient/);
    const apart = c.ok(await k.process(k.processBody(w, kitSku, '1', 'DISASSEMBLE')));
    const refused = await c.op('skuProcess', 'complete', apart.id, apart.version);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.msg).toMatch(/insufficient/);
    expect(await c.stock(w, Number(pen.id))).toMatchObject({ onHand: '4.0000' });
    expect(await c.stock(w, Number(box.id))).toMatchObject({ onHand: '2.0000' });
  });

  it('refuses to post a draft whose combined product changed its components since it was saved', async () => {
    const other = await k.combined([[pen, '1']], '单笔装');
    const saved = c.ok(await k.process(k.processBody(w, other, '1')));
    c.ok(
      await t.call(admin, 'POST', '/api/product/combined/edit', {
        ...(await k.kit.ok<Record<string, unknown>>('GET', `/api/product/combined/${other.id}`)),
        components: [{ skuId: box.id, quantity: '1' }],
      }),
    );
    const res = await c.op('skuProcess', 'complete', saved.id, saved.version);
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).not.toBe(200);
  });
});
