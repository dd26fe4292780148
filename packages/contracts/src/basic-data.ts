import { z } from 'zod';
import { enableStatus, idText, optionalText, pageFields, recordCode, sortParam } from './common';

// Basic data (spec §3, §7 Basic service): dictionaries, currencies and exchange rates, geo,
// business configuration, company accounts.

const wireId = idText;
const status = enableStatus;
const code = recordCode;
/** A decimal as text; the sign is checked by the service so the clerk gets a message in their language. */
const decimalText = (intDigits: number, scale: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => new RegExp(`^-?\\d{1,${intDigits}}(\\.\\d{1,${scale}})?$`).test(v), `a number with at most ${scale} decimals`);

export const basicIdsBody = z.object({ ids: z.array(wireId).min(1).max(500) });
export const basicStatusBody = z.object({ ids: z.array(wireId).min(1).max(500), status });

// ---- dictionaries ---------------------------------------------------------------------------

export const dictItemListBody = z.object({
  dictType: code,
  /** Pickers get enabled items only; the maintenance screen asks for all. */
  includeDisabled: z.boolean().default(false),
});
/** The dictionary screen's export: one dictionary's items (every dictionary without dictType), disabled ones too. */
export const dictItemExportBody = z.object({ dictType: code.optional(), includeDisabled: z.boolean().default(true) });
const dictItemFields = {
  code,
  name: z.string().trim().min(1).max(50),
  nameEn: optionalText(100),
  nameId: optionalText(100),
  sort: z.coerce.number().int().min(0).max(1_000_000).default(0),
  remark: optionalText(200),
};
/** Decimals of a unit's quantities (0: whole pieces, 3: kilograms to the gram). */
const unitPrecision = z.coerce.number().int().min(0).max(4);
export const dictItemAddBody = z.object({
  dictType: code,
  ...dictItemFields,
  precision: unitPrecision.default(0),
  status: status.default('ENABLE'),
});
/** An absent precision keeps the item's. */
export const dictItemUpdateBody = z.object({ id: wireId, ...dictItemFields, precision: unitPrecision.optional() });
export type DictItemAddBody = z.input<typeof dictItemAddBody>;

export type DictTypeView = { id: string; code: string; name: string; nameEn: string | null; nameId: string | null; itemCount: number };
export type DictItemView = {
  id: string;
  dictType: string;
  code: string;
  name: string;
  nameEn: string | null;
  nameId: string | null;
  /** The name in the caller's language (the Chinese one where that language has none). */
  displayName: string;
  /** Decimals its quantities show and take (units). */
  precision: number;
  sort: number;
  status: 'ENABLE' | 'DISABLE';
  remark: string | null;
};

// ---- currencies and exchange rates ----------------------------------------------------------

export const currencyCode = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code of three letters'));

export const currencyListBody = z.object({ keyword: z.string().trim().max(50).optional(), includeDisabled: z.boolean().default(false) });
const currencyFields = {
  name: z.string().trim().min(1).max(50),
  nameEn: optionalText(100),
  symbol: z.string().trim().min(1).max(8),
  /** Decimal places of amounts in this currency (CNY 2, IDR 0). */
  precision: z.coerce.number().int().min(0).max(4),
};
export const currencyAddBody = z.object({ code: currencyCode, ...currencyFields, status: status.default('ENABLE') });
export const currencyUpdateBody = z.object({ id: wireId, ...currencyFields });
export type CurrencyView = {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
  symbol: string;
  precision: number;
  status: 'ENABLE' | 'DISABLE';
};

