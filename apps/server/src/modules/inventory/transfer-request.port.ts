// 配货 by transfer: a warehouse transfer line may name a line of a distribution request
// (配货申请单) addressed to the group (`requestLineId`). The request belongs to the wholesale
// module, above this one: it answers through this port, installed by the composition root.
import type { Actor, Draft, LoadedDocument } from '../../documents/document-definition';
import type { Executor } from '../../platform/db/client';

export type TransferRequestPort = {
  /** On save: the request lines the draft names are open lines addressed to the group, within what is open. */
  assert(tx: Executor, actor: Actor, draft: Draft): Promise<void>;
  /**
   * Adds (1, at posting) or gives back (-1, a reversal) the lines' quantities to the request
   * lines they name, under the request lines' locks (taken before any stock row).
   */
  apply(tx: Executor, doc: LoadedDocument, sign: 1 | -1): Promise<void>;
};

const names = (lines: readonly { extra: Record<string, unknown> }[]) =>
  lines.some((l) => l.extra.requestLineId !== undefined && l.extra.requestLineId !== null);

/** Until the wholesale module answers, a transfer naming a request line is a wiring bug. */
const unwired: TransferRequestPort = {
  assert: async (_tx, _actor, draft) => {
    if (names(draft.lines)) throw new Error('the distribution request port is not installed');
  },
  apply: async (_tx, doc) => {
    if (names(doc.lines)) throw new Error('the distribution request port is not installed');
  },
};

let port: TransferRequestPort = unwired;

export const transferRequestPort = (): TransferRequestPort => port;

export function installTransferRequestPort(next: TransferRequestPort): void {
  port = next;
}
