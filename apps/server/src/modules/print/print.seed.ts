import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { shippedTemplates } from './print-template.defaults';
import { printTemplate } from './print-template.schema';
import { insertTemplate } from './print-template.service';

/**
 * Quire's shipped templates into each of the groups (a document template for every type of
 * the engine's registry, the wholesale sale's packing list and box label), unless a group has
 * templates already.
 */
export async function seedPrintTemplates(db: Db, businessGroupIds: number[], employeeId: number | null): Promise<number> {
  let added = 0;
  for (const groupId of businessGroupIds) {
    const [any] = await db.select({ id: printTemplate.id }).from(printTemplate).where(eq(printTemplate.businessGroupId, groupId)).limit(1);
    if (any) continue;
    await db.transaction(async (tx) => {
      for (const t of shippedTemplates()) {
        await insertTemplate(tx, groupId, employeeId, t);
        added++;
      }
    });
  }
  return added;
}
