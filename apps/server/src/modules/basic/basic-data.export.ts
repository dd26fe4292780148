import {
  companyAccountListBody,
  currencyListBody,
  dictItemExportBody,
  exchangeRateFilterBody,
  type GeoTreeNode,
  geoExportBody,
  type Language,
} from '@quire/contracts';
import { type ExportDefinition, keysetBatches, mapBatches } from '../../platform/excel';
import { type MessageKey, translate } from '../../platform/i18n/messages';
import { companyAccountBatch } from './basic-data.account.service';
import { currencyList, exchangeRateBatch } from './basic-data.currency.service';
import { dictItemExportRows } from './basic-data.dict.service';
import { worldAll } from './basic-data.geo.service';

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
  rows: (db, { auth, filters, lang }) =>
    mapBatches(
      keysetBatches(
        (after: number | undefined, limit: number) => companyAccountBatch(db, auth, filters, after, limit),
        (r) => Number(r.id),
      ),
      (r) => ({ ...r, accountType: t(lang, `basic.accountType.${r.accountType}`), status: t(lang, `basic.status.${r.status}`) }),
    ),
};

const h = (zh: string, en: string, id: string) => ({ 'zh-CN': zh, 'en-US': en, 'id-ID': id });

/** 数据字典 to the download center: the chosen dictionary's items (every dictionary's without one). */
export const DICT_ITEM_EXPORT: ExportDefinition<typeof dictItemExportBody> = {
  bizKey: 'dictItem',
  url: '/api/basic/dictItem/exportExcel',
  permission: 'system:basicData:export',
  summary: "Export a dictionary's items (every dictionary without dictType) to the download center",
  fileName: (lang) => t(lang, 'basic.export.dictItem'),
  filters: dictItemExportBody,
  columns: [
    { key: 'dictTypeName', header: h('字典', 'Dictionary', 'Kamus'), width: 16 },
    { key: 'dictType', header: h('字典编码', 'Dictionary code', 'Kode kamus'), width: 18 },
    { key: 'code', header: h('编码', 'Code', 'Kode'), width: 16 },
    { key: 'name', header: h('名称', 'Name', 'Nama'), width: 18 },
    { key: 'nameEn', header: h('英文名称', 'English name', 'Nama Inggris'), width: 20 },
    { key: 'nameId', header: h('印尼文名称', 'Indonesian name', 'Nama Indonesia'), width: 20 },
    { key: 'sort', header: h('排序', 'Sort', 'Urutan'), width: 8 },
    { key: 'status', header: h('状态', 'Status', 'Status'), width: 10 },
    { key: 'remark', header: h('备注', 'Remark', 'Catatan'), width: 24 },
  ],
  rows: (db, { filters, lang }) =>
    (async function* () {
      const rows = await dictItemExportRows(db, filters);
      const typeName = (r: (typeof rows)[number]) =>
        (lang === 'en-US' ? r.type.nameEn : lang === 'id-ID' ? r.type.nameId : null) || r.type.name;
      yield rows.map((r) => ({ ...r, dictTypeName: typeName(r), status: t(lang, `basic.status.${r.status}`) }));
    })(),
};

/** 币种 to the download center, with the list's keyword (disabled ones too, as the screen shows). */
export const CURRENCY_EXPORT: ExportDefinition<typeof currencyListBody> = {
  bizKey: 'currency',
  url: '/api/basic/currency/exportExcel',
  permission: 'system:basicData:export',
  summary: 'Export the currencies to the download center',
  fileName: (lang) => t(lang, 'basic.export.currency'),
  filters: currencyListBody,
  columns: [
    { key: 'code', header: h('币种编码', 'Code', 'Kode'), width: 10 },
    { key: 'name', header: h('币种名称', 'Name', 'Nama'), width: 16 },
    { key: 'nameEn', header: h('英文名称', 'English name', 'Nama Inggris'), width: 22 },
    { key: 'symbol', header: h('符号', 'Symbol', 'Simbol'), width: 8 },
    { key: 'precision', header: h('金额精度', 'Decimal places', 'Desimal'), width: 10 },
    { key: 'status', header: h('状态', 'Status', 'Status'), width: 10 },
  ],
  rows: (db, { filters, lang }) =>
    (async function* () {
      const list = await currencyList(db, filters);
      yield list.map((r) => ({ ...r, status: t(lang, `basic.status.${r.status}`) }));
    })(),
};

