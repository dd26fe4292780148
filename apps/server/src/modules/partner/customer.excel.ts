import { type CustomerView, customerAddressBody, customerExportBody, customerSaveBody, type Language } from '@quire/contracts';
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
import { employeeOfGroupByNo } from '../system/index';
import { createCustomers, customerDraftProblems } from './customer.service';
import { countCustomers, customerExportBatch } from './customer-query.service';
import { fieldRefusal } from './partner-common';
import {
  CUSTOMER_STATUS_LABELS,
  CUSTOMER_TYPE_LABELS,
  choiceCell,
  L,
  labelOf,
  REBATE_TYPE_LABELS,
  yesNoCell,
  yesNoLabel,
} from './partner-labels';

const fileName = (lang: Language) => L('客户档案', 'Customers', 'Pelanggan')[lang];

const exportColumns: ExportColumn[] = [
  { key: 'customerCode', header: L('客户编码', 'Customer code', 'Kode pelanggan'), width: 12 },
  { key: 'customerName', header: L('客户名称', 'Customer name', 'Nama pelanggan'), width: 30 },
  { key: 'mnemonic', header: L('助记码', 'Mnemonic', 'Kode singkat'), width: 14 },
  { key: 'mainCode', header: L('主码', 'Main code', 'Kode induk'), width: 12 },
  { key: 'customerType', header: L('客户类型', 'Type', 'Jenis'), width: 12 },
  { key: 'areaName', header: L('区域', 'Area', 'Wilayah'), width: 16 },
  { key: 'contactName', header: L('联系人', 'Contact', 'Kontak'), width: 12 },
  { key: 'contactPhone', header: L('联系电话', 'Phone', 'Telepon'), width: 16 },
  { key: 'salespersonName', header: L('业务员', 'Salesperson', 'Tenaga penjual'), width: 12 },
  { key: 'rebateRatio', header: L('返利比例(%)', 'Rebate ratio (%)', 'Rasio rabat (%)'), numFmt: '0.00', width: 12 },
  { key: 'rebateType', header: L('返利类型', 'Rebate type', 'Jenis rabat'), width: 12 },
  { key: 'ifCreditLimit', header: L('信用控制', 'Credit control', 'Kontrol kredit'), width: 10 },
  { key: 'creditLimit', header: L('信用额度', 'Credit limit', 'Limit kredit'), numFmt: '#,##0.00', width: 14 },
  { key: 'deferredPayment', header: L('账期(天)', 'Deferred payment (days)', 'Tempo (hari)'), width: 10 },
  { key: 'monthlySettlement', header: L('月结', 'Monthly settlement', 'Tagihan bulanan'), width: 10 },
  { key: 'lastPriceSale', header: L('按上次价销售', 'Last-price sale', 'Jual harga terakhir'), width: 12 },
  { key: 'presetPriceSet', header: L('预设价格', 'Preset price set', 'Set harga'), width: 10 },
  { key: 'rewardRatio', header: L('积分比例', 'Reward ratio', 'Rasio poin'), numFmt: '0.00', width: 10 },
  { key: 'customerStatus', header: L('状态', 'Status', 'Status'), width: 10 },
  { key: 'defaultAddress', header: L('默认收货地址', 'Default delivery address', 'Alamat pengiriman utama'), width: 40 },
  { key: 'invoiceTitle', header: L('发票抬头', 'Invoice header', 'Nama faktur'), width: 24 },
  { key: 'taxNo', header: L('税号', 'Tax ID', 'NPWP'), width: 22 },
  { key: 'bankName', header: L('开户银行', 'Bank', 'Bank'), width: 20 },
  { key: 'bankAccount', header: L('银行账号', 'Bank account', 'Nomor rekening'), width: 22 },
  { key: 'remark', header: L('备注', 'Remark', 'Catatan'), width: 20 },
  { key: 'createTime', header: L('创建时间', 'Created', 'Dibuat'), width: 20 },
];

function exportRow(c: CustomerView, lang: Language): Record<string, unknown> {
  return {
    ...c,
    customerType: labelOf(CUSTOMER_TYPE_LABELS, c.customerType, lang),
    rebateType: labelOf(REBATE_TYPE_LABELS, c.rebateType, lang),
    customerStatus: labelOf(CUSTOMER_STATUS_LABELS, c.customerStatus, lang),
    ifCreditLimit: yesNoLabel(c.ifCreditLimit, lang),
    monthlySettlement: yesNoLabel(c.monthlySettlement, lang),
    lastPriceSale: yesNoLabel(c.lastPriceSale, lang),
    createTime: new Date(c.createTime),
  };
}

