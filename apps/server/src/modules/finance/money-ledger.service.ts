// The partner money ledger: append-only entries, a balance row per partner changed with them
// in the same transaction, and settlement of open entries (a payment line settles one payable,
// a collection line one receivable).
//
// Locking, as the stock ledger: the partners' balance rows are locked with one SELECT … ORDER
// BY partner kind, partner id FOR UPDATE, together with the entries to be settled (which belong
// to those partners, in id order); missing rows are created (INSERT … ON CONFLICT DO NOTHING,
// in key order) before they are locked. Entries that check nothing are added by one upsert,
// which locks in the same key order. Every posting of money takes its locks in that one order,
// so two payments of one supplier wait for each other and the second sees what the first
// settled: an entry is never settled beyond its open amount.
import type { DocumentType } from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { answeredAtCommit, idArray, jsonTable, preparedRows, rows } from '../../platform/db/sql-util';
import { fail } from '../../platform/http/errors';
import { Dec, text } from '../../platform/money';
import type { MoneyAccount, MoneyEntryKind, PartnerKind } from './money.schema';

/** The document an entry belongs to. */
export type MoneyDocument = {
  businessGroupId: number;
  documentType: DocumentType;
  documentId: number;
  billNo: string;
  billDate: string;
};

export type PartnerKey = { partnerKind: PartnerKind; partnerId: number };

export type MoneyEntryInput = PartnerKey & {
  account: MoneyAccount;
  kind: MoneyEntryKind;
  lineId: number | null;
  /** Signed: > 0 raises the account (a purchase raises what we owe), < 0 lowers it. */
  amount: Dec;
  dueDate?: string | null;
  /**
   * The entry this one settles. EXACT: all of the amount applies to it, refused beyond its open
   * amount (a payment line). UP_TO: what it can take applies, the rest stays open on this entry
   * (a return against a receipt that was partly paid already).
   */
  settles?: { entryId: number; mode: 'EXACT' | 'UP_TO' };
};

export type PostedEntry = MoneyEntryInput & { open: Dec; applied: Dec };

type OpenEntry = PartnerKey & { id: number; billNo: string; amount: Dec; open: Dec };
type BalanceRow = PartnerKey & { balance: Dec; downPayment: Dec; rebate: Dec };

const keyOf = (k: PartnerKey) => `${k.partnerKind}:${k.partnerId}`;
const byKey = (a: PartnerKey, b: PartnerKey) => a.partnerKind.localeCompare(b.partnerKind) || a.partnerId - b.partnerId;

function uniquePartners(keys: PartnerKey[]): PartnerKey[] {
  const seen = new Map<string, PartnerKey>();
  for (const k of keys) seen.set(keyOf(k), { partnerKind: k.partnerKind, partnerId: k.partnerId });
  return [...seen.values()].sort(byKey);
}

/** Adds an entry to its account on the partner's balance row (in memory). */
function addTo(row: BalanceRow, input: MoneyEntryInput): void {
  if (input.account === 'BALANCE') row.balance = row.balance.plus(input.amount);
  // Accrued rebate may go below zero (a return of goods whose rebate was settled already);
  // the rebate sheet checks its own settlement under these locks (rebate.service.ts).
  else if (input.account === 'REBATE') row.rebate = row.rebate.plus(input.amount);
  else row.downPayment = row.downPayment.plus(input.amount);
}

/** |open| within |amount|, with the amount's sign (or zero). */
function withinBounds(open: Dec, amount: Dec): boolean {
  if (open.isZero()) return true;
  return open.isNeg() === amount.isNeg() && open.abs().lte(amount.abs());
}

type LockedRow = { t: 'B' | 'E'; id: number | null; k: string; p: number; bill_no: string | null; x: string; y: string; z: string | null };

