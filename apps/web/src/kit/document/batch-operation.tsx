import type { DocumentHeaderView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../api/report-error';
import { usePermission } from '../../core/access';
import { ui } from '../../core/ui-bridge';
import { askWithReason } from './ask-reason';
import { documentApi, documentKeys } from './document-api';

/** The operations a list applies to its selected reviewed documents: 批量过账 and 批量关闭. */
export type BatchOperation = 'complete' | 'close';

/**
 * A list toolbar button: posts (complete) or closes (close, with an optional reason) the
 * selected reviewed documents, each succeeding or failing on its own; the failures are listed
 * with their reasons.
 */
export function BatchOperationButton({
  operation,
  base,
  permission,
  selected,
  clearSelection,
}: {
  operation: BatchOperation;
  base: string;
  permission: string;
  selected: DocumentHeaderView[];
  clearSelection: () => void;
}) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const queryClient = useQueryClient();
  if (!has(permission)) return null;
  const ready = selected.filter((d) => d.status === 'REVIEWED');
  const words = operation === 'complete' ? COMPLETE_WORDS : CLOSE_WORDS;

  const run = async () => {
    const answer = await askWithReason(t, {
      question: t(words.question, { count: ready.length }),
      asksReason: operation === 'close',
      reasonPlaceholder: t('document:batchCloseReason'),
      danger: operation === 'close',
      testId: `batch-${operation}`,
    });
    if (!answer) return;
    const api = documentApi(base);
    const ids = ready.map((d) => d.id);
    const results = operation === 'complete' ? await api.batchComplete(ids) : await api.batchClose(ids, answer.reason);
    const failed = results.filter((r) => !r.ok);
    const summary = t(words.result, { ok: results.length - failed.length, failed: failed.length });
    if (failed.length > 0) {
      ui.dialog({
        title: summary,
        content: (
          <ul style={{ paddingInlineStart: 20 }}>
            {failed.map((f) => (
              <li key={f.id}>
                {f.billNo ?? f.id}: {f.msg}
              </li>
            ))}
          </ul>
        ),
      });
    } else {
      ui.success(summary);
    }
    clearSelection();
    await queryClient.invalidateQueries({ queryKey: documentKeys(base).all });
    void queryClient.invalidateQueries({ queryKey: ['inventory'] });
  };

  return (
    <Button danger={operation === 'close'} disabled={ready.length === 0} onClick={() => runAction(run)} data-testid={`batch-${operation}`}>
      {t(words.button)}
      {ready.length > 0 ? ` (${ready.length})` : ''}
    </Button>
  );
}

const COMPLETE_WORDS = {
  button: 'document:batchComplete',
  question: 'document:confirmBatchComplete',
  result: 'document:batchResult',
} as const;
const CLOSE_WORDS = {
  button: 'document:batchClose',
  question: 'document:confirmBatchClose',
  result: 'document:batchCloseResult',
} as const;
