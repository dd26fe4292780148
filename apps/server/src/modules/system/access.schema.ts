import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refColumn, tsColumn, updatedAt } from '../../platform/db/columns';

/** A business group (业务组织): an enterprise distribution centre or a dealer. */
export const businessGroup = pgTable(
  'business_group',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    belongType: text('belong_type').$type<'ENTERPRISE' | 'DEALER'>().notNull(),
    parentId: refColumn('parent_id'),
    partnerCode: text('partner_code'),
    contactName: text('contact_name'),
    phone: text('phone'),
    address: text('address'),
    status: text('status').$type<'ENABLE' | 'DISABLE'>().notNull().default('ENABLE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('business_group_code_uq').on(t.code), index('business_group_partner_idx').on(t.partnerCode)],
);

/** The permission tree: menus (screens, groups) and their buttons. */
export const menu = pgTable(
  'menu',
  {
    id: idColumn(),
    parentId: refColumn('parent_id'),
    kind: text('kind').$type<'MENU' | 'BUTTON'>().notNull(),
    /** Stable key: `system.role` for a menu, `system.role.add` for a button. */
    name: text('name').notNull(),
    /** Route path for a menu, permission key for a button. */
    path: text('path').notNull(),
    component: text('component'),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    titleId: text('title_id').notNull(),
    iconName: text('icon_name'),
    hidden: boolean('hidden').notNull().default(false),
    externalLink: text('external_link'),
    docLink: text('doc_link'),
    sort: integer('sort').notNull().default(0),
    builtIn: boolean('built_in').notNull().default(false),
  },
  (t) => [uniqueIndex('menu_name_uq').on(t.name), index('menu_parent_idx').on(t.parentId)],
);

export const role = pgTable(
  'role',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The installation's (seeded) roles are named in English and Indonesian too; a group's own keep the one name they were given. */
    nameEn: text('name_en'),
    nameId: text('name_id'),
    remark: text('remark'),
    status: text('status').$type<'ENABLE' | 'DISABLE'>().notNull().default('ENABLE'),
    builtIn: boolean('built_in').notNull().default(false),
    /** The group that made it; null: the installation's (seeded), changed only by the administrator. */
    businessGroupId: refColumn('business_group_id').references(() => businessGroup.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('role_code_uq').on(t.code), index('role_group_idx').on(t.businessGroupId)],
);

export const roleMenu = pgTable(
  'role_menu',
  {
    roleId: refColumn('role_id')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    menuId: refColumn('menu_id')
      .notNull()
      .references(() => menu.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('role_menu_menu_idx').on(t.menuId)],
);

export const position = pgTable(
  'position',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    roleId: refColumn('role_id').references(() => role.id, { onDelete: 'set null' }),
    status: text('status').$type<'ENABLE' | 'DISABLE'>().notNull().default('ENABLE'),
    remark: text('remark'),
    /** The group that made it; null: the installation's, changed only by the administrator. */
    businessGroupId: refColumn('business_group_id').references(() => businessGroup.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('position_code_uq').on(t.code), index('position_group_idx').on(t.businessGroupId)],
);

export const employee = pgTable(
  'employee',
  {
    id: idColumn(),
    employeeNo: text('employee_no').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    /** True until the employee sets a password of their own. */
    passwordInitial: boolean('password_initial').notNull().default(true),
    passwordChangedAt: tsColumn('password_changed_at').notNull().defaultNow(),
    status: text('status').$type<'ENABLE' | 'DISABLE'>().notNull().default('ENABLE'),
    isAdmin: boolean('is_admin').notNull().default(false),
    roleId: refColumn('role_id').references(() => role.id, { onDelete: 'set null' }),
    positionId: refColumn('position_id').references(() => position.id, { onDelete: 'set null' }),
    salesDiscountCap: numeric('sales_discount_cap', { precision: 5, scale: 2 }).notNull().default('100'),
    returnDiscountCap: numeric('return_discount_cap', { precision: 5, scale: 2 }).notNull().default('100'),
    pickingUnderTolerance: numeric('picking_under_tolerance', { precision: 5, scale: 2 }).notNull().default('0'),
    pickingOverTolerance: numeric('picking_over_tolerance', { precision: 5, scale: 2 }).notNull().default('0'),
    pickingAuthCodeHash: text('picking_auth_code_hash'),
    discountAuthCodeHash: text('discount_auth_code_hash'),
    reviewAuthorityCodeHash: text('review_authority_code_hash'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: tsColumn('locked_until'),
    lastFailedLoginAt: tsColumn('last_failed_login_at'),
    lastLoginAt: tsColumn('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('employee_no_uq').on(sql`lower(${t.employeeNo})`), index('employee_role_idx').on(t.roleId)],
);

export const employeeBusinessGroup = pgTable(
  'employee_business_group',
  {
    employeeId: refColumn('employee_id')
      .notNull()
      .references(() => employee.id, { onDelete: 'cascade' }),
    businessGroupId: refColumn('business_group_id')
      .notNull()
      .references(() => businessGroup.id),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.businessGroupId] }), index('employee_business_group_group_idx').on(t.businessGroupId)],
);