export const exchangeRateAddBody = z.object({
  fromCurrency: currencyCode,
  toCurrency: currencyCode,
  /** 1 unit of fromCurrency = rate units of toCurrency; numeric(18,8), > 0. */
  rate: decimalText(10, 8),
  effectiveDate: z.iso.date(),
  remark: optionalText(200),
});
export const exchangeRateUpdateBody = z.object({ id: wireId, rate: decimalText(10, 8), remark: optionalText(200) });
export type ExchangeRateAddBody = z.input<typeof exchangeRateAddBody>;
export const EXCHANGE_RATE_SORTS = ['effectiveDate', 'fromCurrency', 'toCurrency'] as const;
export const exchangeRatePageBody = z.object({
  ...pageFields,
  fromCurrency: currencyCode.optional(),
  toCurrency: currencyCode.optional(),
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
  sort: sortParam(EXCHANGE_RATE_SORTS),
});
/** The exchange-rate list's filters without paging: its export. */
export const exchangeRateFilterBody = exchangeRatePageBody.omit({ pageNum: true, pageSize: true });
export const getExchangeRateBody = z.object({ from: currencyCode, to: currencyCode, date: z.iso.date().optional() });

export type ExchangeRateView = {
  id: string;
  fromCurrency: string;
  toCurrency: string;
  rate: string;
  effectiveDate: string;
  remark: string | null;
  createTime: string;
};
/** The rate in force on a date: the latest effective on or before it. */
export type ExchangeRateQuote = {
  from: string;
  to: string;
  rate: string;
  effectiveDate: string | null;
  /** True when only the opposite pair was entered and this is its reciprocal. */
  inverse: boolean;
};

// ---- geo ------------------------------------------------------------------------------------

export const GEO_LEVELS = ['COUNTRY', 'PROVINCE', 'CITY', 'DISTRICT'] as const;
export type GeoLevel = (typeof GEO_LEVELS)[number];
export const subDistrictQuery = z.object({ parentId: wireId });
export type GeoView = { geoId: string; code: string; name: string; nameEn: string; level: GeoLevel; parentId: string | null };
export type GeoTreeNode = GeoView & { children: GeoTreeNode[] };
/** The regions export: one node's subtree (by its code), the whole tree without. */
export const geoExportBody = z.object({ code: z.string().trim().max(20).optional() });

// ---- business configuration -----------------------------------------------------------------

export const REVIEW_POLICIES = ['NONE', 'SECOND_REVIEWER', 'DESIGNATED'] as const;
export const INVENTORY_PRIORITIES = ['WHOLESALE_FIRST', 'RETAIL_FIRST'] as const;
export const ROUNDING_MODES = ['NONE', 'HALF_UP', 'DOWN', 'UP'] as const;
export const ROUNDING_PRECISIONS = ['YUAN', 'JIAO', 'FEN'] as const;
export type ReviewPolicy = (typeof REVIEW_POLICIES)[number];
export type InventoryPriority = (typeof INVENTORY_PRIORITIES)[number];
export type RoundingMode = (typeof ROUNDING_MODES)[number];
export type RoundingPrecision = (typeof ROUNDING_PRECISIONS)[number];

/** Every field optional: a save changes what it names. `version` guards against a lost update. */
export const businessConfigUpdateBody = z.object({
  id: wireId.optional(),
  version: z.coerce.number().int().min(0).optional(),
  ifVirtualStock: z.boolean().optional(),
  ifNegativeInventory: z.boolean().optional(),
  ifZeroPrice: z.boolean().optional(),
  ifDepositReceived: z.boolean().optional(),
  ifRecordClosedReason: z.boolean().optional(),
  ifEnablePromotion: z.boolean().optional(),
  ifThirdPayPopup: z.boolean().optional(),
  /** Purchase receipts may exceed the order by this fraction: 0.10 = 10 %. */
  overOrderCeilingRatio: decimalText(1, 4).optional(),
  /** HH:mm, or null for no automatic daily checkout. */
  autoCheckoutTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm')
    .nullable()
    .optional(),
  averageSalesDays: z.coerce.number().int().min(1).max(365).optional(),
  replenishmentUpperDays: z.coerce.number().int().min(1).max(365).optional(),
  replenishmentLowerDays: z.coerce.number().int().min(0).max(365).optional(),
  reviewPolicy: z.enum(REVIEW_POLICIES).optional(),
  designatedReviewerIds: z.array(wireId).max(50).optional(),
  inventoryPriority: z.enum(INVENTORY_PRIORITIES).optional(),
  roundingMode: z.enum(ROUNDING_MODES).optional(),
  roundingPrecision: z.enum(ROUNDING_PRECISIONS).optional(),
});
export type BusinessConfigUpdateBody = z.input<typeof businessConfigUpdateBody>;
export const businessConfigQueryBody = z.object({ ...pageFields, businessGroupId: wireId.optional() });

