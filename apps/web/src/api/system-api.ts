import type {
  BusinessGroupBody,
  BusinessGroupView,
  EmployeeAddBody,
  EmployeeUpdateBody,
  EmployeeView,
  MenuNode,
  Page,
  PositionView,
  RoleBody,
  RoleDetail,
  RoleView,
  Status,
} from '@quire/contracts';
import { http } from './http';

export type TableColumnSetting = { key: string; visible: boolean; width?: number; order: number };
export type TableConfig = { columns: TableColumnSetting[] };
export type DeptNode = { id: string; code: string; name: string; belongType: string; children?: DeptNode[] };
export type DiscountAuth = {
  employeeId: string;
  salesDiscountCap: string;
  returnDiscountCap: string;
  hasDiscountAuthCode?: boolean;
};
export type DiscountAuthBody = {
  employeeId: string;
  salesDiscountCap: string;
  returnDiscountCap: string;
  discountAuthCode?: string | null;
};

export type RoleQuery = { pageNum: number; pageSize: number; keyword?: string; status?: Status };
export type EmployeeQuery = {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  status?: Status;
  roleId?: string;
  businessGroupId?: string;
};
export type BusinessGroupQuery = {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  belongType?: 'ENTERPRISE' | 'DEALER';
  status?: Status;
};

/** Query keys of the system resources (one key factory per resource). */
export const systemKeys = {
  roles: ['roles'] as const,
  rolePage: (q: RoleQuery) => ['roles', 'page', q] as const,
  role: (id: string) => ['roles', 'detail', id] as const,
  grantableTree: ['roles', 'grantable-tree'] as const,
  employees: ['employees'] as const,
  employeePage: (q: EmployeeQuery) => ['employees', 'page', q] as const,
  employee: (id: string) => ['employees', 'detail', id] as const,
  discountAuth: (id: string) => ['employees', 'discount-auth', id] as const,
  positions: ['positions'] as const,
  deptTree: ['business-groups', 'dept-tree'] as const,
  businessGroups: ['business-groups'] as const,
  businessGroupPage: (q: BusinessGroupQuery) => ['business-groups', 'page', q] as const,
  businessGroupList: ['business-groups', 'list'] as const,
  businessGroup: (id: string) => ['business-groups', 'detail', id] as const,
  tableConfig: (tableKey: string) => ['table-config', tableKey] as const,
};

export const roleApi = {
  page: (q: RoleQuery, signal?: AbortSignal) => http.get<Page<RoleView>>('/api/user/componentPermissionsRole/page', q, { signal }),
  detail: (id: string) => http.get<RoleDetail>(`/api/user/componentPermissionsRole/${id}`),
  save: (body: RoleBody) => http.put<RoleDetail>('/api/user/componentPermissionsRole', body, { fieldErrors: true, loading: true }),
  setStatus: (id: string, status: Status) =>
    http.put<null>('/api/user/componentPermissionsRole/operStatus', { id, status }, { loading: true }),
  remove: (ids: string[]) => http.del<null>('/api/user/componentPermissionsRole', { ids }, { loading: true }),
  grantableTree: () => http.get<MenuNode[]>('/api/user/employee/dhTopAuthority'),
};

export const employeeApi = {
  list: (q: EmployeeQuery, signal?: AbortSignal) => http.post<Page<EmployeeView>>('/api/user/employee/list', q, { signal }),
  add: (body: EmployeeAddBody) => http.post<EmployeeView>('/api/user/employee/dhAdd', body, { fieldErrors: true, loading: true }),
  update: (body: EmployeeUpdateBody) => http.post<EmployeeView>('/api/user/employee/dhUpdate', body, { fieldErrors: true, loading: true }),
  setStatus: (ids: string[], status: Status) => http.put<null>('/api/user/employee/status', { ids, status }, { loading: true }),
  assignRole: (employeeIds: string[], roleId: string | null) =>
    http.put<null>('/api/user/employeeRole', { employeeIds, roleId }, { loading: true }),
  resetPassword: (employeeId: string, password: string) =>
    http.put<null>('/api/user/userAccount/regainPassWord', { employeeId, password }, { fieldErrors: true, loading: true }),
  discountAuth: (employeeId: string) => http.get<DiscountAuth>('/api/user/discountAuth', { employeeId }),
  saveDiscountAuth: (body: DiscountAuthBody) =>
    http.put<DiscountAuth>('/api/user/discountAuth', body, { fieldErrors: true, loading: true }),
  /**
   * One employee. The contract has no detail call yet, so the list is searched page by page
   * (the list page seeds the cache, so this runs only for a restored tab).
   */
  find: async (id: string): Promise<EmployeeView> => {
    for (let pageNum = 1; pageNum <= 50; pageNum++) {
      const page = await http.post<Page<EmployeeView>>('/api/user/employee/list', { pageNum, pageSize: 200 });
      const hit = page.list.find((e) => e.id === id);
      if (hit) return hit;
      if (page.list.length === 0 || pageNum * page.pageSize >= page.total) break;
    }
    throw new Error(`employee ${id} not found`);
  },
  positions: () => http.post<PositionView[]>('/api/user/postInfo/list', {}),
  deptTree: () => http.post<DeptNode[]>('/api/user/dept/deptTree', {}),
};

export const businessGroupApi = {
  page: (q: BusinessGroupQuery, signal?: AbortSignal) => http.post<Page<BusinessGroupView>>('/api/basic/businessGroup/page', q, { signal }),
  list: () => http.post<BusinessGroupView[]>('/api/basic/businessGroup/list', {}),
  find: async (id: string): Promise<BusinessGroupView> => {
    const page = await http.post<Page<BusinessGroupView>>('/api/basic/businessGroup/page', { pageNum: 1, pageSize: 500 });
    const hit = page.list.find((g) => g.id === id);
    if (!hit) throw new Error(`business group ${id} not found`);
    return hit;
  },
  save: (body: BusinessGroupBody) =>
    http.put<BusinessGroupView>('/api/basic/businessGroup/update', body, { fieldErrors: true, loading: true }),
};

export const tableConfigApi = {
  get: (tableKey: string) =>
    http.get<{ tableKey: string; config: TableConfig | null }>('/api/shared/globalTableConfig', { tableKey }, { silent: true }),
  save: (tableKey: string, config: TableConfig) => http.put<null>('/api/shared/globalTableConfig', { tableKey, config }),
};
