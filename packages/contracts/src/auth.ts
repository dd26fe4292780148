import { z } from 'zod';

export const LOGIN_PASSWORD_MIN = 6;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

/** Spec §5: 8–20 characters containing digits, upper case, lower case and special characters. */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /\d/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[^A-Za-z0-9\s]/.test(password) &&
    !/\s/.test(password)
  );
}

export const loginBody = z.object({
  employeeNo: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
export type LoginBody = z.infer<typeof loginBody>;

export type LoginResult = { token: string; needUpdatePwd: boolean; signKey: string };

export const changePasswordBody = z.object({
  oldPassword: z.string().max(128).default(''),
  newPassword: z.string().max(128),
  confirmPassword: z.string().max(128),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const registerBody = z.object({
  companyName: z.string().trim().min(1).max(100),
  contactName: z.string().trim().min(1).max(50),
  phone: z.string().trim().min(5).max(30),
  email: z.string().trim().email().max(100).optional().or(z.literal('')),
  employeeNo: z
    .string()
    .trim()
    .min(3)
    .max(32)
    .regex(/^[A-Za-z0-9_.-]+$/),
  password: z.string().max(128),
});
export type RegisterBody = z.infer<typeof registerBody>;

export type BelongType = 'ENTERPRISE' | 'DEALER';

export type MenuButton = { id: string; name: string; path: string; title: string };

/** A node of the permission tree (spec §2): a group, a screen, or a hidden node. */
export type MenuNode = {
  id: string;
  parentId: string | null;
  name: string;
  path: string;
  component: string | null;
  title: string;
  /** English title (the spec uses `icon` for it); the icon glyph is `iconName`. */
  icon: string;
  iconName: string | null;
  hidden: boolean;
  externalLink: string | null;
  docLink: string | null;
  sort: number;
  buttons: MenuButton[];
  children: MenuNode[];
};

/** Spec §3 session user. */
export type SessionUser = {
  accessToken: string;
  belongId: string;
  belongName: string;
  belongCode: string;
  belongType: BelongType;
  employeeName: string;
  employeeNo: string;
  employeeId: string;
  createTime: string;
  isAdmin: boolean;
  businessGroups: { id: string; code: string; name: string; belongType: BelongType; partnerCode: string | null }[];
  permissions: MenuNode[];
  defaultPurchaseWarehouseId: string | null;
  defaultPurchaseWarehouseCode: string | null;
  defaultPurchaseWarehouseName: string | null;
  defaultReturnWarehouseId: string | null;
  defaultReturnWarehouseCode: string | null;
  defaultReturnWarehouseName: string | null;
  /** The active group's default sale and sale-return warehouses (a sale order's delivery warehouse to start with). */
  defaultSaleWarehouseId: string | null;
  defaultSaleReturnWarehouseId: string | null;
};

/** The button that lets a user see cost price, cost amount and gross margin. */
export const COST_PRICE_PERMISSION = 'field:costPrice';
