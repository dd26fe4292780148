// The rows of a workbook's first worksheet, read straight from the zip: each part is inflated
// as a stream (capped at its declared size) and parsed with a SAX parser, so only the shared
// strings (one array of texts) and the row being read are ever in memory. exceljs' reader
// builds objects per row and cell and holds its caches: +250 MB for a 100,000-row sheet,
// where this one stays near the size of the shared strings.
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { ZIP_LIMITS } from './zip-limits';

export type ZipEntry = { name: string; method: number; compressed: number; declared: number; dataAt: number };

/** The raw value of a cell, in the forms `cellText` reads (exceljs' shapes, where they exist). */
export type CellValue = string | number | boolean | Date | { formula: string } | { error: string } | null;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export class ZipFormatError extends Error {}
export class PartTooLargeError extends Error {}

/** The archive's parts by name, from its central directory. Throws ZipFormatError. */
export function zipEntries(bytes: Buffer): Map<string, ZipEntry> {
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipFormatError('no end of central directory');
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) throw new ZipFormatError('bad central directory');
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const localAt = bytes.readUInt32LE(at + 42);
    if (localAt + 30 > bytes.length || bytes.readUInt32LE(localAt) !== LOCAL) throw new ZipFormatError('bad local header');
    const dataAt = localAt + 30 + bytes.readUInt16LE(localAt + 26) + bytes.readUInt16LE(localAt + 28);
    const entry = {
      name,
      method: bytes.readUInt16LE(at + 10),
      compressed: bytes.readUInt32LE(at + 20),
      declared: bytes.readUInt32LE(at + 24),
      dataAt,
    };
    if (entry.dataAt + entry.compressed > bytes.length) throw new ZipFormatError('truncated part');
    entries.set(name.replace(/^\//, ''), entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** A part's text in chunks, inflated as it is read; more than it declared throws PartTooLargeError. */
async function* partText(bytes: Buffer, entry: ZipEntry): AsyncGenerator<string> {
  const data = bytes.subarray(entry.dataAt, entry.dataAt + entry.compressed);
  if (entry.method === 0) {
    if (data.length > entry.declared) throw new PartTooLargeError(entry.name);
    yield data.toString('utf8');
    return;
  }
  if (entry.method !== 8) throw new ZipFormatError(`compression method ${entry.method}`);
  const inflate = Readable.from([data]).pipe(zlib.createInflateRaw());
  const decoder = new TextDecoder('utf-8');
  let out = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      out += chunk.length;
      if (out > entry.declared) throw new PartTooLargeError(entry.name);
      yield decoder.decode(chunk, { stream: true });
    }
  } catch (err) {
    if (err instanceof PartTooLargeError) throw err;
    throw new ZipFormatError(`inflate: ${(err as Error).message}`);
  } finally {
    inflate.destroy();
  }
  const tail = decoder.decode();
  if (tail) yield tail;
}

/**
 * Feeds a part through a SAX parser; `collect` is called after each chunk to hand out what the
 * handlers gathered (rows), so the reader yields while the part is still being inflated.
 */
async function* parsePart<T>(
  bytes: Buffer,
  entry: ZipEntry,
  setUp: (parser: SaxesParser) => void,
  collect: () => T[] = () => [],
): AsyncGenerator<T> {
  const parser = new SaxesParser();
  let failure: Error | undefined;
  parser.on('error', (err) => {
    failure ??= err;
  });
  setUp(parser);
  for await (const text of partText(bytes, entry)) {
    parser.write(text);
    if (failure) throw new ZipFormatError(`xml: ${failure.message}`);
    yield* collect();
  }
  parser.close();
  if (failure) throw new ZipFormatError(`xml: ${failure.message}`);
  yield* collect();
}

async function drain(parts: AsyncGenerator<unknown>): Promise<void> {
  for await (const _ of parts);
}

const local = (tag: { name: string }) => tag.name.slice(tag.name.indexOf(':') + 1);

/** The shared strings: the plain text of each <si> (rich-text runs joined, phonetic runs left out). */
async function sharedStrings(bytes: Buffer, entry: ZipEntry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  await drain(
    parsePart(bytes, entry, (p) => {
      p.on('opentag', (tag) => {
        const name = local(tag);
        if (name === 'si') current = [];
        else if (name === 'rPh') phonetic++;
        else if (name === 't' && current && phonetic === 0) inText = true;
      });
      p.on('text', (text) => {
        if (inText && current) current.push(text);
      });
      p.on('closetag', (tag) => {
        const name = local(tag);
        if (name === 't') inText = false;
        else if (name === 'rPh') phonetic--;
        else if (name === 'si' && current) {
          strings.push(current.join(''));
          current = null;
        }
      });
    }),
  );
  return strings;
}

// Excel's built-in number formats that show a date or a time.
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52]);
const DATE_FORMAT_IDS_2 = new Set([53, 54, 55, 56, 57, 58]);

function isDateFormat(code: string): boolean {
  const bare = code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '');
  return /[ymdhsb]/i.test(bare);
}

/** For each cell style (cellXfs index): does it show its number as a date? */
async function dateStyles(bytes: Buffer, entry: ZipEntry | undefined): Promise<boolean[]> {
  const styles: boolean[] = [];
  if (!entry) return styles;
  const custom = new Map<number, string>();
  let inCellXfs = false;
  await drain(
    parsePart(bytes, entry, (p) => {
      p.on('opentag', (tag) => {
        const name = local(tag);
        const attrs = (tag as SaxesTagPlain).attributes;
        if (name === 'numFmt') custom.set(Number(attrs.numFmtId), String(attrs.formatCode ?? ''));
        else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'xf' && inCellXfs) {
          const id = Number(attrs.numFmtId ?? 0);
          const code = custom.get(id);
          styles.push(code !== undefined ? isDateFormat(code) : DATE_FORMAT_IDS.has(id) || DATE_FORMAT_IDS_2.has(id));
        }
      });
      p.on('closetag', (tag) => {
        if (local(tag) === 'cellXfs') inCellXfs = false;
      });
    }),
  );
  return styles;
}

