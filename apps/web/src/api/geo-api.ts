import type { GeoTreeNode } from '@quire/contracts';
import { http } from './http';

/** Query keys of the geo reference data (countries → provinces → cities). */
export const geoKeys = {
  world: ['geo', 'world'] as const,
};

export const geoApi = {
  /** The whole tree; read-only reference data, fetched once per page life. */
  world: () => http.get<GeoTreeNode[]>('/api/basic/geo/worldAll'),
};
