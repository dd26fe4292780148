import {
  type ChangePasswordBody,
  ErrorCode,
  type Language,
  type LoginBody,
  type LoginResult,
  meetsPasswordPolicy,
  type RegisterBody,
  type SessionUser,
} from '@quire/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/access/auth-context';
import { loginAttempt } from '../../platform/auth/auth.schema';
import { assertPasswordPolicy, burnVerify, hashSecret, verifySecret } from '../../platform/auth/password';
import { clearPasswordChangeRequired, createSession, revokeEmployeeSessions, revokeSession } from '../../platform/auth/session.store';
import { forgetSessionsOf } from '../../platform/auth/session-cache';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/client';
import { AppError, fail } from '../../platform/http/errors';
import { businessGroup, employee, employeeBusinessGroup } from './access.schema';
import { loadMenuTree } from './menu.service';
import { defaultWarehousesOf } from './warehouse-defaults';

/**
 * Logging in, with three throttles (README, "Sessions"):
 * - per (account, address): five failures within the window refuse that pair only, so a
 *   stranger guessing at an account does not lock its owner out;
 * - per address: many failures across accounts refuse the address (429);
 * - per account: at a much higher count the account locks, but only against addresses that
 *   have not logged in to it successfully in the last 30 days, so nobody can keep the
 *   administrator out from where the administrator works.
 * Unknown account, wrong password, disabled, locked and throttled pair answer alike, after one
 * password check each, so neither the message nor the time tells them apart.
 */
export async function login(db: Db, config: Config, body: LoginBody, address: string): Promise<LoginResult> {
  const windowStart = new Date(Date.now() - config.login.windowMinutes * 60_000);
  const account = body.employeeNo.toLowerCase();
  const [counts] = await db
    .select({
      addressFailures: sql<number>`count(*) filter (where not ${loginAttempt.success})::int`,
      pairFailures: sql<number>`count(*) filter (where not ${loginAttempt.success} and ${loginAttempt.employeeNo} = ${account})::int`,
    })
    .from(loginAttempt)
    .where(and(eq(loginAttempt.address, address), eq(loginAttempt.kind, 'LOGIN'), gt(loginAttempt.at, windowStart)));
  if (Number(counts.addressFailures) >= config.login.addressMaxFailures) {
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'auth.addressThrottled');
  }
  const refuse = async (countAgainstAccount: number | undefined) => {
    await db.insert(loginAttempt).values({ address, employeeNo: account, success: false });
    if (countAgainstAccount !== undefined) await countAccountFailure(db, config, countAgainstAccount, windowStart);
    return new AppError(ErrorCode.LOGIN_FAILED, 'auth.loginFailed');
  };

  const [found] = await db.select().from(employee).where(sql`lower(${employee.employeeNo}) = ${account}`);
  if (!found) {
    await burnVerify(body.password);
    throw await refuse(undefined);
  }
  const locked = found.lockedUntil !== null && found.lockedUntil.getTime() > Date.now() && !(await isKnownAddress(db, account, address));
  if (Number(counts.pairFailures) >= config.login.maxFailures || locked) {
    await burnVerify(body.password);
    throw await refuse(undefined);
  }
  if (!(await verifySecret(found.passwordHash, body.password))) throw await refuse(found.id);
  if (found.status !== 'ENABLE') throw await refuse(undefined);

  const groups = await db
    .select({ id: employeeBusinessGroup.businessGroupId })
    .from(employeeBusinessGroup)
    .innerJoin(businessGroup, eq(businessGroup.id, employeeBusinessGroup.businessGroupId))
    .where(and(eq(employeeBusinessGroup.employeeId, found.id), eq(businessGroup.status, 'ENABLE')));
  if (groups.length === 0) throw await refuse(undefined);

  await db.update(employee).set({ failedLoginCount: 0, lastLoginAt: new Date() }).where(eq(employee.id, found.id));
  await db.insert(loginAttempt).values({ address, employeeNo: account, success: true });
  const needUpdatePwd = needsPasswordUpdate(found, body.password, config);
  const { token, signKey } = await createSession(db, config, found.id, address, needUpdatePwd);
  return { token, signKey, needUpdatePwd };
}

