import type { SaleOrderState } from '@quire/contracts';
import { DOCUMENT_SCREENS } from '@quire/contracts';
import { Form, Input, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../core/session-store';
import { WarehouseName } from '../../../kit/document/document-kit';
import { type DocumentScreenConfig, warehouseFilter } from '../../../kit/document/document-screen';
import { ImportButton } from '../../../kit/import-dialog';
import { OrderCustomerCredit } from '../customer-credit/credit-summary';
import {
  CustomerField,
  CustomerName,
  confirmBelowCost,
  DeliveryAddressField,
  SaleSourceField,
  SaleSourceText,
  saleHeader,
  salePriceLookup,
  WarehouseField,
} from '../wholesale-kit';
import { ImportedOrders, OriginTag, originOptions } from './imported-orders';
import { CombineTransferButton, orderDetailActions, orderLineAction } from './sale-order-actions';

/** The derived state (DOMAIN 4) from the list's fulfilment: nothing sent, some sent, all sent or closed. */
const STATE_OF: Record<string, SaleOrderState> = { NONE: 'PENDING', PARTIAL: 'BILLING', ALL: 'CLOSED', CLOSED: 'CLOSED' };
const STATE_COLORS: Record<SaleOrderState, string> = { PENDING: 'default', BILLING: 'processing', CLOSED: 'success' };

/** 待处理 / 仓库开单中 / 已关闭 as a tag. */
function OrderStateTag({ state, t }: { state: unknown; t: TFunction }) {
  const s = typeof state === 'string' ? STATE_OF[state] : undefined;
  if (!s) return null;
  return (
    <Tag color={STATE_COLORS[s]} data-order-state={s}>
      {t(`sale:orderState.${s}`)}
    </Tag>
  );
}

const ORDER = DOCUMENT_SCREENS.VERBAL_ORDER;

/** 导入建单: orders from an .xlsx (one draft per customer and order ref, all or nothing), with its own permission. */
function OrderImportButton({ refresh }: { refresh: () => void }) {
  const { t } = useTranslation();
  return (
    <ImportButton
      permission={`${ORDER.permission}:import`}
      label={t('sale:import.button')}
      title={t('sale:import.title')}
      templateUrl={`${ORDER.base}/importTemplate`}
      uploadUrl={`${ORDER.base}/importExcel`}
      modes={['ALL_OR_NOTHING']}
      onDone={(task) => {
        if (task.okRows > 0) refresh();
      }}
      // When it finishes: which orders it made, each bill number opening its order.
      result={(task, close) => <ImportedOrders taskId={task.id} close={close} />}
    />
  );
}

/**
 * 批发订单: customer (quick search), sale source, delivery address (the customer's default when
 * empty), delivery warehouse (the group's default sale warehouse to start with), lines priced by
 * the price resolution with the reason shown. Reviewed, it is transferred (转单) into a sale.
 */
export const screen: DocumentScreenConfig = {
  type: 'VERBAL_ORDER',
  title: 'sale:order.title',
  lineKind: 'priced',
  saleLines: true,
  fulfilledLabel: 'sale:fields.transferredQty',
  initialValues: () => ({ warehouseId: useSession.getState().user?.defaultSaleWarehouseId ?? undefined, saleSource: 'IN_STORE' }),
  headerFields: (form) => (
    <>
      {/* Held for the customer picker (an imported order keeps its customer); never sent back. */}
      <Form.Item name="origin" hidden>
        <Input />
      </Form.Item>
      <CustomerField form={form} />
      <SaleSourceField />
      <WarehouseField label="sale:fields.deliveryWarehouse" />
      <DeliveryAddressField />
    </>
  ),
  priceLookup: salePriceLookup,
  beforeSave: confirmBelowCost(DOCUMENT_SCREENS.VERBAL_ORDER.base),
  // The origin rides along (never sent back): an imported order's customer picker is disabled.
  headerValues: (doc) => ({ ...saleHeader.values(doc), origin: doc.origin ?? 'MANUAL' }),
  headerBody: saleHeader.body,
  headerItems: (doc) => [
    { key: 'customer', label: 'sale:fields.customer', children: <CustomerName id={doc.customerId ?? doc.partnerId} /> },
    { key: 'saleSource', label: 'sale:fields.saleSource', children: <SaleSourceText value={doc.saleSource} /> },
    { key: 'warehouse', label: 'sale:fields.deliveryWarehouse', children: <WarehouseName id={doc.warehouseId} /> },
    { key: 'address', label: 'sale:fields.deliveryAddress', children: String(doc.deliveryAddress ?? '') },
    { key: 'amount', label: 'sale:fields.totalAmount', children: String(doc.totalAmount ?? '') },
    {
      key: 'credit',
      label: 'credit:summary.remaining',
      children: <OrderCustomerCredit customerId={doc.customerId ?? doc.partnerId} refresh={`${doc.status}-${doc.version}`} />,
    },
  ],
  listColumns: ({ t, warehouseName }) => [
    {
      key: 'customer',
      title: t('sale:fields.customer'),
      width: 200,
      ellipsis: true,
      render: (r) => <CustomerName id={r.customerId ?? r.partnerId} />,
    },
    { key: 'warehouse', title: t('sale:fields.deliveryWarehouse'), width: 150, render: (r) => warehouseName(r.warehouseId) },
    { key: 'totalAmount', title: t('sale:fields.totalAmount'), width: 120, align: 'right', render: (r) => String(r.totalAmount ?? '') },
    { key: 'orderState', title: t('sale:fields.orderState'), width: 120, render: (r) => <OrderStateTag state={r.transferState} t={t} /> },
    {
      key: 'fulfilmentRate',
      title: t('sale:fields.fulfilmentRate'),
      width: 100,
      align: 'right',
      render: (r) => `${String(r.fulfilmentRate ?? '0.00')}%`,
    },
    { key: 'origin', title: t('sale:fields.origin'), width: 90, render: (r) => <OriginTag origin={r.origin} t={t} /> },
  ],
  listFilters: (ctx) => [
    warehouseFilter(ctx),
    { kind: 'select', name: 'origin', label: ctx.t('sale:fields.origin'), options: originOptions(ctx.t) },
  ],
  lineAction: orderLineAction,
  detailActions: orderDetailActions,
  listToolbar: ({ selected, clearSelection, refresh }) => (
    <>
      <CombineTransferButton selected={selected} clearSelection={clearSelection} />
      <OrderImportButton refresh={refresh} />
    </>
  ),
};