/** Locks the partners' balance rows in (kind, id) order, then the entries to settle in id order; answers those found. */
function lockRows(tx: Executor, g: number, keys: SQL, settled: number[]): Promise<LockedRow[]> {
  return preparedRows<LockedRow>(
    tx,
    sql`with b as (select partner_kind, partner_id, balance, down_payment, rebate from partner_balance
                   where business_group_id = ${g} and (partner_kind, partner_id) in (select v.k, v.p from ${keys})
                   order by partner_kind, partner_id for update),
             e as (select id, partner_kind, partner_id, bill_no, amount, open_amount from money_entry
                   where business_group_id = ${g} and id = any(${idArray([...new Set(settled)].sort((a, b) => a - b))})
                   order by id for update)
        select 'B' as t, null::bigint as id, partner_kind as k, partner_id as p, null::text as bill_no,
               balance::text as x, down_payment::text as y, rebate::text as z from b
        union all select 'E', id, partner_kind, partner_id, bill_no, amount::text, open_amount::text, null from e`,
  );
}

/**
 * Locks the partners' balance rows in (kind, id) order together with the entries to settle,
 * creating the missing rows first; answers both.
 *
 * One partner (a sale, a receipt, a collection: nearly every posting) takes one statement: its
 * row is locked at once, and created only the first time (then locked again). Its balance row is
 * the row every posting of that partner waits for, so the fewer statements between its lock and
 * the commit, the more postings of one customer go through. Several partners first create the
 * missing rows in key order, then lock them all, so the order holds for rows that are new too.
 */
async function lockPartners(
  tx: Executor,
  g: number,
  partners: PartnerKey[],
  settled: number[],
): Promise<{ balances: Map<string, BalanceRow>; entries: Map<number, OpenEntry> }> {
  const keys = jsonTable(
    partners.map((p) => ({ k: p.partnerKind, p: p.partnerId })),
    'v',
    'k text, p bigint',
  );
  const create = () =>
    preparedRows(
      tx,
      sql`insert into partner_balance (business_group_id, partner_kind, partner_id)
          select ${g}::bigint, v.k, v.p from ${keys} order by v.k, v.p
          on conflict (business_group_id, partner_kind, partner_id) do nothing`,
    );
  if (partners.length > 1) await create();
  let found = await lockRows(tx, g, keys, settled);
  if (found.filter((r) => r.t === 'B').length < partners.length) {
    await create();
    found = await lockRows(tx, g, keys, settled);
  }
  const balances = new Map<string, BalanceRow>();
  const entries = new Map<number, OpenEntry>();
  for (const r of found) {
    const key = { partnerKind: r.k as PartnerKind, partnerId: Number(r.p) };
    if (r.t === 'B') balances.set(keyOf(key), { ...key, balance: new Dec(r.x), downPayment: new Dec(r.y), rebate: new Dec(r.z ?? 0) });
    else entries.set(Number(r.id), { ...key, id: Number(r.id), billNo: r.bill_no ?? '', amount: new Dec(r.x), open: new Dec(r.y) });
  }
  return { balances, entries };
}

/** The insert of a document's posted entries: the last part of either way of posting. */
function entriesInsert(doc: MoneyDocument, posted: PostedEntry[]): SQL {
  return sql`insert into money_entry (business_group_id, partner_kind, partner_id, account, kind, document_type, document_id,
          document_line_id, bill_no, bill_date, amount, open_amount, due_date, settles_entry_id, applied, settled_at)
        select ${doc.businessGroupId}::bigint, v.k, v.p, v.account, v.kind, ${doc.documentType}, ${doc.documentId}::bigint, v.line_id,
          ${doc.billNo}, ${doc.billDate}::date, v.amount, v.open, v.due_date, v.settles, v.applied,
          case when v.open = 0 then now() else null end
        from ${jsonTable(
          posted.map((p) => ({
            k: p.partnerKind,
            p: p.partnerId,
            account: p.account,
            kind: p.kind,
            line_id: p.lineId,
            amount: text(p.amount),
            open: text(p.open),
            due_date: p.dueDate ?? null,
            settles: p.settles?.entryId ?? null,
            applied: text(p.applied),
          })),
          'v',
          'k text, p bigint, account text, kind text, line_id bigint, amount numeric, open numeric, due_date date, settles bigint, applied numeric',
        )}`;
}

/**
 * Entries that settle nothing and take no down payment (a sale's receivable, its rebate, a
 * purchase's payable) check nothing against the balance: one statement adds them to the
 * balance rows (created when missing; the upsert locks them in key order) and inserts them.
 * Nothing runs between the lock of the partner's row, which every posting for that partner
 * waits for, and the rest of the transaction.
 */
