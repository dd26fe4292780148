import { bigint, text, timestamp } from 'drizzle-orm/pg-core';

/** Surrogate key: a bigint identity, a number in TS (< 2^53), a string on the wire. */
export const idColumn = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
export const refColumn = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const tsColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Enabled or disabled, enabled unless said. */
export const statusColumn = () => text('status').$type<'ENABLE' | 'DISABLE'>().notNull().default('ENABLE');
/** Who made a record, when, and when it last changed. */
export const recordStamps = () => ({ createdBy: refColumn('created_by'), createdAt: createdAt(), updatedAt: updatedAt() });
