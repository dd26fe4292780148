// The .xlsx platform: exports and imports through the download center. See README.md.
export {
  defineExport,
  EXPORT_BATCH_SIZE,
  type ExportColumn,
  type ExportContext,
  type ExportDefinition,
  exportDefinition,
  exportNow,
  keysetBatches,
  type Localized,
  mapBatches,
} from './excel-export';
export { cellText, contentDisposition, OversizedWorkbookError, readFirstSheet, UnreadableWorkbookError } from './excel-file';
export {
  defineImport,
  IMPORT_BATCH_SIZE,
  type ImportColumn,
  type ImportContext,
  type ImportDefinition,
  type ImportError,
  importNow,
  importTemplate,
} from './excel-import';
export { sweepExcelTasks } from './excel-jobs';
export { type AuthSnapshot, EXCEL_QUEUE, type ExcelJobData } from './excel-task.service';
