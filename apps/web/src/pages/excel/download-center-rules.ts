import type { ExcelTaskView } from '@quire/contracts';

/** The download center refreshes itself this often while a task is unfinished. */
export const REFRESH_MS = 3000;

/** True when a task is still queued or running. */
export function hasUnfinished(list: readonly Pick<ExcelTaskView, 'status'>[] | undefined): boolean {
  return (list ?? []).some((task) => task.status === 'INITIAL' || task.status === 'DOWNLOADING');
}

/** An export can be downloaded once its file is written (已完成) and again after (已下载). */
export function canDownload(task: Pick<ExcelTaskView, 'kind' | 'status' | 'downloadable'>): boolean {
  return task.kind === 'EXPORT' && task.downloadable && (task.status === 'FINISHED' || task.status === 'DOWNLOADED');
}

/**
 * The list after the user fetched task `id`'s file: that export shows 已下载 at once (the
 * server marked it when it sent the file), the others are untouched.
 */
export function markDownloaded<T extends Pick<ExcelTaskView, 'id' | 'kind' | 'status'>>(list: readonly T[], id: string): T[] {
  return list.map((task) =>
    task.id === id && task.kind === 'EXPORT' && task.status === 'FINISHED' ? { ...task, status: 'DOWNLOADED' } : task,
  );
}

/** An export's row count, or an import's "total / ok / failed", with thousands separators. */
export function rowsText(task: Pick<ExcelTaskView, 'kind' | 'totalRows' | 'okRows' | 'failedRows'>): string {
  const n = (v: number) => v.toLocaleString('en-US');
  return task.kind === 'EXPORT' ? n(task.totalRows) : `${n(task.totalRows)} / ${n(task.okRows)} / ${n(task.failedRows)}`;
}
