import {
  DOCUMENT_OPERATION_BUTTONS,
  type DocumentHeaderView,
  type DocumentLineView,
  type DocumentOperation,
  type DocumentScreen,
  type DocumentStatus,
  type DocumentType,
  type Language,
  DOCUMENT_OPERATION_TARGETS as TARGET,
} from '@quire/contracts';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Tx } from '../platform/db/client';
import type { MessageKey } from '../platform/i18n/messages';
import { Dec } from '../platform/money';
import type { DocumentConfig } from './config.port';

/** Who acts, in which business group. */
export type Actor = { employeeId: number; businessGroupId: number };

export type LoadedLine = {
  id: number;
  lineNo: number;
  /** Null on a line of money (a payment or collection line settles an entry, not goods). */
  skuId: number | null;
  warehouseId: number | null;
  qty: string;
  unitCost: string | null;
  amount: string | null;
  sourceLineId: number | null;
  fulfilledQty: string;
  extra: Record<string, unknown>;
};

export type LoadedDocument = {
  id: number;
  businessGroupId: number;
  type: DocumentType;
  billNo: string;
  status: DocumentStatus;
  version: number;
  billDate: string;
  warehouseId: number | null;
  toWarehouseId: number | null;
  partnerId: number | null;
  remark: string | null;
  totalQty: string;
  totalAmount: string;
  header: Record<string, unknown>;
  reversalOfId: number | null;
  createdBy: number | null;
  reviewedBy: number | null;
  completedBy: number | null;
  lines: LoadedLine[];
};

/** What an operation's hooks know besides the document. */
export type HookContext = {
  actor: Actor;
  config: DocumentConfig;
  operation: DocumentOperation;
  /**
   * COMPLETE straight from DRAFT (review policy NONE): onReview and onComplete run in the
   * same transaction, so a hook may skip work the other undoes at once (a stock lock).
   */
  autoReview: boolean;
  reason: string | null;
  /** What the hooks' `prefetch` read with the transition (the operation's last step only). */
  prefetched?: unknown;
  /** The hooks' `alongside` reads, asked with the transition (the operation's last step only); awaited by the hook. */
  alongside?: Promise<unknown>;
};

export type DocumentHook = (tx: Tx, doc: LoadedDocument, ctx: HookContext) => Promise<void>;
/** Posts the reversal's effects; `reversal` is already stored with negated lines. */
export type ReverseHook = (tx: Tx, original: LoadedDocument, reversal: LoadedDocument, ctx: HookContext) => Promise<void>;

export type DocumentHooks = {
  onReview?: DocumentHook;
  onComplete?: DocumentHook;
  onDecline?: DocumentHook;
  onClose?: DocumentHook;
  onDiscard?: DocumentHook;
  onStartPicking?: DocumentHook;
  onReverse?: ReverseHook;
  /**
   * A read the last step's hook needs (a posting's stock rows), as one SQL value: the engine
   * selects it in the transition's own statement, one round trip fewer, and hands it to that
   * hook as `ctx.prefetched`. The hook must still read for itself if it gets nothing usable.
   */
  prefetch?: (doc: LoadedDocument, ctx: HookContext) => SQL | null;
  /**
   * Reads the last step's hook needs of rows the operation does not change (a sale's picking
   * state and money terms), asked right behind the transition's statement: one round trip for
   * both. The hook gets the promise as `ctx.alongside` and awaits it, so a refusal among them
   * comes in the hook's turn, as it would have without.
   */
  alongside?: (tx: Tx, doc: LoadedDocument, ctx: HookContext) => Promise<unknown> | null;
};

/** A line of goods: the SKU is set (a goods type's body requires it). */
export type GoodsLine<L extends { skuId: number | null }> = L & { skuId: number };

/**
 * The lines of a goods document (stock, orders) with their SKU: a goods type's body requires
 * one on every line, so a line without is a bug, not a user's mistake.
 */
export function goodsLines<L extends { skuId: number | null }>(lines: readonly L[]): GoodsLine<L>[] {
  for (const l of lines) if (l.skuId === null) throw new Error('a line of goods without a SKU');
  return lines as GoodsLine<L>[];
}

/** What a document's lines come to: the sum of their amounts, unrounded (a line without one counts 0). */
export function linesAmount(lines: readonly { amount: string | null }[]): Dec {
  return lines.reduce((sum, l) => sum.plus(l.amount ?? 0), new Dec(0));
}

/** A line as the engine stores it. */
export type DraftLine = {
  skuId: number | null;
  warehouseId: number | null;
  qty: string;
  unitCost: string | null;
  amount: string | null;
  sourceLineId: number | null;
  extra: Record<string, unknown>;
};

