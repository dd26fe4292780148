import { z } from 'zod';
import { pageFields } from './common';

/** Download center task (spec §4): a queued export, or an import being processed. */
export const EXCEL_TASK_KINDS = ['EXPORT', 'IMPORT'] as const;
export type ExcelTaskKind = (typeof EXCEL_TASK_KINDS)[number];

/**
 * initial → downloading → finished (the file is ready) → downloaded (its owner fetched it) |
 * failed. For imports: queued → processing → finished | failed (nothing imported).
 */
export const EXCEL_TASK_STATUSES = ['INITIAL', 'DOWNLOADING', 'FINISHED', 'DOWNLOADED', 'FAILED'] as const;
export type ExcelTaskStatus = (typeof EXCEL_TASK_STATUSES)[number];

/** Spec §5: cancel all if any fail, or cancel failed only. */
export const IMPORT_MODES = ['ALL_OR_NOTHING', 'SKIP_FAILED'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Largest accepted upload and row count of one import. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;

/**
 * The signed payload of a binary request body (an .xlsx upload): the lowercase hex SHA-256
 * of the bytes. The signature is then computed as for JSON with this text as the payload:
 * `signRequest(signKey, { method, path, timestamp, nonce, payload: await binaryBodyPayload(bytes) })`.
 */
export async function binaryBodyPayload(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const digest = await crypto.subtle.digest('SHA-256', view as Uint8Array<ArrayBuffer>);
  let out = '';
  for (const b of new Uint8Array(digest)) out += b.toString(16).padStart(2, '0');
  return out;
}

/** Query of an import upload; the body is the raw file. */
export const importUploadQuery = z.object({
  mode: z.enum(IMPORT_MODES).default('ALL_OR_NOTHING'),
  fileName: z.string().trim().max(200).optional(),
});

const dateOrDateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'YYYY-MM-DD or YYYY-MM-DD HH:mm:ss');

export const excelTaskPageBody = z
  .object({
    ...pageFields,
    status: z.enum(EXCEL_TASK_STATUSES).optional(),
    kind: z.enum(EXCEL_TASK_KINDS).optional(),
    /** Creation time from (a date is the start of that day). */
    createTimeStart: dateOrDateTime.optional(),
    /** Creation time to (a date includes the whole day). */
    createTimeEnd: dateOrDateTime.optional(),
  })
  .refine((v) => !v.createTimeStart || !v.createTimeEnd || v.createTimeStart <= v.createTimeEnd, {
    path: ['createTimeEnd'],
    message: 'must not be before createTimeStart',
  });
export type ExcelTaskPageBody = z.input<typeof excelTaskPageBody>;
export type ExcelTaskPageQuery = z.output<typeof excelTaskPageBody>;

export type ExcelTaskView = {
  id: string;
  kind: ExcelTaskKind;
  bizKey: string;
  fileName: string;
  status: ExcelTaskStatus;
  /** 0–100. */
  progress: number;
  totalRows: number;
  okRows: number;
  failedRows: number;
  errorMessage: string | null;
  /** An import's mode; null for exports. */
  mode: ImportMode | null;
  /** GET /api/shared/excelTask/{id}/download answers a file: the export, or an import's error list. */
  downloadable: boolean;
  createTime: string;
  finishTime: string | null;
};

export const FAVORITE_KINDS = ['MODULE', 'REPORT'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];
export const FAVORITES_MAX = 50;

export const favoritesUpdateBody = z.object({
  items: z
    .array(
      z.object({
        kind: z.enum(FAVORITE_KINDS).default('MODULE'),
        /** The menu's name, e.g. `product.sku`. */
        key: z.string().trim().min(1).max(100),
        sort: z.coerce.number().int().min(0).max(9999).optional(),
      }),
    )
    .max(FAVORITES_MAX),
});
export type FavoritesUpdateBody = z.input<typeof favoritesUpdateBody>;
export type FavoritesUpdate = z.output<typeof favoritesUpdateBody>;

export type FavoriteView = {
  kind: FavoriteKind;
  key: string;
  /** The menu title in the caller's language. */
  title: string;
  /** The route of the screen. */
  path: string;
  component: string | null;
  iconName: string | null;
  sort: number;
};