/** Counts a wrong password against the account; at the account threshold it locks (see login). */
async function countAccountFailure(db: Db, config: Config, employeeId: number, windowStart: Date): Promise<void> {
  const [after] = await db
    .update(employee)
    .set({
      failedLoginCount: sql`case when ${employee.lastFailedLoginAt} > ${windowStart} then ${employee.failedLoginCount} + 1 else 1 end`,
      lastFailedLoginAt: new Date(),
    })
    .where(eq(employee.id, employeeId))
    .returning({ count: employee.failedLoginCount });
  if (after.count >= config.login.accountMaxFailures) {
    const lockedUntil = new Date(Date.now() + config.login.lockMinutes * 60_000);
    await db.update(employee).set({ lockedUntil, failedLoginCount: 0 }).where(eq(employee.id, employeeId));
  }
}

/** An address this account logged in from successfully within the last 30 days. */
async function isKnownAddress(db: Db, account: string, address: string): Promise<boolean> {
  const since = new Date(Date.now() - 30 * 24 * 3600_000);
  const [row] = await db
    .select({ at: loginAttempt.at })
    .from(loginAttempt)
    .where(
      and(
        eq(loginAttempt.employeeNo, account),
        eq(loginAttempt.address, address),
        eq(loginAttempt.success, true),
        eq(loginAttempt.kind, 'LOGIN'),
        gt(loginAttempt.at, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export function needsPasswordUpdate(e: { passwordInitial: boolean; passwordChangedAt: Date }, password: string, config: Config): boolean {
  const maxAgeMs = config.password.maxAgeDays * 24 * 3600_000;
  return e.passwordInitial || !meetsPasswordPolicy(password) || Date.now() - e.passwordChangedAt.getTime() > maxAgeMs;
}

export async function logout(db: Db, auth: AuthContext): Promise<void> {
  await revokeSession(db, auth.sessionId, 'LOGOUT');
}

export async function sessionUser(db: Db, auth: AuthContext, token: string, lang: Language): Promise<SessionUser> {
  const [e] = await db.select().from(employee).where(eq(employee.id, auth.employeeId));
  const groups = await db
    .select({
      id: businessGroup.id,
      code: businessGroup.code,
      name: businessGroup.name,
      belongType: businessGroup.belongType,
      partnerCode: businessGroup.partnerCode,
    })
    .from(employeeBusinessGroup)
    .innerJoin(businessGroup, eq(businessGroup.id, employeeBusinessGroup.businessGroupId))
    .where(and(eq(employeeBusinessGroup.employeeId, auth.employeeId), eq(businessGroup.status, 'ENABLE')))
    .orderBy(businessGroup.id);
  const active = groups.find((g) => g.id === auth.belongId) ?? groups[0];
  const grantedIds = auth.isAdmin ? 'all' : await grantedNodeIds(db, auth.employeeId);
  const permissions = await loadMenuTree(db, lang, grantedIds);
  const warehouses = await defaultWarehousesOf(db, active?.id ?? 0);
  return {
    accessToken: token,
    belongId: String(active?.id ?? ''),
    belongName: active?.name ?? '',
    belongCode: active?.code ?? '',
    belongType: active?.belongType ?? 'ENTERPRISE',
    employeeName: e.name,
    employeeNo: e.employeeNo,
    employeeId: String(e.id),
    createTime: e.createdAt.toISOString(),
    isAdmin: e.isAdmin,
    businessGroups: groups.map((g) => ({
      id: String(g.id),
      code: g.code,
      name: g.name,
      belongType: g.belongType,
      partnerCode: g.partnerCode,
    })),
    permissions,
    ...warehouses,
  };
}

async function grantedNodeIds(db: Db, employeeId: number): Promise<Set<number>> {
  const rows = await db.execute(sql`
    select rm.menu_id from employee e join role r on r.id = e.role_id and r.status = 'ENABLE'
      join role_menu rm on rm.role_id = r.id where e.id = ${employeeId}`);
  return new Set(rows.rows.map((r) => Number((r as { menu_id: unknown }).menu_id)));
}

export async function changePassword(db: Db, auth: AuthContext, body: ChangePasswordBody): Promise<void> {
  if (!body.oldPassword) throw fail.field('oldPassword', 'password.oldRequired', {}, ErrorCode.OLD_PASSWORD_REQUIRED);
  if (body.newPassword !== body.confirmPassword) {
    throw fail.field('confirmPassword', 'password.mismatch', {}, ErrorCode.PASSWORD_MISMATCH);
  }
  assertPasswordPolicy('newPassword', body.newPassword);
  const [e] = await db.select().from(employee).where(eq(employee.id, auth.employeeId));
  if (!(await verifySecret(e.passwordHash, body.oldPassword))) {
    throw fail.field('oldPassword', 'password.oldWrong', {}, ErrorCode.OLD_PASSWORD_WRONG);
  }
  if (body.oldPassword === body.newPassword) {
    throw fail.field('newPassword', 'password.sameAsOld', {}, ErrorCode.PASSWORD_POLICY);
  }
  const passwordHash = await hashSecret(body.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(employee)
      .set({ passwordHash, passwordInitial: false, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(employee.id, e.id));
    await revokeEmployeeSessions(tx, e.id, 'PASSWORD_CHANGED', auth.sessionId);
    await clearPasswordChangeRequired(tx, auth.sessionId);
  });
  forgetSessionsOf([e.id]);
}

/**
 * A dealer registers itself: a disabled dealer group and employee an administrator enables.
 * The answer is the same whether or not the employee code was free (a taken code creates
 * nothing), so registration tells nobody which accounts exist; each address may register a
 * few times an hour.
 */
export async function register(
  db: Db,
  config: Config,
  body: RegisterBody,
  address: string,
): Promise<{ employeeNo: string; status: 'DISABLE' }> {
  const hourAgo = new Date(Date.now() - 3600_000);
  const [{ recent }] = await db
    .select({ recent: sql<number>`count(*)::int` })
    .from(loginAttempt)
    .where(and(eq(loginAttempt.address, address), eq(loginAttempt.kind, 'REGISTER'), gt(loginAttempt.at, hourAgo)));
  if (Number(recent) >= config.login.registerPerHour) throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'auth.registerThrottled');
  await db.insert(loginAttempt).values({ address, employeeNo: body.employeeNo.toLowerCase(), success: true, kind: 'REGISTER' });
  assertPasswordPolicy('password', body.password);
  const passwordHash = await hashSecret(body.password);
  const pending = { employeeNo: body.employeeNo, status: 'DISABLE' as const };
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: employee.id })
      .from(employee)
      .where(sql`lower(${employee.employeeNo}) = lower(${body.employeeNo})`);
    if (taken) return pending;
    const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${businessGroup.id}), 0) + 1` }).from(businessGroup);
    const [group] = await tx
      .insert(businessGroup)
      .values({
        code: `DL${String(next).padStart(5, '0')}`,
        name: body.companyName,
        belongType: 'DEALER',
        contactName: body.contactName,
        phone: body.phone,
        status: 'DISABLE',
      })
      .returning({ id: businessGroup.id });
    const [emp] = await tx
      .insert(employee)
      .values({
        employeeNo: body.employeeNo,
        name: body.contactName,
        phone: body.phone,
        email: body.email || null,
        passwordHash,
        passwordInitial: false,
        status: 'DISABLE',
      })
      .returning({ id: employee.id });
    await tx.insert(employeeBusinessGroup).values({ employeeId: emp.id, businessGroupId: group.id, isDefault: true });
    return pending;
  });
}
