import {
  type DocumentBatchItem,
  type DocumentDetailView,
  type DocumentHeaderView,
  type DocumentOperateBody,
  type DocumentOperationPath,
  type DocumentOperationResult,
  type DocumentPageQuery,
  ErrorCode,
  HEADER,
  type Page,
} from '@quire/contracts';
import { http } from '../../api/http';

/** An operation by its URL segment under the type's base path (contracts' DOCUMENT_OPERATION_PATHS). */
export type DocumentOp = DocumentOperationPath;

/** A fresh Idempotency-Key per operation (spec: every write of a document is keyed). */
export function idempotencyHeaders(): Record<string, string> {
  const key =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return { [HEADER.idempotencyKey]: key };
}

/** Codes a document page handles itself: it shows the server message and reloads. */
export const STALE_CODES: readonly number[] = [ErrorCode.VERSION_CONFLICT];

export type DocumentQuery = DocumentPageQuery & Record<string, unknown>;

/** Query keys of one document type's screens. */
export function documentKeys(base: string) {
  return {
    all: ['documents', base] as const,
    page: (q: unknown) => ['documents', base, 'page', q] as const,
    detail: (id: string) => ['documents', base, 'detail', id] as const,
  };
}

/** The calls of one document type under its base path (e.g. /api/stock/transfer). */
export function documentApi<D extends DocumentDetailView = DocumentDetailView, B = unknown>(base: string) {
  return {
    base,
    page: (q: DocumentQuery, signal?: AbortSignal) => http.post<Page<DocumentHeaderView>>(`${base}/page`, q, { signal }),
    detail: (id: string) => http.get<D>(`${base}/${id}`),
    add: (body: B) =>
      http.put<DocumentOperationResult>(`${base}/add`, body, { fieldErrors: true, loading: true, headers: idempotencyHeaders() }),
    update: (body: B) =>
      http.post<DocumentOperationResult>(`${base}/update`, body, {
        fieldErrors: true,
        loading: true,
        pageCodes: STALE_CODES,
        headers: idempotencyHeaders(),
      }),
    remove: (ids: string[]) => http.del<null>(base, { ids: ids.join(',') }, { loading: true, headers: idempotencyHeaders() }),
    batchComplete: (ids: string[]) =>
      http.post<DocumentBatchItem[]>(`${base}/batchComplete`, { ids }, { loading: true, headers: idempotencyHeaders() }),
    batchClose: (ids: string[], reason: string | null) =>
      http.post<DocumentBatchItem[]>(`${base}/batchClose`, { ids, reason }, { loading: true, headers: idempotencyHeaders() }),
    operate: (op: DocumentOp, body: DocumentOperateBody) =>
      http.post<DocumentOperationResult>(`${base}/${op}`, body, {
        loading: true,
        pageCodes: STALE_CODES,
        headers: idempotencyHeaders(),
      }),
  };
}

export type DocumentApi = ReturnType<typeof documentApi>;
