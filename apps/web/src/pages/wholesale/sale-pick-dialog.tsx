import { DOCUMENT_SCREENS, type Page } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, type FormInstance, Input, InputNumber, Modal, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { ui } from '../../core/ui-bridge';
import { formatDecimal, useSkuNames } from '../../kit/document/document-kit';
import type { LineValue } from '../../kit/document/line-kinds';
import { plainQty, type SalePickLine, salePickedLines } from './sale-pick-lines';

/** Where a pick dialog takes lines from: the picking screen's call, its words, and whether lines keep gift and discount. */
export type SalePickSource = {
  url: string;
  saleFields: boolean;
  /** Locale keys (sale namespace): the button, the dialog title, "none open", the bill number, the done quantity. */
  words: { button: string; title: string; none: string; billNo: string; done: string };
  testId: string;
  /** The source's documents are the chosen customer's (false: a walk-in's retail sales, found by bill number). */
  byCustomer: boolean;
};

const PAGE_SIZE = 20;

/** 从批发订单选择: open lines of the customer's reviewed sale orders. */
export const FROM_SALE_ORDER: SalePickSource = {
  url: `${DOCUMENT_SCREENS.WHOLESALE_SALE.base}/pickOrderLines`,
  saleFields: true,
  words: {
    button: 'sale:pick.fromOrder',
    title: 'sale:pick.orderTitle',
    none: 'sale:pick.noOrder',
    billNo: 'sale:pick.orderNo',
    done: 'sale:pick.sent',
  },
  testId: 'pick-from-sale-order',
  byCustomer: true,
};

/** 从销售单选择: returnable lines of the customer's posted wholesale sales. */
export const FROM_SALE: SalePickSource = {
  url: `${DOCUMENT_SCREENS.WHOLESALE_RETURN.base}/pickSaleLines`,
  saleFields: false,
  words: {
    button: 'sale:pick.fromSale',
    title: 'sale:pick.saleTitle',
    none: 'sale:pick.noSale',
    billNo: 'sale:pick.saleNo',
    done: 'sale:pick.returned',
  },
  testId: 'pick-from-sale',
  byCustomer: true,
};

/** 从零售单选择: returnable lines (sold − returned) of the group's posted retail sales, by receipt number. */
export const FROM_RETAIL_SALE: SalePickSource = {
  url: `${DOCUMENT_SCREENS.RETAIL_RETURN.base}/pickSaleLines`,
  saleFields: false,
  words: {
    button: 'sale:pick.fromRetailSale',
    title: 'sale:pick.retailSaleTitle',
    none: 'sale:pick.noRetailSale',
    billNo: 'sale:pick.retailSaleNo',
    done: 'sale:pick.returned',
  },
  testId: 'pick-from-retail-sale',
  byCustomer: false,
};

/**
 * Tick open lines of the chosen customer's (or, for retail, the group's) source documents and the quantity to take now (at
 * most what is open); they become lines naming their source line, at its price.
 */
