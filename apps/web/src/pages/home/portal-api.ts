import type { PortalPage } from '@quire/contracts';
import { http } from '../../api/http';

export const portalKeys = { page: (belongId: string | null) => ['portal', belongId] as const };

export const portalApi = {
  page: () => http.post<PortalPage>('/api/shared/portal/page', {}),
};
