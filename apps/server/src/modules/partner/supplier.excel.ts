import { type Language, type SupplierView, supplierExportBody, supplierSaveBody } from '@quire/contracts';
import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  defineExport,
  defineImport,
  type ExportColumn,
  type ExportDefinition,
  type ImportColumn,
  type ImportDefinition,
  keysetBatches,
  mapBatches,
} from '../../platform/excel';
import { fieldRefusal } from './partner-common';
import { choiceCell, L, labelOf, SUPPLIER_STATUS_LABELS, SUPPLIER_TYPE_LABELS, TAXPAYER_TYPE_LABELS } from './partner-labels';
import { countSuppliers, createSuppliers, supplierExportBatch, supplierProblems } from './supplier.service';

const fileName = (lang: Language) => L('供应商档案', 'Suppliers', 'Pemasok')[lang];

const columns = {
  supplierCode: L('供应商编码', 'Supplier code', 'Kode pemasok'),
  supplierName: L('供应商名称', 'Supplier name', 'Nama pemasok'),
  mnemonic: L('助记码', 'Mnemonic', 'Kode singkat'),
  address: L('地址', 'Address', 'Alamat'),
  taxNo: L('税号', 'Tax ID', 'NPWP'),
  taxpayerType: L('纳税人类型', 'Taxpayer type', 'Jenis wajib pajak'),
  taxRate: L('税率', 'Tax rate', 'Tarif pajak'),
  legalRepresentative: L('法定代表人', 'Legal representative', 'Perwakilan hukum'),
  contactName: L('联系人', 'Contact', 'Kontak'),
  contactPhone: L('联系电话', 'Phone', 'Telepon'),
  bankName: L('开户银行', 'Bank', 'Bank'),
  bankAccount: L('银行账号', 'Bank account', 'Nomor rekening'),
  supplierType: L('供应商类型', 'Supplier type', 'Jenis pemasok'),
  status: L('状态', 'Status', 'Status'),
  remark: L('备注', 'Remark', 'Catatan'),
  createTime: L('创建时间', 'Created', 'Dibuat'),
};

const exportColumns: ExportColumn[] = [
  { key: 'supplierCode', header: columns.supplierCode, width: 12 },
  { key: 'supplierName', header: columns.supplierName, width: 30 },
  { key: 'mnemonic', header: columns.mnemonic, width: 14 },
  { key: 'address', header: columns.address, width: 36 },
  { key: 'taxNo', header: columns.taxNo, width: 22 },
  { key: 'taxpayerType', header: columns.taxpayerType, width: 14 },
  { key: 'taxRate', header: columns.taxRate, numFmt: '0.00%', width: 10 },
  { key: 'legalRepresentative', header: columns.legalRepresentative, width: 12 },
  { key: 'contactName', header: columns.contactName, width: 12 },
  { key: 'contactPhone', header: columns.contactPhone, width: 16 },
  { key: 'bankName', header: columns.bankName, width: 24 },
  { key: 'bankAccount', header: columns.bankAccount, width: 22 },
  { key: 'supplierType', header: columns.supplierType, width: 12 },
  { key: 'status', header: columns.status, width: 8 },
  { key: 'remark', header: columns.remark, width: 20 },
  { key: 'createTime', header: columns.createTime, width: 20 },
];

function exportRow(s: SupplierView, lang: Language): Record<string, unknown> {
  return {
    ...s,
    taxpayerType: labelOf(TAXPAYER_TYPE_LABELS, s.taxpayerType, lang),
    supplierType: labelOf(SUPPLIER_TYPE_LABELS, s.supplierType, lang),
    status: labelOf(SUPPLIER_STATUS_LABELS, s.status, lang),
    createTime: new Date(s.createTime),
  };
}

/** "13%" is 0.13; anything else goes to the form's rule as typed. */
const taxRateCell = z.string().transform((v) => {
  const percent = /^(\d+(\.\d+)?)\s*%$/.exec(v);
  return percent ? new Decimal(percent[1]).div(100).toString() : v;
});

const S = supplierSaveBody.shape;

