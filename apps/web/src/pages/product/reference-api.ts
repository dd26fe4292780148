import type { DictItemView, TaxItemView } from '@quire/contracts';
import { http } from '../../api/http';

/** Query keys of the reference lists the product forms pick from. */
export const referenceKeys = {
  taxItems: ['product', 'tax-items'] as const,
  units: ['basic', 'dict', 'UNIT'] as const,
};

export const referenceApi = {
  taxItems: () => http.post<TaxItemView[]>('/api/product/taxItems/list', { status: 'ENABLE' }),
  /** The units dictionary (支, 盒, 箱 …): enabled items, as pickers get them. */
  units: () => http.post<DictItemView[]>('/api/basic/dictItem/list', { dictType: 'UNIT' }),
};
