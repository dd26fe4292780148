import type { TaxItemView } from '@quire/contracts';
import { http } from '../../api/http';
import { unitApi, unitKeys } from '../../api/unit-api';

/** Query keys of the reference lists the product forms pick from. */
export const referenceKeys = {
  taxItems: ['product', 'tax-items'] as const,
  units: unitKeys.units,
};

export const referenceApi = {
  taxItems: () => http.post<TaxItemView[]>('/api/product/taxItems/list', { status: 'ENABLE' }),
  /** The units dictionary (支, 盒, 箱 …): enabled items, as pickers get them. */
  units: unitApi.units,
};
