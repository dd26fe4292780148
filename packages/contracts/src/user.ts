import { z } from 'zod';
import { idText, optionalText, pageQuery } from './common';

export const STATUS = ['ENABLE', 'DISABLE'] as const;
export type Status = (typeof STATUS)[number];

const id = idText;
const percent = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, 'must be 0–100 with at most two decimals');
/** Optional text of an update: absent keeps the stored value, empty or null clears it. */
const keptText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));
/** An authorization code: 4–32 characters; empty keeps the stored one, null clears it. */
const authCode = z.string().min(4).max(32).optional().nullable();

export { pageQuery };

export const idsQuery = z.object({
  ids: z
    .string()
    .min(1)
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(z.array(id).min(1)),
});

// ---- business groups -------------------------------------------------------------------

export const businessGroupBody = z.object({
  id: id.optional(),
  code: z.string().trim().min(1).max(32),
  name: z.string().trim().min(1).max(100),
  belongType: z.enum(['ENTERPRISE', 'DEALER']),
  parentId: id.optional().nullable(),
  partnerCode: keptText(32),
  contactName: keptText(50),
  phone: keptText(30),
  address: keptText(200),
  status: z.enum(STATUS).default('ENABLE'),
});
export type BusinessGroupBody = z.input<typeof businessGroupBody>;

export const businessGroupPageBody = pageQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  belongType: z.enum(['ENTERPRISE', 'DEALER']).optional(),
  status: z.enum(STATUS).optional(),
});

export type BusinessGroupView = {
  id: string;
  code: string;
  name: string;
  belongType: 'ENTERPRISE' | 'DEALER';
  parentId: string | null;
  partnerCode: string | null;
  contactName: string | null;
  phone: string | null;
  address: string | null;
  status: Status;
  createTime: string;
};

// ---- roles -----------------------------------------------------------------------------

export const roleBody = z.object({
  id: id.optional(),
  code: z.string().trim().min(1).max(32),
  name: z.string().trim().min(1).max(50),
  remark: optionalText(200),
  /** Granted menu and button node ids. */
  menuIds: z.array(id).default([]),
});
export type RoleBody = z.input<typeof roleBody>;

export const roleStatusBody = z.object({ id, status: z.enum(STATUS) });

export const rolePageQuery = pageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(STATUS).optional(),
});

export type RoleView = {
  id: string;
  code: string;
  /** The name as saved (what the edit form changes). */
  name: string;
  /** The name in the caller's language: the installation's roles have one per language; a group's own keep theirs. */
  displayName: string;
  remark: string | null;
  status: Status;
  builtIn: boolean;
  employeeCount: number;
  createTime: string;
};
export type RoleDetail = RoleView & { menuIds: string[] };

export const menuBody = z.object({
  id: id.optional(),
  parentId: id.nullable(),
  kind: z.enum(['MENU', 'BUTTON']),
  name: z.string().trim().min(1).max(64),
  path: z.string().trim().min(1).max(200),
  component: optionalText(100),
  titleZh: z.string().trim().min(1).max(50),
  titleEn: z.string().trim().min(1).max(80),
  titleId: z.string().trim().min(1).max(80),
  iconName: optionalText(50),
  hidden: z.boolean().default(false),
  // Opened by the shell as a link: only web addresses, never javascript: or data:.
  externalLink: optionalText(300).refine((v) => !v || /^https?:\/\//i.test(v), 'must start with http:// or https://'),
  docLink: optionalText(300),
  sort: z.number().int().min(0).max(100000).default(0),
});

// ---- employees -------------------------------------------------------------------------

const employeeFields = {
  employeeNo: z
    .string()
    .trim()
    .min(2)
    .max(32)
    .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only'),
  name: z.string().trim().min(1).max(50),
  phone: optionalText(30),
  email: z
    .string()
    .trim()
    .max(100)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || z.email().safeParse(v).success, 'invalid email'),
  roleId: id.nullable().optional(),
  positionId: id.nullable().optional(),
  businessGroupIds: z.array(id).min(1),
  defaultBusinessGroupId: id.optional(),
  salesDiscountCap: percent.default('100'),
  returnDiscountCap: percent.default('100'),
  pickingUnderTolerance: percent.default('0'),
  pickingOverTolerance: percent.default('0'),
  pickingAuthCode: authCode,
  discountAuthCode: authCode,
  reviewAuthorityCode: authCode,
};

export const employeeAddBody = z.object({ ...employeeFields, password: z.string().min(1).max(20) });
export const employeeUpdateBody = z.object({ id, ...employeeFields });
export type EmployeeAddBody = z.input<typeof employeeAddBody>;
export type EmployeeUpdateBody = z.input<typeof employeeUpdateBody>;

export const employeeListBody = pageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(STATUS).optional(),
  roleId: id.optional(),
  businessGroupId: id.optional(),
});

/**
 * The people picker (creator, reviewer and salesperson names): open to anyone signed in, only
 * the active business group's employees, and only id, code and name.
 */
export const employeeOptionsBody = z.object({
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(STATUS).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
export type EmployeeOptionsBody = z.input<typeof employeeOptionsBody>;
export type EmployeeOption = { id: string; employeeNo: string; name: string; status: 'ENABLE' | 'DISABLE' };

export const employeeStatusBody = z.object({ ids: z.array(id).min(1), status: z.enum(STATUS) });
export const employeeRoleBody = z.object({ employeeIds: z.array(id).min(1), roleId: id.nullable() });
export const resetPasswordBody = z.object({ employeeId: id, password: z.string().min(1).max(20) });
export const discountAuthBody = z.object({
  employeeId: id,
  salesDiscountCap: percent,
  returnDiscountCap: percent,
  discountAuthCode: authCode,
});

export type EmployeeView = {
  id: string;
  employeeNo: string;
  name: string;
  phone: string | null;
  email: string | null;
  status: Status;
  isAdmin: boolean;
  roleId: string | null;
  roleName: string | null;
  positionId: string | null;
  positionName: string | null;
  businessGroups: { id: string; code: string; name: string; isDefault: boolean }[];
  salesDiscountCap: string;
  returnDiscountCap: string;
  pickingUnderTolerance: string;
  pickingOverTolerance: string;
  /** Whether each code is set; the codes themselves are never returned. */
  hasPickingAuthCode: boolean;
  hasDiscountAuthCode: boolean;
  hasReviewAuthorityCode: boolean;
  createTime: string;
  lastLoginTime: string | null;
};

// ---- positions -------------------------------------------------------------------------

export const positionBody = z.object({
  id: id.optional(),
  code: z.string().trim().min(1).max(32),
  name: z.string().trim().min(1).max(50),
  roleId: id.nullable().optional(),
  remark: optionalText(200),
});
export type PositionView = {
  id: string;
  code: string;
  name: string;
  roleId: string | null;
  roleName: string | null;
  status: Status;
  remark: string | null;
};

export const employeeBusinessGroupBody = z.object({
  employeeId: id,
  businessGroupIds: z.array(id).min(1),
  defaultBusinessGroupId: id.optional(),
});