const S = customerSaveBody.shape;
const A = customerAddressBody.shape;

/** The form itself, with the salesperson's employee code the import resolves. */
const formRules = customerSaveBody.safeExtend({ salespersonNo: z.string().nullable() });

/** One import row: the form's field rules, then the form itself (credit limit, rebate type). */
const importCells = z
  .object({
    customerCode: S.customerCode,
    customerName: S.customerName,
    mnemonic: S.mnemonic,
    mainCode: S.mainCode,
    customerType: choiceCell(CUSTOMER_TYPE_LABELS, 'partner.import.customerType'),
    areaCode: S.areaCode,
    areaName: S.areaName,
    contactName: S.contactName,
    contactPhone: S.contactPhone,
    salespersonNo: z.string().max(32).optional(),
    rebateRatio: S.rebateRatio,
    rebateType: choiceCell(REBATE_TYPE_LABELS, 'partner.import.rebateType').optional(),
    rewardRatio: S.rewardRatio,
    ifCreditLimit: yesNoCell,
    creditLimit: S.creditLimit,
    deferredPayment: S.deferredPayment,
    monthlySettlement: yesNoCell,
    lastPriceSale: yesNoCell,
    presetPriceSet: S.presetPriceSet,
    invoiceTitle: S.invoiceTitle,
    taxNo: S.taxNo,
    bankName: S.bankName,
    bankAccount: S.bankAccount,
    remark: S.remark,
    addressContact: A.contactName.optional(),
    addressPhone: A.contactPhone.optional(),
    provinceName: A.provinceName,
    cityName: A.cityName,
    districtName: A.districtName,
    addressDetail: A.detail.optional(),
  })
  .superRefine((r, ctx) => {
    const hasAddress = [r.addressContact, r.addressPhone, r.provinceName, r.cityName, r.districtName, r.addressDetail].some((v) => v);
    if (!hasAddress) return;
    const missing: [string, unknown][] = [
      ['addressDetail', r.addressDetail],
      ['addressContact', r.addressContact ?? r.contactName],
      ['addressPhone', r.addressPhone ?? r.contactPhone],
    ];
    for (const [field, value] of missing) {
      if (!value) ctx.addIssue({ code: 'custom', path: [field], message: 'partner.import.addressIncomplete' });
    }
  })
  .transform(({ addressContact, addressPhone, provinceName, cityName, districtName, addressDetail, salespersonNo, ...r }) => ({
    ...r,
    rebateType: r.rebateType ?? null,
    salespersonNo: salespersonNo ?? null,
    addresses: addressDetail
      ? [
          {
            contactName: addressContact ?? r.contactName ?? '',
            contactPhone: addressPhone ?? r.contactPhone ?? '',
            provinceName,
            cityName,
            districtName,
            detail: addressDetail,
            isDefault: true,
          },
        ]
      : [],
  }));
// zod's pipe wants the form's input to be exactly the cells' output; it accepts more.
const customerImportRow = importCells.pipe(formRules as unknown as z.ZodType<z.output<typeof formRules>, z.output<typeof importCells>>);