async function postUnchecked(tx: Executor, doc: MoneyDocument, inputs: MoneyEntryInput[], last: boolean): Promise<PostedEntry[]> {
  // Each partner's change, as a balance row starting from zero.
  const deltas = new Map<string, BalanceRow>();
  for (const input of uniquePartners(inputs)) {
    deltas.set(keyOf(input), { ...input, balance: new Dec(0), downPayment: new Dec(0), rebate: new Dec(0) });
  }
  const posted = inputs.map((input): PostedEntry => {
    addTo(deltas.get(keyOf(input)) as BalanceRow, input);
    return { ...input, open: input.account === 'BALANCE' ? input.amount : new Dec(0), applied: new Dec(0) };
  });
  const write = () =>
    preparedRows(
      tx,
      sql`with b as (
            insert into partner_balance as s (business_group_id, partner_kind, partner_id, balance, down_payment, rebate)
            select ${doc.businessGroupId}::bigint, v.k, v.p, v.balance, v.down_payment, v.rebate
            from ${jsonTable(
              [...deltas.values()].map((d) => ({
                k: d.partnerKind,
                p: d.partnerId,
                balance: text(d.balance),
                down_payment: text(d.downPayment),
                rebate: text(d.rebate),
              })),
              'v',
              'k text, p bigint, balance numeric, down_payment numeric, rebate numeric',
            )}
            order by v.k, v.p
            on conflict (business_group_id, partner_kind, partner_id) do update
            set balance = s.balance + excluded.balance, down_payment = s.down_payment + excluded.down_payment,
                rebate = s.rebate + excluded.rebate, updated_at = now())
          ${entriesInsert(doc, posted)}`,
    );
  // The last write: its answer comes with the COMMIT's, and the partner's row is locked for that round trip alone.
  if (last) await answeredAtCommit(tx, write);
  else await write();
  return posted;
}

/** An entry that needs the balance or the entry it settles read first (under their locks). */
const checked = (input: MoneyEntryInput) => !!input.settles || (input.account === 'DOWN_PAYMENT' && input.amount.isNeg());

/**
 * Posts a document's money entries: partners and settled entries locked in order, each
 * settlement checked against the open amount it settles, down payments never below zero, then
 * one statement writes the entries, the balances and the settled entries' open amounts.
 */
