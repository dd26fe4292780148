import { companyAccountListBody, type Language } from '@quire/contracts';
import { type ExportDefinition, keysetBatches } from '../../platform/excel';
import { type MessageKey, translate } from '../../platform/i18n/messages';
import { companyAccountBatch } from './basic-data.account.service';

const t = (lang: Language, key: string) => translate(lang, key as MessageKey);

/** The company account list to the download center, with the list's filters. */
export const COMPANY_ACCOUNT_EXPORT: ExportDefinition<typeof companyAccountListBody> = {
  bizKey: 'companyAccount',
  url: '/api/basic/companyAccount/exportExcel',
  permission: 'system:basicData:export',
  summary: 'Export the company account list (its filters) to the download center',
  fileName: (lang) => t(lang, 'basic.export.companyAccount'),
  filters: companyAccountListBody,
  columns: [
    { key: 'name', header: { 'zh-CN': '账户名称', 'en-US': 'Name', 'id-ID': 'Nama' }, width: 24 },
    { key: 'bankName', header: { 'zh-CN': '开户银行', 'en-US': 'Bank', 'id-ID': 'Bank' }, width: 28 },
    { key: 'accountNo', header: { 'zh-CN': '银行账号', 'en-US': 'Account number', 'id-ID': 'Nomor rekening' }, width: 24 },
    { key: 'accountType', header: { 'zh-CN': '账户类型', 'en-US': 'Type', 'id-ID': 'Jenis' }, width: 12 },
    { key: 'currencyCode', header: { 'zh-CN': '币种', 'en-US': 'Currency', 'id-ID': 'Mata uang' }, width: 10 },
    { key: 'status', header: { 'zh-CN': '状态', 'en-US': 'Status', 'id-ID': 'Status' }, width: 10 },
    { key: 'remark', header: { 'zh-CN': '备注', 'en-US': 'Remark', 'id-ID': 'Catatan' }, width: 24 },
  ],
  rows: async function* (db, { auth, filters, lang }) {
    const batches = keysetBatches(
      (after: number | undefined, limit: number) => companyAccountBatch(db, auth, filters, after, limit),
      (r) => Number(r.id),
    );
    for await (const batch of batches) {
      yield batch.map((r) => ({
        ...r,
        accountType: t(lang, `basic.accountType.${r.accountType}`),
        status: t(lang, `basic.status.${r.status}`),
      }));
    }
  },
};