/** A document as the engine stores it, from a parsed save body. */
export type Draft = {
  billDate: string;
  remark: string | null;
  warehouseId: number | null;
  toWarehouseId: number | null;
  partnerId: number | null;
  header: Record<string, unknown>;
  lines: DraftLine[];
};

/** The typed columns a type's own field names map onto (`outWarehouseId` → warehouse_id). */
export type HeaderColumns = { warehouseId?: string; toWarehouseId?: string; partnerId?: string };

/** Button permissions of a type's screen (menu-tree.seed.ts); a missing one means no route. */
export type DocumentPermissions = {
  menu: string;
  add?: string;
  edit?: string;
  delete?: string;
  review?: string;
  decline?: string;
  complete?: string;
  close?: string;
  settleClose?: string;
  discard?: string;
  startPicking?: string;
  reverse?: string;
  /** The list's export to .xlsx (download center). */
  export?: string;
};

/**
 * The permissions of a document screen's routes, from its declaration (contracts'
 * DOCUMENT_SCREENS and DOCUMENT_OPERATION_BUTTONS): the buttons of menu-tree.seed.ts; a
 * route is registered only for an operation the type's lifecycle uses.
 */
export function screenPermissions(screen: DocumentScreen): DocumentPermissions {
  const b = screen.permission;
  const op = (operation: keyof typeof DOCUMENT_OPERATION_BUTTONS) => `${b}:${DOCUMENT_OPERATION_BUTTONS[operation]}`;
  return {
    menu: screen.menu,
    add: `${b}:add`,
    edit: `${b}:edit`,
    delete: `${b}:delete`,
    review: op('REVIEW'),
    decline: op('DECLINE'),
    complete: op('COMPLETE'),
    close: op('CLOSE'),
    settleClose: op('SETTLE_CLOSE'),
    discard: op('DISCARD'),
    startPicking: op('START_PICKING'),
    reverse: op('REVERSE'),
    export: `${b}:export`,
  };
}

/**
 * A document type: adding a type is adding one of these (as Medusa registers order actions),
 * never another copy of the lifecycle.
 */
export type DocumentDefinition = {
  type: DocumentType;
  prefix: string;
  /** The save body (header fields and lines); parsed again by the engine for non-HTTP callers. */
  body: z.ZodType;
  /** The type's header fields beyond billDate and remark (documentation and forms). */
  header: z.ZodType;
  line: z.ZodType;
  statuses: readonly DocumentStatus[];
  /** Operations allowed per status; COMPLETE from DRAFT is added by review policy NONE. */
  operations: Partial<Record<DocumentStatus, readonly DocumentOperation[]>>;
  /** A posted document may be reversed by a reversal document (红冲). */
  reversible: boolean;
  /**
   * A stock or money document: refused on or before a closed day (DOMAIN rule 23) when it is
   * created, changed, reviewed, reversed or posted. Orders and approvals are not: they may
   * still be entered after daily checkout.
   */
  dayBound: boolean;
  /** Its stock moves sum to zero per SKU (a transfer): checked by `npm run verify`. */
  balancedMoves?: boolean;
  /** Line amounts are cost (stock documents): shown as costAmount, a cost field. */
  amountIsCost?: boolean;
  headerColumns?: HeaderColumns;
  /**
   * The list rows carry, under this field, how far the lines are fulfilled: NONE, PARTIAL, ALL
   * (every line's fulfilled quantity reaches its quantity), or CLOSED for a closed document
   * (an order's receipt state: 未入库 / 部分入库 / 全部入库 / 已关闭).
   */
  listFulfilment?: string;
  /**
   * The list rows carry, under this field, the fulfilment rate in percent to 2 decimals:
   * Σ min(fulfilled, quantity) ÷ Σ quantity (DOMAIN 4; closed remainders count unfulfilled).
   */
  listFulfilmentRate?: string;
  /**
   * Who may read the type's documents besides their own group (page, detail, export): SQL on
   * the `document` row for the active group, e.g. a distribution request is read by the centre
   * it is addressed to. Writes and operations stay with the owning group (not found elsewhere).
   */
  readScope?: (businessGroupId: number) => SQL;
  /** The list's own filters: its page body (extending documentPageQuery) and their SQL. */
  pageQuery?: z.ZodType;
  pageWhere?: (query: Record<string, unknown>, businessGroupId: number) => SQL | undefined;
  /** Business checks of a draft (master data exists, is enabled…), on save and before posting. */
  validate?: (
    tx: Executor,
    draft: Draft,
    ctx: {
      actor: Actor;
      config: DocumentConfig;
      /** On an edit: the stored draft as it was before this save (its partner and header fields). */
      current?: { partnerId: number | null; header: Record<string, unknown> };
    },
  ) => Promise<void>;
  hooks: DocumentHooks;
  permissions?: DocumentPermissions;
  /** Lines that fulfil lines of source documents (order line → delivery line). */
  lineage?: Lineage;
  /**
   * The list export's own columns beyond the common ones (bill no, date, status, quantity,
   * amount, remark, times), filled by `exportFields` for a batch of headers: names of the
   * warehouses or partners the header holds as ids.
   */
  exportColumns?: DocumentExportColumn[];
  exportFields?: (
    executor: Executor,
    businessGroupId: number,
    headers: DocumentHeaderView[],
    /** The file's language, for fields worded in it (an enumeration's name). */
    lang: Language,
  ) => Promise<Record<string, unknown>[]>;
  /**
   * What the detail's lines show beyond their own fields, read for all the lines at once (a
   * payment line's settled entry named by its document's bill no, date and type).
   */
  detailLines?: (executor: Executor, businessGroupId: number, lines: DocumentLineView[]) => Promise<DocumentLineView[]>;
};

