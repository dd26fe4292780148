/**
 * Files over the one signed client: .xlsx uploads, downloads and queued exports (spec §5, §7;
 * apps/server/src/platform/excel/README.md).
 *
 * - `uploadXlsx(url, file, query?)` sends the raw bytes as an .xlsx (the signature covers
 *   their SHA-256) and answers `{ taskId }`; the task is then polled in the download center
 *   (see `excelTaskApi` and kit/import-dialog.tsx).
 * - `downloadFile(url, query?)` GETs a file and saves it under the name of its
 *   content-disposition; an answer without one is a download-center task: the user is told
 *   so, with a link that opens the download center tab.
 * - `requestExport(url, filters)` POSTs a list's filters to an export endpoint; the server
 *   queues a task (`{ taskId }`) and the user is told to fetch it in the download center.
 *
 * Errors are shown by the client (spec §8) and rethrown; end a user action with `runAction`.
 */
import type { ExcelTaskPageBody, ExcelTaskView, FavoritesUpdateBody, FavoriteView, Page, StoredFileView } from '@quire/contracts';
import { XLSX_CONTENT_TYPE } from '@quire/contracts';
import { Button, Space } from 'antd';
import { createElement } from 'react';
import { navigateTo, ui } from '../core/ui-bridge';
import { t } from '../i18n';
import type { HttpClient } from './client';
import { http } from './http';
import type { QueryParams } from './request-key';

/** The route of the download center screen (menu `system.downloadCenter`). */
export const DOWNLOAD_CENTER_PATH = '/system/downloadCenter';

export type TaskRef = { taskId: string };

/** Opens (or focuses) the download center tab. */
export function openDownloadCenter(): void {
  navigateTo(DOWNLOAD_CENTER_PATH);
}

/** The "sent to the download center" message with a link that opens it. */
export function notifySentToDownloadCenter(text: string = t('excel:download.sentToCenter')): void {
  ui.success(
    createElement(
      Space,
      { size: 4, 'data-testid': 'sent-to-download-center' } as Parameters<typeof Space>[0],
      text,
      createElement(
        Button,
        { type: 'link', size: 'small', onClick: openDownloadCenter, 'data-testid': 'open-download-center' } as Parameters<typeof Button>[0],
        t('excel:download.openCenter'),
      ),
    ),
  );
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

function isTaskRef(value: unknown): value is TaskRef {
  return typeof value === 'object' && value !== null && typeof (value as { taskId?: unknown }).taskId === 'string';
}

function taskIdOf(value: unknown): string | null {
  if (isTaskRef(value)) return value.taskId;
  const n = (value as { taskId?: unknown } | null)?.taskId;
  return typeof n === 'number' ? String(n) : null;
}

/** Uploads an .xlsx as the raw body of a signed POST; answers the import task. */
export async function uploadXlsx(url: string, file: File | Blob, query?: QueryParams, client: HttpClient = http): Promise<TaskRef> {
  const bytes = await file.arrayBuffer();
  const data = await client.request<unknown>({
    method: 'POST',
    url,
    params: query,
    binaryBody: bytes,
    contentType: XLSX_CONTENT_TYPE,
    repeat: true,
  });
  const taskId = taskIdOf(data);
  if (!taskId) throw new Error(t('error:generic'));
  return { taskId };
}

/** Uploads a file to file storage (raw bytes; the server sniffs the type and checks the size). */
export async function uploadStoredFile(file: File | Blob, fileName: string, client: HttpClient = http): Promise<StoredFileView> {
  return client.request<StoredFileView>({
    method: 'POST',
    url: '/api/shared/file/upload',
    params: { fileName },
    binaryBody: await file.arrayBuffer(),
    contentType: 'application/octet-stream',
    repeat: true,
  });
}

/** A stored file of the active business group as a data: URL (a logo printed in a frame of its own). */
export async function storedFileDataUrl(id: string, client: HttpClient = http): Promise<string | null> {
  const result = await client.download({ method: 'GET', url: '/api/shared/file/download', params: { id }, loading: false });
  if (result.kind !== 'file') return null;
  const bytes = new Uint8Array(await result.blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${result.blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/**
 * GETs a file and saves it. Answers 'file' when saved, 'task' when the server queued it to
 * the download center (no content-disposition: spec §5), after telling the user.
 */
export async function downloadFile(url: string, query?: QueryParams, client: HttpClient = http): Promise<'file' | 'task'> {
  const result = await client.download({ method: 'GET', url, params: query, repeat: true });
  if (result.kind === 'task') {
    notifySentToDownloadCenter();
    return 'task';
  }
  saveBlob(result.blob, result.filename);
  return 'file';
}

/**
 * POSTs a list's filters to an export endpoint. The server queues it (`{ taskId }`) and the
 * user is pointed to the download center; should an endpoint answer the file at once, it is
 * saved and null is returned.
 */
export async function requestExport(url: string, filters: object, client: HttpClient = http): Promise<TaskRef | null> {
  const result = await client.download({ method: 'POST', url, data: filters });
  if (result.kind === 'file') {
    saveBlob(result.blob, result.filename);
    return null;
  }
  notifySentToDownloadCenter(t('excel:export.submitted'));
  const taskId = taskIdOf(result.data);
  return taskId ? { taskId } : null;
}

// ---- download center calls ---------------------------------------------------------------

/** Query keys of the download center and favorites. */
export const excelKeys = {
  tasks: ['excel-tasks'] as const,
  taskPage: (q: ExcelTaskPageBody) => ['excel-tasks', 'page', q] as const,
  task: (id: string) => ['excel-tasks', 'one', id] as const,
  favorites: ['favorites'] as const,
};

export const excelTaskApi = {
  page: (q: ExcelTaskPageBody, signal?: AbortSignal) =>
    http.post<Page<ExcelTaskView>>('/api/shared/excelTask/page', q, { signal, repeat: true }),
  /** One of the caller's own tasks (open to whoever started it: no download-center permission needed). */
  find: (id: string, signal?: AbortSignal): Promise<ExcelTaskView> =>
    http.get<ExcelTaskView>(`/api/shared/excelTask/${id}`, undefined, { signal, repeat: true }),
  /** The export, or an import's error list. */
  download: (id: string) => downloadFile(`/api/shared/excelTask/${id}/download`),
  /** An import's error workbook (row, column, value, reason). */
  downloadErrors: (taskId: string) => downloadFile('/api/product/genericExcelFile/error/exportExcel', { taskId }),
  remove: (ids: string[]) => http.del<null>('/api/shared/excelTask', { ids: ids.join(',') }, { loading: true }),
};

export const favoritesApi = {
  list: () => http.post<FavoriteView[]>('/api/shared/favorites/list', {}),
  update: (body: FavoritesUpdateBody) => http.put<FavoriteView[]>('/api/shared/favorites/update', body, { loading: true }),
};
