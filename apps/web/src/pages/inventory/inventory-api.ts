import type { MovementView, Page, StockRowView, StockTotalsView } from '@quire/contracts';
import { http } from '../../api/http';

/** Query keys of the stock screens. */
export const inventoryKeys = {
  stock: ['inventory', 'stock'] as const,
  movement: ['inventory', 'movement'] as const,
};

/** Stock rows: cost fields only when the caller holds field:costPrice (absent otherwise). */
export type StockRow = Omit<StockRowView, 'avgCost' | 'stockValue'> & { id: string; avgCost?: string; stockValue?: string };
export type MovementRow = Omit<MovementView, 'unitCost' | 'costAmount'> & { unitCost?: string; costAmount?: string };

export const inventoryApi = {
  stock: async (q: Record<string, unknown>, signal?: AbortSignal): Promise<Page<StockRow>> => {
    const page = await http.post<Page<Omit<StockRow, 'id'>>>('/api/stock/stockQuery/page', q, { signal });
    return { ...page, list: page.list.map((r) => ({ ...r, id: `${r.warehouseId}:${r.skuId}` })) };
  },
  /** Totals of everything the filters select (stockValue only with field:costPrice). */
  stockTotals: (filters: Record<string, unknown>, signal?: AbortSignal) =>
    http.post<StockTotalsView>('/api/stock/stockQuery/totals', filters, { signal }),
  movement: (q: Record<string, unknown>, signal?: AbortSignal) => http.post<Page<MovementRow>>('/api/stock/movement/page', q, { signal }),
  stockExportUrl: '/api/stock/stockQuery/exportExcel',
  movementExportUrl: '/api/stock/movement/exportExcel',
};
