import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { getBusinessConfig } from './basic-data.config.service';
import { ensureReferenceData } from './basic-data.reference';
import { companyAccount, exchangeRate } from './basic-data.schema';

const RATES = [
  { fromCurrency: 'USD', toCurrency: 'CNY', rate: '7.1', effectiveDate: '2025-01-01' },
  { fromCurrency: 'USD', toCurrency: 'CNY', rate: '7.18', effectiveDate: '2025-07-01' },
  { fromCurrency: 'CNY', toCurrency: 'IDR', rate: '2250', effectiveDate: '2025-01-01' },
  { fromCurrency: 'CNY', toCurrency: 'IDR', rate: '2280', effectiveDate: '2025-07-01' },
  { fromCurrency: 'USD', toCurrency: 'IDR', rate: '16350', effectiveDate: '2025-07-01' },
];

const ACCOUNTS = [
  [
    {
      name: '基本户（招商银行）',
      bankName: '招商银行上海川沙支行',
      accountNo: '121908765410001',
      accountType: 'BASIC',
      currencyCode: 'CNY',
    },
    {
      name: '一般户（工商银行）',
      bankName: '中国工商银行上海浦东分行',
      accountNo: '1001234509876543210',
      accountType: 'GENERAL',
      currencyCode: 'CNY',
    },
  ],
  [
    {
      name: '基本户（建设银行）',
      bankName: '中国建设银行杭州拱墅支行',
      accountNo: '33050161672700001234',
      accountType: 'BASIC',
      currencyCode: 'CNY',
    },
    {
      name: '一般户（农业银行）',
      bankName: '中国农业银行杭州莫干山路支行',
      accountNo: '19045101040012345',
      accountType: 'GENERAL',
      currencyCode: 'CNY',
    },
  ],
] as const;

/**
 * Demo data of the basic-data module, on an empty database (SEED=demo): the reference data
 * (geo, dictionaries — units, customer types, payment methods, areas —, CNY/USD/IDR), exchange
 * rates, each group's business configuration with its defaults and two company accounts.
 */
export async function seedDemoBasicData(db: Db, ctx: DemoContext): Promise<void> {
  await ensureReferenceData(db);
  await db.transaction(async (tx) => {
    await tx
      .insert(exchangeRate)
      .values(RATES.map((r) => ({ ...r, createdBy: ctx.adminId })))
      .onConflictDoNothing();
    for (const [i, businessGroupId] of ctx.businessGroupIds.entries()) {
      await getBusinessConfig(tx, businessGroupId);
      await tx.insert(companyAccount).values(ACCOUNTS[i % ACCOUNTS.length].map((a) => ({ ...a, businessGroupId, createdBy: ctx.adminId })));
    }
  });
}
