import {
  DISTRIBUTION_FULFIL_WAYS,
  type DistributionFulfilWay,
  DOCUMENT_SCREENS,
  type DocumentDetailView,
  type DocumentLineView,
  type DocumentOperationResult,
} from '@quire/contracts';
import { Button, Segmented, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import { runAction } from '../../../api/report-error';
import { usePermission } from '../../../core/access';
import { useNavigate } from '../../../core/navigation';
import { useSession } from '../../../core/session-store';
import { ui } from '../../../core/ui-bridge';
import { CloseButton } from '../../../kit/document/close-button';
import { idempotencyHeaders } from '../../../kit/document/document-api';
import { formatDecimal, useWarehouses } from '../../../kit/document/document-kit';

const REQUEST = DOCUMENT_SCREENS.DISTRIBUTION_REQUEST;
const SALE = DOCUMENT_SCREENS.WHOLESALE_SALE;
const TRANSFER = DOCUMENT_SCREENS.WAREHOUSE_TRANSFER;

/** What of a request line is still unsent: requested − sent, nothing once closed. */
export function unsentOf(line: DocumentLineView): number {
  if (line.closedQty !== undefined) return 0;
  return Math.max(Number(line.qty) - Number(line.fulfilledQty ?? 0), 0);
}

/** A request addressed to the active group (the centre): it fulfils and closes it, never edits it. */
const addressedToUs = (doc: DocumentDetailView) => doc.foreign === true && doc.status === 'REVIEWED';

/** Asks for a reason (optional) and confirms a close. */

function CloseLineButton({ doc, line }: { doc: DocumentDetailView; line: DocumentLineView }) {
  const { t } = useTranslation();
  return (
    <CloseButton
      permission={`${REQUEST.permission}:close`}
      base={REQUEST.base}
      url={`${REQUEST.base}/line/close`}
      body={{ id: line.id, version: doc.version }}
      label={t('sale:distribution.closeLine.button')}
      question={t('sale:distribution.closeLine.question', { line: line.lineNo, qty: formatDecimal(String(unsentOf(line))) })}
      done={() => t('sale:distribution.closeLine.done', { billNo: doc.billNo, line: line.lineNo })}
      link
      testId={`close-request-line-${line.lineNo}`}
      dialogTestId="close-request"
    />
  );
}

export function requestLineAction(doc: DocumentDetailView, line: DocumentLineView) {
  if (!addressedToUs(doc) || !(unsentOf(line) > 0)) return null;
  return <CloseLineButton doc={doc} line={line} />;
}

type FulfilWay = DistributionFulfilWay;

/**
 * 配货, two ways: the open remainder into a draft wholesale sale from a warehouse of the centre
 * (批发销售), or into a draft warehouse transfer between two of its warehouses (调拨); the
 * draft made is then opened. Each way shows only with its permission.
 */
function FulfilButton({ doc }: { doc: DocumentDetailView }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const navigate = useNavigate();
  const warehouses = useWarehouses();
  const ways = DISTRIBUTION_FULFIL_WAYS.filter((w) => has(`${REQUEST.permission}:${w === 'SALE' ? 'fulfil' : 'fulfilTransfer'}`));
  const [way, setWay] = useState<FulfilWay | undefined>(undefined);
  // The centre's default sale warehouse to start with, as a wholesale sale does.
  const [warehouseId, setWarehouseId] = useState<string | undefined>(useSession.getState().user?.defaultSaleWarehouseId ?? undefined);
  const [inWarehouseId, setInWarehouseId] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  if (ways.length === 0 || !doc.lines.some((l) => unsentOf(l) > 0)) return null;
  const current = way ?? ways[0];
  const fulfil = async () => {
    if (!warehouseId) {
      ui.warning(t(current === 'SALE' ? 'sale:distribution.fulfil.warehouseRequired' : 'sale:distribution.fulfil.outRequired'));
      return;
    }
    if (current === 'TRANSFER' && (!inWarehouseId || inWarehouseId === warehouseId)) {
      ui.warning(t(inWarehouseId ? 'sale:distribution.fulfil.sameWarehouse' : 'sale:distribution.fulfil.inRequired'));
      return;
    }
    setBusy(true);
    try {
      if (current === 'SALE') {
        const sale = await http.post<DocumentOperationResult>(
          `${REQUEST.base}/fulfil`,
          { id: doc.id, version: doc.version, warehouseId },
          { loading: true, headers: idempotencyHeaders() },
        );
        ui.success(t('sale:distribution.fulfil.done', { billNo: sale.billNo }));
        navigate(`${SALE.menu}/detail/${sale.id}`);
      } else {
        const transfer = await http.post<DocumentOperationResult>(
          `${REQUEST.base}/fulfilByTransfer`,
          { id: doc.id, version: doc.version, outWarehouseId: warehouseId, inWarehouseId },
          { loading: true, headers: idempotencyHeaders() },
        );
        ui.success(t('sale:distribution.fulfil.transferDone', { billNo: transfer.billNo }));
        navigate(`${TRANSFER.menu}/detail/${transfer.id}`);
      }
    } finally {
      setBusy(false);
    }
  };
  const select = (value: string | undefined, onChange: (v: string) => void, placeholder: string, testId: string) => (
    <Select
      style={{ width: 180 }}
      placeholder={placeholder}
      options={warehouses.options}
      loading={warehouses.loading}
      value={value}
      onChange={onChange}
      data-testid={testId}
    />
  );
  return (
    <Space wrap data-testid="fulfil-panel" data-way={current}>
      {ways.length > 1 && (
        <Segmented<FulfilWay>
          value={current}
          onChange={setWay}
          options={ways.map((w) => ({ value: w, label: t(`sale:distribution.fulfil.way.${w}`) }))}
          data-testid="fulfil-way"
        />
      )}
      {current === 'SALE' ? (
        <Space.Compact>
          {select(warehouseId, setWarehouseId, t('sale:distribution.fulfil.warehouse'), 'fulfil-warehouse')}
          <Button type="primary" loading={busy} disabled={!warehouseId} onClick={() => runAction(fulfil)} data-testid="fulfil-request">
            {t('sale:distribution.fulfil.button')}
          </Button>
        </Space.Compact>
      ) : (
        <Space.Compact>
          {select(warehouseId, setWarehouseId, t('sale:distribution.fulfil.outWarehouse'), 'fulfil-out-warehouse')}
          {select(inWarehouseId, setInWarehouseId, t('sale:distribution.fulfil.inWarehouse'), 'fulfil-in-warehouse')}
          <Button
            type="primary"
            loading={busy}
            disabled={!warehouseId || !inWarehouseId}
            onClick={() => runAction(fulfil)}
            data-testid="fulfil-transfer"
          >
            {t('sale:distribution.fulfil.transferButton')}
          </Button>
        </Space.Compact>
      )}
    </Space>
  );
}

/** 整单关闭 by the centre. */
function CloseWholeButton({ doc }: { doc: DocumentDetailView }) {
  const { t } = useTranslation();
  return (
    <CloseButton
      permission={`${REQUEST.permission}:settleClose`}
      base={REQUEST.base}
      url={`${REQUEST.base}/supplier/settleClose`}
      body={{ id: doc.id, version: doc.version }}
      label={t('sale:distribution.closeWhole.button')}
      question={t('sale:distribution.closeWhole.question', { billNo: doc.billNo })}
      done={() => t('sale:distribution.closeWhole.done', { billNo: doc.billNo })}
      testId="close-request"
      dialogTestId="close-request"
    />
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