export function SalePickButton({ form, changed, source }: { form: FormInstance; changed: () => void; source: SalePickSource }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const [billNo, setBillNo] = useState('');
  const [filter, setFilter] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [chosen, setChosen] = useState<Map<string, SalePickLine>>(new Map());
  const [qty, setQty] = useState<Record<string, string>>({});
  const customerId = source.byCustomer ? (form.getFieldValue('customerId') as string | undefined) : undefined;
  const rows = useQuery({
    queryKey: ['wholesale', 'pick', source.url, customerId, opening, filter, pageNum],
    gcTime: 0,
    enabled: open && (!source.byCustomer || Boolean(customerId)),
    placeholderData: (previous) => previous,
    queryFn: () =>
      http.post<Page<SalePickLine>>(source.url, { customerId, billNo: filter.trim() || undefined, pageNum, pageSize: PAGE_SIZE }),
  });
  const pageRows = useMemo(() => rows.data?.list ?? [], [rows.data]);
  const skus = useSkuNames(useMemo(() => [...pageRows, ...chosen.values()].map((r) => r.skuId ?? ''), [pageRows, chosen]));

  const start = () => {
    if (source.byCustomer && !form.getFieldValue('customerId')) {
      ui.error(t('sale:pick.customerFirst'));
      return;
    }
    setChosen(new Map());
    setQty({});
    setBillNo('');
    setFilter('');
    setPageNum(1);
    setOpening((n) => n + 1);
    setOpen(true);
  };
  const confirm = () => {
    const picks = [...chosen.values()].map((line) => ({ line, qty: qty[line.id] ?? plainQty(line.open) }));
    const tooMuch = picks.find((p) => Number(p.qty) > Number(p.line.open));
    if (tooMuch) {
      ui.error(t('sale:pick.overOpen', { billNo: tooMuch.line.billNo, line: tooMuch.line.lineNo, open: plainQty(tooMuch.line.open) }));
      return;
    }
    form.setFieldValue('lines', salePickedLines((form.getFieldValue('lines') ?? []) as LineValue[], picks, source.saleFields));
    const first = picks[0]?.line;
    if (!form.getFieldValue('warehouseId') && first?.warehouseId) form.setFieldValue('warehouseId', first.warehouseId);
    changed();
    setOpen(false);
    ui.success(t('sale:pick.picked', { count: picks.length }));
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
        okText={t('sale:pick.ok')}
        okButtonProps={{ disabled: chosen.size === 0, ...({ 'data-testid': 'pick-ok' } as Record<string, string>) }}
        destroyOnHidden
      >
        <Space wrap style={{ marginBottom: 8 }}>
          <Input
            allowClear
            style={{ width: 220 }}
            maxLength={40}
            placeholder={t(source.words.billNo)}
            value={billNo}
            onChange={(e) => setBillNo(e.target.value)}
            onPressEnter={() => {
              setFilter(billNo);
              setPageNum(1);
            }}
            data-testid="pick-bill-no"
          />
          <Button
            type="primary"
            onClick={() => {
              setFilter(billNo);
              setPageNum(1);
            }}
            data-testid="pick-search"
          >
            {t('sale:pick.search')}
          </Button>
        </Space>
        {rows.data && rows.data.total === 0 && !filter ? (
          <Alert type="info" showIcon message={t(source.words.none)} data-testid="pick-none" />
        ) : (
          <Table<SalePickLine>
            rowKey="id"
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
              selectedRowKeys: [...chosen.keys()],
              preserveSelectedRowKeys: true,
              onChange: (keys) => {
                const next = new Map<string, SalePickLine>();
                for (const key of keys as string[]) {
                  const row = chosen.get(key) ?? pageRows.find((r) => r.id === key);
                  if (row) next.set(key, row);
                }
                setChosen(next);
              },
            }}
            data-testid="pick-table"
            columns={[
              { key: 'billNo', title: t(source.words.billNo), width: 170, render: (_, r) => r.billNo },
              {
                key: 'sku',
                title: t('sale:pick.sku'),
                render: (_, r) => {
                  const s = r.skuId ? skus.get(r.skuId) : undefined;
                  return `${s ? `${s.code} ${s.name}` : (r.skuId ?? '')}${r.gift ? ` (${t('document:lines.gift')})` : ''}`;
                },
              },
              { key: 'qty', title: t('sale:pick.qty'), width: 90, align: 'right', render: (_, r) => formatDecimal(r.qty) },
              { key: 'done', title: t(source.words.done), width: 90, align: 'right', render: (_, r) => formatDecimal(r.fulfilledQty) },
              { key: 'open', title: t('sale:pick.open'), width: 90, align: 'right', render: (_, r) => formatDecimal(r.open) },
              { key: 'price', title: t('sale:pick.price'), width: 100, align: 'right', render: (_, r) => formatDecimal(r.price, 6, 2) },
              {
                key: 'now',
                title: t('sale:pick.thisTime'),
                width: 130,
                render: (_, r) => (
                  <InputNumber<string>
                    stringMode
                    min="0"
                    max={plainQty(r.open)}
                    precision={4}
                    size="small"
                    value={qty[r.id] ?? plainQty(r.open)}
                    onChange={(v) => setQty((q) => ({ ...q, [r.id]: v ?? '0' }))}
                    data-testid={`pick-qty-${r.billNo}-${r.lineNo}`}
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
