import {
  type BelowCostView,
  type CustomerBalanceView,
  type CustomerOption,
  type DiscountAuthorization,
  DOCUMENT_SCREENS,
  type DocumentDetailView,
  type ResolvedPriceView,
  type ReturnDiscountCheckView,
  SALE_SOURCES,
} from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, type FormInstance, Input, Select, Space, Tag, Typography } from 'antd';
import type dayjs from 'dayjs';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { ui } from '../../core/ui-bridge';
import { t } from '../../i18n';
import { useCustomers } from '../../kit/customer-options';
import { linesRebate } from '../../kit/document/document-detail';
import { useWarehouses } from '../../kit/document/document-kit';
import type { HeaderValues } from '../../kit/document/document-screen';

const CUSTOMER = '/api/customer/jcCustomerInfo';

/** Every customer of the group by id (names on lists and details). */
const useCustomerNames = () => useCustomers().byId;

/** A customer's code and name (its id while the names load). */
export function CustomerName({ id }: { id: unknown }) {
  const names = useCustomerNames();
  if (id === null || id === undefined) return null;
  const c = names.get(String(id));
  return <>{c ? `${c.customerCode} ${c.customerName}` : String(id)}</>;
}

/**
 * 客户: a quick search by code, mnemonic, name or phone (2 characters at least, spec §5), the
 * server's exact-code-first search; the picked customer stays named.
 */
export function CustomerField({ form }: { form: FormInstance<HeaderValues> }) {
  const { t } = useTranslation();
  const names = useCustomerNames();
  const [found, setFound] = useState<CustomerOption[]>([]);
  const [loading, setLoading] = useState(false);
  const current = Form.useWatch('customerId', form) as string | undefined;
  // Spec §6: only a manually added order may change its customer (an imported one keeps it).
  const origin = Form.useWatch('origin', form) as string | undefined;
  const locked = origin !== undefined && origin !== null && origin !== 'MANUAL';
  const search = async (keyword: string) => {
    if (keyword.trim().length < 2) return;
    setLoading(true);
    try {
      setFound(
        await http.post<CustomerOption[]>(`${CUSTOMER}/quickSearch`, { keyword: keyword.trim(), status: 'NORMAL' }, { silent: true }),
      );
    } finally {
      setLoading(false);
    }
  };
  const options = useMemo(() => {
    const list = [...found];
    const picked = current ? names.get(String(current)) : undefined;
    if (picked && !list.some((c) => c.id === picked.id)) list.unshift(picked);
    return list.map((c) => ({ value: c.id, label: `${c.customerCode} ${c.customerName}` }));
  }, [found, current, names]);
  return (
    <Col xs={24} md={8}>
      <Form.Item
        name="customerId"
        label={t('sale:fields.customer')}
        rules={[{ required: true, message: t('sale:fields.customerRequired') }]}
        extra={locked ? t('sale:fields.customerLockedImported') : undefined}
      >
        <Select
          disabled={locked}
          showSearch={{ filterOption: false, onSearch: (v) => void search(v) }}
          options={options}
          loading={loading}
          placeholder={t('sale:fields.customerPlaceholder')}
          notFoundContent={null}
          data-testid="customer"
        />
      </Form.Item>
    </Col>
  );
}

/** 销售来源: in store, telesales, online self-run, online delegated. */
export function SaleSourceField() {
  const { t } = useTranslation();
  return (
    <Col xs={24} md={4}>
      <Form.Item name="saleSource" label={t('sale:fields.saleSource')} initialValue="IN_STORE">
        <Select options={SALE_SOURCES.map((s) => ({ value: s, label: t(`sale:saleSource.${s}`) }))} data-testid="sale-source" />
      </Form.Item>
    </Col>
  );
}

