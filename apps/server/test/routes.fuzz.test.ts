import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { startTestApp } from './harness';

const t = await startTestApp();

/** Values a hostile caller sends: NUL bytes, lone surrogates, huge ids, deep nesting, wrong types. */
const hostile = fc.oneof(
  fc.constant('a\u0000b'),
  fc.constant('\uD800x'),
  fc.constant('x\uDC00'),
  fc.constant('9'.repeat(40)),
  fc.constant('-1'),
  fc.constant(''),
  fc.constant('x'.repeat(5000)),
  fc.constant(1e308),
  fc.constant(-1),
  fc.constant(2 ** 63),
  fc.constant(true),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.constant(['a\u0000']),
  fc.constant({ $gt: '' }),
  fc.string({ maxLength: 20 }),
  fc.integer(),
);

/** The field names a route's body schema declares (a Zod object's shape), else a few common ones. */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  const names = shape ? Object.keys(shape) : [];
  return names.length ? names : ['id', 'ids', 'name', 'code', 'pageNum', 'pageSize'];
}

function deep(levels: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}

/** A lone surrogate cannot be percent-encoded as UTF-8: send the bytes a broken client would. */
function encodeQuery(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
}

const routes = t.app.routeList.filter((r) => r.method !== 'HEAD');
const admin = await t.given.admin();

describe('no input gives a 5xx', () => {
  it('answers hostile bodies, queries and ids on every route with a 4xx or a success', async () => {
    const failures: string[] = [];
    let answered = 0;
    for (const r of routes) {
      // A fresh session per route: a hostile logout or password call must not end the rest.
      const session = await t.given.admin();
      const bodyFields = fieldsOf(r.schema.body as ZodType | undefined);
      const queryFields = fieldsOf(r.schema.querystring as ZodType | undefined);
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...bodyFields), hostile, { minKeys: 1 }),
          fc.constantFrom('1', '9'.repeat(40), 'abc', '%00'),
          hostile,
          async (body, id, q) => {
            const url = r.url.replace(/:(\w+)/g, id);
            const isRead = r.method === 'GET' || r.method === 'DELETE';
            const query = isRead ? `?${queryFields.map((f) => `${f}=${encodeQuery(String(q))}`).join('&')}` : '';
            const res = await t.call(session, r.method, url + query, isRead ? undefined : body);
            if (res.status !== 401) answered++;
            if (res.status >= 500) failures.push(`${r.method} ${r.url} ${JSON.stringify(body)} ${id} → ${res.status} ${res.body.msg}`);
          },
        ),
        { numRuns: 6, seed: 2026 },
      );
    }
    expect(failures).toEqual([]);
    // The property ran against the routes, not against a dead session.
    expect(answered).toBeGreaterThan(routes.length * 2);
  }, 240_000);

  it('refuses 100,000-deep nesting with a 400', async () => {
    const res = await t.call(admin, 'POST', '/api/user/employee/list', undefined, {
      rawBody: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('nested too deeply');
  });

  it('refuses a NUL byte and a lone surrogate naming the field', async () => {
    for (const name of ['a\u0000b', '\uD800']) {
      const res = await t.call(admin, 'POST', '/api/user/employee/list', { pageNum: 1, pageSize: 10, name });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0].field).toBe('name');
    }
    const nested = await t.call(admin, 'POST', '/api/user/employee/list', { pageNum: 1, pageSize: 10, x: deep(40) });
    expect(nested.status).toBe(400);
  });

  it('refuses a 40-digit id as a field error, not a database error', async () => {
    const res = await t.call(admin, 'GET', `/api/user/componentPermissionsRole/${'9'.repeat(40)}`);
    expect(res.status).toBe(400);
  });

  it('caps the per-user table configuration blob', async () => {
    const res = await t.call(admin, 'PUT', '/api/shared/globalTableConfig', { tableKey: 'k', config: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
  });

  it('takes only web addresses as a menu external link', async () => {
    const res = await t.call(admin, 'PUT', '/api/user/componentPermissionsMenu', {
      kind: 'MENU',
      name: 'x',
      path: '/x',
      titleZh: 'x',
      titleEn: 'x',
      titleId: 'x',
      externalLink: 'javascript:alert(1)',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toContain('externalLink');
  });
});
