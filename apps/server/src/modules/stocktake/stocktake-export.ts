// The difference report as .xlsx, through the download center like every export.
import { stockCheckReportExportBody } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { defineExport } from '../../platform/excel/index';
import { differenceReport } from './stocktake-task.service';

const YES = { 'zh-CN': '是', 'en-US': 'Yes', 'id-ID': 'Ya' } as const;

export function stocktakeExportRoutes(app: FastifyInstance): void {
  defineExport(app, {
    bizKey: 'stockCheckReport',
    url: '/api/stock/checkTask/exportReport',
    permission: 'inventory:checkTask:export',
    summary: 'The difference report of a stocktaking task as .xlsx (download center); values only with costPrice',
    fileName: (lang) => ({ 'zh-CN': '盘点差异报告', 'en-US': 'Stocktaking differences', 'id-ID': 'Selisih stock opname' })[lang],
    filters: stockCheckReportExportBody,
    columns: [
      { key: 'billNo', header: { 'zh-CN': '盘点任务', 'en-US': 'Task', 'id-ID': 'Tugas' }, width: 22 },
      { key: 'skuCode', header: { 'zh-CN': '商品编码', 'en-US': 'SKU code', 'id-ID': 'Kode SKU' }, width: 16 },
      { key: 'skuName', header: { 'zh-CN': '商品名称', 'en-US': 'Product', 'id-ID': 'Produk' }, width: 30 },
      { key: 'unit', header: { 'zh-CN': '单位', 'en-US': 'Unit', 'id-ID': 'Satuan' }, width: 8 },
      { key: 'bookQty', header: { 'zh-CN': '账面数量', 'en-US': 'Book qty', 'id-ID': 'Jumlah buku' }, numFmt: '0.####' },
      {
        key: 'movedQty',
        header: { 'zh-CN': '盘点期间出入库', 'en-US': 'Moves since snapshot', 'id-ID': 'Mutasi sejak snapshot' },
        numFmt: '0.####',
      },
      { key: 'countedQty', header: { 'zh-CN': '实盘数量', 'en-US': 'Counted', 'id-ID': 'Terhitung' }, numFmt: '0.####' },
      { key: 'diffQty', header: { 'zh-CN': '差异数量', 'en-US': 'Difference', 'id-ID': 'Selisih' }, numFmt: '0.####' },
      { key: 'unitCost', header: { 'zh-CN': '成本单价', 'en-US': 'Unit cost', 'id-ID': 'Biaya satuan' }, numFmt: '0.000000', cost: true },
      {
        key: 'costAmount',
        header: { 'zh-CN': '差异金额', 'en-US': 'Difference value', 'id-ID': 'Nilai selisih' },
        numFmt: '0.00',
        cost: true,
      },
      { key: 'recounted', header: { 'zh-CN': '已复盘', 'en-US': 'Recounted', 'id-ID': 'Dihitung ulang' }, width: 10 },
    ],
    rows: async function* (db, { auth, filters, lang }) {
      const report = await differenceReport(db, auth.belongId, filters.taskId);
      yield report.lines.map((l) => ({ billNo: report.task.billNo, ...l, recounted: l.recounted ? YES[lang] : '' }));
    },
  });
}
