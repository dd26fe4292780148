import type { DocumentLineView, Page, PurchasePickLineView } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Empty, type FormInstance, Input, InputNumber, Modal, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { ui } from '../../core/ui-bridge';
import { formatDecimal, useSkuNames } from '../../kit/document/document-kit';
import type { LineValue } from '../../kit/document/line-kinds';
import { pickedLines } from './pick-lines';

type Row = { key: string; billNo: string; billDate: string; line: DocumentLineView; open: string; warehouseId: string | null };

/** Where a pick dialog takes lines from: the picking screen's call for the open source lines, and its words. */
export type PickSource = {
  /** POST: a page of the supplier's open source lines (the picking screen's own permission). */
  url: string;
  /** Lines of one source document only (a return names one receipt, one application). */
  single?: boolean;
  /** Locale keys: the button, the dialog title, "none open", the quantity columns. */
  words: { button: string; title: string; none: string; billNo: string; qty: string; done: string; thisTime: string };
  testId: string;
};

type Filters = { billNo?: string; sku?: string; dates?: [Dayjs | null, Dayjs | null] | null };
const PAGE_SIZE = 20;

/** A quantity as the server writes it (10.5000) as the user types it (10.5). */
const plain = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

function rowOf(l: PurchasePickLineView): Row {
  const line: DocumentLineView = {
    id: l.id,
    lineNo: l.lineNo,
    skuId: l.skuId,
    warehouseId: l.warehouseId,
    qty: l.qty,
    sourceLineId: null,
    fulfilledQty: l.fulfilledQty,
    price: l.price,
    taxRate: l.taxRate,
  };
  return { key: l.id, billNo: l.billNo, billDate: l.billDate, line, open: plain(l.open), warehouseId: l.warehouseId };
}

/**
 * Open lines of the supplier's source documents, a page at a time, from one call of the
 * server (newest documents first; what remains on each line is the server's figure).
 */
function useOpenSourceLines(
  source: PickSource,
  supplierId: string | undefined,
  enabled: boolean,
  opening: number,
  filters: Filters,
  pageNum: number,
) {
  return useQuery({
    // Asked afresh at every opening: what is open moves with every receipt.
    queryKey: ['purchase', 'open-lines', source.url, supplierId, opening, filters, pageNum],
    gcTime: 0,
    enabled: enabled && Boolean(supplierId),
    placeholderData: (previous) => previous,
    queryFn: async (): Promise<{ rows: Row[]; total: number }> => {
      const [from, to] = filters.dates ?? [null, null];
      const page = await http.post<Page<PurchasePickLineView>>(source.url, {
        pageNum,
        pageSize: PAGE_SIZE,
        supplierId,
        billNo: filters.billNo?.trim() || undefined,
        sku: filters.sku?.trim() || undefined,
        dateFrom: from ? from.format('YYYY-MM-DD') : undefined,
        dateTo: to ? to.format('YYYY-MM-DD') : undefined,
      });
      return { rows: page.list.map(rowOf), total: page.total };
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
  const [filters, setFilters] = useState<Filters>({});
  const [draft, setDraft] = useState<Filters>({});
  const [pageNum, setPageNum] = useState(1);
  // Ticked rows of every page seen, so a pick may span pages.
  const [chosenRows, setChosenRows] = useState<Map<string, Row>>(new Map());
  const rows = useOpenSourceLines(source, supplierId, open, opening, filters, pageNum);
  const pageRows = useMemo(() => rows.data?.rows ?? [], [rows.data]);
  const skus = useSkuNames(useMemo(() => [...pageRows, ...chosenRows.values()].map((r) => r.line.skuId ?? ''), [pageRows, chosenRows]));

  const start = () => {
    if (!form.getFieldValue('supplierId')) {
      ui.error(t('purchase:pick.supplierFirst'));
      return;
    }
    setSelected([]);
    setChosenRows(new Map());
    setQty({});
    setFilters({});
    setDraft({});
    setPageNum(1);
    setOpening((n) => n + 1);
    setOpen(true);
  };
  const search = () => {
    setFilters(draft);
    setPageNum(1);
  };
  const confirm = () => {
    const chosen = selected.flatMap((key) => chosenRows.get(key) ?? []);
    if (source.single && new Set(chosen.map((r) => r.billNo)).size > 1) {
      ui.error(t('purchase:pick.oneDocument'));
      return;
    }
    const picks = chosen.map((r) => ({ line: r.line, qty: qty[r.key] ?? r.open }));
    // One source document only: its lines replace whatever was there.
    const lines = pickedLines(source.single ? [] : ((form.getFieldValue('lines') ?? []) as LineValue[]), picks);
    form.setFieldValue('lines', lines);
    const first = chosen[0];
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
        <Space wrap style={{ marginBottom: 8 }} data-testid="pick-filters">
          <Input
            allowClear
            style={{ width: 190 }}
            maxLength={40}
            placeholder={t(source.words.billNo)}
            value={draft.billNo}
            onChange={(e) => setDraft((d) => ({ ...d, billNo: e.target.value }))}
            onPressEnter={search}
            data-testid="pick-bill-no"
          />
          <DatePicker.RangePicker
            value={draft.dates ?? null}
            onChange={(dates) => setDraft((d) => ({ ...d, dates: dates as Filters['dates'] }))}
            placeholder={[t('purchase:pick.dateFrom'), t('purchase:pick.dateTo')]}
            data-testid="pick-dates"
          />
          <Input
            allowClear
            style={{ width: 200 }}
            maxLength={50}
            placeholder={t('purchase:pick.skuPlaceholder')}
            value={draft.sku}
            onChange={(e) => setDraft((d) => ({ ...d, sku: e.target.value }))}
            onPressEnter={search}
            data-testid="pick-sku"
          />
          <Button type="primary" onClick={search} data-testid="pick-search">
            {t('purchase:pick.search')}
          </Button>
        </Space>
        {rows.data && rows.data.total === 0 && Object.values(filters).every((v) => !v) ? (
          <Alert type="info" showIcon message={t(source.words.none)} />
        ) : (
          <Table<Row>
            rowKey="key"
            size="small"
            bordered
            loading={rows.isFetching}
            pagination={{
              current: pageNum,
              pageSize: PAGE_SIZE,
              total: rows.data?.total ?? 0,
              showSizeChanger: false,
              size: 'small',
              onChange: setPageNum,
            }}
            scroll={{ y: 380 }}
            dataSource={pageRows}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
            rowSelection={{
              selectedRowKeys: selected,
              preserveSelectedRowKeys: true,
              onChange: (keys) => {
                const next = new Map<string, Row>();
                for (const key of keys as string[]) {
                  const row = chosenRows.get(key) ?? pageRows.find((r) => r.key === key);
                  if (row) next.set(key, row);
                }
                setChosenRows(next);
                setSelected(keys as string[]);
              },
            }}
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
  url: '/api/order/purchaseReceive/pickOrderLines',
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
  url: '/api/order/purchaseReturnApply/pickReceiptLines',
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
  url: '/api/order/purchaseReturn/pickApplicationLines',
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
