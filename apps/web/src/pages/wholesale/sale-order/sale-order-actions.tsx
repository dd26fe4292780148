import {
  DOCUMENT_SCREENS,
  type DocumentDetailView,
  type DocumentHeaderView,
  type DocumentLineView,
  type DocumentOperationResult,
  TRANSFER_CHECK_CODES,
  type TransferCheck,
} from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, InputNumber, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { http } from '../../../api/http';
import { runAction } from '../../../api/report-error';
import { usePermission } from '../../../core/access';
import { useNavigate } from '../../../core/navigation';
import { ui } from '../../../core/ui-bridge';
import { CloseButton } from '../../../kit/document/close-button';
import { documentKeys } from '../../../kit/document/document-api';
import { formatDecimal, useSkuNames } from '../../../kit/document/document-kit';

const ORDER = DOCUMENT_SCREENS.VERBAL_ORDER;
const SALE = DOCUMENT_SCREENS.WHOLESALE_SALE;
const SETTLEMENT = DOCUMENT_SCREENS.SETTLEMENT;
const CHECK_OF_CODE = new Map<number, TransferCheck>(Object.entries(TRANSFER_CHECK_CODES).map(([k, v]) => [v, k as TransferCheck]));

/** What of an order line is still unsent: ordered − transferred − closed. */
export function unsentQty(line: DocumentLineView): number {
  const closed = Number(line.closedQty ?? 0);
  return Number(line.qty) - Number(line.fulfilledQty ?? 0) - closed;
}

/**
 * Calls a transfer (转单, 部分转单, 合并转单) until it succeeds or the user stops: a credit or
 * stop-send warning (spec §4) asks continue or cancel, and continuing calls again with the
 * warning answered. Answers the new draft sale (and opens it), or null when the user cancelled.
 */
function useTransfer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { has } = usePermission();
  const openCollection = async (customerId: string) => {
    const found = await http.get<{ exists: boolean; id: string | null }>(`${SETTLEMENT.base}/existsDocument`, { customerId });
    if (found.id) navigate(`${SETTLEMENT.menu}/detail/${found.id}`);
  };
  /** `customerId`: the orders' customer, whose unfinished collection may be opened instead. */
  return async (url: string, body: Record<string, unknown>, customerId: string | null): Promise<DocumentOperationResult | null> => {
    const confirmed: TransferCheck[] = [];
    for (;;) {
      try {
        const sale = await http.post<DocumentOperationResult>(
          url,
          { ...body, confirmed },
          { pageCodes: Object.values(TRANSFER_CHECK_CODES) },
        );
        ui.success(t('sale:transfer.done', { billNo: sale.billNo }));
        await queryClient.invalidateQueries({ queryKey: documentKeys(ORDER.base).all });
        navigate(`${SALE.menu}/detail/${sale.id}`);
        return sale;
      } catch (e) {
        const check = e instanceof ApiError ? CHECK_OF_CODE.get(e.code) : undefined;
        if (!check || confirmed.includes(check)) throw e;
        const go = await ui.confirm({
          title: t('sale:transfer.warningTitle'),
          content: <div data-testid={`transfer-warning-${check}`}>{e instanceof Error ? e.message : ''}</div>,
          okText: t('sale:transfer.continue'),
          cancelText: t('sale:transfer.cancel'),
          // A collection not yet posted can be opened instead, by whoever may collect.
          other:
            check === 'UNFINISHED_COLLECTION' && customerId && has(SETTLEMENT.menu)
              ? { label: t('sale:transfer.openCollection'), testId: 'open-collection', onClick: () => void openCollection(customerId) }
              : undefined,
        });
        if (!go) return null;
        confirmed.push(check);
      }
    }
  };
}