/** 汇率 to the download center, with the list's filters. */
export const EXCHANGE_RATE_EXPORT: ExportDefinition<typeof exchangeRateFilterBody> = {
  bizKey: 'exchangeRate',
  url: '/api/basic/partnerCurrency/exportExcel',
  permission: 'system:basicData:export',
  summary: 'Export the exchange rates (the list filters) to the download center',
  fileName: (lang) => t(lang, 'basic.export.exchangeRate'),
  filters: exchangeRateFilterBody,
  columns: [
    { key: 'fromCurrency', header: h('源币种', 'From', 'Dari'), width: 10 },
    { key: 'toCurrency', header: h('目标币种', 'To', 'Ke'), width: 10 },
    { key: 'rate', header: h('汇率', 'Rate', 'Kurs'), numFmt: '0.00######' },
    { key: 'effectiveDate', header: h('生效日期', 'Effective from', 'Berlaku mulai'), width: 12 },
    { key: 'remark', header: h('备注', 'Remark', 'Catatan'), width: 24 },
  ],
  rows: (db, { filters }) =>
    keysetBatches(
      (after: number | undefined, limit: number) => exchangeRateBatch(db, filters, after, limit),
      (r) => Number(r.id),
    ),
};

/** The nodes of a tree, depth first, each with its parent's code and its full path. */
function flatten(nodes: GeoTreeNode[], parent: { code: string; path: string } | null, out: Record<string, unknown>[] = []) {
  for (const n of nodes) {
    const path = parent ? `${parent.path} / ${n.name}` : n.name;
    out.push({ ...n, parentCode: parent?.code ?? null, path });
    flatten(n.children, { code: n.code, path }, out);
  }
  return out;
}

function findNode(nodes: GeoTreeNode[], code: string): { node: GeoTreeNode; path: string | null; parentCode: string | null } | null {
  const walk = (list: GeoTreeNode[], path: string | null, parentCode: string | null): ReturnType<typeof findNode> => {
    for (const n of list) {
      if (n.code === code) return { node: n, path, parentCode };
      const found = walk(n.children, path ? `${path} / ${n.name}` : n.name, n.code);
      if (found) return found;
    }
    return null;
  };
  return walk(nodes, null, null);
}

/** 行政区划 to the download center: the whole tree, or one node's subtree, depth first. */
export const GEO_EXPORT: ExportDefinition<typeof geoExportBody> = {
  bizKey: 'geo',
  url: '/api/basic/geo/exportExcel',
  permission: 'system:basicData:export',
  summary: "Export the regions (one node's subtree by code, the whole tree without) to the download center",
  fileName: (lang) => t(lang, 'basic.export.geo'),
  filters: geoExportBody,
  columns: [
    { key: 'levelText', header: h('级别', 'Level', 'Tingkat'), width: 10 },
    { key: 'code', header: h('编码', 'Code', 'Kode'), width: 12 },
    { key: 'name', header: h('名称', 'Name', 'Nama'), width: 18 },
    { key: 'nameEn', header: h('英文名称', 'English name', 'Nama Inggris'), width: 22 },
    { key: 'parentCode', header: h('上级编码', 'Parent code', 'Kode induk'), width: 12 },
    { key: 'path', header: h('完整路径', 'Full path', 'Jalur lengkap'), width: 40 },
  ],
  // The tree is a few thousand nodes, kept in memory by the geo service.
  rows: (db, { filters, lang }) =>
    (async function* () {
      const tree = await worldAll(db);
      let rows: Record<string, unknown>[];
      if (filters.code) {
        const found = findNode(tree, filters.code);
        rows = found ? flatten([found.node], found.path === null ? null : { code: found.parentCode ?? '', path: found.path }) : [];
      } else rows = flatten(tree, null);
      yield rows.map(({ children: _children, ...r }) => ({ ...r, levelText: t(lang, `basic.geoLevel.${r.level}`) }));
    })(),
};
