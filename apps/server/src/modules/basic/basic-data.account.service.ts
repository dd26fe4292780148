import {
  BANK_ACCOUNT_MAX_LENGTH,
  type CompanyAccountOption,
  type CompanyAccountView,
  type companyAccountAddBody,
  type companyAccountListBody,
  type companyAccountPageBody,
  type companyAccountUpdateBody,
  type Page,
  type Status,
} from '@quire/contracts';
import { and, asc, desc, eq, gt, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor } from '../../platform/db/client';
import { lockGroupRow, lockGroupRows, pageOf, recordFields, setRowsStatus, writeGroupRow } from '../../platform/db/group-rows';
import { fail } from '../../platform/http/errors';
import { assertCurrencyUsable } from './basic-data.currency.service';
import { companyAccount } from './basic-data.schema';
import { duplicate, likePattern, orderBy, toId } from './basic-data.support';

type Row = typeof companyAccount.$inferSelect;
type ListQuery = z.output<typeof companyAccountListBody>;
type AddBody = z.output<typeof companyAccountAddBody>;
type UpdateBody = z.output<typeof companyAccountUpdateBody>;

function toView(r: Row): CompanyAccountView {
  return {
    id: String(r.id),
    name: r.name,
    bankName: r.bankName,
    accountNo: r.accountNo,
    accountType: r.accountType,
    currencyCode: r.currencyCode,
    ...recordFields(r),
  };
}

function whereOf(groupId: number, q: ListQuery): SQL | undefined {
  const pattern = q.keyword ? likePattern(q.keyword) : undefined;
  return and(
    eq(companyAccount.businessGroupId, groupId),
    pattern
      ? or(ilike(companyAccount.name, pattern), ilike(companyAccount.bankName, pattern), ilike(companyAccount.accountNo, pattern))
      : undefined,
    q.accountType ? eq(companyAccount.accountType, q.accountType) : undefined,
    q.currencyCode ? eq(companyAccount.currencyCode, q.currencyCode) : undefined,
    q.status ? eq(companyAccount.status, q.status) : undefined,
  );
}

const SORTS = { name: companyAccount.name, bankName: companyAccount.bankName, createTime: companyAccount.id };
const order = (sort: string | undefined) => orderBy(sort, SORTS, companyAccount.id, [desc(companyAccount.id)]);

export async function companyAccountPage(
  db: Executor,
  auth: AuthContext,
  q: z.output<typeof companyAccountPageBody>,
): Promise<Page<CompanyAccountView>> {
  const where = whereOf(auth.belongId, q);
  return pageOf(db, companyAccount, where, q, toView, (limit, offset) =>
    db
      .select()
      .from(companyAccount)
      .where(where)
      .orderBy(...order(q.sort))
      .limit(limit)
      .offset(offset),
  );
}

export async function companyAccountList(db: Executor, auth: AuthContext, q: ListQuery): Promise<CompanyAccountView[]> {
  const rows = await db
    .select()
    .from(companyAccount)
    .where(whereOf(auth.belongId, q))
    .orderBy(...order(q.sort ?? 'name'))
    .limit(5000);
  return rows.map(toView);
}

/** The export's batches: rows after `afterId`, by id. */
export async function companyAccountBatch(
  db: Executor,
  auth: AuthContext,
  q: ListQuery,
  afterId: number | undefined,
  limit: number,
): Promise<CompanyAccountView[]> {
  const rows = await db
    .select()
    .from(companyAccount)
    .where(and(whereOf(auth.belongId, q), afterId === undefined ? undefined : gt(companyAccount.id, afterId)))
    .orderBy(asc(companyAccount.id))
    .limit(limit);
  return rows.map(toView);
}

/** The picker on collections and payments: enabled accounts of the active group. */
/** Pickers (collections, payments) are open to every clerk: they get no full account number. */
export async function companyAccountOptions(db: Executor, auth: AuthContext): Promise<CompanyAccountOption[]> {
  const rows = await companyAccountList(db, auth, { status: 'ENABLE', sort: 'name' });
  return rows.map((a) => ({
    id: a.id,
    name: a.name,
    bankName: a.bankName,
    accountNoTail: a.accountNo.slice(-4),
    currencyCode: a.currencyCode,
  }));
}

