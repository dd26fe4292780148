import { DOCUMENT_SCREENS, type DocumentDetailView, type DocumentLineView, type DocumentOperationResult } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import { runAction } from '../../../api/report-error';
import { usePermission } from '../../../core/access';
import { ui } from '../../../core/ui-bridge';
import { documentKeys } from '../../../kit/document/document-api';
import { formatDecimal } from '../../../kit/document/document-kit';
import { openQty } from '../pick-lines';

const ORDER = DOCUMENT_SCREENS.PURCHASE_ORDER;

/** 关闭行 of one line of a reviewed order: asks first (with an optional reason), then reloads the order. */
function CloseLineButton({ doc, line }: { doc: DocumentDetailView; line: DocumentLineView }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!has(`${ORDER.permission}:close`)) return null;
  const rest = openQty(line);

  const close = async () => {
    let reason = '';
    const ok = await ui.confirm({
      title: t('common:pleaseConfirm'),
      content: (
        <div data-testid="close-line-confirm">
          <p style={{ marginBottom: 8 }}>{t('purchase:closeLine.question', { line: line.lineNo, qty: formatDecimal(rest) })}</p>
          <Input.TextArea
            rows={2}
            maxLength={500}
            placeholder={t('document:reasonPlaceholder')}
            onChange={(e) => {
              reason = e.target.value;
            }}
            data-testid="close-line-reason"
          />
        </div>
      ),
      okText: t('purchase:closeLine.button'),
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    try {
      const result = await http.post<DocumentOperationResult>('/api/order/purchaseOrderItem/close', {
        id: line.id,
        version: doc.version,
        reason: reason.trim() || null,
      });
      ui.success(
        result.status === 'CLOSED'
          ? t('purchase:closeLine.orderClosed', { billNo: doc.billNo, line: line.lineNo })
          : t('purchase:closeLine.done', { billNo: doc.billNo, line: line.lineNo }),
      );
    } finally {
      setBusy(false);
      // Closed or refused (someone moved the order on): show the order as it is now.
      await queryClient.invalidateQueries({ queryKey: documentKeys(ORDER.base).all });
    }
  };

  return (
    <Button
      type="link"
      size="small"
      danger
      loading={busy}
      onClick={() => runAction(close)}
      data-testid={`close-line-${line.lineNo}`}
      style={{ padding: 0 }}
    >
      {t('purchase:closeLine.button')}
    </Button>
  );
}

/**
 * The detail's line action of a purchase order: 关闭行 on a line of a reviewed order that still
 * expects goods; 已关闭 (with the quantity closed) on a closed line.
 */
export function orderLineAction(doc: DocumentDetailView, line: DocumentLineView) {
  if (line.closedQty !== undefined && line.closedQty !== null) return <ClosedLineTag qty={String(line.closedQty)} />;
  if (doc.status !== 'REVIEWED' || Number(openQty(line)) <= 0) return null;
  return <CloseLineButton doc={doc} line={line} />;
}

function ClosedLineTag({ qty }: { qty: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary">
      <Tag color="warning" data-testid="line-closed">
        {t('purchase:closeLine.closed')}
      </Tag>
      {formatDecimal(qty)}
    </Typography.Text>
  );
}
