import type { Page, SkuDetail, SkuView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { nextEan13, productKit, withWrongCheckDigit } from './product.test-kit';

const t = await startTestApp();
const kit = productKit(t);

async function add(body: object) {
  return t.call<SkuDetail>(await kit.admin(), 'PUT', '/api/product/sku', body);
}
async function edit(body: object) {
  return t.call<SkuDetail>(await kit.admin(), 'POST', '/api/product/sku/edit', body);
}
const fields = (res: { body: { errors?: { field: string }[] } }) => res.body.errors?.map((e) => e.field) ?? [];

async function countByCode(code: string): Promise<number> {
  const page = await kit.ok<Page<SkuView>>('POST', '/api/product/sku/page', { keyword: code, pageNum: 1, pageSize: 5 });
  return page.list.filter((s) => s.code === code).length;
}

describe('SKUs (error): the rules of spec §5', () => {
  it('names every missing required field', async () => {
    const res = await add({});
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4000400);
    expect(fields(res)).toEqual(expect.arrayContaining(['code', 'name', 'categoryId', 'unit', 'taxItemId']));
  });

  it('refuses negative or malformed prices, naming the field', async () => {
    const body = await kit.skuBody({ retailPrice: '-1', memberPrice: 'abc', purchasePrice: '1.23456' });
    const res = await add(body);
    expect(res.body.code).toBe(4000400);
    expect(fields(res)).toEqual(expect.arrayContaining(['retailPrice', 'memberPrice', 'purchasePrice']));
    expect(await countByCode(String(body.code))).toBe(0);
  });

  it('refuses a delisting date before the listing date', async () => {
    const body = await kit.skuBody({ listingDate: '2025-06-01', delistingDate: '2025-05-31' });
    const res = await add(body);
    expect(res.body.code).toBe(4000400);
    expect(fields(res)).toEqual(['delistingDate']);
    expect(res.body.msg).toBe('The delisting date cannot be before the listing date');
    expect(await countByCode(String(body.code))).toBe(0);
  });

  it('refuses an EAN-13 with a wrong check digit and codes of other lengths, in Chinese too', async () => {
    const wrong = withWrongCheckDigit(nextEan13());
    const res = await t.call(await kit.admin(), 'PUT', '/api/product/sku', await kit.skuBody({ barcodes: [wrong, '12345678901'] }), {
      language: 'zh-CN',
    });
    expect(res.body.code).toBe(4000400);
    expect(fields(res)).toEqual(['barcodes.0', 'barcodes.1']);
    expect(res.body.msg).toContain('校验位');
    const pkg = await add(
      await kit.skuBody({
        packages: [
          { unitName: '支', factor: '1' },
          { unitName: '盒', factor: '12', barcode: withWrongCheckDigit('10012345000017') },
        ],
      }),
    );
    expect(fields(pkg)).toEqual(['packages.1.barcode']);
  });

  it('refuses a barcode repeated within the SKU', async () => {
    const code = nextEan13();
    const res = await add(await kit.skuBody({ barcodes: [code, code] }));
    expect(fields(res)).toEqual(['barcodes.1']);
    const pkg = await add(
      await kit.skuBody({
        barcodes: [code],
        packages: [
          { unitName: '支', factor: '1' },
          { unitName: '盒', factor: '12', barcode: code },
        ],
      }),
    );
    expect(fields(pkg)).toEqual(['packages.1.barcode']);
  });

  it('refuses a barcode already used by another SKU or another SKU’s package, and changes nothing', async () => {
    const owner = await kit.sku();
    const boxBarcode = owner.packages.find((p) => p.unitName === '盒')!.barcode!;

    const asSkuBarcode = await add(await kit.skuBody({ barcodes: [nextEan13(), owner.barcodes[0]] }));
    expect(asSkuBarcode.status).toBe(409);
    expect(asSkuBarcode.body.code).toBe(4000409);
    expect(fields(asSkuBarcode)).toEqual(['barcodes.1']);
    expect(asSkuBarcode.body.msg).toContain(owner.code);

    const asPackageBarcode = await add(
      await kit.skuBody({
        packages: [
          { unitName: '支', factor: '1' },
          { unitName: '盒', factor: '10', barcode: owner.barcodes[0] },
        ],
      }),
    );
    expect(fields(asPackageBarcode)).toEqual(['packages.1.barcode']);

    const boxAsSkuBarcode = await add(await kit.skuBody({ barcodes: [boxBarcode] }));
    expect(boxAsSkuBarcode.body.code).toBe(4000409);

    // An edit that takes another SKU's barcode leaves the SKU as it was.
    const other = await kit.sku();
    const res = await edit({
      ...(await kit.skuBody()),
      id: other.id,
      code: other.code,
      categoryId: other.categoryId,
      barcodes: [boxBarcode],
    });
    expect(res.body.code).toBe(4000409);
    const unchanged = await kit.ok<SkuDetail>('GET', `/api/product/sku/${other.id}`);
    expect(unchanged).toEqual(other);
  });

  it('refuses a code already taken, whatever its case', async () => {
    const owner = await kit.sku({ code: 'DUP-001' });
    const res = await add(await kit.skuBody({ code: 'dup-001' }));
    expect(res.body.code).toBe(4000409);
    expect(fields(res)).toEqual(['code']);
    expect(owner.code).toBe('DUP-001');
  });

  it('needs exactly one base package (factor 1) in the SKU’s unit, and positive factors', async () => {
    const none = await add(await kit.skuBody({ packages: [{ unitName: '盒', factor: '12' }] }));
    expect(fields(none)).toEqual(['packages']);
    const two = await add(
      await kit.skuBody({
        packages: [
          { unitName: '支', factor: '1' },
          { unitName: '个', factor: '1.0' },
        ],
      }),
    );
    expect(fields(two)).toEqual(['packages']);
    const otherUnit = await add(await kit.skuBody({ packages: [{ unitName: '个', factor: '1' }] }));
    expect(fields(otherUnit)).toEqual(['packages.0.unitName']);
    const zero = await add(
      await kit.skuBody({
        packages: [
          { unitName: '支', factor: '1' },
          { unitName: '盒', factor: '0' },
        ],
      }),
    );
    expect(fields(zero)).toEqual(['packages.1.factor']);
    const repeated = await add(
      await kit.skuBody({
        packages: [
          { unitName: '支', factor: '1' },
          { unitName: '盒', factor: '10' },
          { unitName: '盒', factor: '20' },
        ],
      }),
    );
    expect(fields(repeated)).toEqual(['packages.2.unitName']);
  });

  it('refuses an unknown or disabled category, brand or tax item', async () => {
    const unknown = await add(await kit.skuBody({ categoryId: '999999' }));
    expect(fields(unknown)).toEqual(['categoryId']);
    const off = await kit.category({ status: 'DISABLE' });
    expect(fields(await add(await kit.skuBody({ categoryId: off.id })))).toEqual(['categoryId']);
    const brand = await kit.brand({ status: 'DISABLE' });
    expect(fields(await add(await kit.skuBody({ brandId: brand.id })))).toEqual(['brandId']);
    expect(fields(await add(await kit.skuBody({ taxItemId: '999999' })))).toEqual(['taxItemId']);
  });

  it('applies the combined-product rules: components needed, only on combined products, no self, no repeats, no nesting, quantity > 0', async () => {
    const a = await kit.sku();
    const b = await kit.sku();
    const combined = (values: object) => kit.skuBody({ packages: [], barcodes: [], isCombined: true, ...values });

    expect(fields(await add(await combined({ components: [] })))).toEqual(['components']);
    expect(fields(await add(await kit.skuBody({ components: [{ skuId: a.id, quantity: '1' }] })))).toEqual(['components']);
    expect(
      fields(
        await add(
          await combined({
            components: [
              { skuId: a.id, quantity: '1' },
              { skuId: a.id, quantity: '2' },
            ],
          }),
        ),
      ),
    ).toEqual(['components.1.skuId']);
    expect(fields(await add(await combined({ components: [{ skuId: a.id, quantity: '0' }] })))).toEqual(['components.0.quantity']);
    expect(fields(await add(await combined({ components: [{ skuId: '999999', quantity: '1' }] })))).toEqual(['components.0.skuId']);

    const combo = await kit.ok<SkuDetail>('PUT', '/api/product/sku', await combined({ components: [{ skuId: a.id, quantity: '2' }] }));
    const nested = await add(await combined({ components: [{ skuId: combo.id, quantity: '1' }] }));
    expect(fields(nested)).toEqual(['components.0.skuId']);
    expect(nested.body.msg).toMatch(/cannot be nested/);

    const self = await edit({
      ...(await combined({ components: [{ skuId: combo.id, quantity: '1' }] })),
      id: combo.id,
      code: combo.code,
      categoryId: combo.categoryId,
    });
    expect(fields(self)).toEqual(['components.0.skuId']);
    expect(self.body.msg).toMatch(/cannot contain itself/);

    // A component cannot become a combined product itself (that would nest).
    const becomeCombined = await edit({
      ...(await combined({ components: [{ skuId: b.id, quantity: '1' }] })),
      id: a.id,
      code: a.code,
      categoryId: a.categoryId,
    });
    expect(fields(becomeCombined)).toEqual(['isCombined']);
  });

  it('refuses disabling or deleting a component of an enabled combined product', async () => {
    const part = await kit.sku();
    await kit.ok(
      'PUT',
      '/api/product/sku',
      await kit.skuBody({ packages: [], barcodes: [], isCombined: true, components: [{ skuId: part.id, quantity: '1' }] }),
    );
    const disable = await t.call(await kit.admin(), 'POST', '/api/product/sku/disable', { ids: [part.id] });
    expect(disable.body.code).toBe(4000422);
    const del = await t.call(await kit.admin(), 'DELETE', `/api/product/sku?ids=${part.id}`);
    expect(del.body.code).toBe(4000422);
    expect((await kit.ok<SkuDetail>('GET', `/api/product/sku/${part.id}`)).status).toBe('ENABLE');
  });

  it('refuses a stale version (someone else saved first)', async () => {
    const sku = await kit.sku();
    const body = {
      ...(await kit.skuBody()),
      id: sku.id,
      code: sku.code,
      categoryId: sku.categoryId,
      barcodes: sku.barcodes,
      version: sku.version,
    };
    await kit.ok('POST', '/api/product/sku/edit', { ...body, packages: [], name: '第一次保存' });
    const res = await edit({ ...body, packages: [], name: '第二次保存' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(4000410);
  });

  it('refuses deleting the base package, and a package of another SKU in an edit', async () => {
    const sku = await kit.sku();
    const other = await kit.sku();
    const res = await t.call(await kit.admin(), 'DELETE', `/api/product/skuPackage?ids=${sku.packages[0].id}`);
    expect(res.body.code).toBe(4000422);
    const steal = await edit({
      ...(await kit.skuBody()),
      id: sku.id,
      code: sku.code,
      categoryId: sku.categoryId,
      barcodes: sku.barcodes,
      packages: [{ id: other.packages[0].id, unitName: '支', factor: '1' }],
    });
    expect(fields(steal)).toEqual(['packages.0.id']);
  });

  it('refuses an unknown sort field and a one-character quick search', async () => {
    const sort = await t.call(await kit.admin(), 'POST', '/api/product/sku/page', { sort: 'purchasePrice,desc' });
    expect(sort.body.code).toBe(4000400);
    expect(fields(sort)).toEqual(['sort']);
    const short = await t.call(await kit.admin(), 'POST', '/api/product/goodsCache/page', { keyword: 'a' });
    expect(short.body.code).toBe(4000400);
    expect(fields(short)).toEqual(['keyword']);
  });
});
