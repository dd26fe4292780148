/**
 * A 100,000-row SKU import through the .xlsx framework (platform/excel importNow: the same
 * read, row checks and batched commits as an upload), on the large catalogue. Goals: ≤ 60 s,
 * and under ~300 MB of extra memory (peak RSS growth, sampled every 100 ms). Printed beside
 * it, as the baseline of the same run: reading the workbook alone.
 *
 *   npm run gen:large first (for the categories, the brands and a realistic table size), then:
 *   DATABASE_URL=postgres://… node --expose-gc --import tsx bench/sku-import.bench.ts
 *   DATA_DIR=… node --expose-gc --import tsx bench/sku-import.bench.ts      (PGlite; default apps/server/data)
 *   ROWS=100000 MODE=ALL_OR_NOTHING|SKIP_FAILED
 *
 * The imported SKUs (codes I000001…) are deleted before each run, so it can be repeated.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COST_PRICE_PERMISSION, gtinCheckDigit } from '@quire/contracts';
import { asc, eq, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { productCategory, productSku } from '../apps/server/src/modules/product/product.schema';
import { skuImport } from '../apps/server/src/modules/product/product-excel.routes';
import { businessGroup, employee } from '../apps/server/src/modules/system/access.schema';

import type { AuthContext } from '../apps/server/src/platform/access/auth-context';
import type { Db } from '../apps/server/src/platform/db/client';
import { importNow } from '../apps/server/src/platform/excel';
import { readFirstSheet } from '../apps/server/src/platform/excel/excel-file';
import { openBenchDatabase } from './gen-large';

const ROWS = Number(process.env.ROWS ?? 100_000);
const MODE = (process.env.MODE ?? 'ALL_OR_NOTHING') as 'ALL_OR_NOTHING' | 'SKIP_FAILED';
const ean = (body12: string) => `${body12}${gtinCheckDigit(body12)}`;
const COLORS = ['黑色', '蓝色', '红色', '绿色'];
const KINDS = [
  ['按动中性笔 0.5mm', '支', '盒', 12, '箱', 576],
  ['木杆铅笔 HB', '支', '盒', 12, '箱', 1440],
  ['胶装笔记本 A5', '本', '包', 10, '箱', 200],
  ['长尾夹 25mm', '盒', '包', 10, '箱', 200],
] as const;

async function workbook(rows: number, categoryCodes: string[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('商品档案');
  ws.addRow([
    '商品编码',
    '商品名称',
    '分类编码',
    '品牌编码',
    '基本单位',
    '税目编码',
    '条码',
    '包装1单位',
    '包装1换算',
    '包装1条码',
    '包装2单位',
    '包装2换算',
    '批发价',
    '零售价',
    '采购价',
    '上市日期',
    '状态',
  ]);
  for (let n = 1; n <= rows; n++) {
    const [kind, unit, box, boxFactor, carton, cartonFactor] = KINDS[n % KINDS.length];
    const cost = (0.5 + (n % 50) / 10).toFixed(2);
    ws.addRow([
      `I${String(n).padStart(6, '0')}`,
      `导入 IM-${n} ${kind} ${COLORS[n % COLORS.length]}`,
      categoryCodes[n % categoryCodes.length],
      n % 3 === 0 ? 'DELI' : 'MG',
      unit,
      'VAT13',
      ean(`699${String(n).padStart(9, '0')}`),
      box,
      String(boxFactor),
      ean(`696${String(n).padStart(9, '0')}`),
      carton,
      String(cartonFactor),
      (Number(cost) * 1.25).toFixed(2),
      (Number(cost) * 1.8).toFixed(2),
      cost,
      '2026-01-15',
      '启用',
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  const db = database.db as Db;
  try {
    const [admin] = await db.select().from(employee).where(eq(employee.employeeNo, 'admin'));
    const [group] = await db.select().from(businessGroup).orderBy(asc(businessGroup.id)).limit(1);
    if (!admin || !group) throw new Error('run npm run gen:large first (no administrator or business group)');
    const leaves = await db
      .select({ code: productCategory.code })
      .from(productCategory)
      .where(
        sql`not exists (select 1 from product_category c where c.parent_id = ${productCategory.id}) and ${productCategory.status} = 'ENABLE'`,
      )
      .orderBy(asc(productCategory.code));
    const auth: AuthContext = {
      sessionId: 0,
      employeeId: admin.id,
      employeeNo: admin.employeeNo,
      isAdmin: true,
      belongId: group.id,
      businessGroupIds: [group.id],
      permissions: new Set(['product:sku:import', COST_PRICE_PERMISSION]),
      createdAt: new Date(),
    };

    await db.delete(productSku).where(like(productSku.code, 'I______'));
    const [{ n: before }] = await db.select({ n: sql<number>`count(*)::int` }).from(productSku);
    process.stdout.write(`building a ${ROWS}-row workbook…\n`);
    const file = buildInChild(
      ROWS,
      leaves.map((l) => l.code),
    );
    process.stdout.write(`  ${(file.length / 1024 / 1024).toFixed(1)} MB\n`);

    // Peak RSS growth during the import, sampled every 100 ms (goal: under ~300 MB extra).
    // From what is live (the workbook builder's garbage collected first, when node runs with
    // --expose-gc as npm run bench:sku-import does), so the growth is the import's own.
    (globalThis as { gc?: () => void }).gc?.();
    const memory = process.memoryUsage();
    const rssBefore = memory.rss;
    let rssPeak = rssBefore;
    let heapPeak = memory.heapUsed;
    let buffersPeak = memory.arrayBuffers;
    const sample = () => {
      const m = process.memoryUsage();
      rssPeak = Math.max(rssPeak, m.rss);
      heapPeak = Math.max(heapPeak, m.heapUsed);
      buffersPeak = Math.max(buffersPeak, m.arrayBuffers);
    };
    const sampler = setInterval(sample, 100);
    const cpu = process.cpuUsage();
    let started = performance.now();
    const result = await importNow(db, skuImport, { auth, file, mode: MODE, lang: 'zh-CN' });
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(cpu));
    clearInterval(sampler);
    sample();
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    const extraMb = (rssPeak - rssBefore) / 1024 / 1024;
    // The baseline after the import: the workbook's size check is remembered by its bytes'
    // hash, so read first it would have spared the import its upload check.
    started = performance.now();
    let read = 0;
    for await (const _ of readFirstSheet(file)) read++;
    const readSeconds = (performance.now() - started) / 1000;
    const [{ n: after }] = await db.select({ n: sql<number>`count(*)::int` }).from(productSku);
    process.stdout.write(
      `${[
        `SKU import of ${ROWS} rows (${database.kind}, ${MODE}, table had ${before} SKUs):`,
        `  task ${result.task.status}: ${result.task.okRows} imported, ${result.task.failedRows} failed${result.task.errorMessage ? ` (${result.task.errorMessage})` : ''}; SKUs now ${after}`,
        `  baseline: reading the workbook alone (${read} rows) ${readSeconds.toFixed(1)} s`,
        `  import ${seconds.toFixed(1)} s (${Math.round(ROWS / seconds)} rows/s; goal ≤ 60 s: ${seconds <= 60 ? 'MET' : 'NOT MET'}); ${(seconds / readSeconds).toFixed(1)}× the read; CPU ${cpuSeconds.toFixed(1)} s (on a busy machine the wall time waits for it)`,
        `  peak RSS growth ${extraMb.toFixed(0)} MB (from ${(rssBefore / 1024 / 1024).toFixed(0)} MB, sampled every 100 ms; goal ≤ 300 MB: ${extraMb <= 300 ? 'MET' : 'NOT MET'});` +
          ` peaks: JS heap +${mb(heapPeak - memory.heapUsed)} MB, array buffers (PGlite's memory among them) +${mb(buffersPeak - memory.arrayBuffers)} MB`,
      ].join('\n')}\n`,
    );
  } finally {
    await database.close();
  }
}

/**
 * The workbook is built by a child process: exceljs' in-memory model of 100,000 rows leaves
 * this process' RSS near 2.5 GB, after which the import's own growth could not be measured.
 */
function buildInChild(rows: number, categoryCodes: string[]): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-sku-import-'));
  const target = path.join(dir, 'import.xlsx');
  try {
    execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      env: { ...process.env, BUILD_WORKBOOK: JSON.stringify({ rows, categoryCodes, target }) },
      stdio: 'inherit',
    });
    return readFileSync(target);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.BUILD_WORKBOOK) {
  const { rows, categoryCodes, target } = JSON.parse(process.env.BUILD_WORKBOOK) as {
    rows: number;
    categoryCodes: string[];
    target: string;
  };
  workbook(rows, categoryCodes)
    .then((bytes) => writeFileSync(target, bytes))
    .catch((err) => {
      process.stderr.write(`building the workbook failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exit(1);
    });
} else
  main().catch((err) => {
    process.stderr.write(`sku-import bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
