/** Who is calling, resolved once per request by the access hook. */
export type AuthContext = {
  sessionId: number;
  employeeId: number;
  employeeNo: string;
  isAdmin: boolean;
  /** The active business group: the `belongId` header, or the employee's default group. */
  belongId: number;
  /** Every business group the employee belongs to. */
  businessGroupIds: number[];
  /** Granted menu and button paths. */
  permissions: ReadonlySet<string>;
  createdAt: Date;
  /**
   * Values derived from the session alone, kept with the cached session (see
   * auth/session-cache.ts) and dropped with it when roles, groups or the session change.
   */
  memo?: Map<string, unknown>;
};

/**
 * A value that depends only on who is calling (not on the active group), computed once per
 * cached session: a module's business-group scope, say. Without a memo it is computed each time.
 */
export async function perSession<T>(auth: AuthContext, key: string, load: () => Promise<T>): Promise<T> {
  const memo = auth.memo;
  if (memo?.has(key)) return memo.get(key) as T;
  const value = await load();
  memo?.set(key, value);
  return value;
}

export function can(auth: AuthContext, permission: string): boolean {
  return auth.isAdmin || auth.permissions.has(permission);
}
