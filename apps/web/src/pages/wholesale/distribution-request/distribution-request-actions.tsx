import { DOCUMENT_SCREENS, type DocumentDetailView, type DocumentLineView, type DocumentOperationResult } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import { runAction } from '../../../api/report-error';
import { usePermission } from '../../../core/access';
import { useNavigate } from '../../../core/navigation';
import { useSession } from '../../../core/session-store';
import { ui } from '../../../core/ui-bridge';
import { documentKeys, idempotencyHeaders } from '../../../kit/document/document-api';
import { formatDecimal, useWarehouses } from '../../../kit/document/document-kit';

const REQUEST = DOCUMENT_SCREENS.DISTRIBUTION_REQUEST;
const SALE = DOCUMENT_SCREENS.WHOLESALE_SALE;

/** What of a request line is still unsent: requested − sent, nothing once closed. */
export function unsentOf(line: DocumentLineView): number {
  if (line.closedQty !== undefined) return 0;
  return Math.max(Number(line.qty) - Number(line.fulfilledQty ?? 0), 0);
}

/** A request addressed to the active group (the centre): it fulfils and closes it, never edits it. */
const addressedToUs = (doc: DocumentDetailView) => doc.foreign === true && doc.status === 'REVIEWED';

/** Asks for a reason (optional) and confirms a close. */
async function askClose(t: (k: string, o?: Record<string, unknown>) => string, question: string, okText: string) {
  let reason = '';
  const ok = await ui.confirm({
    title: t('common:pleaseConfirm'),
    content: (
      <div data-testid="close-request-confirm">
        <p style={{ marginBottom: 8 }}>{question}</p>
        <Input.TextArea
          rows={2}
          maxLength={500}
          onChange={(e) => {
            reason = e.target.value;
          }}
          data-testid="close-request-reason"
        />
      </div>
    ),
    okText,
    danger: true,
  });
  return ok ? { reason: reason.trim() || null } : null;
}

function CloseLineButton({ doc, line }: { doc: DocumentDetailView; line: DocumentLineView }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!has(`${REQUEST.permission}:close`)) return null;
  const close = async () => {
    const answer = await askClose(
      t,
      t('sale:distribution.closeLine.question', { line: line.lineNo, qty: formatDecimal(String(unsentOf(line))) }),
      t('sale:distribution.closeLine.button'),
    );
    if (!answer) return;
    setBusy(true);
    try {
      await http.post<DocumentOperationResult>(
        `${REQUEST.base}/line/close`,
        { id: line.id, version: doc.version, reason: answer.reason },
        { loading: true, headers: idempotencyHeaders() },
      );
      ui.success(t('sale:distribution.closeLine.done', { billNo: doc.billNo, line: line.lineNo }));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: documentKeys(REQUEST.base).all });
    }
  };
  return (
    <Button
      type="link"
      size="small"
      danger
      loading={busy}
      onClick={() => runAction(close)}
      data-testid={`close-request-line-${line.lineNo}`}
      style={{ padding: 0 }}
    >
      {t('sale:distribution.closeLine.button')}
    </Button>
  );
}

export function requestLineAction(doc: DocumentDetailView, line: DocumentLineView) {
  if (!addressedToUs(doc) || !(unsentOf(line) > 0)) return null;
  return <CloseLineButton doc={doc} line={line} />;
}

/** 配货: the open remainder into a draft wholesale sale from a warehouse of the centre, then opened. */
function FulfilButton({ doc }: { doc: DocumentDetailView }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const navigate = useNavigate();
  const warehouses = useWarehouses();
  // The centre's default sale warehouse to start with, as a wholesale sale does.
  const [warehouseId, setWarehouseId] = useState<string | undefined>(useSession.getState().user?.defaultSaleWarehouseId ?? undefined);
  const [busy, setBusy] = useState(false);
  if (!has(`${REQUEST.permission}:fulfil`) || !doc.lines.some((l) => unsentOf(l) > 0)) return null;
  const fulfil = async () => {
    if (!warehouseId) {
      ui.warning(t('sale:distribution.fulfil.warehouseRequired'));
      return;
    }
    setBusy(true);
    try {
      const sale = await http.post<DocumentOperationResult>(
        `${REQUEST.base}/fulfil`,
        { id: doc.id, version: doc.version, warehouseId },
        { loading: true, headers: idempotencyHeaders() },
      );
      ui.success(t('sale:distribution.fulfil.done', { billNo: sale.billNo }));
      navigate(`${SALE.menu}/detail/${sale.id}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact>
      <Select
        style={{ width: 200 }}
        placeholder={t('sale:distribution.fulfil.warehouse')}
        options={warehouses.options}
        loading={warehouses.loading}
        value={warehouseId}
        onChange={setWarehouseId}
        data-testid="fulfil-warehouse"
      />
      <Button type="primary" loading={busy} disabled={!warehouseId} onClick={() => runAction(fulfil)} data-testid="fulfil-request">
        {t('sale:distribution.fulfil.button')}
      </Button>
    </Space.Compact>
  );
}

/** 整单关闭 by the centre. */
function CloseWholeButton({ doc }: { doc: DocumentDetailView }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!has(`${REQUEST.permission}:settleClose`)) return null;
  const close = async () => {
    const answer = await askClose(
      t,
      t('sale:distribution.closeWhole.question', { billNo: doc.billNo }),
      t('sale:distribution.closeWhole.button'),
    );
    if (!answer) return;
    setBusy(true);
    try {
      await http.post<DocumentOperationResult>(
        `${REQUEST.base}/supplier/settleClose`,
        { id: doc.id, version: doc.version, reason: answer.reason },
        { loading: true, headers: idempotencyHeaders() },
      );
      ui.success(t('sale:distribution.closeWhole.done', { billNo: doc.billNo }));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: documentKeys(REQUEST.base).all });
    }
  };
  return (
    <Button danger loading={busy} onClick={() => runAction(close)} data-testid="close-request">
      {t('sale:distribution.closeWhole.button')}
    </Button>
  );
}

export function requestDetailActions(doc: DocumentDetailView) {
  if (!addressedToUs(doc)) return null;
  return (
    <Space wrap>
      <FulfilButton doc={doc} />
      <CloseWholeButton doc={doc} />
    </Space>
  );
}