export async function postMoney(
  tx: Executor,
  doc: MoneyDocument,
  inputs: MoneyEntryInput[],
  /** Nothing in the transaction needs this write's answer: entries that check nothing are then answered with the COMMIT. */
  options: { last?: boolean } = {},
): Promise<PostedEntry[]> {
  if (inputs.length === 0) return [];
  if (!inputs.some(checked)) return postUnchecked(tx, doc, inputs, options.last ?? false);
  const g = doc.businessGroupId;
  const settledIds = inputs.flatMap((i) => (i.settles ? [i.settles.entryId] : []));
  const { balances, entries } = await lockPartners(tx, g, uniquePartners(inputs), settledIds);

  const posted: PostedEntry[] = [];
  const touched = new Set<number>();
  inputs.forEach((input, index) => {
    const balance = balances.get(keyOf(input)) as BalanceRow;
    // An entry on the balance account that settles nothing is a debt, open for its amount;
    // down payments are never open.
    let open = input.account === 'BALANCE' && !input.settles ? input.amount : new Dec(0);
    let applied = new Dec(0);
    if (input.settles) {
      const target = entries.get(input.settles.entryId);
      if (!target || keyOf(target) !== keyOf(input)) throw fail.rule('finance.entryUnknown', { line: index + 1 });
      // A settling amount has the opposite sign of what it settles: it brings the open amount towards zero.
      const wanted = input.amount;
      let take = wanted;
      if (input.settles.mode === 'UP_TO') {
        const room = target.open.negated();
        take =
          room.isZero() || room.isNeg() !== wanted.isNeg() ? new Dec(0) : Dec.min(wanted.abs(), room.abs()).times(wanted.isNeg() ? -1 : 1);
        open = wanted.minus(take);
      }
      const after = target.open.plus(take);
      if (!withinBounds(after, target.amount)) {
        throw fail.rule('finance.overSettled', { billNo: target.billNo, open: text(target.open.abs(), 2), amount: text(wanted.abs(), 2) });
      }
      target.open = after;
      applied = take;
      touched.add(target.id);
    }
    addTo(balance, input);
    if (input.account === 'DOWN_PAYMENT' && balance.downPayment.isNeg()) {
      throw fail.rule('finance.downPaymentInsufficient', {
        available: text(balance.downPayment.minus(input.amount), 2),
        amount: text(input.amount.abs(), 2),
      });
    }
    posted.push({ ...input, open, applied });
  });

  const settledRows = [...touched].map((id) => entries.get(id) as OpenEntry);
  await preparedRows(
    tx,
    sql`with b as (
          update partner_balance s set balance = v.balance, down_payment = v.down_payment, rebate = v.rebate, updated_at = now()
          from ${jsonTable(
            [...balances.values()].map((b) => ({
              k: b.partnerKind,
              p: b.partnerId,
              balance: text(b.balance),
              down_payment: text(b.downPayment),
              rebate: text(b.rebate),
            })),
            'v',
            'k text, p bigint, balance numeric, down_payment numeric, rebate numeric',
          )}
          where s.business_group_id = ${g} and s.partner_kind = v.k and s.partner_id = v.p),
        o as (
          update money_entry s set open_amount = v.open, settled_at = case when v.open = 0 then now() else null end
          from ${jsonTable(
            settledRows.map((e) => ({ id: e.id, open: text(e.open) })),
            'v',
            'id bigint, open numeric',
          )}
          where s.id = v.id and s.id = any(${idArray(settledRows.map((e) => e.id))}))
        ${entriesInsert(doc, posted)}`,
  );
  return posted;
}

/**
 * Posts the reversal (红冲) of a document's entries: each negated, on the reversal's lines.
 * What an entry settled is given back to the entry it settled; an entry of the original that
 * was itself settled since (a receipt already paid) refuses the reversal, naming the bill.
 * `afterEntryId`: only the entries after it (an approval that moved money at review, undone
 * and reviewed again, reverses only its latest review's entries).
 */
export async function reverseMoney(
  tx: Executor,
  reversal: MoneyDocument,
  originalDocumentId: number,
  lineMap: Map<number, number>,
  options: { afterEntryId?: number } = {},
): Promise<PostedEntry[]> {
  const original = await rows<{
    id: number;
    partner_kind: PartnerKind;
    partner_id: number;
    account: MoneyAccount;
    kind: MoneyEntryKind;
    document_line_id: number | null;
    amount: string;
    open_amount: string;
    applied: string;
    settles_entry_id: number | null;
  }>(
    tx,
    sql`select id, partner_kind, partner_id, account, kind, document_line_id, amount::text as amount,
               open_amount::text as open_amount, applied::text as applied, settles_entry_id
        from money_entry where document_id = ${originalDocumentId} and id > ${options.afterEntryId ?? 0} order by id`,
  );
  const inputs: MoneyEntryInput[] = [];
  for (const e of original) {
    const key = { partnerKind: e.partner_kind, partnerId: Number(e.partner_id) };
    const lineId = e.document_line_id === null ? null : (lineMap.get(Number(e.document_line_id)) ?? null);
    const amount = new Dec(e.amount);
    const applied = new Dec(e.applied);
    // What it applied to another entry is given back to that entry…
    if (e.settles_entry_id !== null && !applied.isZero()) {
      inputs.push({
        ...key,
        account: e.account,
        kind: e.kind,
        lineId,
        amount: applied.negated(),
        settles: { entryId: Number(e.settles_entry_id), mode: 'EXACT' },
      });
    }
    // …and what it left open (a debt, the rest of a return) is closed against itself.
    const rest = amount.minus(applied);
    if (rest.isZero()) continue;
    if (e.account === 'BALANCE' && !new Dec(e.open_amount).eq(rest)) {
      throw fail.rule('finance.settledFirst', { settled: text(rest.minus(new Dec(e.open_amount)).abs(), 2) });
    }
    inputs.push(
      e.account === 'BALANCE'
        ? { ...key, account: e.account, kind: e.kind, lineId, amount: rest.negated(), settles: { entryId: Number(e.id), mode: 'EXACT' } }
        : { ...key, account: e.account, kind: e.kind, lineId, amount: rest.negated() },
    );
  }
  return postMoney(tx, reversal, inputs);
}

