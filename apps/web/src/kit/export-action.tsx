/**
 * Export to .xlsx through the download center (spec §7 "exportExcel (blob)", §5).
 *
 * An export endpoint takes a list's filters and queues a task (`{ taskId }`); the user is told
 * "已提交导出，请到下载中心下载" with a button that opens the download center. ListPage does
 * this for `exportAction={{ permission, url }}` with its current filters; elsewhere use
 * `<ExportButton permission url filters />` or call `exportWithFilters(url, filters)`.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '../api/client';
import { requestExport, type TaskRef } from '../api/files';
import { Access } from '../core/access';

/** The filters an export sends: the list's query without paging and sorting. */
export function exportFilters(query: Record<string, unknown>): Record<string, unknown> {
  const { pageNum: _pageNum, pageSize: _pageSize, sort: _sort, ...filters } = query;
  return filters;
}

/** Queues an export with a list's filters; the client shows any error. Answers the task or null (failed, or a file saved at once). */
export async function exportWithFilters(url: string, query: Record<string, unknown>, client?: HttpClient): Promise<TaskRef | null> {
  try {
    return await requestExport(url, exportFilters(query), client);
  } catch {
    // The client has shown the error.
    return null;
  }
}

/** An "Export" button (removed without `permission`) that queues the export with `filters`. */
export function ExportButton({
  permission,
  url,
  filters,
  label,
  testId = 'list-export',
}: {
  permission: string;
  url: string;
  filters: Record<string, unknown> | (() => Record<string, unknown>);
  label?: ReactNode;
  /** data-testid of the button, when a screen has more than one export. */
  testId?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await exportWithFilters(url, typeof filters === 'function' ? filters() : filters);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Access path={permission}>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid={testId}>
        {label ?? t('kit:export.button')}
      </Button>
    </Access>
  );
}
