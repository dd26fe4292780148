import { z } from 'zod';
import { idText, optionalText, pageFields, sortParam } from './common';

// Customers (客户档案) and suppliers (供应商档案): spec §3, §4, §5; DOMAIN.md rules 9–15.

export const CUSTOMER_TYPES = ['MODEL', 'OFFICE', 'GENERAL_SHOP'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
/** 正常, 停用, 禁止/停止, 永久关闭 — CLOSED is final. */
export const CUSTOMER_STATUSES = ['NORMAL', 'DISABLED', 'STOPPED', 'CLOSED'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const REBATE_TYPES = ['CASH_BACK', 'PERIODIC'] as const;
export type RebateType = (typeof REBATE_TYPES)[number];

/** 一般纳税人, 小规模纳税人, 个体工商户, 自然人 */
export const TAXPAYER_TYPES = ['GENERAL', 'MINI', 'SELF_EMPLOYED', 'INDIVIDUAL'] as const;
export type TaxpayerType = (typeof TAXPAYER_TYPES)[number];
/** 普通供应商, 关联供应商 */
export const SUPPLIER_TYPES = ['CUSTOM', 'AFFILIATED'] as const;
export type SupplierType = (typeof SUPPLIER_TYPES)[number];
export const SUPPLIER_STATUSES = ['ENABLE', 'DISABLE'] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];

/** Spec §5: a customer code is at most 8 characters. */
export const CUSTOMER_CODE_MAX = 8;
export const SUPPLIER_CODE_MAX = 20;
/** Spec §5: a bank account is at most 20 characters. */
export const PARTNER_BANK_ACCOUNT_MAX = 20;
export const CUSTOMER_MAX_ADDRESSES = 50;
export const CUSTOMER_LIST_MAX = 500;

const id = idText;
const text = optionalText;
const required = (max: number) => z.string().trim().min(1, 'required').max(max);
const decimalInput = z.union([z.string(), z.number()]).transform((v) => String(v).trim());
/** 0–100 with at most two decimals (rebate ratio, reward ratio). */
const percent = decimalInput.refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, 'must be 0–100 with at most two decimals');
/** A non-negative amount with at most two decimals, as a string. */
const amount = decimalInput.refine((v) => /^\d{1,16}(\.\d{1,2})?$/.test(v), 'must be an amount ≥ 0 with at most two decimals');
const phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^[0-9+() -]*$/, 'digits, +, -, spaces and brackets only')
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));
const bankAccount = z
  .string()
  .trim()
  .max(PARTNER_BANK_ACCOUNT_MAX, `at most ${PARTNER_BANK_ACCOUNT_MAX} characters`)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));
/** A mnemonic (助记码): letters and digits, upper case; empty means "generate from the name". */
const mnemonic = z
  .string()
  .trim()
  .max(50)
  .regex(/^[A-Za-z0-9]*$/, 'letters and digits only')
  .optional()
  .nullable()
  .transform((v) => (v ? v.toUpperCase() : null));
const taxNo = z
  .string()
  .trim()
  .max(30)
  .regex(/^[0-9A-Za-z.-]*$/, 'letters and digits only')
  .optional()
  .nullable()
  .transform((v) => (v ? v.toUpperCase() : null));

export const customerCodeSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(CUSTOMER_CODE_MAX, `at most ${CUSTOMER_CODE_MAX} characters`)
  .regex(/^[A-Za-z0-9]+$/, 'letters and digits only')
  .transform((v) => v.toUpperCase());

