import type { FavoriteView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';

const t = await startTestApp();

const list = async (s: Parameters<typeof t.call>[0]) =>
  (await t.call<FavoriteView[]>(s, 'POST', '/api/shared/favorites/list', {})).body.data;

describe('favorites (error)', () => {
  it('refuses a screen the caller may not open, an unknown one, a menu group and a duplicate, changing nothing', async () => {
    const s = await t.given.session({ grants: ['/product/sku'] });
    await t.call(s, 'PUT', '/api/shared/favorites/update', { items: [{ key: 'product.sku' }] });
    for (const key of ['system.role', 'no.such.screen', 'product']) {
      const res = await t.call(s, 'PUT', '/api/shared/favorites/update', { items: [{ key: 'product.sku' }, { key }] });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(4000400);
      expect(res.body.errors).toEqual([
        { field: 'items.1.key', message: `The screen "${key}" does not exist or you have no access to it` },
      ]);
    }
    const dup = await t.call(s, 'PUT', '/api/shared/favorites/update', { items: [{ key: 'product.sku' }, { key: 'product.sku' }] });
    expect(dup.body.errors).toEqual([{ field: 'items.1.key', message: '"product.sku" is listed twice' }]);
    const bad = await t.call(s, 'PUT', '/api/shared/favorites/update', { items: [{ kind: 'PAGE', key: 'product.sku' }] });
    expect(bad.body.code).toBe(4000400);
    expect((await list(s)).map((f) => f.key)).toEqual(['product.sku']);
  });

  it('refuses a caller without a token', async () => {
    const res = await t.call(null, 'POST', '/api/shared/favorites/list', {});
    expect(res.body.code).toBe(4011021);
  });
});
