import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../core/session-store';
import { WarehouseName } from '../../../kit/document/document-kit';
import { type DocumentScreenConfig, warehouseFilter } from '../../../kit/document/document-screen';
import { FROM_SALE, SalePickButton } from '../sale-pick-dialog';
import { askReturnDiscountAuth, CustomerField, CustomerName, rebateItems, WarehouseField } from '../wholesale-kit';

function ReasonField() {
  const { t } = useTranslation();
  return (
    <Col xs={24} md={10}>
      <Form.Item name="reason" label={t('sale:fields.returnReason')}>
        <Input maxLength={200} data-testid="return-reason" />
      </Form.Item>
    </Col>
  );
}

/** Who authorized a discount above the clerk's cap, as the return keeps it. */
function isAuthorization(v: unknown): v is { name: string; percent: string } {
  return typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string';
}

/**
 * 批发退货单: goods back from a customer, at a price of 0 or more; a line of a posted sale
 * enters at that sale's cost, an unlinked one at the current average; posting lowers the
 * customer's receivable. A line discount above the clerk's return discount cap needs an
 * authorizer's discount authorization code, asked for when saving.
 */
export const screen: DocumentScreenConfig = {
  type: 'WHOLESALE_RETURN',
  title: 'sale:return.title',
  lineKind: 'priced',
  saleLines: 'discount',
  beforeSave: askReturnDiscountAuth,
  initialValues: () => ({
    warehouseId:
      useSession.getState().user?.defaultSaleReturnWarehouseId ?? useSession.getState().user?.defaultSaleWarehouseId ?? undefined,
  }),
  linesExtra: (form, changed) => <SalePickButton form={form} changed={changed} source={FROM_SALE} />,
  headerFields: (form) => (
    <>
      <CustomerField form={form} />
      <WarehouseField label="sale:fields.returnWarehouse" />
      <ReasonField />
    </>
  ),
  headerValues: (doc) => ({ customerId: doc.customerId ?? doc.partnerId, warehouseId: doc.warehouseId, reason: doc.reason ?? null }),
  headerBody: (v) => ({ customerId: v.customerId, warehouseId: v.warehouseId, reason: v.reason || null }),
  headerItems: (doc) => [
    { key: 'customer', label: 'sale:fields.customer', children: <CustomerName id={doc.customerId ?? doc.partnerId} /> },
    { key: 'warehouse', label: 'sale:fields.returnWarehouse', children: <WarehouseName id={doc.warehouseId} /> },
    { key: 'reason', label: 'sale:fields.returnReason', children: String(doc.reason ?? '') },
    { key: 'amount', label: 'sale:fields.totalAmount', children: String(doc.totalAmount ?? '') },
    ...rebateItems(doc, 'sale:fields.rebateReturned'),
    ...(isAuthorization(doc.discountAuthorizedBy)
      ? [
          {
            key: 'discountAuth',
            label: 'sale:fields.discountAuthorizedBy',
            children: (
              <span data-testid="discount-authorized-by">{`${doc.discountAuthorizedBy.name} (${Number(doc.discountAuthorizedBy.percent)}%)`}</span>
            ),
          },
        ]
      : []),
  ],
  listColumns: ({ t, warehouseName }) => [
    {
      key: 'customer',
      title: t('sale:fields.customer'),
      width: 200,
      ellipsis: true,
      render: (r) => <CustomerName id={r.customerId ?? r.partnerId} />,
    },
    { key: 'warehouse', title: t('sale:fields.returnWarehouse'), width: 150, render: (r) => warehouseName(r.warehouseId) },
    { key: 'totalAmount', title: t('sale:fields.totalAmount'), width: 120, align: 'right', render: (r) => String(r.totalAmount ?? '') },
  ],
  listFilters: (ctx) => [warehouseFilter(ctx)],
};
