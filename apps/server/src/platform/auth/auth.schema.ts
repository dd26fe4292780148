import { boolean, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refColumn, tsColumn } from '../db/columns';

/** A login session. The token is stored only as its SHA-256; the sign key signs requests. */
export const session = pgTable(
  'session',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull(),
    /**
     * employee(id). The foreign key (ON DELETE CASCADE) is in the database since migration
     * 0000 and stays there; it is not declared here because the platform does not name a
     * module's table (migration 0005 records that without dropping it).
     */
    employeeId: refColumn('employee_id').notNull(),
    signKey: text('sign_key').notNull(),
    createdAt: createdAt(),
    lastSeenAt: tsColumn('last_seen_at').notNull().defaultNow(),
    expiresAt: tsColumn('expires_at').notNull(),
    revokedAt: tsColumn('revoked_at'),
    /** LOGOUT, PASSWORD_CHANGED, PASSWORD_RESET, DISABLED */
    revokedReason: text('revoked_reason'),
    address: text('address'),
    /** Set at login when the password must be changed (initial, expired or too weak). */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
  },
  (t) => [uniqueIndex('session_token_uq').on(t.tokenHash), index('session_employee_idx').on(t.employeeId)],
);

/** Nonces seen within the signature window; purged by a job once past it. */
export const requestNonce = pgTable(
  'request_nonce',
  {
    sessionId: refColumn('session_id').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: tsColumn('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.nonce] }), index('request_nonce_expires_idx').on(t.expiresAt)],
);

/** Login and registration attempts (employee code lower-cased), for the throttles of login(). */
export const loginAttempt = pgTable(
  'login_attempt',
  {
    id: idColumn(),
    address: text('address').notNull(),
    employeeNo: text('employee_no').notNull(),
    success: boolean('success').notNull(),
    /** LOGIN or REGISTER */
    kind: text('kind').notNull().default('LOGIN'),
    at: createdAt(),
  },
  (t) => [index('login_attempt_address_idx').on(t.address, t.at), index('login_attempt_account_idx').on(t.employeeNo, t.address, t.at)],
);
