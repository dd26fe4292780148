// The counting file of a PDA or a spreadsheet (盘点文件): the first sheet, a header row with a
// SKU code or barcode column, an optional location column and a quantity column, in any of
// the three languages; read row by row with the platform's streaming sheet reader.
import { cellText, OversizedWorkbookError, readFirstSheet, UnreadableWorkbookError } from '../../platform/excel/index';
import { fail } from '../../platform/http/errors';

export type CountingRow = { row: number; code: string; location: string; qty: string };

const HEADERS = {
  code: ['商品编码', 'sku编码', '编码', 'sku', 'skucode', 'code', 'kodesku', 'kode'],
  barcode: ['条码', '条形码', 'barcode', 'kodebatang'],
  location: ['库位', 'location', 'lokasi'],
  qty: ['数量', '盘点数量', '实盘数量', 'quantity', 'qty', 'countedqty', 'jumlah'],
} as const;

const norm = (s: string) => s.replace(/[\s*_\-()（）]/g, '').toLowerCase();
const QTY = /^\d{1,14}(\.\d{1,4})?$/;
export const COUNTING_FILE_MAX_ROWS = 100_000;

export async function readCountingFile(bytes: unknown): Promise<CountingRow[]> {
  if (!Buffer.isBuffer(bytes)) throw fail.field('file', 'stocktake.file.unreadable');
  const out: CountingRow[] = [];
  let columns: Partial<Record<keyof typeof HEADERS, number>> | null = null;
  try {
    for await (const { number, values } of readFirstSheet(bytes)) {
      const cells = values.map((v) => {
        try {
          return cellText(v);
        } catch {
          return undefined;
        }
      });
      if (!columns) {
        const found: Partial<Record<keyof typeof HEADERS, number>> = {};
        cells.forEach((c, i) => {
          if (!c) return;
          for (const [key, names] of Object.entries(HEADERS) as [keyof typeof HEADERS, readonly string[]][])
            if (found[key] === undefined && names.includes(norm(c))) found[key] = i;
        });
        if ((found.code === undefined && found.barcode === undefined) || found.qty === undefined)
          throw fail.field('file', 'stocktake.file.columns');
        columns = found;
        continue;
      }
      const code =
        (columns.barcode !== undefined ? cells[columns.barcode] : undefined) ??
        (columns.code !== undefined ? cells[columns.code] : undefined);
      const qty = cells[columns.qty as number];
      const location = columns.location !== undefined ? (cells[columns.location] ?? '') : '';
      if (!code && !qty) continue;
      if (!code) throw fail.field('file', 'stocktake.file.noCode', { row: number });
      if (!qty || !QTY.test(qty)) throw fail.field('file', 'stocktake.file.badQty', { row: number, value: qty ?? '' });
      out.push({ row: number, code, location: location.slice(0, 40), qty });
      if (out.length > COUNTING_FILE_MAX_ROWS) throw fail.field('file', 'stocktake.file.unreadable');
    }
  } catch (err) {
    if (err instanceof UnreadableWorkbookError || err instanceof OversizedWorkbookError)
      throw fail.field('file', 'stocktake.file.unreadable');
    throw err;
  }
  if (!columns) throw fail.field('file', 'stocktake.file.columns');
  if (out.length === 0) throw fail.field('file', 'stocktake.file.empty');
  return out;
}
