import type { DocumentHeaderView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../api/report-error';
import { usePermission } from '../../core/access';
import { ui } from '../../core/ui-bridge';
import { documentApi, documentKeys } from './document-api';

/** A list toolbar button: posts the selected reviewed documents, each succeeding or failing on its own. */
export function BatchCompleteButton({
  base,
  permission,
  selected,
  clearSelection,
}: {
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

  const run = async () => {
    const ok = await ui.confirm({ title: t('common:pleaseConfirm'), content: t('document:confirmBatchComplete', { count: ready.length }) });
    if (!ok) return;
    const results = await documentApi(base).batchComplete(ready.map((d) => d.id));
    const failed = results.filter((r) => !r.ok);
    const summary = t('document:batchResult', { ok: results.length - failed.length, failed: failed.length });
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
    <Button disabled={ready.length === 0} onClick={() => runAction(run)} data-testid="batch-complete">
      {t('document:batchComplete')}
      {ready.length > 0 ? ` (${ready.length})` : ''}
    </Button>
  );
}
