import type { CustomerDetail, CustomerStatus, customerSaveBody, customerStatusBody } from '@quire/contracts';
import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor } from '../../platform/db/client';
import { together } from '../../platform/db/sql-helpers';
import { fail } from '../../platform/http/errors';
import { employeesOfGroup } from '../system/index';
import { customerDetail } from './customer-query.service';
import { customerAddress, customerInfo } from './partner.schema';
import { type FieldProblem, fieldRefusal, mnemonicOf, requireButton, toId, toIds, violatedUnique } from './partner-common';

export type CustomerSave = z.output<typeof customerSaveBody>;
export type CustomerStatusChange = z.output<typeof customerStatusBody>;

type CustomerRow = typeof customerInfo.$inferSelect;

// ---- guards ---------------------------------------------------------------------------------

/**
 * Which status changes are allowed: NORMAL, DISABLED and STOPPED move freely among
 * themselves; any of them may become CLOSED (永久关闭), which is final.
 */
export function canChangeCustomerStatus(from: CustomerStatus, to: CustomerStatus): boolean {
  return from !== 'CLOSED' || to === 'CLOSED';
}

/** Spec §4: a customer whose status is not NORMAL blocks a transfer: "customer disabled, enable first". */
export function assertCustomerEnabled(customer: { customerName: string; customerStatus: CustomerStatus }): void {
  if (customer.customerStatus !== 'NORMAL') throw fail.rule('customer.disabledEnableFirst', { name: customer.customerName });
}

/**
 * What a customer save asks of modules above partner (pricing owns price policies and reads
 * customers, so it cannot be imported here): installed by the composition root.
 */
export const customerPorts = {
  /** The policy exists in the group and is enabled. */
  pricePolicyUsable: async (_db: Executor, _belongId: number, _id: number): Promise<boolean> => false,
};

/**
 * Everything a save checks against the database, as field problems: unique code and name in
 * the group, the head office (主码), the salesperson, address ids of this customer. Shape
 * rules (lengths, ranges, one default address, credit limit) are the zod schema's.
 */
export async function customerDraftProblems(
  db: Executor,
  belongId: number,
  body: CustomerSave,
  id: number | undefined,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const others = (column: typeof customerInfo.customerCode | typeof customerInfo.customerName, value: string) =>
    db
      .select({ id: customerInfo.id })
      .from(customerInfo)
      .where(and(eq(customerInfo.businessGroupId, belongId), eq(column, value), id === undefined ? undefined : ne(customerInfo.id, id)))
      .limit(1);
  const [codeTaken, nameTaken] = await together(db, [
    () => others(customerInfo.customerCode, body.customerCode),
    () => others(customerInfo.customerName, body.customerName),
  ] as const);
  if (codeTaken.length) problems.push({ field: 'customerCode', key: 'customer.codeTaken', duplicate: true });
  if (nameTaken.length) problems.push({ field: 'customerName', key: 'customer.nameTaken', duplicate: true });

  if (body.mainCode !== null) {
    if (body.mainCode === body.customerCode) {
      problems.push({ field: 'mainCode', key: 'customer.mainCodeSelf' });
    } else {
      const [main] = await db
        .select({ id: customerInfo.id, mainCustomerId: customerInfo.mainCustomerId })
        .from(customerInfo)
        .where(and(eq(customerInfo.businessGroupId, belongId), eq(customerInfo.customerCode, body.mainCode)));
      if (!main) problems.push({ field: 'mainCode', key: 'customer.mainCodeUnknown' });
      else if (main.id === id) problems.push({ field: 'mainCode', key: 'customer.mainCodeSelf' });
      else if (main.mainCustomerId !== null) problems.push({ field: 'mainCode', key: 'customer.mainCodeNested' });
      else if (id !== undefined) {
        // One level only: a head office is not itself a branch, so there are no chains or cycles.
        const [branch] = await db.select({ id: customerInfo.id }).from(customerInfo).where(eq(customerInfo.mainCustomerId, id)).limit(1);
        if (branch) problems.push({ field: 'mainCode', key: 'customer.isHeadOffice' });
      }
    }
  }

  if (body.pricePolicyId !== null && !(await customerPorts.pricePolicyUsable(db, belongId, toId(body.pricePolicyId)))) {
    problems.push({ field: 'pricePolicyId', key: 'customer.pricePolicyUnusable' });
  }

  if (body.salespersonId !== null) {
    const salespersonId = toId(body.salespersonId);
    if (!(await employeesOfGroup(db, belongId, [salespersonId])).has(salespersonId)) {
      problems.push({ field: 'salespersonId', key: 'customer.salespersonUnknown' });
    }
  }

  const addressIds = body.addresses.filter((a) => a.id !== undefined).map((a) => toId(a.id as string));
  if (addressIds.length) {
    const own =
      id === undefined
        ? []
        : await db
            .select({ id: customerAddress.id })
            .from(customerAddress)
            .where(and(eq(customerAddress.customerId, id), inArray(customerAddress.id, addressIds)));
    const ownIds = new Set(own.map((r) => r.id));
    const index = body.addresses.findIndex((a) => a.id !== undefined && !ownIds.has(toId(a.id)));
    if (index >= 0 || new Set(addressIds).size !== addressIds.length) {
      problems.push({ field: `addresses.${Math.max(index, 0)}.id`, key: 'customer.addressUnknown' });
    }
  }
  return problems;
}

