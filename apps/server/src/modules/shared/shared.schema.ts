import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { refColumn, updatedAt } from '../../platform/db/columns';

/** Per-user list column settings (global table config). */
export const globalTableConfig = pgTable(
  'global_table_config',
  {
    employeeId: refColumn('employee_id').notNull(),
    tableKey: text('table_key').notNull(),
    config: jsonb('config').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.tableKey] })],
);

/** Key-value settings of the installation (system config, secrets made at first start). */
export const systemSetting = pgTable('system_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
