import type { ProductStatus } from '@quire/contracts';
import type { RowAction } from '../../kit/list-page';

type Named = { id: string; name: string; status: ProductStatus };
type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The enable/disable row action of the product lists, asking first: disabling names what it
 * stops (the spec's confirmations for destructive operations).
 */
export function statusAction<R extends Named>(opts: {
  t: T;
  permission: string;
  run: (row: R, next: ProductStatus) => Promise<void>;
}): RowAction<R> {
  const { t } = opts;
  return {
    key: 'status',
    label: (r) => t(r.status === 'ENABLE' ? 'common:disable' : 'common:enable'),
    permission: opts.permission,
    confirm: (r) => t(r.status === 'ENABLE' ? 'product:confirm.disable' : 'product:confirm.enable', { name: r.name }),
    onClick: (r) => opts.run(r, r.status === 'ENABLE' ? 'DISABLE' : 'ENABLE'),
  };
}
