import { eq, inArray } from 'drizzle-orm';
import { businessGroup, employee, employeeBusinessGroup, menu, role, roleMenu } from '../src/modules/system/access.schema';
import { withAncestors } from '../src/modules/system/menu.service';
import { hashSecret } from '../src/platform/auth/password';
import { createSession } from '../src/platform/auth/session.store';
import { loadConfig } from '../src/platform/config';
import type { Db } from '../src/platform/db/client';

const testSessionConfig = loadConfig({ SEED: 'none' });

export const PASSWORD = 'Quire@2026';

let counter = 0;
const next = (prefix: string) => `${prefix}${++counter}${Math.random().toString(36).slice(2, 6)}`;
let cachedHash: Promise<string> | undefined;

export type EmployeeOptions = {
  employeeNo?: string;
  name?: string;
  password?: string;
  /** Menu or button paths granted through a new role. */
  grants?: string[];
  roleId?: number | null;
  groups?: number[];
  isAdmin?: boolean;
  status?: 'ENABLE' | 'DISABLE';
  passwordInitial?: boolean;
};

type Login = (employeeNo: string, password: string) => Promise<{ token: string; signKey: string }>;

/** Small factories: `await given.employee({ grants: ['system:role:add'] })`. */
export function makeGiven(db: Db, login: Login) {
  const given = {
    async businessGroup(values: Partial<typeof businessGroup.$inferInsert> = {}): Promise<typeof businessGroup.$inferSelect> {
      const [row] = await db
        .insert(businessGroup)
        .values({ code: next('BG'), name: next('业务组织'), belongType: 'ENTERPRISE', ...values })
        .returning();
      return row;
    },

    /** A role granted these menu or button paths (ancestors included). */
    /** A role made by a business group (the default one unless `businessGroupId`; null: the installation's). */
    async role(
      options: { grants?: string[]; status?: 'ENABLE' | 'DISABLE'; code?: string; name?: string; businessGroupId?: number | null } = {},
    ) {
      const businessGroupId = options.businessGroupId === undefined ? (await given.defaultGroup()).id : options.businessGroupId;
      const [row] = await db
        .insert(role)
        .values({
          code: options.code ?? next('R'),
          name: options.name ?? next('角色'),
          status: options.status ?? 'ENABLE',
          businessGroupId,
        })
        .returning();
      const grants = options.grants ?? [];
      if (grants.length) {
        const found = await db.select({ id: menu.id, path: menu.path }).from(menu).where(inArray(menu.path, grants));
        const missing = grants.filter((g) => !found.some((f) => f.path === g));
        if (missing.length) throw new Error(`unknown permission paths: ${missing.join(', ')}`);
        const ids = await withAncestors(
          db,
          found.map((f) => f.id),
        );
        await db.insert(roleMenu).values(ids.map((menuId) => ({ roleId: row.id, menuId })));
      }
      return row;
    },

    async employee(options: EmployeeOptions = {}) {
      const password = options.password ?? PASSWORD;
      cachedHash ??= hashSecret(PASSWORD);
      const passwordHash = password === PASSWORD ? await cachedHash : await hashSecret(password);
      let roleId = options.roleId ?? null;
      if (options.grants) roleId = (await given.role({ grants: options.grants })).id;
      const groups = options.groups ?? [(await given.defaultGroup()).id];
      const [row] = await db
        .insert(employee)
        .values({
          employeeNo: options.employeeNo ?? next('e'),
          name: options.name ?? next('员工'),
          passwordHash,
          passwordInitial: options.passwordInitial ?? false,
          isAdmin: options.isAdmin ?? false,
          status: options.status ?? 'ENABLE',
          roleId,
        })
        .returning();
      await db
        .insert(employeeBusinessGroup)
        .values(groups.map((businessGroupId, i) => ({ employeeId: row.id, businessGroupId, isDefault: i === 0 })));
      return { ...row, password };
    },

    /** The group employees land in unless told otherwise (made on first use). */
    async defaultGroup(): Promise<typeof businessGroup.$inferSelect> {
      const [found] = await db.select().from(businessGroup).where(eq(businessGroup.code, 'TESTHQ'));
      return found ?? given.businessGroup({ code: 'TESTHQ', name: '测试总部' });
    },

    /** A signed-in employee: the session plus the employee row. */
    async session(options: EmployeeOptions = {}) {
      const e = await given.employee(options);
      const s = await login(e.employeeNo, e.password);
      return { ...s, employee: e, employeeId: e.id };
    },

    /** A session opened without the login call (no password check): for tests over many routes. */
    async sessionWithRole(roleId: number) {
      const e = await given.employee({ roleId });
      const { token, signKey } = await createSession(db, testSessionConfig, e.id, '127.0.0.1');
      return { token, signKey, employee: e, employeeId: e.id };
    },

    async admin() {
      return given.session({ isAdmin: true });
    },
  };
  return given;
}
