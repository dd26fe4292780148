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

/**
 * Open lines of the supplier's source documents (reviewed purchase orders not yet fully
 * received, at most 20 of them, newest first): their list rows from the (group, partner)
 * index, then each order's lines.
 */
function useOpenSourceLines(base: string, supplierId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['purchase', 'open-lines', base, supplierId],
    enabled: enabled && Boolean(supplierId),
    queryFn: async (): Promise<Row[]> => {
      const page = await http.post<Page<DocumentHeaderView>>(`${base}/page`, {
        pageNum: 1,
        pageSize: 20,
        status: 'REVIEWED',
        partnerId: supplierId,
      });
      const open = page.list.filter((r) => r.receiptState === undefined || r.receiptState === 'NONE' || r.receiptState === 'PARTIAL');
      const details = await Promise.all(open.map((r) => http.get<DocumentDetailView>(`${base}/${r.id}`)));
      return details.flatMap((d) =>
        d.lines
          .map((line) => ({ key: line.id, billNo: d.billNo, billDate: d.billDate, line, open: openQty(line), warehouseId: d.warehouseId }))
          .filter((r) => Number(r.open) > 0),
      );
    },
  });
}

/** 从采购订单选择: tick open order lines of the chosen supplier and the quantity to receive now; they become receipt lines. */
export function PickFromOrderButton({ form, changed }: { form: FormInstance; changed: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [qty, setQty] = useState<Record<string, string>>({});
  const supplierId = form.getFieldValue('supplierId') as string | undefined;
  const rows = useOpenSourceLines('/api/order/purchaseOrder', supplierId, open);
  const skus = useSkuNames(useMemo(() => (rows.data ?? []).map((r) => r.line.skuId ?? ''), [rows.data]));

  const start = () => {
    if (!form.getFieldValue('supplierId')) {
      ui.error(t('purchase:pick.supplierFirst'));
      return;
    }
    setSelected([]);
    setQty({});
    setOpen(true);
  };
  const confirm = () => {
    const picks = (rows.data ?? []).filter((r) => selected.includes(r.key)).map((r) => ({ line: r.line, qty: qty[r.key] ?? r.open }));
    const lines = pickedLines((form.getFieldValue('lines') ?? []) as LineValue[], picks);
    form.setFieldValue('lines', lines);
    const first = (rows.data ?? []).find((r) => selected.includes(r.key));
    if (!form.getFieldValue('warehouseId') && first?.warehouseId) form.setFieldValue('warehouseId', first.warehouseId);
    changed();
    setOpen(false);
    ui.success(t('purchase:pick.picked', { count: picks.length }));
  };

  return (
    <>
      <Button onClick={start} style={{ marginBottom: 8 }} data-testid="pick-from-order">
        {t('purchase:pick.fromOrder')}
      </Button>
      <Modal
        open={open}
        title={t('purchase:pick.title')}
        width={960}
        onCancel={() => setOpen(false)}
        onOk={confirm}
        okText={t('purchase:pick.ok')}
        okButtonProps={{ disabled: selected.length === 0, ...({ 'data-testid': 'pick-ok' } as Record<string, string>) }}
        destroyOnHidden
      >
        {rows.data && rows.data.length === 0 ? (
          <Alert type="info" showIcon message={t('purchase:pick.none')} />
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
              { key: 'billNo', title: t('purchase:pick.billNo'), width: 170, render: (_, r) => r.billNo },
              {
                key: 'sku',
                title: t('purchase:pick.sku'),
                render: (_, r) => {
                  const s = r.line.skuId ? skus.get(r.line.skuId) : undefined;
                  return s ? `${s.code} ${s.name}` : (r.line.skuId ?? '');
                },
              },
              { key: 'ordered', title: t('purchase:pick.ordered'), width: 90, align: 'right', render: (_, r) => formatDecimal(r.line.qty) },
              {
                key: 'received',
                title: t('purchase:pick.received'),
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
                title: t('purchase:pick.thisTime'),
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