const importColumns: ImportColumn[] = [
  { key: 'customerCode', header: L('客户编码', 'Customer code', 'Kode pelanggan'), required: true, example: 'SH0101', width: 12 },
  { key: 'customerName', header: L('客户名称', 'Customer name', 'Nama pelanggan'), required: true, example: '上海晨曦文具店', width: 28 },
  { key: 'mnemonic', header: L('助记码', 'Mnemonic', 'Kode singkat'), example: 'SHCXWJD' },
  { key: 'mainCode', header: L('主码', 'Main code', 'Kode induk'), example: '' },
  { key: 'customerType', header: L('客户类型', 'Type', 'Jenis'), required: true, example: '普通门店' },
  { key: 'areaCode', header: L('区域编码', 'Area code', 'Kode wilayah'), example: '310100' },
  { key: 'areaName', header: L('区域', 'Area', 'Wilayah'), example: '上海市' },
  { key: 'contactName', header: L('联系人', 'Contact', 'Kontak'), example: '陈晓东' },
  { key: 'contactPhone', header: L('联系电话', 'Phone', 'Telepon'), example: '13816620451' },
  { key: 'salespersonNo', header: L('业务员工号', 'Salesperson code', 'Kode tenaga penjual'), example: 'sales01' },
  { key: 'rebateRatio', header: L('返利比例(%)', 'Rebate ratio (%)', 'Rasio rabat (%)'), example: '2' },
  { key: 'rebateType', header: L('返利类型', 'Rebate type', 'Jenis rabat'), example: '现返' },
  { key: 'rewardRatio', header: L('积分比例', 'Reward ratio', 'Rasio poin'), example: '1' },
  { key: 'ifCreditLimit', header: L('信用控制', 'Credit control', 'Kontrol kredit'), example: '是' },
  { key: 'creditLimit', header: L('信用额度', 'Credit limit', 'Limit kredit'), example: '30000' },
  { key: 'deferredPayment', header: L('账期(天)', 'Deferred payment (days)', 'Tempo (hari)'), example: '30' },
  { key: 'monthlySettlement', header: L('月结', 'Monthly settlement', 'Tagihan bulanan'), example: '否' },
  { key: 'lastPriceSale', header: L('按上次价销售', 'Last-price sale', 'Jual harga terakhir'), example: '否' },
  { key: 'presetPriceSet', header: L('预设价格', 'Preset price set', 'Set harga'), example: '' },
  { key: 'invoiceTitle', header: L('发票抬头', 'Invoice header', 'Nama faktur'), example: '' },
  { key: 'taxNo', header: L('税号', 'Tax ID', 'NPWP'), example: '' },
  { key: 'bankName', header: L('开户银行', 'Bank', 'Bank'), example: '' },
  { key: 'bankAccount', header: L('银行账号', 'Bank account', 'Nomor rekening'), example: '' },
  { key: 'remark', header: L('备注', 'Remark', 'Catatan'), example: '' },
  { key: 'addressContact', header: L('收货人', 'Recipient', 'Penerima'), example: '陈晓东' },
  { key: 'addressPhone', header: L('收货电话', 'Recipient phone', 'Telepon penerima'), example: '13816620451' },
  { key: 'provinceName', header: L('省', 'Province', 'Provinsi'), example: '上海市' },
  { key: 'cityName', header: L('市', 'City', 'Kota'), example: '上海市' },
  { key: 'districtName', header: L('区/县', 'District', 'Kecamatan'), example: '浦东新区' },
  { key: 'addressDetail', header: L('详细地址', 'Street address', 'Alamat jalan'), example: '张杨路 1588 号', width: 30 },
];

export const customerExport: ExportDefinition<typeof customerExportBody> = {
  bizKey: 'customer',
  url: '/api/customer/jcCustomerInfo/exportExcel',
  permission: 'wholesale:customer:export',
  summary: 'Export the customers the filters select to the download center',
  fileName,
  filters: customerExportBody,
  columns: exportColumns,
  count: (db, { auth, filters }) => countCustomers(db, auth.belongId, filters),
  rows: (db, { auth, filters, lang }) =>
    mapBatches(
      keysetBatches(
        (after: number | undefined, limit) => customerExportBatch(db, auth.belongId, filters, after, limit),
        (c) => Number(c.id),
      ),
      (c) => exportRow(c, lang),
    ),
};

export const customerImport: ImportDefinition<typeof customerImportRow> = {
  bizKey: 'customer',
  templateUrl: '/api/customer/jcCustomerInfo/importTemplate',
  uploadUrl: '/api/customer/jcCustomerInfo/importExcel',
  permission: 'wholesale:customer:import',
  summary: 'Import new customers with their default address: the raw .xlsx as the body; mode ALL_OR_NOTHING or SKIP_FAILED',
  fileName,
  columns: importColumns,
  row: customerImportRow,
  unique: ['customerCode'],
  validateRow: async (db, row, ctx) => {
    if (row.salespersonNo !== null) {
      const id = await employeeOfGroupByNo(db, ctx.auth.belongId, row.salespersonNo);
      if (id === null) return [{ field: 'salespersonNo', message: 'customer.salespersonUnknown' }];
      // The parsed row is what commit receives: carry the resolved id along.
      row.salespersonId = String(id);
    }
    const problems = await customerDraftProblems(db, ctx.auth.belongId, row, undefined);
    if (problems.length) throw fieldRefusal(problems, row);
    return [];
  },
  commit: (tx, rows, ctx) => createCustomers(tx, ctx.auth, rows),
};

/** Customer export (the list page's filters) and import (new customers with a default address). */
export function customerExcelRoutes(app: FastifyInstance): void {
  defineExport(app, customerExport);
  defineImport(app, customerImport);
}
