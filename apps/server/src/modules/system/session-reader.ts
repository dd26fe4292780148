import { sql } from 'drizzle-orm';
import type { SessionRecord } from '../../platform/auth/session.store';
import type { Executor } from '../../platform/db/client';
import { jsonValue } from '../../platform/db/sql-util';

/**
 * The platform's session reader (installed by src/ports.ts): one query for the session, its
 * employee, the employee's enabled groups and the permission paths its enabled role grants.
 */
export async function readSession(db: Executor, tokenHash: string): Promise<SessionRecord | undefined> {
  const result = await db.execute(sql`
    select s.id as session_id, s.sign_key, s.created_at, s.last_seen_at, s.expires_at, s.revoked_at, s.revoked_reason,
           s.password_change_required,
           e.id as employee_id, e.employee_no, e.status as employee_status, e.is_admin,
           coalesce((select json_agg(json_build_object('id', g.business_group_id, 'isDefault', g.is_default) order by g.business_group_id)
                       from employee_business_group g join business_group bg on bg.id = g.business_group_id
                      where g.employee_id = e.id and bg.status = 'ENABLE'), '[]'::json) as groups,
           coalesce((select array_agg(m.path)
                       from role r join role_menu rm on rm.role_id = r.id join menu m on m.id = rm.menu_id
                      where r.id = e.role_id and r.status = 'ENABLE'), '{}'::text[]) as permissions
      from session s join employee e on e.id = s.employee_id
     where s.token_hash = ${tokenHash}`);
  const r = result.rows[0] as Record<string, unknown> | undefined;
  if (!r) return undefined;
  const groups = jsonValue(r.groups as { id: number | string; isDefault: boolean }[] | string);
  return {
    sessionId: Number(r.session_id),
    signKey: String(r.sign_key),
    createdAt: new Date(r.created_at as string),
    lastSeenAt: new Date(r.last_seen_at as string),
    expiresAt: new Date(r.expires_at as string),
    revokedAt: r.revoked_at ? new Date(r.revoked_at as string) : null,
    revokedReason: (r.revoked_reason as string | null) ?? null,
    employeeId: Number(r.employee_id),
    employeeNo: String(r.employee_no),
    employeeStatus: String(r.employee_status),
    isAdmin: Boolean(r.is_admin),
    groups: groups.map((g) => ({ id: Number(g.id), isDefault: Boolean(g.isDefault) })),
    permissions: (r.permissions as string[]) ?? [],
    passwordChangeRequired: Boolean(r.password_change_required),
  };
}
