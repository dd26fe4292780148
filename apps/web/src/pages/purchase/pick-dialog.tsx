import type { DocumentDetailView, DocumentHeaderView, DocumentLineView, Page } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, type FormInstance, InputNumber, Modal, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { ui } from '../../core/ui-bridge';
import { formatDecimal, useSkuNames } from '../../kit/document/document-kit';
import type { LineValue } from '../../kit/document/line-kinds';
import { openQty, pickedLines } from './pick-lines';

type Row = { key: string; billNo: string; billDate: string; line: DocumentLineView; open: string; warehouseId: string | null };

/** Where a pick dialog takes lines from: the source type's service, its open documents, and its words. */
export type PickSource = {
  base: string;
  /** The source documents' status that may be drawn on (REVIEWED orders, COMPLETE receipts). */
  status: 'REVIEWED' | 'COMPLETE';
  /** Lines of one source document only (a return names one receipt, one application). */
  single?: boolean;
  /** Locale keys: the button, the dialog title, "none open", the quantity columns. */
  words: { button: string; title: string; none: string; billNo: string; qty: string; done: string; thisTime: string };
  testId: string;
};

/**
 * Open lines of the supplier's source documents (at most 20 of them, newest first, not reversed
 * and, for orders, not fully received): their list rows from the (group, partner) index, then
 * each document's lines.
 */
function useOpenSourceLines(source: PickSource, supplierId: string | undefined, enabled: boolean, opening: number) {
  return useQuery({
    // Asked afresh at every opening: what is open moves with every receipt.
    queryKey: ['purchase', 'open-lines', source.base, supplierId, opening],
    gcTime: 0,
    enabled: enabled && Boolean(supplierId),
    queryFn: async (): Promise<Row[]> => {
      const page = await http.post<Page<DocumentHeaderView>>(`${source.base}/page`, {
        pageNum: 1,
        pageSize: 20,
        status: source.status,
        partnerId: supplierId,
      });
      const open = page.list.filter(
        (r) =>
          !r.reversedById && !r.reversalOfId && (r.receiptState === undefined || r.receiptState === 'NONE' || r.receiptState === 'PARTIAL'),
      );
      const details = await Promise.all(open.map((r) => http.get<DocumentDetailView>(`${source.base}/${r.id}`)));
      return details.flatMap((d) =>
        d.lines
          .map((line) => ({ key: line.id, billNo: d.billNo, billDate: d.billDate, line, open: openQty(line), warehouseId: d.warehouseId }))
          .filter((r) => Number(r.open) > 0),
      );
    },
  });
}

/**
 * 从采购订单选择 (and its kin): tick open lines of the chosen supplier's source documents and the
 * quantity to take now; they become lines naming their source line, at its price and tax rate.
 */