/** A column of a document list export: its key in the row and its header in three languages. */
export type DocumentExportColumn = { key: string; header: Record<Language, string>; width?: number };

/**
 * How a type's lines fulfil their source lines: on `on` (REVIEW or COMPLETE) each line with a
 * source line adds its quantity to the source's fulfilled quantity, refused beyond `ceiling`
 * (by default the source line's quantity: e.g. a purchase receipt passes the over-order
 * ratio); undoing that step (reverse review, close, discard, a reversal) gives it back.
 */
export type Lineage = {
  sourceTypes: readonly DocumentType[];
  on: 'REVIEW' | 'COMPLETE';
  /** Statuses the source document must be in (default: REVIEWED). */
  sourceStatuses?: readonly DocumentStatus[];
  ceiling?: (tx: Executor, source: SourceLine, ctx: { actor: Actor; config: DocumentConfig }) => Promise<string>;
  /**
   * The refusal beyond the ceiling, given billNo, lineNo (the source's), line (this document's),
   * ceiling and remaining; by default document.overFulfilled.
   */
  overFulfilled?: MessageKey;
};

export type SourceLine = {
  id: number;
  documentId: number;
  type: DocumentType;
  billNo: string;
  status: DocumentStatus;
  lineNo: number;
  skuId: number;
  qty: string;
  fulfilledQty: string;
  extra: Record<string, unknown>;
};

type Transition = {
  to: DocumentStatus | 'SAME';
  hook: Exclude<keyof DocumentHooks, 'onReverse' | 'prefetch'>;
  permission: keyof DocumentPermissions;
};

/** What each operation does to a document's status (contracts); a definition says where it is allowed. */
export const TRANSITIONS: Partial<Record<DocumentOperation, Transition>> = {
  REVIEW: { to: TARGET.REVIEW, hook: 'onReview', permission: 'review' },
  DECLINE: { to: TARGET.DECLINE, hook: 'onDecline', permission: 'decline' },
  COMPLETE: { to: TARGET.COMPLETE, hook: 'onComplete', permission: 'complete' },
  CLOSE: { to: TARGET.CLOSE, hook: 'onClose', permission: 'close' },
  SETTLE_CLOSE: { to: TARGET.SETTLE_CLOSE, hook: 'onClose', permission: 'settleClose' },
  DISCARD: { to: TARGET.DISCARD, hook: 'onDiscard', permission: 'discard' },
  START_PICKING: { to: TARGET.START_PICKING, hook: 'onStartPicking', permission: 'startPicking' },
};

export function allows(def: DocumentDefinition, status: DocumentStatus, operation: DocumentOperation): boolean {
  return def.operations[status]?.includes(operation) ?? false;
}

/**
 * The operations one document's status allows now: its type's lifecycle, less REVERSE for a
 * reversal or a document already reversed (the engine refuses both). What the detail offers.
 */
export function operationsAllowed(
  def: DocumentDefinition,
  doc: { status: DocumentStatus; reversalOfId: unknown; reversedById: unknown },
): DocumentOperation[] {
  return (def.operations[doc.status] ?? []).filter(
    (op) => op !== 'REVERSE' || (def.reversible && doc.reversalOfId === null && doc.reversedById === null),
  );
}

/** The operations a definition uses anywhere. */
export function operationsOf(def: DocumentDefinition): Set<DocumentOperation> {
  return new Set(Object.values(def.operations).flat() as DocumentOperation[]);
}

/** What an operation on one document is given (the version guards against a stale screen). */
export type OperateInput = { id: number; version?: number; reason?: string | null; reviewAuthorityCode?: string | null };