export const supplierCodeSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(SUPPLIER_CODE_MAX, `at most ${SUPPLIER_CODE_MAX} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only')
  .transform((v) => v.toUpperCase());

// ---- customers -------------------------------------------------------------------------

export const customerAddressBody = z.object({
  id: id.optional(),
  contactName: required(50),
  contactPhone: z
    .string()
    .trim()
    .min(1, 'required')
    .max(30)
    .regex(/^[0-9+() -]+$/, 'digits, +, -, spaces and brackets only'),
  provinceCode: text(20),
  provinceName: text(50),
  cityCode: text(20),
  cityName: text(50),
  districtCode: text(20),
  districtName: text(50),
  detail: required(200),
  isDefault: z.boolean().default(false),
});
export type CustomerAddressBody = z.input<typeof customerAddressBody>;

const customerFields = z.object({
  id: id.optional(),
  customerCode: customerCodeSchema,
  customerName: required(100),
  mnemonic,
  /** 主码: the code of the head-office customer this one belongs to. */
  mainCode: z
    .string()
    .trim()
    .max(CUSTOMER_CODE_MAX)
    .optional()
    .nullable()
    .transform((v) => (v ? v.toUpperCase() : null)),
  customerType: z.enum(CUSTOMER_TYPES),
  areaCode: text(20),
  areaName: text(100),
  contactName: text(50),
  contactPhone: phone,
  rebateRatio: percent.default('0'),
  rebateType: z.enum(REBATE_TYPES).nullable().optional().default(null),
  ifCreditLimit: z.boolean().default(false),
  creditLimit: amount.nullable().optional().default(null),
  /** Days of deferred payment (账期). */
  deferredPayment: z.coerce.number().int().min(0).max(3650).default(0),
  monthlySettlement: z.boolean().default(false),
  lastPriceSale: z.boolean().default(false),
  pricePolicyId: id.nullable().optional().default(null),
  presetPriceSet: z.coerce.number().int().min(1).max(4).nullable().optional().default(null),
  rewardRatio: percent.default('0'),
  salespersonId: id.nullable().optional().default(null),
  /** Only at creation, or with the status button; CLOSED is final. */
  customerStatus: z.enum(CUSTOMER_STATUSES).optional(),
  invoiceTitle: text(100),
  taxNo,
  bankName: text(100),
  bankAccount,
  remark: text(200),
  addresses: z.array(customerAddressBody).max(CUSTOMER_MAX_ADDRESSES).default([]),
});

/** The customer form: header, billing info and delivery addresses, saved together. */
export const customerSaveBody = customerFields.superRefine((v, ctx) => {
  if (v.ifCreditLimit && (v.creditLimit === null || !(Number(v.creditLimit) > 0))) {
    ctx.addIssue({ code: 'custom', path: ['creditLimit'], message: 'must be greater than 0 when credit control is on' });
  }
  if (Number(v.rebateRatio) > 0 && v.rebateType === null) {
    ctx.addIssue({ code: 'custom', path: ['rebateType'], message: 'required when the rebate ratio is above 0' });
  }
  if (v.addresses.filter((a) => a.isDefault).length > 1) {
    ctx.addIssue({ code: 'custom', path: ['addresses'], message: 'only one default address is allowed' });
  }
});
export type CustomerSaveBody = z.input<typeof customerSaveBody>;

export const customerFilterFields = {
  /** Code or mnemonic prefix, name substring, phone prefix. */
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(CUSTOMER_STATUSES).optional(),
  type: z.enum(CUSTOMER_TYPES).optional(),
  areaCode: z.string().trim().max(20).optional(),
  salespersonId: id.optional(),
};
export const CUSTOMER_SORTS = ['customerCode', 'customerName', 'createTime', 'updateTime'] as const;

export const customerPageQuery = z.object({ ...pageFields, sort: sortParam(CUSTOMER_SORTS), ...customerFilterFields });
export type CustomerPageQuery = z.input<typeof customerPageQuery>;

/** The export takes the page's filters (paging and sort are ignored: rows come in id order). */
export const customerExportBody = z.object(customerFilterFields);

export const customerListByQueryBody = z.object({
  ...customerFilterFields,
  ids: z.array(id).max(CUSTOMER_LIST_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(CUSTOMER_LIST_MAX).default(CUSTOMER_LIST_MAX),
});

export const customerStatusBody = z.object({ ids: z.array(id).min(1).max(500), status: z.enum(CUSTOMER_STATUSES) });

export const customerListQuery = z.object({ status: z.enum(['ALL', 'NORMAL']).default('ALL') });

export const customerQuickSearchBody = z.object({
  /** Spec §5: keyword search needs at least 2 characters. */
  keyword: z.string().trim().min(2).max(50),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  status: z.enum(['ALL', 'NORMAL']).default('ALL'),
});

export const customerListAccountBody = z.object({
  ids: z.array(id).max(CUSTOMER_LIST_MAX).optional(),
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(['ALL', 'NORMAL']).default('ALL'),
  limit: z.coerce.number().int().min(1).max(CUSTOMER_LIST_MAX).default(100),
});

export const customerValidateUniqueBody = z.object({
  field: z.enum(['customerCode', 'customerName']),
  value: z.string().trim().min(1).max(100),
  excludeId: id.optional(),
});

export type CustomerAddressView = {
  id: string;
  contactName: string;
  contactPhone: string;
  provinceCode: string | null;
  provinceName: string | null;
  cityCode: string | null;
  cityName: string | null;
  districtCode: string | null;
  districtName: string | null;
  detail: string;
  isDefault: boolean;
  /** Province, city, district and detail in one line. */
  fullAddress: string;
};

export type CustomerView = {
  id: string;
  /** The spec's name for `id`. */
  customerInfoId: string;
  businessGroupId: string;
  customerCode: string;
  customerName: string;
  mnemonic: string;
  mainCode: string | null;
  mainCustomerName: string | null;
  customerType: CustomerType;
  areaCode: string | null;
  areaName: string | null;
  contactName: string | null;
  contactPhone: string | null;
  rebateRatio: string;
  rebateType: RebateType | null;
  ifCreditLimit: boolean;
  creditLimit: string | null;
  deferredPayment: number;
  monthlySettlement: boolean;
  lastPriceSale: boolean;
  pricePolicyId: string | null;
  presetPriceSet: number | null;
  /** 应收管控方案: the plan covering the customer (a plan names its customers; 财务管理 › 应收管控方案 or the list's batch action sets it). */
  receivableControlPlanId: string | null;
  receivableControlPlanName: string | null;
  rewardRatio: string;
  salespersonId: string | null;
  salespersonName: string | null;
  customerStatus: CustomerStatus;
  invoiceTitle: string | null;
  taxNo: string | null;
  bankName: string | null;
  bankAccount: string | null;
  remark: string | null;
  /** The default delivery address in one line, or null. */
  defaultAddress: string | null;
  /** Receivable and credit now (spec §3 billSummaryItems / creditSummaryItems, for the active group). */
  account: CustomerAccountFigures;
  /** 积分: the customer's points balance (DOMAIN 14). */
  points: number;
  createTime: string;
  updateTime: string;
};

/** A customer's money at a glance: receivable balance, total credit (permanent + temporary in effect), occupied and remaining credit. */
export type CustomerAccountFigures = {
  receivableAmt: string;
  totalCreditAmt: string;
  totalCreditLockAmt: string;
  remainingCreditAmt: string;
};

export type CustomerDetail = CustomerView & { addresses: CustomerAddressView[] };

/** A picker entry (GET list, quickSearch). */
export type CustomerOption = {
  id: string;
  customerInfoId: string;
  customerCode: string;
  customerName: string;
  mnemonic: string;
  customerStatus: CustomerStatus;
  ifCreditLimit: boolean;
  contactPhone: string | null;
};

/** A customer with its receivables summary (listAccount); amounts stay zero until finance exists. */
export type CustomerAccount = CustomerOption & {
  creditLimit: string | null;
  billSummaryItems: { businessGroupId: string; sumNewBalanceAmt: string }[];
  creditSummaryItems: { businessGroupId: string; totalCreditAmt: string; totalCreditLockAmt: string }[];
};

// ---- suppliers -------------------------------------------------------------------------

/** Spec §5: tax rate in [0, 1), up to four decimals (0.13 = 13 %). */
export const supplierTaxRate = decimalInput.refine(
  (v) => /^0(\.\d{1,4})?$/.test(v),
  'must be at least 0 and below 1, at most four decimals',
);

export const supplierSaveBody = z.object({
  id: id.optional(),
  supplierCode: supplierCodeSchema,
  supplierName: required(100),
  mnemonic,
  address: text(200),
  taxNo,
  taxpayerType: z.enum(TAXPAYER_TYPES),
  taxRate: supplierTaxRate,
  legalRepresentative: text(50),
  contactName: text(50),
  contactPhone: phone,
  bankName: text(100),
  bankAccount,
  supplierType: z.enum(SUPPLIER_TYPES).default('CUSTOM'),
  status: z.enum(SUPPLIER_STATUSES).optional(),
  remark: text(200),
});
export type SupplierSaveBody = z.input<typeof supplierSaveBody>;

export const SUPPLIER_SORTS = ['supplierCode', 'supplierName', 'createTime', 'updateTime'] as const;
export const supplierFilterFields = {
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(SUPPLIER_STATUSES).optional(),
  taxpayerType: z.enum(TAXPAYER_TYPES).optional(),
  supplierType: z.enum(SUPPLIER_TYPES).optional(),
};
export const supplierPageBody = z.object({ ...pageFields, sort: sortParam(SUPPLIER_SORTS), ...supplierFilterFields });
export const supplierExportBody = z.object(supplierFilterFields);
export const supplierListBody = z.object({ status: z.enum(['ENABLE', 'ALL']).default('ENABLE') });
export const supplierStatusBody = z.object({ ids: z.array(id).min(1).max(500), status: z.enum(SUPPLIER_STATUSES) });

export type SupplierView = {
  id: string;
  businessGroupId: string;
  supplierCode: string;
  supplierName: string;
  mnemonic: string;
  address: string | null;
  taxNo: string | null;
  taxpayerType: TaxpayerType;
  taxRate: string;
  legalRepresentative: string | null;
  contactName: string | null;
  contactPhone: string | null;
  bankName: string | null;
  bankAccount: string | null;
  supplierType: SupplierType;
  status: SupplierStatus;
  remark: string | null;
  createTime: string;
  updateTime: string;
};

export type SupplierOption = { id: string; supplierCode: string; supplierName: string; mnemonic: string; status: SupplierStatus };

/** What a supplier delete did: deleted outright, or disabled because documents use it. */
export type SupplierDeleteResult = { deleted: number; disabled: number };

// ---- customer documents (客户附件) ---------------------------------------------------------

/** At most this many documents per customer (a contract scan, a licence, photos of the shop). */
export const CUSTOMER_DOCUMENT_MAX = 50;

/** Attach a file uploaded through the shared file upload to a customer. */
export const customerDocumentAttachBody = z.object({
  customerId: idText,
  fileId: idText,
  /** What the document is (合同, 营业执照 …), free text. */
  note: optionalText(100),
});
export type CustomerDocumentAttachBody = z.input<typeof customerDocumentAttachBody>;

/** One document of a customer: `id` is the attachment's, `fileId` the stored file's. */
export const customerDocumentQuery = z.object({ customerId: idText, id: idText });

export type CustomerDocumentView = {
  id: string;
  customerId: string;
  fileId: string;
  name: string;
  contentType: string;
  size: number;
  note: string | null;
  attachedBy: string | null;
  attachedByName: string | null;
  attachedAt: string;
};