export function PickLinesButton({ form, changed, source }: { form: FormInstance; changed: () => void; source: PickSource }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [qty, setQty] = useState<Record<string, string>>({});
  const supplierId = form.getFieldValue('supplierId') as string | undefined;
  const [opening, setOpening] = useState(0);
  const rows = useOpenSourceLines(source, supplierId, open, opening);
  const skus = useSkuNames(useMemo(() => (rows.data ?? []).map((r) => r.line.skuId ?? ''), [rows.data]));

  const start = () => {
    if (!form.getFieldValue('supplierId')) {
      ui.error(t('purchase:pick.supplierFirst'));
      return;
    }
    setSelected([]);
    setQty({});
    setOpening((n) => n + 1);
    setOpen(true);
  };
  const confirm = () => {
    const chosen = (rows.data ?? []).filter((r) => selected.includes(r.key));
    if (source.single && new Set(chosen.map((r) => r.billNo)).size > 1) {
      ui.error(t('purchase:pick.oneDocument'));
      return;
    }
    const picks = chosen.map((r) => ({ line: r.line, qty: qty[r.key] ?? r.open }));
    // One source document only: its lines replace whatever was there.
    const lines = pickedLines(source.single ? [] : ((form.getFieldValue('lines') ?? []) as LineValue[]), picks);
    form.setFieldValue('lines', lines);
    const first = (rows.data ?? []).find((r) => selected.includes(r.key));
    if ((source.single || !form.getFieldValue('warehouseId')) && first?.warehouseId) form.setFieldValue('warehouseId', first.warehouseId);
    if (source.single && first) form.setFieldValue('sourceBillNo', first.billNo);
    changed();
    setOpen(false);
    ui.success(t('purchase:pick.picked', { count: picks.length }));
  };

  return (
    <>
      <Button onClick={start} style={{ marginBottom: 8 }} data-testid={source.testId}>
        {t(source.words.button)}
      </Button>
      <Modal
        open={open}
        title={t(source.words.title)}
        width={960}
        onCancel={() => setOpen(false)}
        onOk={confirm}
        okText={t('purchase:pick.ok')}
        okButtonProps={{ disabled: selected.length === 0, ...({ 'data-testid': 'pick-ok' } as Record<string, string>) }}
        destroyOnHidden
      >
        {rows.data && rows.data.length === 0 ? (
          <Alert type="info" showIcon message={t(source.words.none)} />
        ) : (
          <Table<Row>
            rowKey="key"
            size="small"
            bordered
            loading={rows.isLoading}
            pagination={false}
            scroll={{ y: 420 }}
            dataSource={rows.data ?? []}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
            data-testid="pick-table"
            columns={[
              { key: 'billNo', title: t(source.words.billNo), width: 170, render: (_, r) => r.billNo },
              {
                key: 'sku',
                title: t('purchase:pick.sku'),
                render: (_, r) => {
                  const s = r.line.skuId ? skus.get(r.line.skuId) : undefined;
                  return s ? `${s.code} ${s.name}` : (r.line.skuId ?? '');
                },
              },
              { key: 'ordered', title: t(source.words.qty), width: 90, align: 'right', render: (_, r) => formatDecimal(r.line.qty) },
              {
                key: 'received',
                title: t(source.words.done),
                width: 100,
                align: 'right',
                render: (_, r) => formatDecimal(r.line.fulfilledQty),
              },
              { key: 'open', title: t('purchase:pick.open'), width: 100, align: 'right', render: (_, r) => formatDecimal(r.open) },
              {
                key: 'price',
                title: t('purchase:pick.price'),
                width: 110,
                align: 'right',
                render: (_, r) => formatDecimal(r.line.price as string, 6, 2),
              },
              {
                key: 'qty',
                title: t(source.words.thisTime),
                width: 130,
                render: (_, r) => (
                  <InputNumber<string>
                    stringMode
                    min="0"
                    precision={4}
                    size="small"
                    value={qty[r.key] ?? r.open}
                    onChange={(v) => setQty((q) => ({ ...q, [r.key]: v ?? '0' }))}
                    data-testid={`pick-qty-${r.billNo}-${r.line.lineNo}`}
                  />
                ),
              },
            ]}
          />
        )}
      </Modal>
    </>
  );
}

/** 从采购订单选择: open lines of the supplier's reviewed purchase orders. */
export const FROM_ORDER: PickSource = {
  base: '/api/order/purchaseOrder',
  status: 'REVIEWED',
  words: {
    button: 'purchase:pick.fromOrder',
    billNo: 'purchase:pick.billNo',
    qty: 'purchase:pick.ordered',
    title: 'purchase:pick.title',
    none: 'purchase:pick.none',
    done: 'purchase:pick.received',
    thisTime: 'purchase:pick.thisTime',
  },
  testId: 'pick-from-order',
};

/** 从采购入库单选择: lines of ONE posted purchase receipt of the supplier. */
export const FROM_RECEIPT: PickSource = {
  base: '/api/order/purchaseReceive',
  status: 'COMPLETE',
  single: true,
  words: {
    button: 'purchase:pick.fromReceipt',
    billNo: 'purchase:pick.receiptNo',
    qty: 'purchase:pick.receivedQty',
    title: 'purchase:pick.receiptTitle',
    none: 'purchase:pick.noReceipt',
    done: 'purchase:pick.applied',
    thisTime: 'purchase:pick.returnNow',
  },
  testId: 'pick-from-receipt',
};

/** 从退货申请单选择: lines of ONE reviewed return application of the supplier. */
export const FROM_APPLICATION: PickSource = {
  base: '/api/order/purchaseReturnApply',
  status: 'REVIEWED',
  single: true,
  words: {
    button: 'purchase:pick.fromApplication',
    billNo: 'purchase:pick.applicationNo',
    qty: 'purchase:pick.appliedQty',
    title: 'purchase:pick.applicationTitle',
    none: 'purchase:pick.noApplication',
    done: 'purchase:pick.returned',
    thisTime: 'purchase:pick.returnNow',
  },
  testId: 'pick-from-application',
};
