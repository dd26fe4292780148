import {
  DOCUMENT_SCREENS,
  type DocumentDetailView,
  type DocumentHeaderView,
  type DocumentLineView,
  REBATE_REASON_MAX,
  REBATE_TYPES,
  type RebateAdjustKind,
} from '@quire/contracts';
import { Col, Form, Input, InputNumber, Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocumentScreenConfig, HeaderValues } from '../../../kit/document/document-screen';
import { ExportButton } from '../../../kit/export-action';
import { CustomerField, CustomerName } from '../wholesale-kit';
import { RebateLines } from './rebate-lines';
import { RebateSummaryPanel, useRebateSummary } from './rebate-summary';

/** The editor offers the ratio first (the usual sheet), then the amount. */
const KINDS: readonly RebateAdjustKind[] = ['RATIO', 'AMOUNT'];

type HeaderForm = Parameters<NonNullable<DocumentScreenConfig['headerFields']>>[0];

function RebateHeaderFields({ form }: { form: HeaderForm }) {
  const { t } = useTranslation();
  const adjustKind = Form.useWatch('adjustKind', form) as string | undefined;
  return (
    <>
      <CustomerField form={form} />
      <Col xs={24} md={8}>
        <Form.Item name="adjustKind" label={t('rebate:fields.adjustKind')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={KINDS.map((k) => ({ value: k, label: t(`rebate:kinds.${k}`) }))}
            onChange={(e) => {
              // A ratio sheet moves no amount; an amount sheet starts empty.
              const lines = (form.getFieldValue('lines') as Record<string, unknown>[] | undefined) ?? [];
              form.setFieldsValue({ lines: [{ ...(lines[0] ?? { key: 'rebate' }), amount: e.target.value === 'RATIO' ? '0' : null }] });
            }}
            data-testid="rebate-kind"
          />
        </Form.Item>
      </Col>
      {adjustKind === 'RATIO' && (
        <>
          <Col xs={12} md={4}>
            <Form.Item
              name="rebateRatio"
              label={t('rebate:fields.newRatio')}
              rules={[
                { required: true, message: t('rebate:fields.ratioRequired') },
                {
                  validator: (_r, v) =>
                    v === null || v === undefined || v === '' || (Number(v) >= 0 && Number(v) <= 100)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('rebate:fields.ratioRange'))),
                },
              ]}
            >
              <InputNumber<string>
                stringMode
                precision={2}
                min="0"
                max="100"
                addonAfter="%"
                style={{ width: '100%' }}
                data-testid="rebate-ratio"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item
              name="rebateType"
              label={t('rebate:fields.newType')}
              dependencies={['rebateRatio']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_r, v) =>
                    v || !(Number(getFieldValue('rebateRatio')) > 0)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('rebate:fields.typeRequired'))),
                }),
              ]}
            >
              <Radio.Group options={REBATE_TYPES.map((k) => ({ value: k, label: t(`rebate:types.${k}`) }))} data-testid="rebate-type" />
            </Form.Item>
          </Col>
        </>
      )}
      <Col xs={24} md={adjustKind === 'RATIO' ? 16 : 8}>
        <Form.Item
          name="reason"
          label={t('rebate:fields.reason')}
          rules={[
            { required: true, whitespace: true, message: t('rebate:fields.reasonRequired') },
            { max: REBATE_REASON_MAX, message: t('rebate:fields.reasonTooLong', { max: REBATE_REASON_MAX }) },
          ]}
        >
          <Input maxLength={REBATE_REASON_MAX} showCount data-testid="rebate-reason" />
        </Form.Item>
      </Col>
    </>
  );
}

/** What the sheet does: 比例 7.50% 期间返利, or the signed amount. */
export function RebateChangeText({ doc }: { doc: Record<string, unknown> }) {
  const { t } = useTranslation();
  if (doc.adjustKind === 'RATIO') {
    return (
      <span data-testid="rebate-change">
        {t('rebate:ratioText', { ratio: String(doc.rebateRatio ?? '0') })}{' '}
        {doc.rebateType ? <Tag>{t(`rebate:types.${String(doc.rebateType)}`)}</Tag> : null}
      </span>
    );
  }
  return <span data-testid="rebate-change">{String(doc.totalAmount ?? '')}</span>;
}

/** On the detail: the customer's rebate now (asked again as the sheet moves on). */
function DetailSummary({ doc }: { doc: DocumentDetailView }) {
  const summary = useRebateSummary(doc.customerId ?? doc.partnerId, `${doc.status}-${doc.version}`);
  return <RebateSummaryPanel summary={summary.data} titled={false} />;
}

