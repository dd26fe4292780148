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
