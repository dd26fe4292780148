// A business group's family as other modules need it: a distribution centre and its dealers
// (a promotion of the centre may apply to its dealers), and the parent of a group.
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { businessGroup } from './access.schema';

export type GroupOption = { id: number; code: string; name: string };

/** The group itself and its child groups (a centre's dealers), by code. */
export async function groupWithChildren(db: Executor, groupId: number): Promise<GroupOption[]> {
  return db
    .select({ id: businessGroup.id, code: businessGroup.code, name: businessGroup.name })
    .from(businessGroup)
    .where(or(eq(businessGroup.id, groupId), and(eq(businessGroup.parentId, groupId))))
    .orderBy(asc(businessGroup.code));
}

/** SQL for the parent group id of a group id expression (null for a top group). */
export function parentGroupSql(groupId: number): SQL {
  return sql`(select bg.parent_id from business_group bg where bg.id = ${groupId})`;
}

export type GroupFacts = {
  id: number;
  name: string;
  belongType: 'ENTERPRISE' | 'DEALER';
  parentId: number | null;
  partnerCode: string | null;
};

/** A group's type, parent and partner code (a dealer's distribution centre and its code there). */
export async function groupFacts(db: Executor, groupId: number): Promise<GroupFacts | undefined> {
  const [found] = await db
    .select({
      id: businessGroup.id,
      name: businessGroup.name,
      belongType: businessGroup.belongType,
      parentId: businessGroup.parentId,
      partnerCode: businessGroup.partnerCode,
    })
    .from(businessGroup)
    .where(eq(businessGroup.id, groupId));
  return found ? { ...found, id: Number(found.id), parentId: found.parentId === null ? null : Number(found.parentId) } : undefined;
}
