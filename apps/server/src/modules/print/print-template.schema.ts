// The print module's table: print templates (打印模板) of a business group, one default per
// bill type and template type (a partial unique index keeps a second one out).
import type { DocumentType, PrintElement, PrintPage, PrintTemplateType } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, recordStamps, refColumn } from '../../platform/db/columns';

export const printTemplate = pgTable(
  'print_template',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    name: text('name').notNull(),
    /** The printer the template is meant for: a hint shown with the browser's print dialog. */
    printerName: text('printer_name'),
    billType: text('bill_type').$type<DocumentType>().notNull(),
    /** 0 the document, 1 the packing list, 2 the box label. */
    templateType: smallint('template_type').$type<PrintTemplateType>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    page: jsonb('page').$type<PrintPage>().notNull(),
    elements: jsonb('elements').$type<PrintElement[]>().notNull(),
    version: integer('version').notNull().default(0),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('print_template_name_uq').on(t.businessGroupId, t.billType, t.name),
    uniqueIndex('print_template_default_uq').on(t.businessGroupId, t.billType, t.templateType).where(sql`is_default`),
  ],
);