/** The first sheet's part name and whether the workbook counts dates from 1904. */
async function firstSheet(bytes: Buffer, entries: Map<string, ZipEntry>): Promise<{ part: string; date1904: boolean }> {
  let relId: string | undefined;
  let date1904 = false;
  const workbook = entries.get('xl/workbook.xml');
  if (workbook) {
    await drain(
      parsePart(bytes, workbook, (p) => {
        p.on('opentag', (tag) => {
          const attrs = (tag as SaxesTagPlain).attributes;
          const name = local(tag);
          if (name === 'workbookPr' && (attrs.date1904 === '1' || attrs.date1904 === 'true')) date1904 = true;
          if (name === 'sheet' && relId === undefined) relId = String(attrs['r:id'] ?? '');
        });
      }),
    );
  }
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  let target: string | undefined;
  if (relId && rels) {
    await drain(
      parsePart(bytes, rels, (p) => {
        p.on('opentag', (tag) => {
          const attrs = (tag as SaxesTagPlain).attributes;
          if (local(tag) === 'Relationship' && attrs.Id === relId) target = String(attrs.Target ?? '');
        });
      }),
    );
  }
  const part = target ? (target.startsWith('/') ? target.slice(1) : `xl/${target}`) : 'xl/worksheets/sheet1.xml';
  return { part, date1904 };
}

/** 'BC12' → 55 (A = 1). */
function columnOf(ref: string): number {
  let n = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n;
}

function excelDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
}

export type SheetRowValues = { number: number; values: CellValue[] };

/**
 * The rows of the first worksheet, in order, as they are inflated. `values[1]` is column A.
 * `maxColumns`: a row reaching further throws `tooWide`. Throws ZipFormatError on a damaged
 * file, PartTooLargeError when a part inflates past its declared size.
 */
export async function* sheetRows(bytes: Buffer, tooWide: () => Error, maxColumns: number): AsyncGenerator<SheetRowValues> {
  const entries = zipEntries(bytes);
  const { part, date1904 } = await firstSheet(bytes, entries);
  const sheet = entries.get(part);
  if (!sheet) throw new ZipFormatError('no worksheet');
  const shared = entries.get('xl/sharedStrings.xml');
  if (shared && shared.declared > ZIP_LIMITS.sharedStringsBytes) throw new PartTooLargeError(shared.name);
  const strings = await sharedStrings(bytes, shared);
  const dates = await dateStyles(bytes, entries.get('xl/styles.xml'));

  const done: SheetRowValues[] = [];
  let row: SheetRowValues | null = null;
  let nextRow = 1;
  // The cell being read.
  let column = 0;
  let nextColumn = 1;
  let type = 'n';
  let style = 0;
  let value: string[] = [];
  let formula: string[] | null = null;
  let into: 'v' | 'f' | 't' | null = null;
  let failure: Error | undefined;

  const cellValue = (): CellValue => {
    const v = value.length > 0 ? value.join('') : null;
    if (v === null) return formula ? { formula: formula.join('') } : null;
    switch (type) {
      case 's':
        return strings[Number(v)] ?? null;
      case 'inlineStr':
      case 'str':
        return v;
      case 'b':
        return v === '1' || v === 'true';
      case 'e':
        return { error: v };
      case 'd':
        return new Date(v);
      default: {
        const n = Number(v);
        if (!Number.isFinite(n)) return v;
        return dates[style] ? excelDate(n, date1904) : n;
      }
    }
  };

  yield* parsePart(
    bytes,
    sheet,
    (p) => {
      p.on('opentag', (tag) => {
        const attrs = (tag as SaxesTagPlain).attributes;
        switch (local(tag)) {
          case 'row': {
            const r = attrs.r === undefined ? nextRow : Number(attrs.r);
            row = { number: r, values: [] };
            nextRow = r + 1;
            nextColumn = 1;
            break;
          }
          case 'c':
            column = attrs.r === undefined ? nextColumn : columnOf(String(attrs.r));
            nextColumn = column + 1;
            type = String(attrs.t ?? 'n');
            style = Number(attrs.s ?? 0);
            value = [];
            formula = null;
            if (column > maxColumns) failure ??= tooWide();
            break;
          case 'v':
            into = 'v';
            break;
          case 'f':
            formula = [];
            into = 'f';
            break;
          case 't':
            if (type === 'inlineStr') into = 't';
            break;
          case 'rPh':
            into = null;
            break;
        }
      });
      p.on('text', (text) => {
        if (into === 'v' || into === 't') value.push(text);
        else if (into === 'f') formula?.push(text);
      });
      p.on('closetag', (tag) => {
        switch (local(tag)) {
          case 'v':
          case 'f':
          case 't':
            into = null;
            break;
          case 'c':
            if (row && column <= maxColumns) {
              const v = cellValue();
              if (v !== null) row.values[column] = v;
            }
            break;
          case 'row':
            if (row) done.push(row);
            row = null;
            break;
        }
      });
    },
    () => {
      if (failure) throw failure;
      return done.splice(0, done.length);
    },
  );
}
