import { z } from 'zod';

/**
 * An id on the wire: 1 to 15 digits, so it fits PostgreSQL's bigint and a JavaScript number
 * exactly (a 40-digit id is a 400 naming the field, never a database error).
 */
export const ID_PATTERN = /^\d{1,15}$/;

/** An id kept as the string it came as. */
export const idText = z.string().regex(ID_PATTERN, 'must be an id');
