import { Col, DatePicker, Form, Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DocumentScreenConfig, HeaderValues } from '../../../kit/document/document-screen';
import { SupplierField, SupplierName } from '../purchase-kit';

type HeaderForm = Parameters<NonNullable<DocumentScreenConfig['headerFields']>>[0];

/** 有效期: the first and the last day the prices apply (the last not before the first). */
function ValidityFields({ form }: { form: HeaderForm }) {
  const { t } = useTranslation();
  return (
    <>
      <Col xs={12} md={5}>
        <Form.Item
          name="validFrom"
          label={t('purchase:fields.validFrom')}
          rules={[{ required: true, message: t('purchase:fields.validFromRequired') }]}
        >
          <DatePicker
            style={{ width: '100%' }}
            format="YYYY-MM-DD"
            allowClear={false}
            onChange={() => void form.validateFields(['validTo']).catch(() => undefined)}
            data-testid="valid-from"
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={5}>
        <Form.Item
          name="validTo"
          label={t('purchase:fields.validTo')}
          dependencies={['validFrom']}
          rules={[
            { required: true, message: t('purchase:fields.validToRequired') },
            {
              validator: (_, v: dayjs.Dayjs | undefined) => {
                const from = form.getFieldValue('validFrom') as dayjs.Dayjs | undefined;
                return !v || !from || !v.isBefore(from, 'day')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('purchase:fields.validToBeforeFrom')));
              },
            },
          ]}
        >
          <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" allowClear={false} data-testid="valid-to" />
        </Form.Item>
      </Col>
    </>
  );
}

type Validity = 'PENDING' | 'VALID' | 'EXPIRED';
const VALIDITY_COLORS: Record<Validity, string> = { PENDING: 'default', VALID: 'success', EXPIRED: 'warning' };

/** 未生效 / 有效期内 / 已过期 of a sheet's dates today (whatever its status). */
export function validityOf(from: unknown, to: unknown, today = dayjs().format('YYYY-MM-DD')): Validity | null {
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  if (today < from) return 'PENDING';
  return today > to ? 'EXPIRED' : 'VALID';
}

/** The dates, and for a sheet in effect (reviewed or posted) whether they hold today. */
function ValidityPeriod({ from, to, status, t }: { from: unknown; to: unknown; status: string; t: TFunction }) {
  const validity = validityOf(from, to);
  if (!validity) return null;
  return (
    <span>
      {`${from as string} ~ ${to as string}`}{' '}
      {IN_EFFECT.includes(status) ? (
        <Tag color={VALIDITY_COLORS[validity]} data-validity={validity}>
          {t(`purchase:supplierPrice.validity.${validity}`)}
        </Tag>
      ) : null}
    </span>
  );
}

/** The statuses in which a sheet's prices apply (the server's price resolution reads these). */
const IN_EFFECT = ['REVIEWED', 'COMPLETE'];

/**
 * 供货信息单: a supplier's tax-inclusive prices of SKUs, each from a minimum quantity on, over
 * a validity period. Reviewed, it takes effect: a purchase order line of the supplier takes the
 * price with the highest minimum quantity within its quantity, valid on the order date.
 */
export const screen: DocumentScreenConfig = {
  type: 'SUPPLIER_PRICE',
  title: 'purchase:supplierPrice.title',
  lineKind: 'supply',
  initialValues: () => ({ validFrom: dayjs(), validTo: dayjs().add(1, 'year').subtract(1, 'day') }),
  headerFields: (form) => (
    <>
      <SupplierField form={form} />
      <ValidityFields form={form} />
    </>
  ),
  headerValues: (doc) => ({
    supplierId: doc.supplierId ?? doc.partnerId,
    validFrom: doc.validFrom ? dayjs(doc.validFrom as string) : undefined,
    validTo: doc.validTo ? dayjs(doc.validTo as string) : undefined,
  }),
  headerBody: (v: HeaderValues) => ({
    supplierId: v.supplierId,
    validFrom: (v.validFrom as dayjs.Dayjs).format('YYYY-MM-DD'),
    validTo: (v.validTo as dayjs.Dayjs).format('YYYY-MM-DD'),
  }),
  headerItems: (doc) => [
    { key: 'supplier', label: 'purchase:fields.supplier', children: <SupplierName id={doc.supplierId ?? doc.partnerId} /> },
    {
      key: 'validity',
      label: 'purchase:supplierPrice.period',
      children: <ValidityText from={doc.validFrom} to={doc.validTo} status={doc.status} />,
    },
    { key: 'lineCount', label: 'purchase:supplierPrice.lineCount', children: String(doc.lines.length) },
  ],
  listColumns: ({ t }) => [
    {
      key: 'supplier',
      title: t('purchase:fields.supplier'),
      width: 220,
      ellipsis: true,
      render: (r) => <SupplierName id={r.supplierId ?? r.partnerId} />,
    },
    {
      key: 'validity',
      title: t('purchase:supplierPrice.period'),
      width: 290,
      render: (r) => <ValidityPeriod from={r.validFrom} to={r.validTo} status={r.status} t={t} />,
    },
  ],
};

function ValidityText({ from, to, status }: { from: unknown; to: unknown; status: string }) {
  const { t } = useTranslation();
  return <ValidityPeriod from={from} to={to} status={status} t={t} />;
}
