import { DOCUMENT_TYPES, documentPageQuery } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { defineExport, type ExportColumn, keysetBatches } from '../platform/excel';
import { translate } from '../platform/i18n/messages';
import type { DocumentDefinition } from './document-definition';
import { documentBatch } from './document-query';

/** Columns every document list exports; a type adds its own (warehouses, partner) in between. */
const HEAD: ExportColumn[] = [
  { key: 'billNo', header: { 'zh-CN': '单据编号', 'en-US': 'Bill no.', 'id-ID': 'No. dokumen' }, width: 22 },
  { key: 'billDate', header: { 'zh-CN': '单据日期', 'en-US': 'Date', 'id-ID': 'Tanggal' }, width: 12 },
  { key: 'statusText', header: { 'zh-CN': '单据状态', 'en-US': 'Status', 'id-ID': 'Status' }, width: 10 },
];
const TAIL: ExportColumn[] = [
  { key: 'totalQty', header: { 'zh-CN': '总数量', 'en-US': 'Total quantity', 'id-ID': 'Jumlah total' }, numFmt: '#,##0.####' },
  { key: 'costAmount', header: { 'zh-CN': '成本金额', 'en-US': 'Cost amount', 'id-ID': 'Nilai pokok' }, numFmt: '#,##0.00', cost: true },
  { key: 'totalAmount', header: { 'zh-CN': '金额', 'en-US': 'Amount', 'id-ID': 'Nilai' }, numFmt: '#,##0.00' },
  { key: 'remark', header: { 'zh-CN': '备注', 'en-US': 'Remark', 'id-ID': 'Catatan' }, width: 30 },
  { key: 'createTime', header: { 'zh-CN': '创建时间', 'en-US': 'Created', 'id-ID': 'Dibuat' }, width: 20 },
  { key: 'reviewTime', header: { 'zh-CN': '审核时间', 'en-US': 'Reviewed', 'id-ID': 'Disetujui' }, width: 20 },
  { key: 'completeTime', header: { 'zh-CN': '过账时间', 'en-US': 'Posted', 'id-ID': 'Diposting' }, width: 20 },
];

const BATCH = 1000;

/**
 * `POST {base}/exportExcel`: a document list to .xlsx through the download center, with the
 * list's filters, behind the screen's export button. Every document type with a screen gets it
 * from its definition; cost columns leave only for holders of `costPrice` (the export's rule).
 */
export function defineDocumentExport(app: FastifyInstance, def: DocumentDefinition, base: string, permission: string): void {
  const dropped = def.amountIsCost ? 'totalAmount' : 'costAmount';
  const entry = DOCUMENT_TYPES.find((t) => t.code === def.type);
  defineExport(app, {
    bizKey: `document-${def.type}`,
    url: `${base}/exportExcel`,
    permission,
    summary: `${def.type}: export the list (the page's filters) to the download center`,
    fileName: (lang) => (lang === 'zh-CN' ? (entry?.zh ?? def.type) : (entry?.en ?? def.type)),
    filters: documentPageQuery,
    columns: [...HEAD, ...(def.exportColumns ?? []), ...TAIL.filter((c) => c.key !== dropped)],
    rows: (db, { auth, filters, lang }) =>
      (async function* () {
        for await (const headers of keysetBatches(
          (after: number | undefined, limit) => documentBatch(db, auth.belongId, def, filters, after, limit),
          (h) => Number(h.id),
          BATCH,
        )) {
          const extra = def.exportFields ? await def.exportFields(db, auth.belongId, headers, lang) : [];
          yield headers.map((h, i) => ({
            ...h,
            ...extra[i],
            statusText: translate(lang, `document.status.${h.status}`),
            createTime: timeOf(h.createTime),
            reviewTime: timeOf(h.reviewTime),
            completeTime: timeOf(h.completeTime),
          }));
        }
      })(),
  });
}

const timeOf = (iso: string | null) => (iso ? new Date(iso) : null);
