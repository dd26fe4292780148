import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refColumn } from '../../platform/db/columns';

/**
 * A user's favorite screens (business modules and reports) in the header. Personal, like
 * the column settings, so it carries no business group: the same list in every group.
 */
export const favorite = pgTable(
  'favorite',
  {
    id: idColumn(),
    employeeId: refColumn('employee_id').notNull(),
    kind: text('kind').$type<'MODULE' | 'REPORT'>().notNull(),
    /** The menu's name (`product.sku`), stable across menu edits. */
    menuKey: text('menu_key').notNull(),
    /** The title when saved, shown if the menu is later renamed away. */
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorite_employee_key_uq').on(t.employeeId, t.kind, t.menuKey),
    index('favorite_employee_sort_idx').on(t.employeeId, t.sort),
  ],
);