export async function companyAccountDetail(db: Executor, auth: AuthContext, id: number): Promise<CompanyAccountView> {
  const [row] = await db
    .select()
    .from(companyAccount)
    .where(and(eq(companyAccount.id, id), eq(companyAccount.businessGroupId, auth.belongId)));
  if (!row) throw fail.notFound();
  return toView(row);
}

/** Spec §5: a bank account number has at most 20 characters (digits, letters, hyphens). */
function checkAccountNo(accountNo: string): void {
  if (accountNo.length > BANK_ACCOUNT_MAX_LENGTH) {
    throw fail.field('accountNo', 'basic.account.tooLong', { max: BANK_ACCOUNT_MAX_LENGTH, length: accountNo.length });
  }
  if (!/^[0-9A-Za-z-]+$/.test(accountNo)) throw fail.field('accountNo', 'basic.account.badCharacters');
}

async function save(db: Executor, auth: AuthContext, body: AddBody | UpdateBody, id: number | undefined): Promise<number> {
  checkAccountNo(body.accountNo);
  const groupId = auth.belongId;
  return db.transaction(async (tx) => {
    const current = id === undefined ? undefined : await lockGroupRow(tx, companyAccount, groupId, id);
    if (current?.currencyCode !== body.currencyCode) await assertCurrencyUsable(tx, body.currencyCode, 'currencyCode');
    const [taken] = await tx
      .select({ id: companyAccount.id })
      .from(companyAccount)
      .where(
        and(
          eq(companyAccount.businessGroupId, groupId),
          eq(companyAccount.accountNo, body.accountNo),
          id === undefined ? undefined : ne(companyAccount.id, id),
        ),
      );
    if (taken) throw duplicate('accountNo', 'basic.field.accountNo', body.accountNo);
    const values = {
      name: body.name,
      bankName: body.bankName,
      accountNo: body.accountNo,
      accountType: body.accountType,
      currencyCode: body.currencyCode,
      remark: body.remark,
    };
    return writeGroupRow(tx, companyAccount, auth, id, values, (body as AddBody).status, () =>
      duplicate('accountNo', 'basic.field.accountNo', body.accountNo),
    );
  });
}

export async function addCompanyAccount(db: Executor, auth: AuthContext, body: AddBody): Promise<CompanyAccountView> {
  return companyAccountDetail(db, auth, await save(db, auth, body, undefined));
}

export async function updateCompanyAccount(db: Executor, auth: AuthContext, body: UpdateBody): Promise<CompanyAccountView> {
  return companyAccountDetail(db, auth, await save(db, auth, body, toId(body.id)));
}

const lockOwn = (tx: Executor, groupId: number, wireIds: string[]): Promise<Row[]> => lockGroupRows(tx, companyAccount, groupId, wireIds);

export async function setCompanyAccountStatus(db: Executor, auth: AuthContext, wireIds: string[], status: Status): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await lockOwn(tx, auth.belongId, wireIds);
    await setRowsStatus(tx, companyAccount, rows, status);
  });
}

export async function deleteCompanyAccounts(db: Executor, auth: AuthContext, wireIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await lockOwn(tx, auth.belongId, wireIds);
    await tx.delete(companyAccount).where(
      inArray(
        companyAccount.id,
        rows.map((r) => r.id),
      ),
    );
  });
}

/** A company account of the group as a payment or collection names it, or null when there is none. */
export async function companyAccountOf(
  executor: Executor,
  businessGroupId: number,
  id: number,
): Promise<{ id: number; name: string; enabled: boolean } | null> {
  const [row] = await executor
    .select({ id: companyAccount.id, name: companyAccount.name, status: companyAccount.status })
    .from(companyAccount)
    .where(and(eq(companyAccount.businessGroupId, businessGroupId), eq(companyAccount.id, id)));
  return row ? { id: row.id, name: row.name, enabled: row.status === 'ENABLE' } : null;
}
