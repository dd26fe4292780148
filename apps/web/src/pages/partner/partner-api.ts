import type {
  CustomerDetail,
  CustomerDocumentView,
  CustomerOption,
  CustomerSaveBody,
  CustomerStatus,
  CustomerType,
  CustomerView,
  EmployeeOption,
  GeoTreeNode,
  Page,
  PricePolicyOption,
  PricePolicyView,
  SupplierSaveBody,
  SupplierStatus,
  SupplierType,
  SupplierView,
  TaxpayerType,
} from '@quire/contracts';
import { downloadFile } from '../../api/files';
import { http } from '../../api/http';

export type CustomerQuery = {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  status?: CustomerStatus;
  type?: CustomerType;
  areaCode?: string;
  salespersonId?: string;
};

export type SupplierQuery = {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  status?: SupplierStatus;
  taxpayerType?: TaxpayerType;
  supplierType?: SupplierType;
};

const CUSTOMER = '/api/customer/jcCustomerInfo';
const SUPPLIER = '/api/basic/supplier';

/** Server endpoints of the customer and supplier .xlsx exports and imports. */
export const PARTNER_EXCEL = {
  customer: {
    exportUrl: `${CUSTOMER}/exportExcel`,
    templateUrl: `${CUSTOMER}/importTemplate`,
    uploadUrl: `${CUSTOMER}/importExcel`,
  },
  supplier: {
    exportUrl: `${SUPPLIER}/exportExcel`,
    templateUrl: `${SUPPLIER}/importTemplate`,
    uploadUrl: `${SUPPLIER}/importExcel`,
  },
} as const;

/** Query keys of customers, suppliers and their pickers. */
export const partnerKeys = {
  customers: ['customers'] as const,
  customer: (id: string) => ['customers', 'detail', id] as const,
  customerOptions: ['customers', 'options'] as const,
  customerDocuments: (id: string) => ['customers', 'documents', id] as const,
  suppliers: ['suppliers'] as const,
  supplier: (id: string) => ['suppliers', 'detail', id] as const,
  salespeople: (belongId: string | null) => ['salespeople', belongId] as const,
  geoTree: ['geo', 'worldAll'] as const,
  pricePolicies: (belongId: string | null) => ['price-policies', 'options', belongId] as const,
  pricePolicy: (id: string) => ['price-policies', 'detail', id] as const,
};

export const customerApi = {
  page: (q: CustomerQuery, signal?: AbortSignal) => http.post<Page<CustomerView>>(`${CUSTOMER}/page2`, q, { signal }),
  detail: (id: string) => http.get<CustomerDetail>(`${CUSTOMER}/itemList/${id}`),
  options: () => http.get<CustomerOption[]>(`${CUSTOMER}/list`, { status: 'ALL' }),
  save: (body: CustomerSaveBody) => http.put<CustomerDetail>(`${CUSTOMER}/save`, body, { fieldErrors: true, loading: true }),
  setStatus: (ids: string[], status: CustomerStatus) =>
    http.put<{ updated: number }>(`${CUSTOMER}/status`, { ids, status }, { loading: true }),
  /** Puts customers in a receivable control plan (out of any other), or out of every plan (null). */
  setClearPlan: (customerIds: string[], planId: string | null) =>
    http.put<null>(`${CUSTOMER}/accountCleanPlan`, { customerIds, planId }, { fieldErrors: true, loading: true }),
  isUnique: (field: 'customerCode' | 'customerName', value: string, excludeId?: string) =>
    http.post<{ unique: boolean }>(`${CUSTOMER}/validateUnique`, { field, value, excludeId }, { silent: true, repeat: true }),
};

/** Documents attached to a customer (客户附件): uploaded to file storage first, then attached. */
export const customerDocumentApi = {
  list: (customerId: string) => http.get<CustomerDocumentView[]>(`${CUSTOMER}/document/list/${customerId}`),
  attach: (customerId: string, fileId: string) =>
    http.post<CustomerDocumentView>(`${CUSTOMER}/document`, { customerId, fileId }, { loading: true }),
  remove: (customerId: string, id: string) => http.del<null>(`${CUSTOMER}/document`, { customerId, id }, { loading: true }),
  download: (customerId: string, id: string) => downloadFile(`${CUSTOMER}/document/download`, { customerId, id }),
};

export const supplierApi = {
  page: (q: SupplierQuery, signal?: AbortSignal) => http.post<Page<SupplierView>>(`${SUPPLIER}/page`, q, { signal }),
  detail: (id: string) => http.get<SupplierView>(`${SUPPLIER}/${id}`),
  save: (body: SupplierSaveBody) => http.put<SupplierView>(SUPPLIER, body, { fieldErrors: true, loading: true }),
  setStatus: (ids: string[], status: SupplierStatus) => http.put<unknown>(`${SUPPLIER}/status`, { ids, status }, { loading: true }),
};

export const partnerLookupApi = {
  /** Countries → provinces → cities. */
  geoTree: () => http.get<GeoTreeNode[]>('/api/basic/geo/worldAll', undefined, { cache: true }),
  /** Salespeople: the enabled employees of the active business group (the people picker, open to all). */
  salespeople: (): Promise<EmployeeOption[]> =>
    http.post<EmployeeOption[]>('/api/user/employee/options', { status: 'ENABLE' }, { silent: true }),
  /** The enabled wholesale price policies of the active group (the customer form's picker, open to all). */
  pricePolicies: () => http.get<PricePolicyOption[]>('/api/customer/pricePolicy/itemList'),
  /** The enabled receivable control plans of the active group (a picker, open to all). */
  clearPlans: () => http.get<{ id: string; name: string }[]>('/api/finance/accountClearPlan/list'),
  /** One policy (a disabled one a customer still names), asked quietly: only pricing users may read it. */
  pricePolicy: (id: string) => http.get<PricePolicyView>(`/api/customer/pricePolicy/${id}`, undefined, { silent: true }),
};
