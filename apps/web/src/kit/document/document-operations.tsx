import {
  DOCUMENT_SCREENS,
  type DocumentDetailView,
  type DocumentOperation,
  operationButton,
  operationPath,
  type ScreenDocumentType,
} from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { ui } from '../../core/ui-bridge';
import type { EditorOperation } from '../editor-frame';
import { askWithReason } from './ask-reason';
import { documentApi, documentKeys, STALE_CODES } from './document-api';
import { asksReason, DANGEROUS_OPERATIONS, operationLabel, operationQuestion, operationToast } from './document-words';

const SHORTCUTS: Partial<Record<DocumentOperation, 'F9' | 'F6'>> = { REVIEW: 'F9', COMPLETE: 'F6' };
const PRIMARY: readonly DocumentOperation[] = ['REVIEW', 'COMPLETE'];

type Options = {
  type: ScreenDocumentType;
  doc: DocumentDetailView | undefined;
  /** Reloads the document (after a stale version, or when an operation is done). */
  reload: () => Promise<unknown>;
  /**
   * Runs before an operation once it is confirmed (the draft editor saves pending edits):
   * the version to operate on, or null to stop.
   */
  prepare?: () => Promise<number | null>;
};

/**
 * The operations a document's status allows (the server's `operations`, from its type's
 * lifecycle), each a button guarded by its permission: asked first (in red, with a reason,
 * for the ones that undo or end something), run with a fresh Idempotency-Key, then told in
 * the one toast pattern. F9 reviews, F6 posts.
 */
export function useDocumentOperations({ type, doc, reload, prepare }: Options) {
  const { base, permission } = DOCUMENT_SCREENS[type];
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<DocumentOperation | 'SAVE' | null>(null);
  const api = documentApi(base);
  const keys = documentKeys(base);

  /** A version the user did not see: says so and shows the document as it is now. */
  const reloadOnStale = async (error: unknown): Promise<boolean> => {
    if (isApiError(error) && STALE_CODES.includes(error.code)) {
      ui.error(error.message);
      await reload();
      return true;
    }
    return false;
  };

  const confirm = (d: DocumentDetailView, op: DocumentOperation) => {
    const { question, hint } = operationQuestion(t, type, d.billNo, op);
    return askWithReason(t, {
      question,
      hint,
      asksReason: asksReason(op),
      okText: operationLabel(t, op),
      danger: DANGEROUS_OPERATIONS.includes(op),
      testId: 'operation',
      data: { 'data-op': op },
    });
  };

  const run = async (op: DocumentOperation) => {
    const path = operationPath(op);
    if (!doc || !path) return;
    const answer = await confirm(doc, op);
    if (!answer) return;
    setBusy(op);
    try {
      const version = prepare ? await prepare() : doc.version;
      if (version === null) return;
      const result = await api.operate(path, { id: doc.id, version, reason: answer.reason });
      const told = operationToast(t, type, doc.billNo, op);
      ui.success(op === 'REVERSE' && result.reversal ? t('document:opDoneReversal', { told, billNo: result.reversal.billNo }) : told);
      // Posting changes stock: the stock screens refresh (in the background), and so do the
      // other types' documents it fulfils (an order's received quantity, an application's returned one).
      void queryClient.invalidateQueries({ queryKey: ['inventory'] });
      void queryClient.invalidateQueries({
        queryKey: ['documents'],
        predicate: (q) => {
          const base = q.queryKey[1];
          return typeof base === 'string' && base.startsWith('/api/') && base !== keys.all[1];
        },
      });
      await queryClient.invalidateQueries({ queryKey: keys.all });
    } catch (error) {
      await reloadOnStale(error);
    } finally {
      setBusy(null);
    }
  };

  const operations: EditorOperation[] = (doc?.operations ?? []).flatMap((op) => {
    const button = operationButton(op);
    if (!operationPath(op) || !button) return [];
    return [
      {
        key: operationPath(op) as string,
        label: operationLabel(t, op),
        primary: PRIMARY.includes(op),
        danger: DANGEROUS_OPERATIONS.includes(op),
        shortcut: SHORTCUTS[op],
        loading: busy === op,
        disabled: busy !== null,
        permission: `${permission}:${button}`,
        onClick: () => run(op),
      },
    ];
  });

  return { operations, busy, setBusy, reloadOnStale };
}
