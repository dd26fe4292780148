import type { CompanyAccountOption, PaymentTypeView } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';

/** Enabled company accounts of the group (付款账户). */
export function useCompanyAccounts() {
  const query = useQuery({
    queryKey: ['company-accounts', 'options'],
    queryFn: () => http.get<CompanyAccountOption[]>('/api/basic/companyAccount/itemList'),
    staleTime: 60_000,
  });
  const list = query.data ?? [];
  const names = useMemo(() => new Map(list.map((a) => [a.id, `${a.name} ${a.bankName} ****${a.accountNoTail}`])), [list]);
  const options = useMemo(() => list.map((a) => ({ value: a.id, label: `${a.name}（${a.bankName} ****${a.accountNoTail}）` })), [list]);
  return { names, options, loading: query.isLoading };
}

/** Payment methods in the user's language (付款方式). */
export function usePaymentTypes() {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: ['payment-types', i18n.language],
    queryFn: () => http.get<PaymentTypeView[]>('/api/order/paymentType/list'),
    staleTime: 5 * 60_000,
  });
  const list = query.data ?? [];
  const names = useMemo(() => new Map(list.map((p) => [p.code, p.name])), [list]);
  return { names, options: list.map((p) => ({ value: p.code, label: p.name })), loading: query.isLoading };
}

export function AccountName({ id }: { id: unknown }) {
  const { names } = useCompanyAccounts();
  return <>{typeof id === 'string' ? (names.get(id) ?? id) : ''}</>;
}

export function PaymentTypeName({ code }: { code: unknown }) {
  const { names } = usePaymentTypes();
  return <>{typeof code === 'string' ? (names.get(code as PaymentTypeView['code']) ?? code) : ''}</>;
}

/** 付款账户 and 付款方式 of a payment or prepayment. */
export function AccountFields() {
  const { t } = useTranslation();
  const accounts = useCompanyAccounts();
  const types = usePaymentTypes();
  return (
    <>
      <Col xs={24} md={6}>
        <Form.Item
          name="accountId"
          label={t('purchase:fields.account')}
          rules={[{ required: true, message: t('purchase:fields.accountRequired') }]}
        >
          <Select showSearch={{ optionFilterProp: 'label' }} options={accounts.options} loading={accounts.loading} data-testid="account" />
        </Form.Item>
      </Col>
      <Col xs={24} md={4}>
        <Form.Item
          name="paymentType"
          label={t('purchase:fields.paymentType')}
          rules={[{ required: true, message: t('purchase:fields.paymentTypeRequired') }]}
        >
          <Select options={types.options} loading={types.loading} data-testid="payment-type" />
        </Form.Item>
      </Col>
    </>
  );
}
