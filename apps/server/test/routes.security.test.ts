import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { menu, role, roleMenu } from '../src/modules/system/access.schema';
import { AUTHENTICATED, PUBLIC } from '../src/platform/http/route';
import { startTestApp } from './harness';

const t = await startTestApp();
const routes = t.app.routeList;

/** A role granted exactly these nodes (no ancestors added). */
async function roleWith(menuIds: number[]): Promise<number> {
  const [r] = await t.db
    .insert(role)
    .values({ code: `R${Math.random()}`, name: 'probe' })
    .returning({ id: role.id });
  if (menuIds.length) await t.db.insert(roleMenu).values(menuIds.map((menuId) => ({ roleId: r.id, menuId })));
  return r.id;
}

/** A concrete URL for a route pattern (`:id` → 1). */
const concrete = (url: string) => url.replace(/:(\w+)/g, '1');

describe('every route', () => {
  it('serves every list the web keeps in its local cache', () => {
    // The web's cached-list table is written by hand; a renamed route would silently stop it.
    const web = fs.readFileSync(path.resolve(import.meta.dirname, '../../web/src/core/constants.ts'), 'utf8');
    const table = web.slice(web.indexOf('CACHED_LIST_URIS'), web.indexOf('];', web.indexOf('CACHED_LIST_URIS')));
    const uris = [...table.matchAll(/'(\/api\/[^']+)'/g)].map((m) => m[1]);
    expect(uris.length).toBeGreaterThan(5);
    const served = new Set(routes.map((r) => r.url));
    expect(uris.filter((u) => !served.has(u))).toEqual([]);
  });

  it('declares its permission', () => {
    const undeclared = routes.filter((r) => !r.permission);
    expect(undeclared).toEqual([]);
    expect(routes.length).toBeGreaterThan(10);
  });

  it.each(routes.filter((r) => r.permission !== PUBLIC).map((r) => [r.method, r.url] as const))(
    '%s %s refuses a caller without a token (4011021)',
    async (method, url) => {
      const res = await t.call(null, method, concrete(url), {});
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(4011021);
    },
  );

  it('refuses a caller holding every permission but the route’s own (403, 4030001), and admits one holding it', async () => {
    const guarded = routes.filter((r) => r.permission !== PUBLIC && r.permission !== AUTHENTICATED);
    expect(guarded.length).toBeGreaterThan(2);
    const nodes = await t.db.select({ id: menu.id, path: menu.path }).from(menu);
    for (const r of guarded) {
      const node = nodes.find((n) => n.path === r.permission);
      expect(node, `${r.method} ${r.url} declares unknown permission ${r.permission}`).toBeDefined();
      const allBut = await roleWith(nodes.filter((n) => n.id !== node?.id).map((n) => n.id));
      const refused = await t.call(await t.given.sessionWithRole(allBut), r.method, concrete(r.url), {});
      expect.soft(refused.status, `${r.method} ${r.url}`).toBe(403);
      expect.soft(refused.body.code, `${r.method} ${r.url}`).toBe(4030001);
      const only = await roleWith([node?.id as number]);
      const admitted = await t.call(await t.given.sessionWithRole(only), r.method, concrete(r.url), {});
      expect.soft([401, 403], `${r.method} ${r.url} admits its permission holder`).not.toContain(admitted.status);
    }
  }, 300_000);

  it('refuses a business group the caller does not belong to (403, 4030002)', async () => {
    const other = await t.given.businessGroup();
    const s = await t.given.admin();
    const res = await t.call(s, 'GET', '/api/login/cmsPlatformUser/detail', undefined, { belongId: String(other.id) });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(4030002);
  });

  it('never returns a hash or the sign key, except the sign key at login', async () => {
    const s = await t.given.admin();
    for (const r of routes.filter((x) => x.method === 'GET' || x.url.endsWith('/list') || x.url.endsWith('/page'))) {
      const res = await t.call(s, r.method, concrete(r.url), { pageNum: 1, pageSize: 50 });
      const text = JSON.stringify(res.body);
      expect.soft(text, `${r.method} ${r.url}`).not.toMatch(/\$argon2/);
      expect.soft(text, `${r.method} ${r.url}`).not.toMatch(/passwordHash|password_hash|CodeHash|code_hash|token_hash|tokenHash/i);
      expect.soft(text, `${r.method} ${r.url}`).not.toContain(s.signKey);
    }
  });
});
