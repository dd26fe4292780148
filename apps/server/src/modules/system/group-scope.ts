import { inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type AuthContext, perSession } from '../../platform/access/auth-context';
import type { Executor } from '../../platform/db/client';

/**
 * The business groups a caller manages: the installation administrator all of them; anyone
 * else the groups they belong to and the groups below those (a distribution centre's
 * dealers), never a parent. System records (groups, roles, positions) are read and written
 * only inside it; an id outside answers "not found".
 */
export type GroupScope = 'all' | readonly number[];

export async function manageableGroups(db: Executor, auth: AuthContext): Promise<GroupScope> {
  if (auth.isAdmin) return 'all';
  if (auth.businessGroupIds.length === 0) return [];
  // Kept with the cached session: business-group changes forget every session (business-group.service).
  return perSession(auth, 'manageableGroups', () => loadManageableGroups(db, auth));
}

async function loadManageableGroups(db: Executor, auth: AuthContext): Promise<readonly number[]> {
  const rows = await db.execute(sql`
    with recursive down(id) as (
      select id from business_group where id in (${sql.join(
        auth.businessGroupIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      union
      select g.id from business_group g join down on g.parent_id = down.id)
    select id from down`);
  return rows.rows.map((r) => Number((r as { id: unknown }).id));
}

/** A filter keeping rows whose group column is inside the scope (none for the administrator). */
export function withinScope(column: SQLWrapper, scope: GroupScope): SQL | undefined {
  if (scope === 'all') return undefined;
  if (scope.length === 0) return sql`false`;
  return inArray(column as never, [...scope]);
}

/** The caller may change a record owned by this group (null: the installation's, administrator only). */
export function mayChange(scope: GroupScope, ownerGroupId: number | null): boolean {
  if (scope === 'all') return true;
  return ownerGroupId !== null && scope.includes(ownerGroupId);
}
