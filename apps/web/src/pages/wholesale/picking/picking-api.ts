import {
  type DocumentOperationResult,
  type PackingBody,
  type Page,
  PICKING_SCREEN,
  type PickingAuthorization,
  type PickingListItem,
  type PickingPrintKind,
  type PickSheetView,
  type PrintDocument,
} from '@quire/contracts';
import { http } from '../../../api/http';

const BASE = PICKING_SCREEN.base;

export const pickingKeys = {
  list: ['picking', 'list'] as const,
  sheet: (id: string) => ['picking', 'sheet', id] as const,
};

/** The calls of the picking screen (拣货装箱). */
export const pickingApi = {
  page: (q: Record<string, unknown>, signal?: AbortSignal) => http.post<Page<PickingListItem>>(`${BASE}/page`, q, { signal }),
  sheet: (id: string) => http.get<PickSheetView>(`${BASE}/${id}`, undefined, { cache: false }),
  start: (id: string) => http.post<DocumentOperationResult>(`${BASE}/start`, { id }, { loading: true }),
  scan: (id: string, code: string) =>
    http.post<{ sheet: PickSheetView; lineId: string; added: string }>(
      `${BASE}/skuScan`,
      { id, code },
      { repeat: true, fieldErrors: true },
    ),
  setQty: (id: string, lineId: string, pickedQty: string) =>
    http.post<PickSheetView>(`${BASE}/pickedQty`, { id, lineId, pickedQty }, { repeat: true }),
  complete: (id: string, version: number, auth?: PickingAuthorization, reason?: string) =>
    http.post<PickSheetView>(`${BASE}/complete`, { id, version, auth, reason }, { loading: true, fieldErrors: true }),
  box: (body: PackingBody) => http.post<PickSheetView>(`${BASE}/box`, body, { loading: true }),
  print: (id: string, kind: PickingPrintKind) => http.post<PrintDocument[]>(`${BASE}/print`, { id, kind }),
};
