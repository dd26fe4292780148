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
import type { Config } from '../../config';
import type { AuthContext } from '../../platform/access/auth-context';
import { loginAttempt } from '../../platform/auth/auth.schema';
import { burnVerify, hashSecret, verifySecret } from '../../platform/auth/password';
import { clearPasswordChangeRequired, createSession, revokeEmployeeSessions, revokeSession } from '../../platform/auth/session.store';
import type { Db } from '../../platform/db/client';
import { AppError, fail } from '../../platform/http/errors';
import { businessGroup, employee, employeeBusinessGroup } from './access.schema';
import { loadMenuTree } from './menu.service';
import { defaultWarehousesOf } from './warehouse-defaults';

export async function login(db: Db, config: Config, body: LoginBody, address: string): Promise<LoginResult> {
  const windowStart = new Date(Date.now() - config.login.windowMinutes * 60_000);
  const [{ failures }] = await db
    .select({ failures: sql<number>`count(*)::int` })
    .from(loginAttempt)
    .where(and(eq(loginAttempt.address, address), eq(loginAttempt.success, false), gt(loginAttempt.at, windowStart)));
  if (Number(failures) >= config.login.addressMaxFailures) {
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'auth.addressThrottled');
  }

  const [found] = await db.select().from(employee).where(sql`lower(${employee.employeeNo}) = lower(${body.employeeNo})`);
  if (!found) {
    await burnVerify(body.password);
    await db.insert(loginAttempt).values({ address, employeeNo: body.employeeNo, success: false });
    throw new AppError(ErrorCode.LOGIN_FAILED, 'auth.loginFailed');
  }
  if (found.lockedUntil && found.lockedUntil.getTime() > Date.now()) {
    throw new AppError(ErrorCode.ACCOUNT_LOCKED, 'auth.locked', {
      minutes: Math.ceil((found.lockedUntil.getTime() - Date.now()) / 60_000),
    });
  }
  if (!(await verifySecret(found.passwordHash, body.password))) {
    await db.insert(loginAttempt).values({ address, employeeNo: body.employeeNo, success: false });
    // Count failures within the window atomically; the fifth locks the account.
    const [after] = await db
      .update(employee)
      .set({
        failedLoginCount: sql`case when ${employee.lastFailedLoginAt} > ${windowStart} then ${employee.failedLoginCount} + 1 else 1 end`,
        lastFailedLoginAt: new Date(),
      })
      .where(eq(employee.id, found.id))
      .returning({ count: employee.failedLoginCount });
    if (after.count >= config.login.maxFailures) {
      const lockedUntil = new Date(Date.now() + config.login.lockMinutes * 60_000);
      await db.update(employee).set({ lockedUntil, failedLoginCount: 0 }).where(eq(employee.id, found.id));
      throw new AppError(ErrorCode.ACCOUNT_LOCKED, 'auth.locked', { minutes: config.login.lockMinutes });
    }
    throw new AppError(ErrorCode.LOGIN_FAILED, 'auth.loginFailedRemaining', {
      remaining: config.login.maxFailures - after.count,
      minutes: config.login.lockMinutes,
    });
  }
  if (found.status !== 'ENABLE') throw new AppError(ErrorCode.ACCOUNT_DISABLED, 'auth.disabled');

  const groups = await db
    .select({ id: employeeBusinessGroup.businessGroupId })
    .from(employeeBusinessGroup)
    .innerJoin(businessGroup, eq(businessGroup.id, employeeBusinessGroup.businessGroupId))
    .where(and(eq(employeeBusinessGroup.employeeId, found.id), eq(businessGroup.status, 'ENABLE')));
  if (groups.length === 0) throw new AppError(ErrorCode.ACCOUNT_DISABLED, 'user.noBusinessGroup');

  await db.update(employee).set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: new Date() }).where(eq(employee.id, found.id));
  await db.insert(loginAttempt).values({ address, employeeNo: body.employeeNo, success: true });
  const needUpdatePwd = needsPasswordUpdate(found, body.password, config);
  const { token, signKey } = await createSession(db, config, found.id, address, needUpdatePwd);
  return { token, signKey, needUpdatePwd };
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
  if (!meetsPasswordPolicy(body.newPassword)) throw fail.field('newPassword', 'password.policy', {}, ErrorCode.PASSWORD_POLICY);
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
}

/** A dealer registers itself: a disabled dealer group and employee an administrator enables. */
export async function register(db: Db, body: RegisterBody): Promise<{ employeeNo: string; status: 'DISABLE' }> {
  if (!meetsPasswordPolicy(body.password)) throw fail.field('password', 'password.policy', {}, ErrorCode.PASSWORD_POLICY);
  const passwordHash = await hashSecret(body.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: employee.id })
      .from(employee)
      .where(sql`lower(${employee.employeeNo}) = lower(${body.employeeNo})`);
    if (taken) {
      throw fail.field('employeeNo', 'common.duplicate', { field: 'field.employeeNo', value: body.employeeNo }, ErrorCode.DUPLICATE);
    }
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
    return { employeeNo: body.employeeNo, status: 'DISABLE' as const };
  });
}
