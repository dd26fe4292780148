import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/client';
import type { DemoContext } from '../../platform/db/seed-context';
import { employeeIdByNo } from '../system/index';
import { customerAddress, customerInfo, supplier } from './partner.schema';
import { DC_CUSTOMERS, DC_SUPPLIERS, DEALER_CUSTOMERS, DEALER_SUPPLIERS, type DemoCustomer, type DemoSupplier } from './partner.seed-data';
import { mnemonicOf } from './partner-common';

/** Demo data of the partner module, on an empty database (SEED=demo). */
export async function seedDemoPartner(db: Db, ctx: DemoContext): Promise<void> {
  const [dc, dealer] = ctx.businessGroupIds;
  const salespersonId = await employeeIdByNo(db, 'sales01');
  await db.transaction(async (tx) => {
    await insertCustomers(tx, dc, DC_CUSTOMERS, salespersonId, ctx.adminId);
    await insertCustomers(tx, dealer, DEALER_CUSTOMERS, null, ctx.adminId);
    await insertSuppliers(tx, dc, DC_SUPPLIERS, ctx.adminId);
    await insertSuppliers(tx, dealer, DEALER_SUPPLIERS, ctx.adminId);
  });
}

async function insertCustomers(tx: Executor, businessGroupId: number, list: DemoCustomer[], salespersonId: number | null, adminId: number) {
  const values = list.map((c): typeof customerInfo.$inferInsert => ({
    businessGroupId,
    customerCode: c.code,
    customerName: c.name,
    mnemonic: mnemonicOf(c.name),
    customerType: c.type,
    areaCode: c.region.city[0],
    areaName: c.region.city[1] === c.region.province[1] ? c.region.city[1] : `${c.region.province[1]} ${c.region.city[1]}`,
    contactName: c.contact,
    contactPhone: c.phone,
    rebateRatio: c.rebate?.[0] ?? '0',
    rebateType: c.rebate?.[1] ?? null,
    ifCreditLimit: c.credit !== undefined,
    creditLimit: c.credit ?? null,
    deferredPayment: c.monthly ?? 0,
    monthlySettlement: c.monthly !== undefined,
    lastPriceSale: c.lastPrice ?? false,
    presetPriceSet: c.presetPriceSet ?? null,
    rewardRatio: c.type === 'GENERAL_SHOP' ? '1' : '0',
    salespersonId,
    customerStatus: c.status ?? 'NORMAL',
    invoiceTitle: c.type === 'OFFICE' || c.credit ? c.name : null,
    // Chinese customers get a unified social credit code; Indonesian ones none (NPWP differs).
    taxNo:
      (c.type === 'OFFICE' || c.credit) && c.region.district[0].length === 6 && /^\d{6}$/.test(c.region.province[0])
        ? demoCreditCode(c.region.district[0], c.code)
        : null,
    bankName: c.credit ? '中国工商银行' : null,
    bankAccount: c.credit ? `6222${digitsOf(c.code, 15)}` : null,
    createdBy: adminId,
    updatedBy: adminId,
  }));
  const rows = await tx.insert(customerInfo).values(values).returning({ id: customerInfo.id, code: customerInfo.customerCode });
  const idOf = new Map(rows.map((r) => [r.code, r.id]));

  const addresses = list.flatMap((c) => {
    const base = {
      businessGroupId,
      customerId: idOf.get(c.code)!,
      contactName: c.contact,
      contactPhone: c.phone,
      provinceCode: c.region.province[0],
      provinceName: c.region.province[1],
      cityCode: c.region.city[0],
      cityName: c.region.city[1],
      districtCode: c.region.district[0],
      districtName: c.region.district[1],
    };
    const first = { ...base, detail: c.street, isDefault: true, sort: 0 };
    return c.second ? [first, { ...base, detail: c.second, isDefault: false, sort: 1 }] : [first];
  });
  await tx.insert(customerAddress).values(addresses);

  // Branches point at their head office (主码) once both exist.
  const branches = list.filter((c) => c.main);
  for (const main of new Set(branches.map((c) => c.main as string))) {
    const codes = branches.filter((c) => c.main === main).map((c) => c.code);
    await tx
      .update(customerInfo)
      .set({ mainCustomerId: idOf.get(main)! })
      .where(and(eq(customerInfo.businessGroupId, businessGroupId), inArray(customerInfo.customerCode, codes)));
  }
}

async function insertSuppliers(tx: Executor, businessGroupId: number, list: DemoSupplier[], adminId: number) {
  await tx.insert(supplier).values(
    list.map((s) => ({
      businessGroupId,
      supplierCode: s.code,
      supplierName: s.name,
      mnemonic: mnemonicOf(s.name),
      address: s.address,
      taxNo: demoCreditCode(s.division, s.name),
      taxpayerType: s.taxpayerType,
      taxRate: s.taxRate,
      legalRepresentative: s.legal,
      contactName: s.contact,
      contactPhone: s.phone,
      bankName: s.bank,
      bankAccount: s.account,
      supplierType: s.type ?? 'CUSTOM',
      status: s.disabled ? ('DISABLE' as const) : ('ENABLE' as const),
      createdBy: adminId,
      updatedBy: adminId,
    })),
  );
}

/** A deterministic run of digits from a text (FNV-1a), for demo account numbers. */
function digitsOf(text: string, length: number): string {
  let hash = 2166136261;
  let out = '';
  for (let round = 0; out.length < length; round++) {
    for (const ch of `${text}#${round}`) {
      hash ^= ch.codePointAt(0)!;
      hash = Math.imul(hash, 16777619) >>> 0;
    }
    out += String(hash % 100000).padStart(5, '0');
  }
  return out.slice(0, length);
}

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/**
 * A well-formed 18-character unified social credit code (统一社会信用代码, GB 32100-2015):
 * "91" (enterprise, registered with market regulation), the division code, an organisation
 * code with its GB 11714 check character, and the final check character. Invented, but it
 * passes both checks.
 */
export function demoCreditCode(division: string, seed: string): string {
  const body = digitsOf(seed, 8);
  const orgSum = [...body].reduce((sum, ch, i) => sum + Number(ch) * ORG_WEIGHTS[i], 0);
  const orgCheck = 11 - (orgSum % 11);
  const orgCode = body + (orgCheck === 10 ? 'X' : orgCheck === 11 ? '0' : String(orgCheck));
  const first17 = `91${division}${orgCode}`;
  const sum = [...first17].reduce((acc, ch, i) => acc + USCC_CHARS.indexOf(ch) * USCC_WEIGHTS[i], 0);
  return first17 + USCC_CHARS[(31 - (sum % 31)) % 31];
}