/** Checks a customer draft as a save would, without saving (customerInfoValidate). */
export async function validateCustomerDraft(db: Executor, auth: AuthContext, body: CustomerSave): Promise<{ valid: true }> {
  const id = body.id === undefined ? undefined : toId(body.id);
  if (id !== undefined) await loadForUpdate(db, auth.belongId, id, false);
  const problems = await customerDraftProblems(db, auth.belongId, body, id);
  if (problems.length) throw fieldRefusal(problems, body);
  return { valid: true };
}

async function loadForUpdate(db: Executor, belongId: number, id: number, lock: boolean): Promise<CustomerRow> {
  const query = db
    .select()
    .from(customerInfo)
    .where(and(eq(customerInfo.businessGroupId, belongId), eq(customerInfo.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw fail.notFound();
  if (row.customerStatus === 'CLOSED') throw fail.rule('customer.closedFinal', { name: row.customerName });
  return row;
}

// ---- save -----------------------------------------------------------------------------------

/**
 * Add (no id: the add button) or update (the edit button) a customer with its billing info
 * and delivery addresses, in one transaction. Changing the status needs the status button.
 */
export async function saveCustomer(db: Executor, auth: AuthContext, body: CustomerSave): Promise<CustomerDetail> {
  const id = body.id === undefined ? undefined : toId(body.id);
  requireButton(auth, id === undefined ? 'wholesale:customer:add' : 'wholesale:customer:edit');
  const belongId = auth.belongId;
  const savedId = await db.transaction(async (tx) => {
    let status: CustomerStatus = body.customerStatus ?? 'NORMAL';
    if (id !== undefined) {
      const current = await loadForUpdate(tx, belongId, id, true);
      status = body.customerStatus ?? current.customerStatus;
      if (status !== current.customerStatus) requireButton(auth, 'wholesale:customer:status');
    } else if (status !== 'NORMAL') {
      requireButton(auth, 'wholesale:customer:status');
    }
    const problems = await customerDraftProblems(tx, belongId, body, id);
    if (problems.length) throw fieldRefusal(problems, body);

    const mainCustomerId =
      body.mainCode === null
        ? null
        : (
            await tx
              .select({ id: customerInfo.id })
              .from(customerInfo)
              .where(and(eq(customerInfo.businessGroupId, belongId), eq(customerInfo.customerCode, body.mainCode)))
          )[0].id;
    const values = customerValues(body, mainCustomerId, status, auth.employeeId);
    try {
      let customerId: number;
      if (id === undefined) {
        [{ id: customerId }] = await tx
          .insert(customerInfo)
          .values({ ...values, businessGroupId: belongId, createdBy: auth.employeeId })
          .returning({ id: customerInfo.id });
      } else {
        await tx
          .update(customerInfo)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(customerInfo.id, id));
        customerId = id;
      }
      await replaceAddresses(tx, belongId, customerId, body.addresses);
      return customerId;
    } catch (err) {
      throw refusalOfUnique(err, body) ?? err;
    }
  });
  return customerDetail(db, belongId, savedId);
}

function customerValues(body: CustomerSave, mainCustomerId: number | null, status: CustomerStatus, employeeId: number) {
  return {
    customerCode: body.customerCode,
    customerName: body.customerName,
    mnemonic: body.mnemonic ?? mnemonicOf(body.customerName),
    mainCustomerId,
    customerType: body.customerType,
    areaCode: body.areaCode,
    areaName: body.areaName,
    contactName: body.contactName,
    contactPhone: body.contactPhone,
    rebateRatio: body.rebateRatio,
    rebateType: body.rebateType,
    ifCreditLimit: body.ifCreditLimit,
    creditLimit: body.creditLimit,
    deferredPayment: body.deferredPayment,
    monthlySettlement: body.monthlySettlement,
    lastPriceSale: body.lastPriceSale,
    pricePolicyId: body.pricePolicyId === null ? null : toId(body.pricePolicyId),
    presetPriceSet: body.presetPriceSet,
    rewardRatio: body.rewardRatio,
    salespersonId: body.salespersonId === null ? null : toId(body.salespersonId),
    customerStatus: status,
    invoiceTitle: body.invoiceTitle,
    taxNo: body.taxNo,
    bankName: body.bankName,
    bankAccount: body.bankAccount,
    remark: body.remark,
    updatedBy: employeeId,
  };
}

/** Address rows of a customer: exactly one default when there are any (the first, if none is marked). */
function addressRows(belongId: number, customerId: number, list: CustomerSave['addresses']) {
  const defaultIndex = Math.max(
    0,
    list.findIndex((a) => a.isDefault),
  );
  return list.map((a, i) => ({
    businessGroupId: belongId,
    customerId,
    contactName: a.contactName,
    contactPhone: a.contactPhone,
    provinceCode: a.provinceCode,
    provinceName: a.provinceName,
    cityCode: a.cityCode,
    cityName: a.cityName,
    districtCode: a.districtCode,
    districtName: a.districtName,
    detail: a.detail,
    isDefault: i === defaultIndex,
    sort: i,
  }));
}

/**
 * Creates checked customers in one go (the import): head offices resolved in one query,
 * customers and addresses in one insert each. Callers run customerDraftProblems first.
 */
export async function createCustomers(tx: Executor, auth: AuthContext, drafts: CustomerSave[]): Promise<void> {
  if (drafts.length === 0) return;
  const belongId = auth.belongId;
  const mainCodes = [...new Set(drafts.map((d) => d.mainCode).filter((c): c is string => c !== null))];
  const mains = mainCodes.length
    ? await tx
        .select({ id: customerInfo.id, code: customerInfo.customerCode })
        .from(customerInfo)
        .where(and(eq(customerInfo.businessGroupId, belongId), inArray(customerInfo.customerCode, mainCodes)))
    : [];
  const mainId = new Map(mains.map((m) => [m.code, m.id]));
  const inserted = await tx
    .insert(customerInfo)
    .values(
      drafts.map((d) => ({
        ...customerValues(d, d.mainCode === null ? null : (mainId.get(d.mainCode) ?? null), 'NORMAL', auth.employeeId),
        businessGroupId: belongId,
        createdBy: auth.employeeId,
      })),
    )
    .returning({ id: customerInfo.id, code: customerInfo.customerCode });
  const idOf = new Map(inserted.map((r) => [r.code, r.id]));
  const addresses = drafts.flatMap((d) => addressRows(belongId, idOf.get(d.customerCode)!, d.addresses));
  if (addresses.length) await tx.insert(customerAddress).values(addresses);
}

/** A unique index caught what our checks missed (a concurrent save): the same field error. */
function refusalOfUnique(err: unknown, body: CustomerSave) {
  const constraint = violatedUnique(err);
  if (constraint === null) return null;
  if (constraint === 'customer_info_name_uq')
    return fieldRefusal([{ field: 'customerName', key: 'customer.nameTaken', duplicate: true }], body);
  if (constraint === 'customer_address_default_uq') return fieldRefusal([{ field: 'addresses', key: 'customer.defaultAddressOne' }], body);
  if (constraint === 'customer_info_code_uq')
    return fieldRefusal([{ field: 'customerCode', key: 'customer.codeTaken', duplicate: true }], body);
  return null;
}

/**
 * The addresses become the given list: listed ids are updated, new ones inserted, the rest
 * deleted. Exactly one is the default when there are any (the first, if none is marked).
 */
async function replaceAddresses(tx: Executor, belongId: number, customerId: number, list: CustomerSave['addresses']): Promise<void> {
  const keep = list.filter((a) => a.id !== undefined).map((a) => toId(a.id as string));
  await tx
    .delete(customerAddress)
    .where(and(eq(customerAddress.customerId, customerId), keep.length ? notInArray(customerAddress.id, keep) : undefined));
  if (list.length === 0) return;
  const rows = addressRows(belongId, customerId, list);
  // The old default steps down first, so the partial unique index never sees two.
  if (keep.length) {
    await tx
      .update(customerAddress)
      .set({ isDefault: false })
      .where(and(eq(customerAddress.customerId, customerId), eq(customerAddress.isDefault, true)));
  }
  const now = new Date();
  for (const [i, a] of list.entries()) {
    if (a.id === undefined) continue;
    await tx
      .update(customerAddress)
      .set({ ...rows[i], updatedAt: now })
      .where(and(eq(customerAddress.id, toId(a.id)), eq(customerAddress.customerId, customerId)));
  }
  const inserts = rows.filter((_, i) => list[i].id === undefined);
  if (inserts.length) await tx.insert(customerAddress).values(inserts);
}

// ---- status ---------------------------------------------------------------------------------

/** Spec §7 PUT status: several customers at once; a permanently closed one stays closed. */
export async function setCustomerStatus(db: Executor, auth: AuthContext, body: CustomerStatusChange): Promise<{ updated: number }> {
  const ids = toIds(body.ids);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: customerInfo.id, name: customerInfo.customerName, status: customerInfo.customerStatus })
      .from(customerInfo)
      .where(and(eq(customerInfo.businessGroupId, auth.belongId), inArray(customerInfo.id, ids)))
      .orderBy(asc(customerInfo.id))
      .for('update');
    if (rows.length !== ids.length) throw fail.notFound();
    const final = rows.find((r) => !canChangeCustomerStatus(r.status, body.status));
    if (final) throw fail.rule('customer.closedFinal', { name: final.name });
    const changing = rows.filter((r) => r.status !== body.status).map((r) => r.id);
    if (changing.length) {
      await tx
        .update(customerInfo)
        .set({ customerStatus: body.status, updatedAt: new Date(), updatedBy: auth.employeeId })
        .where(inArray(customerInfo.id, changing));
    }
    return { updated: changing.length };
  });
}
