import type { OpenEntryView, PaymentType, SettlementPaymentDiscountLine, SettlementPaymentDiscountView } from '@quire/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Checkbox, Form, type FormInstance, Space, type TableColumnsType, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import type { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import type { LineValue } from '../../../kit/document/line-kinds';
import { fen } from '../../../kit/money/money-maths';

/**
 * 付款折扣 (DOMAIN 17) on the collection screen: asks the server what each line earns whenever
 * the customer, the lines, the date or the payment methods change, and writes it on the lines
 * (the clerk may leave a line's discount untaken); the totals read the lines.
 */
export function usePaymentDiscounts(form: FormInstance, payments: { paymentType?: PaymentType }[]) {
  const customerId = Form.useWatch('customerId', form) as string | undefined;
  const billDate = Form.useWatch('billDate', form) as Dayjs | undefined;
  const lines: LineValue[] = Form.useWatch('lines', form) ?? [];
  const [declined, setDeclined] = useState<ReadonlySet<string>>(new Set());
  const asked = lines
    .filter((l) => l.entryId && fen(l.amount) > 0)
    .map((l) => ({ entryId: l.entryId as string, amount: String(l.amount) }));
  const methods = payments.flatMap((p) => (p?.paymentType ? [{ paymentType: p.paymentType }] : []));
  const day = billDate?.format?.('YYYY-MM-DD');
  const query = useQuery({
    queryKey: ['finance', 'payment-discount', customerId, day, methods, asked],
    queryFn: () =>
      http.post<SettlementPaymentDiscountView>('/api/order/settlementOrder/paymentDiscount', {
        customerId,
        billDate: day,
        payments: methods,
        lines: asked,
      }),
    enabled: Boolean(customerId && day && asked.length > 0),
    // The last answer stays while the next is asked (a line's figure is used only for its amount).
    placeholderData: keepPreviousData,
  });
  const byEntry = new Map<string, SettlementPaymentDiscountLine>(
    asked.length > 0 ? (query.data?.lines ?? []).map((l) => [l.entryId, l]) : [],
  );

  // Each line carries what it earns (0 when untaken, or while its figure is being asked).
  useEffect(() => {
    const current: LineValue[] = form.getFieldValue('lines') ?? [];
    let differs = false;
    const next = current.map((l) => {
      const hit = l.entryId ? byEntry.get(l.entryId) : undefined;
      const earned = hit && hit.amount === Number(l.amount ?? 0).toFixed(2) && !declined.has(hit.entryId) ? hit.paymentDiscount : '0.00';
      if ((l.paymentDiscount ?? '0.00') === earned) return l;
      differs = true;
      return { ...l, paymentDiscount: earned };
    });
    if (differs) form.setFieldValue('lines', next);
  });

  const toggle = (entryId: string, take: boolean) =>
    setDeclined((was) => {
      const next = new Set(was);
      if (take) next.delete(entryId);
      else next.add(entryId);
      return next;
    });
  const total = lines.reduce((sum, l) => sum + fen(l.paymentDiscount), 0);
  return { byEntry, declined, toggle, total, loading: query.isFetching };
}

/** The grid's 付款折扣 column: what the line earns, by which document, taken or not. */
export function paymentDiscountColumn(
  discounts: ReturnType<typeof usePaymentDiscounts>,
  t: ReturnType<typeof useTranslation>['t'],
): TableColumnsType<OpenEntryView>[number] {
  return {
    key: 'paymentDiscount',
    title: t('collection:settlement.paymentDiscount'),
    width: 240,
    render: (_, e) => {
      const hit = discounts.byEntry.get(e.id);
      if (!hit || hit.percent === null) return null;
      const taken = !discounts.declined.has(e.id);
      return (
        <Space orientation="vertical" size={0} data-testid={`payment-discount-${e.billNo}`}>
          <Checkbox checked={taken} onChange={(ev) => discounts.toggle(e.id, ev.target.checked)}>
            <Typography.Text strong={taken} delete={!taken} style={{ whiteSpace: 'nowrap' }}>
              {hit.paymentDiscount}
            </Typography.Text>
          </Checkbox>
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            {t('collection:settlement.paymentDiscountRule', { percent: hit.percent, billNo: hit.billNo })}
          </Typography.Text>
        </Space>
      );
    },
  };
}
