import { type BusinessConfigUpdateBody, type BusinessConfigView, type EmployeeOption, ErrorCode } from '@quire/contracts';
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
  /** Enabled employees of the active group for the designated-reviewer picker (the people picker). */
  reviewers: async (): Promise<ReviewerOption[]> => {
    const people = await http.post<EmployeeOption[]>('/api/user/employee/options', { status: 'ENABLE' }, { silent: true });
    return people.map((e) => ({ id: e.id, employeeNo: e.employeeNo, name: e.name }));
  },
};