/** 收货地址: empty takes the customer's default address. */
export function DeliveryAddressField() {
  const { t } = useTranslation();
  return (
    <Col xs={24} md={12}>
      <Form.Item name="deliveryAddress" label={t('sale:fields.deliveryAddress')}>
        <Input maxLength={300} placeholder={t('sale:fields.deliveryAddressDefault')} data-testid="delivery-address" />
      </Form.Item>
    </Col>
  );
}

/** The price of a sale line by the price resolution (DOMAIN 15), with its reason as the line's price source. */
export async function salePriceLookup(form: FormInstance<HeaderValues>, skuId: string, qty: string) {
  const customerId = form.getFieldValue('customerId') as string | undefined;
  if (!customerId) return null;
  const billDate = form.getFieldValue('billDate') as dayjs.Dayjs | undefined;
  const [found] = await http.post<ResolvedPriceView[]>(
    '/api/customer/skuPricePolicy/list',
    {
      customerId,
      billDate: (billDate ?? (await import('dayjs')).default()).format('YYYY-MM-DD'),
      orderType: form.getFieldValue('saleSource') ?? undefined,
      lines: [{ skuId, qty: Number(qty) > 0 ? qty : '1' }],
    },
    { silent: true },
  );
  return found?.price ? { price: found.price, taxRate: null, source: found.reason } : null;
}

/** The sale header's fields of a loaded document, as form values and as the save body. */
export const saleHeader = {
  values: (doc: Record<string, unknown>) => ({
    customerId: doc.customerId ?? doc.partnerId,
    warehouseId: doc.warehouseId,
    saleSource: doc.saleSource ?? 'IN_STORE',
    deliveryAddress: doc.deliveryAddress ?? null,
  }),
  body: (v: HeaderValues) => ({
    customerId: v.customerId,
    warehouseId: v.warehouseId,
    saleSource: v.saleSource ?? 'IN_STORE',
    deliveryAddress: v.deliveryAddress || null,
  }),
};