/** A partner's open entries on its balance account, oldest first (what a payment can settle). */
export async function openEntries(
  executor: Executor,
  businessGroupId: number,
  partner: PartnerKey,
): Promise<
  {
    id: number;
    documentType: DocumentType;
    documentId: number;
    billNo: string;
    billDate: string;
    amount: string;
    openAmount: string;
    dueDate: string | null;
  }[]
> {
  const found = await rows<{
    id: number;
    document_type: DocumentType;
    document_id: number;
    bill_no: string;
    bill_date: string;
    amount: string;
    open_amount: string;
    due_date: string | null;
  }>(
    executor,
    sql`select id, document_type, document_id, bill_no, bill_date::text as bill_date, amount::text as amount,
               open_amount::text as open_amount, due_date::text as due_date
        from money_entry
        where business_group_id = ${businessGroupId} and partner_kind = ${partner.partnerKind} and partner_id = ${partner.partnerId}
          and open_amount <> 0 and account = 'BALANCE'
        order by bill_date, id`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    documentType: r.document_type,
    documentId: Number(r.document_id),
    billNo: r.bill_no,
    billDate: r.bill_date,
    amount: r.amount,
    openAmount: r.open_amount,
    dueDate: r.due_date,
  }));
}

/** A partner's balances (zero when it has none yet). */
export async function partnerBalances(
  executor: Executor,
  businessGroupId: number,
  partner: PartnerKey,
): Promise<{ balance: string; downPayment: string }> {
  const [row] = await rows<{ balance: string; down_payment: string }>(
    executor,
    sql`select balance::text as balance, down_payment::text as down_payment from partner_balance
        where business_group_id = ${businessGroupId} and partner_kind = ${partner.partnerKind} and partner_id = ${partner.partnerId}`,
  );
  return { balance: row?.balance ?? '0.00', downPayment: row?.down_payment ?? '0.00' };
}

/** The entry a posted document booked of this kind (a receipt's payable), if any. */
export async function entryOfDocument(
  executor: Executor,
  businessGroupId: number,
  documentId: number,
  kind: MoneyEntryKind,
): Promise<number | null> {
  const [row] = await rows<{ id: number }>(
    executor,
    sql`select id from money_entry where business_group_id = ${businessGroupId} and document_id = ${documentId} and kind = ${kind}
        order by id limit 1`,
  );
  return row ? Number(row.id) : null;
}

/**
 * Entries of the group by id, with their partner, their document (bill no, date, type) and what
 * is open: a payment's lines, checked before it posts and named on its detail.
 */
export async function entriesByIds(
  executor: Executor,
  businessGroupId: number,
  ids: number[],
): Promise<
  Map<
    number,
    PartnerKey & {
      billNo: string;
      billDate: string;
      documentType: DocumentType;
      documentId: number;
      account: MoneyAccount;
      openAmount: string;
    }
  >
> {
  if (ids.length === 0) return new Map();
  const found = await rows<{
    id: number;
    bill_no: string;
    bill_date: string;
    document_type: DocumentType;
    document_id: number;
    open_amount: string;
    partner_id: number;
    partner_kind: PartnerKind;
    account: MoneyAccount;
  }>(
    executor,
    sql`select id, bill_no, bill_date::text as bill_date, document_type, document_id, open_amount::text as open_amount,
               partner_id, partner_kind, account from money_entry
        where business_group_id = ${businessGroupId} and id = any(${idArray(ids)})`,
  );
  return new Map(
    found.map((r) => [
      Number(r.id),
      {
        partnerKind: r.partner_kind,
        partnerId: Number(r.partner_id),
        billNo: r.bill_no,
        billDate: r.bill_date,
        documentType: r.document_type,
        documentId: Number(r.document_id),
        account: r.account,
        openAmount: r.open_amount,
      },
    ]),
  );
}
