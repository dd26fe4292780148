// Writing .xlsx with exceljs' streaming writer and reading them with our own streaming reader
// (sheet-reader.ts), so neither a large export nor a large import is ever held as a full
// workbook model in memory.
import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { PartTooLargeError, sheetRows } from './sheet-reader';
import { checkZipSizes } from './zip-limits';

export type WorkbookWriter = ExcelJS.stream.xlsx.WorkbookWriter;

/** Builds a workbook through the streaming writer and answers the file's bytes. */
export async function writeXlsx(build: (workbook: WorkbookWriter) => Promise<void>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  // Inline strings: a shared-strings table would keep every distinct text in memory.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  await build(workbook);
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}

/** Every .xlsx is a zip archive; a zip starts with the local file header 'PK\x03\x04'. */
export function hasZipSignature(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export class UnreadableWorkbookError extends Error {
  constructor(cause?: unknown) {
    super('unreadable workbook', { cause });
    this.name = 'UnreadableWorkbookError';
  }
}

/** A workbook whose parts would inflate beyond ZIP_LIMITS, or with more columns than a sheet may have. */
export class OversizedWorkbookError extends Error {
  constructor() {
    super('oversized workbook');
    this.name = 'OversizedWorkbookError';
  }
}

/** Columns a sheet may have, and characters a cell may hold: far beyond any template. */
export const SHEET_MAX_COLUMNS = 200;
export const CELL_MAX_CHARS = 2000;

export type SheetRow = { number: number; values: unknown[] };

/**
 * The rows of the first worksheet, streamed from the zip (see sheet-reader.ts). `values[1]` is
 * column A. Throws UnreadableWorkbookError when the bytes are not a workbook, and
 * OversizedWorkbookError when a part declares or inflates past ZIP_LIMITS or a row is wider
 * than SHEET_MAX_COLUMNS.
 */
export async function* readFirstSheet(bytes: Buffer): AsyncGenerator<SheetRow> {
  if (!hasZipSignature(bytes)) throw new UnreadableWorkbookError();
  const sizes = checkZipSizes(bytes);
  if (!sizes.ok) {
    if (sizes.reason === 'unreadable') throw new UnreadableWorkbookError();
    throw new OversizedWorkbookError();
  }
  try {
    yield* sheetRows(bytes, () => new OversizedWorkbookError(), SHEET_MAX_COLUMNS);
  } catch (err) {
    if (err instanceof OversizedWorkbookError) throw err;
    if (err instanceof PartTooLargeError) throw new OversizedWorkbookError();
    throw new UnreadableWorkbookError(err);
  }
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/**
 * A cell as the import sees it: trimmed text, or undefined when empty. Numbers become their
 * shortest decimal text (Excel's binary noise cut at 15 significant digits), dates
 * `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`, formulas their result, rich text its plain text.
 */
export function cellText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const t = value.trim();
    return t === '' ? undefined : t;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    // exceljs reads Excel's zone-less serial as UTC: the UTC fields are what the sheet shows.
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const h = value.getUTCHours();
    const m = value.getUTCMinutes();
    const s = value.getUTCSeconds();
    return h === 0 && m === 0 && s === 0 ? day : `${day} ${pad(h)}:${pad(m)}:${pad(s)}`;
  }
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) return cellText(v.richText.map((r: { text?: string }) => r.text ?? '').join(''));
    if ('result' in v && v.result !== undefined) return cellText(v.result);
    // A formula the file carries no computed value for (written by a program, never opened
    // in a spreadsheet): there is nothing to import.
    if ('formula' in v || 'sharedFormula' in v) throw new UncomputedFormulaError();
    if ('text' in v) return cellText(v.text);
    if ('error' in v) return undefined;
  }
  return cellText(String(value));
}

export class UncomputedFormulaError extends Error {
  constructor() {
    super('formula without a computed value');
    this.name = 'UncomputedFormulaError';
  }
}

/**
 * Text a spreadsheet could run as a formula once a clerk edits the cell or saves the sheet as
 * CSV (=, +, -, @, tab or CR first: OWASP's formula injection) gets a leading apostrophe, as
 * OWASP advises; a plain number such as -12.50 is no formula and stays as it is.
 */
export function neutralizeFormula(text: string): string {
  if (/^[-+]?\d+(\.\d+)?$/.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A value as an export cell: dates in server wall time, numeric text as a number when formatted. */
export function exportCell(value: unknown, numFmt: string | undefined): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    // Excel has no time zone: write the wall-clock fields the clerk expects to see.
    return new Date(value.getTime() - value.getTimezoneOffset() * 60_000);
  }
  if (numFmt && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  if (typeof value === 'object') return neutralizeFormula(JSON.stringify(value));
  if (typeof value === 'string') return neutralizeFormula(value);
  return value;
}

/** `*编码 ` → `编码`: required marks and spaces do not matter when matching a header. */
export function normalizeHeader(text: string): string {
  return text
    .replace(/^[\s*＊]+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Excel allows 31 characters and none of : \ / ? * [ ] in a sheet name. */
export function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';
}

/** 20240131235959 in server time. */
export function stamp(date = new Date()): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}

/** A file name safe on every desktop, with the .xlsx extension. */
export function xlsxName(base: string): string {
  const clean =
    base
      .replace(/\.xlsx$/i, '')
      .replace(/[\\/:*?"<>|\r\n\t]+/g, '_')
      .trim() || 'export';
  return `${clean.slice(0, 150)}.xlsx`;
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987) for Chinese names. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function sha256HexOfBytes(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
