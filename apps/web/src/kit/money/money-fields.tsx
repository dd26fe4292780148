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
  const online = useMemo(() => new Set(list.filter((p) => p.online).map((p) => p.code)), [list]);
  return { names, online, options: list.map((p) => ({ value: p.code, label: p.name })), loading: query.isLoading };
}

/** A company account by name; its id may come as a number (a header field as the server stored it). */
export function AccountName({ id }: { id: unknown }) {
  const { names } = useCompanyAccounts();
  const key = typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  return <>{key === null ? '' : (names.get(key) ?? key)}</>;
}

export function PaymentTypeName({ code }: { code: unknown }) {
  const { names } = usePaymentTypes();
  return <>{typeof code === 'string' ? (names.get(code as PaymentTypeView['code']) ?? code) : ''}</>;
}

/**
 * The account and the payment method of a money document, labelled by the screen's namespace
 * (`<ns>:fields.account`, `<ns>:fields.paymentType`…): 付款账户/付款方式, 收款账户/收款方式.
 * Without `paymentType` the method is the lines' (a collection has a method per line).
 */
export function AccountFields({ ns = 'purchase', paymentType = true }: { ns?: string; paymentType?: boolean }) {
  const { t } = useTranslation();
  const accounts = useCompanyAccounts();
  const types = usePaymentTypes();
  return (
    <>
      <Col xs={24} md={6}>
        <Form.Item
          name="accountId"
          label={t(`${ns}:fields.account`)}
          rules={[{ required: true, message: t(`${ns}:fields.accountRequired`) }]}
        >
          <Select showSearch={{ optionFilterProp: 'label' }} options={accounts.options} loading={accounts.loading} data-testid="account" />
        </Form.Item>
      </Col>
      {paymentType ? (
        <Col xs={24} md={4}>
          <Form.Item
            name="paymentType"
            label={t(`${ns}:fields.paymentType`)}
            rules={[{ required: true, message: t(`${ns}:fields.paymentTypeRequired`) }]}
          >
            <Select options={types.options} loading={types.loading} data-testid="payment-type" />
          </Form.Item>
        </Col>
      ) : null}
    </>
  );
}
