import type { SkuView } from '@quire/contracts';
import { Col, Form, type FormInstance, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import type { HeaderValues } from '../../kit/document/document-screen';
import { usePaymentTypes } from '../../kit/money/money-fields';

/** The lines' total as the server computes it: Σ (qty × price − discount), to the fen. */
export function linesTotal(lines: unknown): number {
  if (!Array.isArray(lines)) return 0;
  let cents = 0;
  for (const l of lines as Record<string, unknown>[]) {
    if (!l) continue;
    const gross = Math.round(Number(l.qty ?? 0) * Number(l.price ?? 0) * 100);
    const discount = Math.round(Number(l.discount ?? 0) * 100);
    if (Number.isFinite(gross) && Number.isFinite(discount)) cents += gross - discount;
  }
  return cents / 100;
}

/** 顾客 / 电话: the walk-in buyer, both optional. */
export function BuyerFields() {
  const { t } = useTranslation();
  return (
    <>
      <Col xs={24} md={5}>
        <Form.Item name="buyerName" label={t('sale:retail.buyerName')}>
          <Input maxLength={50} data-testid="buyer-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={5}>
        <Form.Item name="buyerPhone" label={t('sale:retail.buyerPhone')}>
          <Input maxLength={50} data-testid="buyer-phone" />
        </Form.Item>
      </Col>
    </>
  );
}

/** 付款方式 (or 退款方式): the payment types of collections. */
export function PaymentTypeField({ label }: { label: string }) {
  const { t } = useTranslation();
  const types = usePaymentTypes();
  return (
    <Col xs={24} md={4}>
      <Form.Item name="paymentType" label={t(label)} rules={[{ required: true, message: t('sale:retail.paymentTypeRequired') }]}>
        <Select options={types.options} loading={types.loading} data-testid="payment-type" />
      </Form.Item>
    </Col>
  );
}

/** 实收 and the change shown as it is typed: received − total (cash); other payment types take the total exactly. */
export function ReceivedFields({ form }: { form: FormInstance<HeaderValues> }) {
  const { t } = useTranslation();
  const lines = Form.useWatch('lines', form);
  const received = Form.useWatch('received', form) as number | string | null | undefined;
  const total = linesTotal(lines);
  const change = received === null || received === undefined || received === '' ? null : Number(received) - total;
  return (
    <>
      <Col xs={24} md={4}>
        <Form.Item label={t('sale:retail.payable')}>
          <Typography.Text strong data-testid="retail-payable">
            {total.toFixed(2)}
          </Typography.Text>
        </Form.Item>
      </Col>
      <Col xs={24} md={4}>
        <Form.Item
          name="received"
          label={t('sale:retail.received')}
          rules={[{ required: true, message: t('sale:retail.receivedRequired') }]}
        >
          <InputNumber min={0} precision={2} style={{ width: '100%' }} data-testid="received" />
        </Form.Item>
      </Col>
      <Col xs={24} md={4}>
        <Form.Item label={t('sale:retail.change')}>
          <Typography.Text strong type={change !== null && change < 0 ? 'danger' : undefined} data-testid="retail-change">
            {change === null ? '' : change.toFixed(2)}
          </Typography.Text>
        </Form.Item>
      </Col>
    </>
  );
}

/** A retail line's price: the SKU's retail price (零售价). */
export async function retailPriceLookup(_form: FormInstance<HeaderValues>, skuId: string) {
  const [sku] = await http.post<SkuView[]>('/api/product/sku/list', { ids: [skuId] }, { silent: true });
  return sku?.retailPrice ? { price: String(sku.retailPrice), taxRate: null, source: null } : null;
}