/** 转单: the order's remaining lines into a draft wholesale sale. */
function TransferButton({ doc }: { doc: DocumentDetailView }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const transfer = useTransfer();
  const [busy, setBusy] = useState(false);
  if (doc.status !== 'REVIEWED' || !has(`${ORDER.permission}:transfer`)) return null;
  if (!doc.lines.some((l) => unsentQty(l) > 0)) return null;
  const run = async () => {
    setBusy(true);
    try {
      await transfer(`${ORDER.base}/transfer`, { id: doc.id, version: doc.version }, doc.partnerId);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="primary" loading={busy} onClick={() => runAction(run)} data-testid="transfer-order">
      {t('sale:transfer.button')}
    </Button>
  );
}

/**
 * 部分转单: a dialog of the order's unsent lines, each with how much to transfer now (the
 * unsent quantity to start with; 0 leaves the line out); its own permission.
 */
function PartialTransferButton({ doc }: { doc: DocumentDetailView }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const transfer = useTransfer();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [qty, setQty] = useState<Record<string, number | null>>({});
  const unsent = doc.lines.filter((l) => unsentQty(l) > 0);
  const skus = useSkuNames(unsent.map((l) => l.skuId ?? ''));
  if (doc.status !== 'REVIEWED' || !has(`${ORDER.permission}:partialTransfer`) || unsent.length === 0) return null;
  const chosen = unsent.flatMap((l) => {
    const q = qty[l.id] ?? unsentQty(l);
    return q > 0 ? [{ lineId: l.id, qty: String(q) }] : [];
  });
  const run = async () => {
    setBusy(true);
    try {
      if (await transfer(`${ORDER.base}/transfer`, { id: doc.id, version: doc.version, lines: chosen }, doc.partnerId)) setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  const start = () => {
    setQty({});
    setOpen(true);
  };
  return (
    <>
      <Button onClick={start} data-testid="partial-transfer">
        {t('sale:partialTransfer.button')}
      </Button>
      <Modal
        open={open}
        title={t('sale:partialTransfer.title', { billNo: doc.billNo })}
        width={760}
        okText={t('sale:partialTransfer.ok')}
        okButtonProps={{ disabled: chosen.length === 0, loading: busy }}
        onOk={() => runAction(run)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('sale:partialTransfer.hint')}</Typography.Paragraph>
        <Table<DocumentLineView>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={unsent}
          data-testid="partial-transfer-lines"
          columns={[
            { title: '#', dataIndex: 'lineNo', width: 48 },
            {
              title: t('sale:partialTransfer.sku'),
              key: 'sku',
              ellipsis: true,
              render: (_, l) => {
                const sku = skus.get(l.skuId ?? '');
                return sku ? `${sku.code} ${sku.name}` : (l.skuId ?? '');
              },
            },
            {
              title: t('sale:partialTransfer.unsent'),
              key: 'unsent',
              width: 110,
              align: 'right',
              render: (_, l) => formatDecimal(String(unsentQty(l))),
            },
            {
              title: t('sale:partialTransfer.qty'),
              key: 'qty',
              width: 140,
              render: (_, l) => (
                <InputNumber
                  min={0}
                  max={unsentQty(l)}
                  value={qty[l.id] ?? unsentQty(l)}
                  onChange={(v) => setQty((q) => ({ ...q, [l.id]: v }))}
                  style={{ width: '100%' }}
                  data-testid={`partial-qty-${l.lineNo}`}
                />
              ),
            },
          ]}
        />
      </Modal>
    </>
  );
}

/**
 * 合并转单 on the list: the selected reviewed orders of one customer into one draft sale; the
 * server refuses several customers or a closed order with the spec's message.
 */
export function CombineTransferButton({ selected, clearSelection }: { selected: DocumentHeaderView[]; clearSelection: () => void }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const transfer = useTransfer();
  const [busy, setBusy] = useState(false);
  if (!has(`${ORDER.permission}:combineTransfer`)) return null;
  const run = async () => {
    setBusy(true);
    try {
      if (await transfer(`${ORDER.base}/combineTransfer`, { ids: selected.map((d) => d.id) }, selected[0]?.partnerId ?? null))
        clearSelection();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button disabled={selected.length < 2} loading={busy} onClick={() => runAction(run)} data-testid="combine-transfer">
      {t('sale:combineTransfer.button')}
      {selected.length > 1 ? ` (${selected.length})` : ''}
    </Button>
  );
}

/** 关闭行 of one line of a reviewed order: asks first (with an optional reason), then reloads the order. */
function CloseLineButton({ doc, line }: { doc: DocumentDetailView; line: DocumentLineView }) {
  const { t } = useTranslation();
  return (
    <CloseButton
      permission={`${ORDER.permission}:close`}
      base={ORDER.base}
      url="/api/order/saleOrderItem/close"
      body={{ id: line.id, version: doc.version }}
      label={t('sale:closeLine.button')}
      question={t('sale:closeLine.question', { line: line.lineNo, qty: formatDecimal(String(unsentQty(line))) })}
      done={() => t('sale:closeLine.done', { billNo: doc.billNo, line: line.lineNo })}
      link
      testId={`close-line-${line.lineNo}`}
      dialogTestId="close-line"
    />
  );
}

export const orderDetailActions = (doc: DocumentDetailView) => (
  <>
    <TransferButton doc={doc} />
    <PartialTransferButton doc={doc} />
  </>
);

export function orderLineAction(doc: DocumentDetailView, line: DocumentLineView) {
  if (doc.status !== 'REVIEWED' || line.closedQty !== undefined || !(unsentQty(line) > 0)) return null;
  return <CloseLineButton doc={doc} line={line} />;
}
