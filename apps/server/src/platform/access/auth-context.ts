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
};

export function can(auth: AuthContext, permission: string): boolean {
  return auth.isAdmin || auth.permissions.has(permission);
}