/** One import row: the form's rules, with types given by label and the tax rate also as a percentage. */
const supplierImportRow = z.object({
  supplierCode: S.supplierCode,
  supplierName: S.supplierName,
  mnemonic: S.mnemonic,
  address: S.address,
  taxNo: S.taxNo,
  taxpayerType: choiceCell(TAXPAYER_TYPE_LABELS, 'partner.import.taxpayerType'),
  taxRate: taxRateCell.pipe(S.taxRate as unknown as z.ZodType<string, string>),
  legalRepresentative: S.legalRepresentative,
  contactName: S.contactName,
  contactPhone: S.contactPhone,
  bankName: S.bankName,
  bankAccount: S.bankAccount,
  supplierType: choiceCell(SUPPLIER_TYPE_LABELS, 'partner.import.supplierType').default('CUSTOM'),
  remark: S.remark,
});

const importColumns: ImportColumn[] = [
  { key: 'supplierCode', header: columns.supplierCode, required: true, example: 'S0101' },
  { key: 'supplierName', header: columns.supplierName, required: true, example: '得力集团有限公司', width: 28 },
  { key: 'mnemonic', header: columns.mnemonic, example: '' },
  { key: 'address', header: columns.address, example: '浙江省宁波市宁海县得力工业园', width: 30 },
  { key: 'taxNo', header: columns.taxNo, example: '913302261442912337', width: 22 },
  { key: 'taxpayerType', header: columns.taxpayerType, required: true, example: '一般纳税人' },
  { key: 'taxRate', header: columns.taxRate, required: true, example: '0.13' },
  { key: 'legalRepresentative', header: columns.legalRepresentative, example: '' },
  { key: 'contactName', header: columns.contactName, example: '周敏' },
  { key: 'contactPhone', header: columns.contactPhone, example: '0574-65592018' },
  { key: 'bankName', header: columns.bankName, example: '中国工商银行宁海支行' },
  { key: 'bankAccount', header: columns.bankAccount, example: '3901450009000123456' },
  { key: 'supplierType', header: columns.supplierType, example: '普通供应商' },
  { key: 'remark', header: columns.remark, example: '' },
];

export const supplierExport: ExportDefinition<typeof supplierExportBody> = {
  bizKey: 'supplier',
  url: '/api/basic/supplier/exportExcel',
  permission: 'purchase:supplier:export',
  summary: 'Export the suppliers the filters select to the download center',
  fileName,
  filters: supplierExportBody,
  columns: exportColumns,
  count: (db, { auth, filters }) => countSuppliers(db, auth.belongId, filters),
  rows: (db, { auth, filters, lang }) =>
    mapBatches(
      keysetBatches(
        (after: number | undefined, limit) => supplierExportBatch(db, auth.belongId, filters, after, limit),
        (s) => Number(s.id),
      ),
      (s) => exportRow(s, lang),
    ),
};

export const supplierImport: ImportDefinition<typeof supplierImportRow> = {
  bizKey: 'supplier',
  templateUrl: '/api/basic/supplier/importTemplate',
  uploadUrl: '/api/basic/supplier/importExcel',
  permission: 'purchase:supplier:import',
  summary: 'Import new suppliers: the raw .xlsx as the body; mode ALL_OR_NOTHING or SKIP_FAILED',
  fileName,
  columns: importColumns,
  row: supplierImportRow,
  unique: ['supplierCode'],
  validateRow: async (db, row, ctx) => {
    const problems = await supplierProblems(db, ctx.auth.belongId, { ...row, id: undefined, status: undefined }, undefined);
    if (problems.length) throw fieldRefusal(problems, row);
    return [];
  },
  commit: (tx, rows, ctx) =>
    createSuppliers(
      tx,
      ctx.auth,
      rows.map((r) => ({ ...r, id: undefined, status: undefined })),
    ),
};

/** Supplier export (the list page's filters) and import (new suppliers). */
export function supplierExcelRoutes(app: FastifyInstance): void {
  defineExport(app, supplierExport);
  defineImport(app, supplierImport);
}
