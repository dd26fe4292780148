import { DOCUMENT_SCREENS, type PurchasePriceView, type PurchaseReceiptState } from '@quire/contracts';
import { Col, DatePicker, Form, Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import { useSession } from '../../../core/session-store';
import { formatDateTime, WarehouseName } from '../../../kit/document/document-kit';
import { type DocumentScreenConfig, type HeaderValues, warehouseFilter } from '../../../kit/document/document-screen';
import { ImportButton } from '../../../kit/import-dialog';
import { SupplierField, SupplierName, WarehouseField } from '../purchase-kit';
import { orderLineAction } from './order-line-close';

const ORDER = DOCUMENT_SCREENS.PURCHASE_ORDER;

/** 导入: orders from an .xlsx (one draft per supplier, warehouse and deadline), with its own permission. */
function OrderImportButton({ refresh }: { refresh: () => void }) {
  const { t } = useTranslation();
  return (
    <ImportButton
      permission={`${ORDER.permission}:import`}
      title={t('purchase:import.title')}
      templateUrl={`${ORDER.base}/importTemplate`}
      uploadUrl={`${ORDER.base}/importExcel`}
      onDone={(task) => {
        if (task.okRows > 0) refresh();
      }}
    />
  );
}

const STATE_COLORS: Record<PurchaseReceiptState, string> = { NONE: 'default', PARTIAL: 'processing', ALL: 'success', CLOSED: 'warning' };

/** 未入库 / 部分入库 / 全部入库 / 已关闭 as a tag. */
export function ReceiptStateTag({ state, t }: { state: unknown; t: TFunction }) {
  if (typeof state !== 'string' || !(state in STATE_COLORS)) return null;
  return (
    <Tag color={STATE_COLORS[state as PurchaseReceiptState]} data-receipt-state={state}>
      {t(`purchase:receiptState.${state}`)}
    </Tag>
  );
}

function OrderHeaderFields({ form }: { form: Parameters<NonNullable<DocumentScreenConfig['headerFields']>>[0] }) {
  const { t } = useTranslation();
  return (
    <>
      <SupplierField form={form} />
      <WarehouseField label="purchase:fields.receiveWarehouse" />
      <Col xs={24} md={6}>
        <Form.Item
          name="deliveryDeadline"
          label={t('purchase:fields.deliveryDeadline')}
          rules={[
            { required: true, message: t('purchase:fields.deliveryDeadlineRequired') },
            {
              validator: (_, v: dayjs.Dayjs | undefined) =>
                !v || v.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('purchase:fields.deliveryDeadlineLater'))),
            },
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: '100%' }}
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            data-testid="delivery-deadline"
          />
        </Form.Item>
      </Col>
    </>
  );
}

/**
 * 采购订单: supplier, receiving warehouse (the user's default purchase warehouse to start
 * with), delivery deadline (later than now), priced lines (a picked SKU brings its purchase
 * price). The list tells how far each order is received.
 */
export const screen: DocumentScreenConfig = {
  type: 'PURCHASE_ORDER',
  title: 'purchase:order.title',
  lineKind: 'priced',
  fulfilledLabel: 'purchase:fields.receivedQty',
  initialValues: () => {
    const user = useSession.getState().user;
    return {
      warehouseId: user?.defaultPurchaseWarehouseId ?? undefined,
      deliveryDeadline: dayjs().add(7, 'day').hour(17).minute(0).second(0),
    };
  },
  headerFields: (form) => <OrderHeaderFields form={form} />,
  // The price resolution of the server: supply information, else the last purchase, else the SKU's purchase price.
  priceLookup: async (form, skuId, qty) => {
    const supplierId = form.getFieldValue('supplierId') as string | undefined;
    if (!supplierId) return null;
    const billDate = (form.getFieldValue('billDate') as dayjs.Dayjs | undefined) ?? dayjs();
    const [found] = await http.post<PurchasePriceView[]>(
      '/api/order/purchaseOrder/prices',
      { supplierId, billDate: billDate.format('YYYY-MM-DD'), lines: [{ skuId, qty }] },
      { silent: true },
    );
    return found ? { price: found.price, taxRate: found.taxRate, source: found.source } : null;
  },
  headerValues: (doc) => ({
    supplierId: doc.supplierId ?? doc.partnerId,
    warehouseId: doc.warehouseId,
    deliveryDeadline: doc.deliveryDeadline ? dayjs(doc.deliveryDeadline as string) : undefined,
  }),
  headerBody: (v: HeaderValues) => ({
    supplierId: v.supplierId,
    warehouseId: v.warehouseId,
    deliveryDeadline: (v.deliveryDeadline as dayjs.Dayjs).toISOString(),
  }),
  headerItems: (doc) => [
    { key: 'supplier', label: 'purchase:fields.supplier', children: <SupplierName id={doc.supplierId ?? doc.partnerId} /> },
    { key: 'warehouse', label: 'purchase:fields.receiveWarehouse', children: <WarehouseName id={doc.warehouseId} /> },
    { key: 'deadline', label: 'purchase:fields.deliveryDeadline', children: formatDateTime(doc.deliveryDeadline as string | null) },
    { key: 'amount', label: 'purchase:fields.totalAmount', children: String(doc.totalAmount ?? '') },
  ],
  listColumns: ({ t, warehouseName }) => [
    {
      key: 'supplier',
      title: t('purchase:fields.supplier'),
      width: 200,
      ellipsis: true,
      render: (r) => <SupplierName id={r.supplierId ?? r.partnerId} />,
    },
    { key: 'warehouse', title: t('purchase:fields.receiveWarehouse'), width: 150, render: (r) => warehouseName(r.warehouseId) },
    {
      key: 'totalAmount',
      title: t('purchase:fields.totalAmount'),
      width: 130,
      align: 'right',
      render: (r) => String(r.totalAmount ?? ''),
    },
    {
      key: 'deadline',
      title: t('purchase:fields.deliveryDeadline'),
      width: 160,
      render: (r) => formatDateTime(r.deliveryDeadline as string | null).slice(0, 16),
    },
    {
      key: 'receiptState',
      title: t('purchase:fields.receiptState'),
      width: 110,
      render: (r) => <ReceiptStateTag state={r.receiptState} t={t} />,
    },
  ],
  listFilters: (ctx) => [warehouseFilter(ctx)],
  listToolbar: ({ refresh }) => <OrderImportButton refresh={refresh} />,
  lineAction: orderLineAction,
};
