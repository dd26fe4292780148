import { PlusOutlined } from '@ant-design/icons';
import type { CurrencyView, ExchangeRateView, Status } from '@quire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, DatePicker, Empty, Form, Input, InputNumber, Modal, Row, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access, usePermission } from '../../core/access';
import { DATE_FORMAT } from '../../core/constants';
import { ui } from '../../core/ui-bridge';
import { ExportButton } from '../../kit/export-action';
import { type ListColumn, ListPage, type RowAction } from '../../kit/list-page';
import { createTimeColumn } from '../../kit/record-columns';
import { RemarkField, StatusField } from '../../kit/record-fields';
import { useChoiceRule } from '../../kit/required-rules';
import { useStatusActions } from '../../kit/status-actions';
import { StatusTag } from '../../kit/status-tag';
import { useModalForm } from '../../kit/use-modal-form';
import { currencyApi, currencyKeys, exchangeRateApi } from './currency-api';
import { formatRate, isPositiveRate } from './rate-format';

type CurrencyValues = { code: string; name: string; nameEn?: string | null; symbol: string; precision: number; status: Status };

function CurrencyModal({ currency, open, onClose }: { currency: CurrencyView | null; open: boolean; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const { form, modal } = useModalForm<CurrencyValues, CurrencyView>({
    open,
    resetOnOpen: true,
    record: currency,
    toValues: (c) => ({ ...c }),
    onClose,
    submit: async (v) => {
      const common = { name: v.name.trim(), nameEn: v.nameEn?.trim() || null, symbol: v.symbol.trim(), precision: v.precision };
      if (currency) await currencyApi.update({ ...common, id: currency.id });
      else await currencyApi.add({ ...common, code: v.code.trim().toUpperCase(), status: v.status });
    },
  });

  return (
    <Modal
      {...modal}
      title={t(currency ? 'basic:currency.editTitle' : 'basic:currency.addTitle', { code: currency?.code ?? '' })}
      forceRender
    >
      <Form form={form} name="currency" layout="vertical" initialValues={{ precision: 2, status: 'ENABLE' }}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="code"
              label={t('basic:currency.code')}
              extra={currency ? undefined : t('basic:currency.codeHelp')}
              rules={[{ required: true }, { pattern: /^[A-Za-z]{3}$/, message: t('basic:currency.codePattern') }]}
            >
              <Input maxLength={3} disabled={Boolean(currency)} style={{ textTransform: 'uppercase' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label={t('basic:currency.name')} rules={[{ required: true, whitespace: true }, { max: 50 }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="nameEn" label={t('basic:currency.nameEn')} rules={[{ max: 100 }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="symbol" label={t('basic:currency.symbol')} rules={[{ required: true, whitespace: true }, { max: 8 }]}>
              <Input maxLength={8} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="precision"
              label={t('basic:currency.precision')}
              tooltip={t('basic:currency.precisionHelp')}
              rules={[{ required: true }]}
            >
              <InputNumber min={0} max={4} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {!currency && <StatusField col={{ span: 12 }} required={false} />}
        </Row>
      </Form>
    </Modal>
  );
}

type RateValues = { fromCurrency: string; toCurrency: string; rate: string; effectiveDate: Dayjs; remark?: string | null };

function RateModal({
  rate,
  open,
  currencies,
  onClose,
}: {
  rate: ExchangeRateView | null;
  open: boolean;
  currencies: CurrencyView[];
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const choose = useChoiceRule();
  const { form, modal } = useModalForm<RateValues, ExchangeRateView>({
    open,
    resetOnOpen: true,
    record: rate,
    toValues: (r) => ({ ...r, effectiveDate: dayjs(r.effectiveDate) }),
    onClose,
    submit: async (v) => {
      const remark = v.remark?.trim() || null;
      if (rate) await exchangeRateApi.update({ id: rate.id, rate: v.rate.trim(), remark });
      else {
        await exchangeRateApi.add({
          fromCurrency: v.fromCurrency,
          toCurrency: v.toCurrency,
          rate: v.rate.trim(),
          effectiveDate: v.effectiveDate.format(DATE_FORMAT),
          remark,
        });
      }
    },
  });
  const from = Form.useWatch('fromCurrency', form);
  const to = Form.useWatch('toCurrency', form);
  const value = Form.useWatch('rate', form);
  const options = currencies.map((c) => ({ value: c.code, label: `${c.code} ${c.name}`, disabled: c.status !== 'ENABLE' }));

  return (
    <Modal {...modal} title={t(rate ? 'basic:rate.editTitle' : 'basic:rate.addTitle')} forceRender>
      <Form form={form} name="exchangeRate" layout="vertical" initialValues={{ effectiveDate: dayjs() }}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="fromCurrency"
              label={t('basic:rate.from')}
              rules={[{ required: true, message: t('basic:rate.chooseCurrency') }]}
            >
              <Select options={options} disabled={Boolean(rate)} showSearch optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="toCurrency"
              label={t('basic:rate.to')}
              dependencies={['fromCurrency']}
              rules={[
                { required: true, message: t('basic:rate.chooseCurrency') },
                ({ getFieldValue }) => ({
                  validator: async (_, v: string | undefined) => {
                    if (v && v === getFieldValue('fromCurrency')) throw new Error(t('basic:rate.samePair'));
                  },
                }),
              ]}
            >
              <Select options={options} disabled={Boolean(rate)} showSearch optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="rate"
              label={t('basic:rate.rate')}
              extra={from && to && isPositiveRate(value) ? t('basic:rate.meaning', { from, to, rate: formatRate(value ?? '') }) : undefined}
              rules={[
                { required: true, whitespace: true },
                {
                  validator: async (_, v: string | undefined) => {
                    if (v && !/^\d{1,10}(\.\d{1,8})?$/.test(v.trim())) throw new Error(t('basic:rate.format'));
                    if (v && !isPositiveRate(v)) throw new Error(t('basic:rate.positive'));
                  },
                },
              ]}
            >
              <Input inputMode="decimal" maxLength={19} style={{ textAlign: 'right' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="effectiveDate" label={t('basic:rate.effectiveDate')} rules={[choose]}>
              <DatePicker format={DATE_FORMAT} disabled={Boolean(rate)} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <RemarkField col={{ span: 24 }} label={t('basic:remark')} maxRows={3} />
        </Row>
      </Form>
    </Modal>
  );
}

/** Currencies and exchange rates (币种与汇率). */
export function CurrencyTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { has } = usePermission();
  const currencies = useQuery({ queryKey: currencyKeys.list, queryFn: currencyApi.list });
  const [currencyEdit, setCurrencyEdit] = useState<{ currency: CurrencyView | null } | null>(null);
  const [rateEdit, setRateEdit] = useState<{ rate: ExchangeRateView | null } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: currencyKeys.all });
  const currencyOptions = (currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }));
  const nameOf = (code: string) => currencies.data?.find((c) => c.code === code)?.name ?? '';

  const currencyStatus = useStatusActions<CurrencyView>({
    permission: 'system:basicData:status',
    statusOf: (c) => c.status,
    apply: currencyApi.setStatus,
    invalidate: currencyKeys.all,
    confirm: (status, [c]) =>
      t(status === 'ENABLE' ? 'basic:currency.confirmEnable' : 'basic:currency.confirmDisable', { name: `${c.code} ${c.name}` }),
  });

  const canEdit = has('system:basicData:edit');
  const canStatus = has('system:basicData:status');

  const rateColumns: ListColumn<ExchangeRateView>[] = [
    {
      key: 'pair',
      title: t('basic:rate.pair'),
      width: 200,
      render: (r) => (
        <span>
          <Typography.Text strong>{r.fromCurrency}</Typography.Text> → <Typography.Text strong>{r.toCurrency}</Typography.Text>
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {nameOf(r.fromCurrency)}/{nameOf(r.toCurrency)}
          </Typography.Text>
        </span>
      ),
    },
    {
      key: 'rate',
      title: t('basic:rate.rate'),
      width: 160,
      align: 'right',
      render: (r) => <span className="q-mono">{formatRate(r.rate)}</span>,
    },
    { key: 'effectiveDate', title: t('basic:rate.effectiveDate'), dataIndex: 'effectiveDate', width: 120 },
    { key: 'remark', title: t('basic:remark'), dataIndex: 'remark', width: 220, ellipsis: true },
    createTimeColumn(),
  ];
  const rateActions: RowAction<ExchangeRateView>[] = [
    { key: 'edit', label: t('common:edit'), permission: 'system:basicData:edit', onClick: (r) => setRateEdit({ rate: r }) },
    {
      key: 'delete',
      label: t('common:delete'),
      permission: 'system:basicData:edit',
      danger: true,
      confirm: (r) => t('basic:rate.confirmDelete', { from: r.fromCurrency, to: r.toCurrency, date: r.effectiveDate }),
      onClick: async (r) => {
        await exchangeRateApi.remove([r.id]);
        ui.success(t('common:deleted'));
        await refresh();
      },
    },
  ];

  return (
    <>
      <div className="q-section-bar">
        <div className="q-section-title">{t('basic:currency.title')}</div>
        <Space>
          <Access path="system:basicData:add">
            <Button icon={<PlusOutlined />} onClick={() => setCurrencyEdit({ currency: null })} data-testid="currency-add">
              {t('basic:currency.add')}
            </Button>
          </Access>
          <ExportButton
            permission="system:basicData:export"
            url={currencyApi.exportUrl}
            filters={{ includeDisabled: true }}
            testId="currency-export"
          />
        </Space>
      </div>
      <Table<CurrencyView>
        rowKey="id"
        size="small"
        loading={currencies.isFetching}
        dataSource={currencies.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        style={{ marginBottom: 24 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        columns={[
          { key: 'code', title: t('basic:currency.code'), dataIndex: 'code', width: 100 },
          { key: 'name', title: t('basic:currency.name'), dataIndex: 'name', width: 140 },
          { key: 'nameEn', title: t('basic:currency.nameEn'), dataIndex: 'nameEn', width: 180 },
          { key: 'symbol', title: t('basic:currency.symbol'), dataIndex: 'symbol', width: 80, align: 'center' },
          { key: 'precision', title: t('basic:currency.precision'), dataIndex: 'precision', width: 100, align: 'right' },
          { key: 'status', title: t('common:statusLabel'), width: 90, render: (_, r) => <StatusTag status={r.status} /> },
          ...(canEdit || canStatus
            ? [
                {
                  key: '__actions',
                  title: t('kit:list.operations'),
                  width: 140,
                  render: (_: unknown, r: CurrencyView) => (
                    <Space size={4}>
                      {canEdit && (
                        <Button type="link" size="small" onClick={() => setCurrencyEdit({ currency: r })}>
                          {t('common:edit')}
                        </Button>
                      )}
                      {canStatus && currencyStatus.toggleLink(r)}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <div className="q-section-bar">
        <div className="q-section-title">{t('basic:rate.title')}</div>
        <Typography.Text type="secondary">{t('basic:rate.hint')}</Typography.Text>
      </div>
      <ListPage<ExchangeRateView>
        tableKey="basic.exchangeRate"
        queryKey={currencyKeys.rates}
        fetch={(q, signal) => exchangeRateApi.page(q, signal)}
        columns={rateColumns}
        filters={[
          { kind: 'select', name: 'fromCurrency', label: t('basic:rate.from'), options: currencyOptions },
          { kind: 'select', name: 'toCurrency', label: t('basic:rate.to'), options: currencyOptions },
          { kind: 'dateRange', name: 'effectiveDate', label: t('basic:rate.effectiveDate'), startKey: 'dateFrom', endKey: 'dateTo' },
        ]}
        rowActions={rateActions}
        onAdd={() => setRateEdit({ rate: null })}
        addPermission="system:basicData:add"
        exportAction={{ permission: 'system:basicData:export', url: exchangeRateApi.exportUrl }}
        pageSize={10}
      />
      <CurrencyModal
        currency={currencyEdit?.currency ?? null}
        open={currencyEdit !== null}
        onClose={(changed) => {
          setCurrencyEdit(null);
          if (changed) void refresh();
        }}
      />
      <RateModal
        rate={rateEdit?.rate ?? null}
        open={rateEdit !== null}
        currencies={currencies.data ?? []}
        onClose={(changed) => {
          setRateEdit(null);
          if (changed) void refresh();
        }}
      />
    </>
  );
}
