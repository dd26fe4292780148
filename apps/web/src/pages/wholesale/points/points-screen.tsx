import type { DocumentDetailView, DocumentLineView } from '@quire/contracts';
import { Col, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocumentScreenConfig } from '../../../kit/document/document-screen';
import { CustomerField, CustomerName } from '../wholesale-kit';
import { PointsBalancePanel, PointsBalanceText, usePointsBalance } from './points-balance';
import { PointsLines } from './points-lines';

function ReasonField() {
  const { t } = useTranslation();
  return (
    <Col xs={24} md={8}>
      <Form.Item
        name="reason"
        label={t('points:fields.reason')}
        rules={[{ required: true, whitespace: true, message: t('points:fields.reasonRequired') }, { max: 200 }]}
      >
        <Input maxLength={200} data-testid="points-reason" />
      </Form.Item>
    </Col>
  );
}

/** Signed points: +100 granted, −50 redeemed. */
function PointsText({ points }: { points: unknown }) {
  const n = Number(points ?? 0);
  return (
    <Typography.Text type={n < 0 ? 'warning' : 'success'} data-testid="points-value">
      {n > 0 ? `+${n}` : String(n)}
    </Typography.Text>
  );
}

/** On the detail: the customer's balance today (asked again as the adjustment posts or is reversed). */
function DetailBalance({ doc }: { doc: DocumentDetailView }) {
  const balance = usePointsBalance(doc.customerId ?? doc.partnerId, `${doc.status}-${doc.version}`);
  return <PointsBalancePanel view={balance.data} />;
}

/**
 * 积分调整单 (DOMAIN 14): grants (> 0) or redeems (< 0) a customer's points with a reason.
 * Posting applies it (a redemption never beyond the balance); a reversal (红冲) undoes it.
 */
export const screen: DocumentScreenConfig = {
  type: 'CUSTOMER_REWARD',
  title: 'points:title',
  lineKind: 'points',
  initialValues: () => ({ lines: [{ key: 'points', points: null, remark: null }] }),
  headerFields: (form) => (
    <>
      <CustomerField form={form} />
      <ReasonField />
    </>
  ),
  lineGrid: (form, changed) => <PointsLines form={form} changed={changed} />,
  headerValues: (doc) => ({ customerId: doc.customerId ?? doc.partnerId, reason: doc.reason ?? null }),
  headerBody: (v) => ({ customerId: v.customerId, reason: v.reason }),
  headerItems: (doc) => [
    { key: 'customer', label: 'points:fields.customer', children: <CustomerName id={doc.customerId ?? doc.partnerId} /> },
    { key: 'points', label: 'points:fields.points', children: <PointsText points={doc.points} /> },
    { key: 'reason', label: 'points:fields.reason', children: String(doc.reason ?? '') },
    { key: 'balance', label: 'points:balance.current', children: <DetailBalance doc={doc} /> },
  ],
  detailLineColumns: (_doc, t) => [
    {
      key: 'points',
      title: t('points:fields.points'),
      width: 160,
      align: 'right',
      render: (_: unknown, l: DocumentLineView) => <PointsText points={l.points} />,
    },
  ],
  listColumns: ({ t }) => [
    {
      key: 'customer',
      title: t('points:fields.customer'),
      width: 220,
      ellipsis: true,
      render: (r) => <CustomerName id={r.customerId ?? r.partnerId} />,
    },
    { key: 'points', title: t('points:fields.points'), width: 110, align: 'right', render: (r) => <PointsText points={r.points} /> },
    { key: 'reason', title: t('points:fields.reason'), width: 240, ellipsis: true, render: (r) => String(r.reason ?? '') },
    {
      key: 'balance',
      title: t('points:balance.current'),
      width: 110,
      align: 'right',
      render: (r) => <PointsBalanceText customerId={r.customerId ?? r.partnerId} />,
    },
  ],
};
