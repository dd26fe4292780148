import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RouteInfo } from '../src/app';
import { businessGroup, menu, role, roleMenu } from '../src/modules/system/access.schema';
import { createSession } from '../src/platform/auth/session.store';
import { seedDemo } from '../src/seed/seed';
import { startTestApp, testConfig } from './harness';
import { validSample } from './zod-sample';

/**
 * Business groups are walls, proven for every route: the demo company (a distribution centre
 * and its dealer, with customers, suppliers, warehouses, employees and documents) is group A;
 * an unrelated group B gets an employee holding every permission (not the installation
 * administrator). B calls every route with A's ids in every place an id goes; nothing of A's
 * may come back, and none of A's rows may change.
 */
const t = await startTestApp();
await seedDemo(t.db);

const groupsA = (await t.db.select().from(businessGroup)).map((g) => g.id);
const outsider = await t.given.businessGroup({ name: '无关的经销商' });
const allNodes = await t.db.select({ id: menu.id }).from(menu);

/** A fresh employee of B with a fresh all-permission role (B may legitimately disable its own roles). */
async function outsiderSession() {
  const [everything] = await t.db
    .insert(role)
    .values({ code: `WALL-B-${Math.random()}`, name: '越墙测试', businessGroupId: outsider.id })
    .returning();
  await t.db.insert(roleMenu).values(allNodes.map((n) => ({ roleId: everything.id, menuId: n.id })));
  const e = await t.given.employee({ roleId: everything.id, groups: [outsider.id] });
  const s = await createSession(t.db, testConfig(), e.id, '127.0.0.1');
  return { token: s.token, signKey: s.signKey };
}

/** Every table that carries a business group, plus the system tables the wall covers. */
async function groupTables(): Promise<string[]> {
  const rows = await t.db.execute(sql`
    select table_name from information_schema.columns
     where table_schema = 'public' and column_name = 'business_group_id' order by table_name`);
  return rows.rows.map((r) => String((r as { table_name: unknown }).table_name));
}

/** A fingerprint of group A's rows in every table: any change shows. */
async function snapshotOfA(tables: string[]): Promise<Record<string, string>> {
  const ids = sql.join(
    groupsA.map((id) => sql`${id}`),
    sql`, `,
  );
  const out: Record<string, string> = {};
  for (const table of tables) {
    const r = await t.db.execute(
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(table)} x where business_group_id in (${ids})`,
    );
    out[table] = String((r.rows[0] as { h: unknown }).h);
  }
  // System rows of A without a group column of their own: its groups, its employees, the
  // installation's roles and positions (and their grants), which only the administrator changes.
  const scoped = {
    business_group: sql`id in (${ids})`,
    employee: sql`id in (select employee_id from employee_business_group where business_group_id in (${ids}))`,
    role: sql`business_group_id is null or business_group_id in (${ids})`,
    position: sql`business_group_id is null or business_group_id in (${ids})`,
    role_menu: sql`role_id in (select id from role where business_group_id is null or business_group_id in (${ids}))`,
  };
  for (const [table, where] of Object.entries(scoped)) {
    const r = await t.db.execute(
      sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(table)} x where ${where}`,
    );
    out[table] = String((r.rows[0] as { h: unknown }).h);
  }
  return out;
}

/** Names and codes of A's records: none may appear in an answer to B. */
async function secretsOfA(tables: string[]): Promise<string[]> {
  const secrets = new Set<string>();
  for (const table of tables) {
    const r = await t.db.execute(
      sql`select row_to_json(x) as j from ${sql.identifier(table)} x where business_group_id in (${sql.join(
        groupsA.map((id) => sql`${id}`),
        sql`, `,
      )}) limit 30`,
    );
    for (const row of r.rows) {
      const j = (row as { j: Record<string, unknown> }).j;
      for (const [key, value] of Object.entries(j)) {
        if (typeof value === 'string' && /(^|_)name$/.test(key) && [...value].length >= 4) secrets.add(value);
      }
    }
  }
  const groups = await t.db.select().from(businessGroup).where(inArray(businessGroup.id, groupsA));
  for (const g of groups) secrets.add(g.name);
  return [...secrets];
}

const ID_FIELDS = ['id', 'customerId', 'supplierId', 'warehouseId', 'roleId', 'employeeId', 'businessGroupId', 'positionId', 'accountId'];

/**
 * The routes the wall does not apply to, each with the reason: they take no record id and
 * touch only the caller's own session and account. Every other route is called with A's ids.
 */
