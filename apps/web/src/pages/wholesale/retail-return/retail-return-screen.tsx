import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../core/session-store';
import { WarehouseName } from '../../../kit/document/document-kit';
import { type DocumentScreenConfig, warehouseFilter } from '../../../kit/document/document-screen';
import { PaymentTypeName } from '../../../kit/money/money-fields';
import { BuyerFields, PaymentTypeField, retailPriceLookup } from '../retail-kit';
import { FROM_RETAIL_SALE, SalePickButton } from '../sale-pick-dialog';
import { WarehouseField } from '../wholesale-kit';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function ReasonField() {
  const { t } = useTranslation();
  return (
    <Col xs={24} md={8}>
      <Form.Item name="reason" label={t('sale:fields.returnReason')}>
        <Input maxLength={200} data-testid="return-reason" />
      </Form.Item>
    </Col>
  );
}

/**
 * 零售退货单: goods a walk-in buyer brings back, refunded the return's total by the payment type
 * named. A line picked from a posted retail sale (从零售单选择, by its receipt number) names that
 * sale's line and enters at its cost, up to sold − returned; an unlinked one at the current average.
 */
export const screen: DocumentScreenConfig = {
  type: 'RETAIL_RETURN',
  title: 'sale:retail.returnTitle',
  lineKind: 'priced',
  saleLines: 'discount',
  initialValues: () => ({
    warehouseId:
      useSession.getState().user?.defaultSaleReturnWarehouseId ?? useSession.getState().user?.defaultSaleWarehouseId ?? undefined,
    paymentType: 'CASH',
  }),
  linesExtra: (form, changed) => <SalePickButton form={form} changed={changed} source={FROM_RETAIL_SALE} />,
  headerFields: () => (
    <>
      <WarehouseField label="sale:fields.returnWarehouse" />
      <BuyerFields />
      <PaymentTypeField label="sale:retail.refundType" />
      <ReasonField />
    </>
  ),
  priceLookup: retailPriceLookup,
  headerValues: (doc) => ({
    warehouseId: doc.warehouseId,
    buyerName: doc.buyerName ?? null,
    buyerPhone: doc.buyerPhone ?? null,
    paymentType: doc.paymentType ?? 'CASH',
    reason: doc.reason ?? null,
  }),
  headerBody: (v) => ({
    warehouseId: v.warehouseId,
    buyerName: v.buyerName || null,
    buyerPhone: v.buyerPhone || null,
    paymentType: v.paymentType,
    reason: v.reason || null,
  }),
  headerItems: (doc) => [
    { key: 'warehouse', label: 'sale:fields.returnWarehouse', children: <WarehouseName id={doc.warehouseId} /> },
    { key: 'buyer', label: 'sale:retail.buyerName', children: [text(doc.buyerName), text(doc.buyerPhone)].filter(Boolean).join(' ') },
    { key: 'reason', label: 'sale:fields.returnReason', children: text(doc.reason) },
    { key: 'paymentType', label: 'sale:retail.refundType', children: <PaymentTypeName code={doc.paymentType} /> },
    {
      key: 'refund',
      label: 'sale:retail.refund',
      children: <span data-testid="return-refund">{text(doc.refund ?? doc.totalAmount)}</span>,
    },
  ],
  listColumns: ({ t, warehouseName }) => [
    { key: 'warehouse', title: t('sale:fields.returnWarehouse'), width: 150, render: (r) => warehouseName(r.warehouseId) },
    { key: 'buyer', title: t('sale:retail.buyerName'), width: 120, ellipsis: true, render: (r) => text(r.buyerName) },
    { key: 'totalAmount', title: t('sale:fields.totalAmount'), width: 110, align: 'right', render: (r) => text(r.totalAmount) },
    { key: 'paymentType', title: t('sale:retail.refundType'), width: 110, render: (r) => <PaymentTypeName code={r.paymentType} /> },
  ],
  listFilters: (ctx) => [warehouseFilter(ctx)],
};
