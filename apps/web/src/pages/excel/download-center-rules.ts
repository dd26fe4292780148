import type { ExcelTaskView } from '@quire/contracts';

/** The download center refreshes itself this often while a task is unfinished. */
export const REFRESH_MS = 3000;

/** True when a task is still queued or running. */
export function hasUnfinished(list: readonly Pick<ExcelTaskView, 'status'>[] | undefined): boolean {
  return (list ?? []).some((task) => task.status === 'INITIAL' || task.status === 'DOWNLOADING');
}

/** An export's row count, or an import's "total / ok / failed", with thousands separators. */
export function rowsText(task: Pick<ExcelTaskView, 'kind' | 'totalRows' | 'okRows' | 'failedRows'>): string {
  const n = (v: number) => v.toLocaleString('en-US');
  return task.kind === 'EXPORT' ? n(task.totalRows) : `${n(task.totalRows)} / ${n(task.okRows)} / ${n(task.failedRows)}`;
}
