import type { CurrencyView, DictItemView } from '@quire/contracts';
import { http } from './http';

/** Query keys of the units and currencies every screen formats its numbers by. */
export const unitKeys = {
  /** Named in the language asked in: one entry per language. */
  units: (language: string) => ['basic', 'dict', 'UNIT', language] as const,
  currencies: ['basic', 'currencies', 'enabled'] as const,
};

export const unitApi = {
  /** The units dictionary (支, 盒, 箱 …): enabled items, named in the caller's language, with their decimals. */
  units: () => http.post<DictItemView[]>('/api/basic/dictItem/list', { dictType: 'UNIT' }),
  /** Enabled currencies with their decimals. */
  currencies: () => http.post<CurrencyView[]>('/api/basic/currency/list', {}),
};
