import { z } from 'zod';

/**
 * An id on the wire: 1 to 15 digits, so it fits PostgreSQL's bigint and a JavaScript number
 * exactly (a 40-digit id is a 400 naming the field, never a database error).
 */
export const ID_PATTERN = /^\d{1,15}$/;

/** An id kept as the string it came as. */
export const idText = z.string().regex(ID_PATTERN, 'must be an id');

/** Optional free text, trimmed, at most `max` characters; empty or missing becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** The code of a master-data record (warehouse, location, dictionary item): letters, digits, _ . - */
export const recordCode = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only');

/** Enabled or disabled, the status of most master data. */
export const enableStatus = z.enum(['ENABLE', 'DISABLE']);

/** The paging fields of every list: page number from 1, at most 500 rows a page. */
export const pageFields = {
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
};

/** A page request without filters. */
export const pageQuery = z.object(pageFields);

/**
 * The one sort grammar of every list: `field` or `field,asc|desc`, the field from the list's
 * allow-list (the server adds the id for a stable order).
 */
export function sortParam<const F extends readonly [string, ...string[]]>(fields: F) {
  return z
    .string()
    .trim()
    .regex(new RegExp(`^(${fields.join('|')})(,(asc|desc))?$`), `sort by one of ${fields.join(', ')}, then ,asc or ,desc`)
    .optional();
}
