import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { jsonTable, rows } from '../../platform/db/sql-util';

/** What a scanned or typed code names: a SKU and how many base units one scan counts. */
export type ScannedSku = { skuId: number; factor: string };

/**
 * Resolves codes a scanner or a counting file gives: an exact barcode first (a package's
 * barcode counts its factor of base units, 1 box = 12 pens), else a SKU code. Unknown codes
 * are absent from the answer. One query for the whole batch.
 */
export async function skusByScanCodes(executor: Executor, codes: readonly string[]): Promise<Map<string, ScannedSku>> {
  const wanted = [...new Set(codes)];
  const out = new Map<string, ScannedSku>();
  if (wanted.length === 0) return out;
  const list = jsonTable(
    wanted.map((code) => ({ code })),
    'w',
    'code text',
  );
  const found = await rows<{ code: string; sku_id: number; factor: string; rank: number }>(
    executor,
    sql`select b.barcode as code, b.sku_id, coalesce(p.factor, 1)::text as factor, 0 as rank
          from product_barcode b left join product_sku_package p on p.id = b.package_id
         where b.barcode in (select w.code from ${list})
        union all
        select s.code, s.id, '1', 1 from product_sku s where s.code in (select w.code from ${list})
        order by rank`,
  );
  for (const f of found) if (!out.has(f.code)) out.set(f.code, { skuId: Number(f.sku_id), factor: f.factor });
  return out;
}