/** 发货仓库 (or another warehouse label): a logical warehouse of the group. */
export function WarehouseField({ label }: { label: string }) {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  return (
    <Col xs={24} md={6}>
      <Form.Item name="warehouseId" label={t(label)} rules={[{ required: true, message: t('sale:fields.warehouseRequired') }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={warehouses.options}
          loading={warehouses.loading}
          data-testid="warehouse"
        />
      </Form.Item>
    </Col>
  );
}

/** A sale source in words (门店 / 电销 / 线上自营 / 线上代运营). */
export function SaleSourceText({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return <>{typeof value === 'string' && (SALE_SOURCES as readonly string[]).includes(value) ? t(`sale:saleSource.${value}`) : ''}</>;
}

/** 客户应收余额: what the customer owes now, from the money ledger. */
export function CustomerReceivable({ customerId, status }: { customerId: unknown; status?: string }) {
  const balance = useQuery({
    // Asked again when the document moves on (a posting changes it).
    queryKey: ['wholesale', 'customer-balance', String(customerId), status],
    queryFn: () =>
      http.post<CustomerBalanceView>(
        `${DOCUMENT_SCREENS.WHOLESALE_SALE.base}/customerBalance`,
        { customerId: String(customerId) },
        { silent: true },
      ),
    enabled: customerId !== null && customerId !== undefined,
    staleTime: 0,
  });
  return <span data-testid="customer-receivable">{balance.data?.balance ?? ''}</span>;
}

/**
 * 低于成本 (spec §5): before a sale or order is saved, the server names the lines selling
 * below cost (never the cost itself) and the clerk confirms or goes back to the prices.
 */
export function confirmBelowCost(base: string) {
  return async (lines: Record<string, unknown>[]): Promise<boolean> => {
    const priced = lines.map((l, i) => ({ l, no: i + 1 })).filter(({ l }) => l.gift !== true && Number(l.price) > 0 && Number(l.qty) > 0);
    if (priced.length === 0) return true;
    const found = await http.post<BelowCostView>(
      `${base}/belowCost`,
      {
        lines: priced.map(({ l }) => ({
          skuId: l.skuId,
          qty: l.qty,
          price: l.price,
          taxRate: l.taxRate ?? '0',
          discount: l.discount ?? '0',
        })),
      },
      { silent: true },
    );
    if (found.lines.length === 0) return true;
    const numbers = found.lines.map((n) => priced[n - 1]?.no ?? n);
    return ui.confirm({
      title: t('common:pleaseConfirm'),
      content: <div data-testid="below-cost-question">{t('sale:belowCost.question', { lines: numbers.join('、') })}</div>,
      okText: t('sale:belowCost.continue'),
    });
  };
}

/** The authorizer's employee number and code, typed into the question and read when it is answered. */
function DiscountAuthFields({ into, percent, cap }: { into: DiscountAuthorization; percent: string; cap: string }) {
  const { t: tr } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="discount-auth-question">
      <Typography.Text>{tr('sale:returnDiscount.question', { percent, cap })}</Typography.Text>
      <Input
        autoFocus
        maxLength={32}
        placeholder={tr('sale:returnDiscount.employeeNo')}
        onChange={(e) => {
          into.employeeNo = e.target.value;
        }}
        data-testid="discount-auth-employee"
      />
      <Input.Password
        maxLength={32}
        placeholder={tr('sale:returnDiscount.code')}
        onChange={(e) => {
          into.code = e.target.value;
        }}
        data-testid="discount-auth-code"
      />
    </Space>
  );
}

/**
 * 退货折扣授权 (spec §6): before a return is saved, the server says whether a line's discount is
 * above the clerk's return discount cap; if so, an authorizer types their employee number and
 * discount authorization code, which go with the save (the server checks them, and keeps who).
 */
export async function askReturnDiscountAuth(lines: Record<string, unknown>[]): Promise<boolean | Record<string, unknown>> {
  const discounted = lines.filter((l) => Number(l.discount ?? 0) > 0);
  if (discounted.length === 0) return true;
  const check = await http.post<ReturnDiscountCheckView>(
    `${DOCUMENT_SCREENS.WHOLESALE_RETURN.base}/discountCheck`,
    { lines: lines.map((l) => ({ qty: l.qty, price: l.price, discount: l.discount ?? '0' })) },
    { silent: true },
  );
  if (!check.needsAuthorization) return true;
  const auth: DiscountAuthorization = { employeeNo: '', code: '' };
  const ok = await ui.confirm({
    title: t('sale:returnDiscount.title'),
    content: <DiscountAuthFields into={auth} percent={String(Number(check.percent))} cap={String(Number(check.cap))} />,
    okText: t('sale:returnDiscount.authorize'),
  });
  return ok ? { discountAuth: { employeeNo: auth.employeeNo.trim(), code: auth.code } } : false;
}

/**
 * A posted sale's rebate (or the rebate a return gave back; DOMAIN 13) as a header item: Σ the
 * lines' rebate and how it went (cash back off the receivable, or accrued as periodic rebate).
 * None when no line earned any.
 */
export function rebateItems(doc: DocumentDetailView, label: string): { key: string; label: string; children: ReactNode }[] {
  const lines = doc.lines.filter((l) => l.rebate !== undefined && l.rebate !== null);
  if (lines.length === 0) return [];
  const accounts = [...new Set(lines.map((l) => l.rebateAccount))];
  return [
    {
      key: 'rebate',
      label,
      children: (
        <Space size={6}>
          <span data-testid="rebate-total">{linesRebate(lines)}</span>
          {accounts.map((a) => (a === 'BALANCE' || a === 'REBATE' ? <RebateAccountTag key={String(a)} periodic={a === 'REBATE'} /> : null))}
        </Space>
      ),
    },
  ];
}

function RebateAccountTag({ periodic }: { periodic: boolean }) {
  const { t } = useTranslation();
  return <Tag color={periodic ? 'purple' : 'green'}>{t(`rebate:types.${periodic ? 'PERIODIC' : 'CASH_BACK'}`)}</Tag>;
}
