import type { NoticeScope, NoticeScopeOptions } from '@quire/contracts';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { enabledEmployeesOf, groupWithChildren, rolesOfGroups } from '../system/index';

export type ScopeInput = { scope: NoticeScope; groupIds: number[]; roleIds: number[] };

/** The groups a notice of this group may reach: itself and its dealers. */
async function familyOf(db: Executor, groupId: number): Promise<number[]> {
  return (await groupWithChildren(db, groupId)).map((g) => g.id);
}

/** The scope pickers' options: the active group and its dealers, and the roles usable there. */
export async function scopeOptions(db: Executor, auth: AuthContext): Promise<NoticeScopeOptions> {
  const groups = await groupWithChildren(db, auth.belongId);
  const roles = await rolesOfGroups(
    db,
    groups.map((g) => g.id),
  );
  return {
    groups: groups.map((g) => ({ id: String(g.id), code: g.code, name: g.name })),
    roles: roles.map((r) => ({ id: String(r.id), code: r.code, name: r.name })),
  };
}

/**
 * Checks a scope against the owning group's walls (its own groups and dealers, roles usable
 * there; anything else is named on its field) and keeps only what the scope kind uses.
 */
export async function checkScope(db: Executor, ownerGroupId: number, input: ScopeInput): Promise<ScopeInput> {
  const family = await familyOf(db, ownerGroupId);
  if (input.scope === 'GROUPS') {
    if (input.groupIds.some((id) => !family.includes(id))) throw fail.field('groupIds', 'notice.groupOutside');
    return { scope: 'GROUPS', groupIds: [...new Set(input.groupIds)], roleIds: [] };
  }
  if (input.scope === 'ROLES') {
    const usable = new Set((await rolesOfGroups(db, family)).map((r) => r.id));
    if (input.roleIds.some((id) => !usable.has(id))) throw fail.field('roleIds', 'notice.roleOutside');
    return { scope: 'ROLES', groupIds: [], roleIds: [...new Set(input.roleIds)] };
  }
  return { scope: 'ALL', groupIds: [], roleIds: [] };
}

/** The enabled employees a (checked) scope reaches now. */
export async function recipientsOf(db: Executor, ownerGroupId: number, scope: ScopeInput): Promise<number[]> {
  if (scope.scope === 'GROUPS') return enabledEmployeesOf(db, scope.groupIds);
  const family = await familyOf(db, ownerGroupId);
  return enabledEmployeesOf(db, family, scope.scope === 'ROLES' ? scope.roleIds : undefined);
}
