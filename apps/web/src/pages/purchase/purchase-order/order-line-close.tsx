import { DOCUMENT_SCREENS, type DocumentDetailView, type DocumentLineView } from '@quire/contracts';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../../kit/document/close-button';
import { formatDecimal } from '../../../kit/document/document-kit';
import { openQty } from '../pick-lines';

const ORDER = DOCUMENT_SCREENS.PURCHASE_ORDER;

/** 关闭行 of one line of a reviewed order: asks first (with an optional reason), then reloads the order. */
function CloseLineButton({ doc, line }: { doc: DocumentDetailView; line: DocumentLineView }) {
  const { t } = useTranslation();
  return (
    <CloseButton
      permission={`${ORDER.permission}:close`}
      base={ORDER.base}
      url="/api/order/purchaseOrderItem/close"
      body={{ id: line.id, version: doc.version }}
      label={t('purchase:closeLine.button')}
      question={t('purchase:closeLine.question', { line: line.lineNo, qty: formatDecimal(openQty(line)) })}
      done={(result) =>
        result.status === 'CLOSED'
          ? t('purchase:closeLine.orderClosed', { billNo: doc.billNo, line: line.lineNo })
          : t('purchase:closeLine.done', { billNo: doc.billNo, line: line.lineNo })
      }
      link
      testId={`close-line-${line.lineNo}`}
      dialogTestId="close-line"
    />
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
