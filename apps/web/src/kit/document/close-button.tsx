import type { DocumentOperationResult } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { runAction } from '../../api/report-error';
import { usePermission } from '../../core/access';
import { ui } from '../../core/ui-bridge';
import { askWithReason } from './ask-reason';
import { documentKeys, idempotencyHeaders } from './document-api';

/**
 * A close of a document or of one of its lines (关闭行, 整单关闭): asked in red with an optional
 * reason, posted with the document's version (keyed, so a double click closes once), said done,
 * and the document reloaded whatever the answer (closed, or refused because someone moved it on).
 */
export type CloseButtonProps = {
  /** The button permission; without it there is no button. */
  permission: string;
  /** The document type's base path: its screens' query keys, reloaded after the call. */
  base: string;
  /** The call and its body (`reason` is added). */
  url: string;
  body: { id: string; version: number };
  label: string;
  question: string;
  /** What is said once closed, from the server's answer. */
  done: (result: DocumentOperationResult) => string;
  /** A line's link button, or a toolbar button. */
  link?: boolean;
  /** The button's test id; its dialog's are `${dialogTestId}-confirm` and `-reason`. */
  testId: string;
  dialogTestId: string;
};

export function CloseButton(p: CloseButtonProps) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!has(p.permission)) return null;

  const close = async () => {
    const answer = await askWithReason(t, {
      question: p.question,
      asksReason: true,
      okText: p.label,
      danger: true,
      testId: p.dialogTestId,
    });
    if (!answer) return;
    setBusy(true);
    try {
      const result = await http.post<DocumentOperationResult>(
        p.url,
        { ...p.body, reason: answer.reason },
        { loading: true, headers: idempotencyHeaders() },
      );
      ui.success(p.done(result));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: documentKeys(p.base).all });
    }
  };

  return (
    <Button
      type={p.link ? 'link' : 'default'}
      size={p.link ? 'small' : 'middle'}
      danger
      loading={busy}
      onClick={() => runAction(close)}
      data-testid={p.testId}
      style={p.link ? { padding: 0 } : undefined}
    >
      {p.label}
    </Button>
  );
}
