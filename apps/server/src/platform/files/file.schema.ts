import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refColumn } from '../db/columns';

/**
 * A file a user uploaded (a notice attachment, a template's logo, a customer's document).
 * The bytes live in the file store (the data folder, or an S3-compatible store), under
 * `storage_key`; the row says whose it is. Every row carries its business group.
 */
export const uploadedFile = pgTable(
  'uploaded_file',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    uploadedBy: refColumn('uploaded_by').notNull(),
    name: text('name').notNull(),
    /** Sniffed from the first bytes, never the client's label. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploaded_file_group_idx').on(t.businessGroupId, t.id)],
);