const OUTSIDE_THE_WALL: Record<string, string> = {
  'POST /api/login/admin/login': 'signs in: reads only the account whose password is given',
  'POST /api/login/admin/logout': "ends the caller's own session",
  'GET /api/login/cmsPlatformUser/detail': "the caller's own profile",
  'PUT /api/login/cmsPlatformUser/changePassword': "the caller's own password",
  'POST /api/login/register': 'makes a new business group of its own; names no existing record',
};

/** Routes only the installation administrator may call: anyone else, B included, gets 403. */
const ADMINISTRATOR_ONLY = new Set(['PUT /api/user/componentPermissionsMenu', 'DELETE /api/user/componentPermissionsMenu']);

/** A query naming `id` in every id field the route's query schema has (or the common ones). */
function queryOf(r: RouteInfo, id: string): string {
  if (!id) return '';
  const sample = validSample(r.schema.querystring, id) as Record<string, unknown> | undefined;
  const entries = sample
    ? Object.entries(sample).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, String(x)]) : [[k, String(v)]]))
    : [['ids', id], ...ID_FIELDS.map((f) => [f, id])];
  return `?${entries.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/**
 * A body the route's schema accepts with `id` in every id field (so the call reaches the
 * service, not the validator), or a plain page request when `id` is ''.
 */
function bodyOf(r: RouteInfo, id: string): { body: unknown; valid: boolean } {
  if (!id) return { body: { pageNum: 1, pageSize: 50 }, valid: true };
  if (!r.schema.body) return { body: {}, valid: true };
  const sample = validSample(r.schema.body, id);
  return sample === undefined ? { body: {}, valid: false } : { body: sample, valid: true };
}

describe('business groups are walls', () => {
  it('lists only routes that exist as outside the wall', () => {
    const known = new Set(t.app.routeList.map((r) => `${r.method} ${r.url}`));
    expect([...Object.keys(OUTSIDE_THE_WALL), ...ADMINISTRATOR_ONLY].filter((k) => !known.has(k))).toEqual([]);
  });

  it('gives an outsider holding every permission nothing of another group, on every route', async () => {
    const tables = await groupTables();
    expect(tables.length).toBeGreaterThan(10);
    const secrets = await secretsOfA(tables);
    expect(secrets.length).toBeGreaterThan(20);
    const before = await snapshotOfA(tables);

    const leaks: string[] = [];
    const unsampled: string[] = [];
    const refused: string[] = [];
    const routes = t.app.routeList.filter((r) => r.method !== 'HEAD' && !OUTSIDE_THE_WALL[`${r.method} ${r.url}`]);
    let s = await outsiderSession();
    for (const r of routes) {
      for (const id of ['1', '2', '3', '5', '']) {
        const url = r.url.replace(/:(\w+)/g, id || '1');
        const isRead = r.method === 'GET' || r.method === 'DELETE';
        // '' is a plain call (a page without filters); the others carry A's ids everywhere.
        const { body, valid } = isRead ? { body: undefined, valid: true } : bodyOf(r, id);
        if (!valid) unsampled.push(`${r.method} ${r.url}`);
        let res = await t.call(s, r.method, url + (isRead ? queryOf(r, id) : ''), body);
        if (res.status === 401 || res.status === 403) {
          // An earlier call may have ended this session or disabled its role: once more, afresh.
          s = await outsiderSession();
          res = await t.call(s, r.method, url + (isRead ? queryOf(r, id) : ''), body);
          if ((res.status === 401 || res.status === 403) && !ADMINISTRATOR_ONLY.has(`${r.method} ${r.url}`))
            refused.push(`${r.method} ${r.url} → ${res.status}`);
        } else if (!isRead && res.status === 200 && res.body.code === 200) {
          // A write of B's own that succeeded may have changed B's session or role: start afresh.
          s = await outsiderSession();
        }
        const text = typeof res.body.data === 'object' ? JSON.stringify(res.body) : String(res.body.msg);
        const seen = secrets.find((secret) => text.includes(secret));
        if (seen) leaks.push(`${r.method} ${r.url} (id ${id || 'none'}) shows "${seen}"`);
      }
    }
    expect(leaks).toEqual([]);
    // Every write reached its service with a body its schema accepts, and no call was refused
    // for want of a permission: the wall, not the validator or the menu, answered each one.
    expect([...new Set(unsampled)]).toEqual([]);
    expect([...new Set(refused)]).toEqual([]);
    const after = await snapshotOfA(tables);
    const changed = Object.keys(before).filter((k) => before[k] !== after[k]);
    expect(changed).toEqual([]);
  }, 600_000);
});
