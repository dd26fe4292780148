import { type BusinessConfigUpdateBody, type BusinessConfigView, ErrorCode, type Page } from '@quire/contracts';
import { http } from '../../api/http';

export type ReviewerOption = { id: string; employeeNo: string; name: string };

/** Query keys of the active business group's configuration. */
export const businessConfigKeys = {
  active: (belongId: string | null) => ['business-config', belongId] as const,
  reviewers: (belongId: string | null) => ['business-config', belongId, 'reviewers'] as const,
};

const BASE = '/api/basic/sysBusinessConfig';

export const businessConfigApi = {
  active: () => http.post<BusinessConfigView>(`${BASE}/getOne`, {}),
  /** A stale `version` is left to the page, which shows the message and reloads. */
  save: (body: BusinessConfigUpdateBody) =>
    http.put<BusinessConfigView>(BASE, body, { fieldErrors: true, loading: true, pageCodes: [ErrorCode.VERSION_CONFLICT] }),
  reset: () => http.del<BusinessConfigView>(BASE, undefined, { loading: true }),
  /**
   * Enabled employees of the group for the designated-reviewer picker. Needs the employee
   * screen; without it the picker shows the saved reviewers by id and nothing more.
   */
  reviewers: async (belongId: string | null): Promise<ReviewerOption[]> => {
    const page = await http.post<Page<ReviewerOption>>(
      '/api/user/employee/list',
      { pageNum: 1, pageSize: 200, status: 'ENABLE', ...(belongId ? { businessGroupId: belongId } : {}) },
      { silent: true },
    );
    return page.list.map((e) => ({ id: e.id, employeeNo: e.employeeNo, name: e.name }));
  },
};