export type BusinessConfigView = {
  id: string;
  businessGroupId: string;
  ifVirtualStock: boolean;
  ifNegativeInventory: boolean;
  ifZeroPrice: boolean;
  ifDepositReceived: boolean;
  ifRecordClosedReason: boolean;
  ifEnablePromotion: boolean;
  ifThirdPayPopup: boolean;
  overOrderCeilingRatio: string;
  autoCheckoutTime: string | null;
  averageSalesDays: number;
  replenishmentUpperDays: number;
  replenishmentLowerDays: number;
  reviewPolicy: ReviewPolicy;
  designatedReviewerIds: string[];
  inventoryPriority: InventoryPriority;
  roundingMode: RoundingMode;
  roundingPrecision: RoundingPrecision;
  version: number;
  updateTime: string;
};

/** What a new business group starts with, and what a reset returns to. */
export const DEFAULT_BUSINESS_CONFIG = {
  ifVirtualStock: false,
  ifNegativeInventory: false,
  ifZeroPrice: true,
  ifDepositReceived: false,
  ifRecordClosedReason: true,
  ifEnablePromotion: true,
  ifThirdPayPopup: false,
  overOrderCeilingRatio: '0.1',
  autoCheckoutTime: '23:30',
  averageSalesDays: 30,
  replenishmentUpperDays: 15,
  replenishmentLowerDays: 7,
  reviewPolicy: 'NONE',
  designatedReviewerIds: [] as string[],
  inventoryPriority: 'WHOLESALE_FIRST',
  roundingMode: 'HALF_UP',
  roundingPrecision: 'FEN',
} as const satisfies Partial<BusinessConfigView>;

// ---- company accounts -----------------------------------------------------------------------

/** Spec §5: a bank account number has at most 20 characters. */
export const BANK_ACCOUNT_MAX_LENGTH = 20;
/** 基本户, 一般户, 临时户, 专用户, 其他. */
export const COMPANY_ACCOUNT_TYPES = ['BASIC', 'GENERAL', 'TEMP', 'DESIGNATED', 'OTHER'] as const;
export type CompanyAccountType = (typeof COMPANY_ACCOUNT_TYPES)[number];

const companyAccountFields = {
  name: z.string().trim().min(1).max(100),
  bankName: z.string().trim().min(1).max(100),
  /** Spaces are dropped; the length rule (≤ 20) is the service's, so its message is translated. */
  accountNo: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().min(1).max(64)),
  accountType: z.enum(COMPANY_ACCOUNT_TYPES),
  currencyCode,
  remark: optionalText(200),
};
export const companyAccountAddBody = z.object({ ...companyAccountFields, status: status.default('ENABLE') });
export const companyAccountUpdateBody = z.object({ id: wireId, ...companyAccountFields });
export type CompanyAccountAddBody = z.input<typeof companyAccountAddBody>;
export const COMPANY_ACCOUNT_SORTS = ['name', 'bankName', 'createTime'] as const;
export const companyAccountListBody = z.object({
  keyword: z.string().trim().max(100).optional(),
  accountType: z.enum(COMPANY_ACCOUNT_TYPES).optional(),
  currencyCode: currencyCode.optional(),
  status: status.optional(),
  sort: sortParam(COMPANY_ACCOUNT_SORTS),
});
export const companyAccountPageBody = companyAccountListBody.extend(pageFields);

/** A company account as a picker shows it to anyone: the name and the account number's last four. */
export type CompanyAccountOption = { id: string; name: string; bankName: string; accountNoTail: string; currencyCode: string };

export type CompanyAccountView = {
  id: string;
  name: string;
  bankName: string;
  accountNo: string;
  accountType: CompanyAccountType;
  currencyCode: string;
  status: 'ENABLE' | 'DISABLE';
  remark: string | null;
  createTime: string;
  updateTime: string;
};