/**
 * 客户返利调整 (返利比例审核单, DOMAIN 13): a new rebate ratio and type for a customer, or a
 * signed rebate amount (a periodic customer's settlement after the period). Reviewed, it takes
 * effect; reverse review or void (作废) undoes it.
 */
export const screen: DocumentScreenConfig = {
  type: 'REBATE_RATIO_AUDIT',
  title: 'rebate:title',
  lineKind: 'money',
  noPosting: true,
  initialValues: () => ({ adjustKind: 'RATIO', lines: [{ key: 'rebate', amount: '0', remark: null }] }),
  headerFields: (form) => <RebateHeaderFields form={form} />,
  lineGrid: (form, changed) => <RebateLines form={form} changed={changed} />,
  headerValues: (doc) => ({
    customerId: doc.customerId ?? doc.partnerId,
    adjustKind: doc.adjustKind ?? 'RATIO',
    rebateRatio: doc.rebateRatio ?? null,
    rebateType: doc.rebateType ?? null,
    reason: doc.reason ?? null,
    periodFrom: doc.periodFrom ?? null,
    periodTo: doc.periodTo ?? null,
  }),
  headerBody: (v: HeaderValues) => ({
    customerId: v.customerId,
    adjustKind: v.adjustKind,
    ...(v.adjustKind === 'RATIO'
      ? { rebateRatio: v.rebateRatio, rebateType: v.rebateType ?? null }
      : { periodFrom: v.periodFrom ?? null, periodTo: v.periodTo ?? null }),
    reason: v.reason ?? '',
  }),
  headerItems: (doc) => [
    { key: 'customer', label: 'rebate:fields.customer', children: <CustomerName id={doc.customerId ?? doc.partnerId} /> },
    {
      key: 'kind',
      label: 'rebate:fields.adjustKind',
      children: (
        <span data-testid="rebate-detail-kind">
          <KindText kind={doc.adjustKind} />
        </span>
      ),
    },
    { key: 'change', label: 'rebate:fields.change', children: <RebateChangeText doc={doc} /> },
    { key: 'reason', label: 'rebate:fields.reason', children: String(doc.reason ?? '') },
    ...(doc.adjustKind === 'AMOUNT' && doc.periodFrom
      ? [
          {
            key: 'period',
            label: 'rebate:period.title',
            children: <span data-testid="rebate-detail-period">{`${String(doc.periodFrom)} ~ ${String(doc.periodTo ?? '')}`}</span>,
          },
        ]
      : []),
    { key: 'summary', label: 'rebate:summary.title', children: <DetailSummary doc={doc} /> },
  ],
  detailLineColumns: (_doc, t) => [
    {
      key: 'amount',
      title: t('rebate:fields.amount'),
      width: 160,
      align: 'right',
      render: (_: unknown, l: DocumentLineView) => String(l.amount ?? ''),
    },
  ],
  listToolbar: ({ selected }) => <SummaryExport selected={selected} />,
  listColumns: ({ t }) => [
    {
      key: 'customer',
      title: t('rebate:fields.customer'),
      width: 220,
      ellipsis: true,
      render: (r) => <CustomerName id={r.customerId ?? r.partnerId} />,
    },
    { key: 'kind', title: t('rebate:fields.adjustKind'), width: 120, render: (r) => <KindText kind={r.adjustKind} /> },
    { key: 'change', title: t('rebate:fields.change'), width: 200, render: (r) => <RebateChangeText doc={r} /> },
    { key: 'reason', title: t('rebate:fields.reason'), width: 240, ellipsis: true, render: (r) => String(r.reason ?? '') },
  ],
};

function KindText({ kind }: { kind: unknown }) {
  const { t } = useTranslation();
  return <>{kind === 'RATIO' || kind === 'AMOUNT' ? t(`rebate:kinds.${kind}`) : ''}</>;
}

/**
 * 导出返利汇总: the rebate summary of the selected sheets' customers, or of every customer with a
 * rebate ratio or any rebate when none is selected, to the download center.
 */
function SummaryExport({ selected }: { selected: DocumentHeaderView[] }) {
  const { t } = useTranslation();
  const screen = DOCUMENT_SCREENS.REBATE_RATIO_AUDIT;
  return (
    <ExportButton
      permission={`${screen.permission}:export`}
      url={`${screen.base}/summary/exportExcel`}
      label={t('rebate:summaryExport.button')}
      testId="rebate-summary-export"
      filters={() => {
        const ids = [...new Set(selected.map((d) => String(d.customerId ?? d.partnerId)))];
        return ids.length > 0 ? { customerIds: ids.slice(0, 200) } : {};
      }}
    />
  );
}
