import type { CustomerStatus, CustomerType, RebateType, SupplierStatus, SupplierType, TaxpayerType } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refColumn, updatedAt } from '../../platform/db/columns';

// Tables of the partner module: customers with their delivery addresses, and suppliers.
// Every row belongs to one business group; codes and names are unique within it. The
// business group, salesperson, price policy and control plan are other modules' rows and are
// referenced without foreign keys (the services check them), so each module can evolve alone.

/** A wholesale customer (客户档案): a shop, school or office the business group sells to. */
export const customerInfo = pgTable(
  'customer_info',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    /** Upper-case letters and digits, at most 8 (spec §5). */
    customerCode: text('customer_code').notNull(),
    customerName: text('customer_name').notNull(),
    /** Pinyin initials of the name, upper case (助记码). */
    mnemonic: text('mnemonic').notNull().default(''),
    /** 主码: the head-office customer this one belongs to. */
    mainCustomerId: refColumn('main_customer_id').references((): AnyPgColumn => customerInfo.id),
    customerType: text('customer_type').$type<CustomerType>().notNull(),
    areaCode: text('area_code'),
    areaName: text('area_name'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    rebateRatio: numeric('rebate_ratio', { precision: 5, scale: 2 }).notNull().default('0'),
    rebateType: text('rebate_type').$type<RebateType>(),
    ifCreditLimit: boolean('if_credit_limit').notNull().default(false),
    creditLimit: numeric('credit_limit', { precision: 18, scale: 2 }),
    deferredPayment: integer('deferred_payment').notNull().default(0),
    monthlySettlement: boolean('monthly_settlement').notNull().default(false),
    lastPriceSale: boolean('last_price_sale').notNull().default(false),
    pricePolicyId: refColumn('price_policy_id'),
    presetPriceSet: smallint('preset_price_set'),
    rewardRatio: numeric('reward_ratio', { precision: 5, scale: 2 }).notNull().default('0'),
    salespersonId: refColumn('salesperson_id'),
    customerStatus: text('customer_status').$type<CustomerStatus>().notNull().default('NORMAL'),
    invoiceTitle: text('invoice_title'),
    taxNo: text('tax_no'),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    remark: text('remark'),
    createdBy: refColumn('created_by'),
    updatedBy: refColumn('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customer_info_code_uq').on(t.businessGroupId, t.customerCode),
    uniqueIndex('customer_info_name_uq').on(t.businessGroupId, t.customerName),
    // The list's default order (newest first) and its filters.
    index('customer_info_group_idx').on(t.businessGroupId, t.id),
    index('customer_info_status_idx').on(t.businessGroupId, t.customerStatus, t.id),
    index('customer_info_type_idx').on(t.businessGroupId, t.customerType, t.id),
    index('customer_info_area_idx').on(t.businessGroupId, t.areaCode),
    index('customer_info_salesperson_idx').on(t.businessGroupId, t.salespersonId),
    index('customer_info_main_idx').on(t.mainCustomerId),
    // Quick search: code and mnemonic prefixes, phone prefix, name substring (pg_trgm).
    index('customer_info_code_prefix_idx').on(t.businessGroupId, t.customerCode.op('text_pattern_ops')),
    index('customer_info_mnemonic_prefix_idx').on(t.businessGroupId, t.mnemonic.op('text_pattern_ops')),
    index('customer_info_phone_prefix_idx').on(t.businessGroupId, t.contactPhone.op('text_pattern_ops')),
    index('customer_info_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
  ],
);

/** A delivery address (收货地址) of a customer; exactly one is the default when there are any. */
export const customerAddress = pgTable(
  'customer_address',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    customerId: refColumn('customer_id')
      .notNull()
      .references(() => customerInfo.id, { onDelete: 'cascade' }),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    provinceCode: text('province_code'),
    provinceName: text('province_name'),
    cityCode: text('city_code'),
    cityName: text('city_name'),
    districtCode: text('district_code'),
    districtName: text('district_name'),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_address_customer_idx').on(t.customerId, t.sort),
    // At most one default per customer, whatever the writer; the service adds "at least one".
    uniqueIndex('customer_address_default_uq').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);

/** A supplier (供应商档案) the business group buys from. */
export const supplier = pgTable(
  'supplier',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    supplierCode: text('supplier_code').notNull(),
    supplierName: text('supplier_name').notNull(),
    mnemonic: text('mnemonic').notNull().default(''),
    address: text('address'),
    /** Unified social credit code (统一社会信用代码) or another tax ID. */
    taxNo: text('tax_no'),
    taxpayerType: text('taxpayer_type').$type<TaxpayerType>().notNull(),
    /** In [0, 1): 0.13 is 13 %. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 4 }).notNull().default('0'),
    legalRepresentative: text('legal_representative'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    supplierType: text('supplier_type').$type<SupplierType>().notNull().default('CUSTOM'),
    status: text('status').$type<SupplierStatus>().notNull().default('ENABLE'),
    remark: text('remark'),
    createdBy: refColumn('created_by'),
    updatedBy: refColumn('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('supplier_code_uq').on(t.businessGroupId, t.supplierCode),
    uniqueIndex('supplier_name_uq').on(t.businessGroupId, t.supplierName),
    index('supplier_group_idx').on(t.businessGroupId, t.id),
    index('supplier_status_idx').on(t.businessGroupId, t.status, t.id),
    index('supplier_code_prefix_idx').on(t.businessGroupId, t.supplierCode.op('text_pattern_ops')),
    index('supplier_mnemonic_prefix_idx').on(t.businessGroupId, t.mnemonic.op('text_pattern_ops')),
  ],
);

/**
 * A document attached to a customer (客户附件): a link to a file of the file store
 * (platform/files' uploaded_file, referenced without a foreign key, as other modules' rows are).
 * A file is attached once; removing the attachment deletes the stored file.
 */
export const customerDocument = pgTable(
  'customer_document',
  {
    id: idColumn(),
    businessGroupId: refColumn('business_group_id').notNull(),
    customerId: refColumn('customer_id')
      .notNull()
      .references(() => customerInfo.id, { onDelete: 'cascade' }),
    fileId: refColumn('file_id').notNull(),
    note: text('note'),
    attachedBy: refColumn('attached_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A customer's documents, newest first; the count for the limit.
    index('customer_document_customer_idx').on(t.customerId, t.id),
    uniqueIndex('customer_document_file_uq').on(t.fileId),
  ],
);
