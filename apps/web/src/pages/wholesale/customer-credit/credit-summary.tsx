import { type CustomerCreditSummaryView, DOCUMENT_SCREENS } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import { fen, yuan } from '../../../kit/money/money-maths';

const BASE = DOCUMENT_SCREENS.CUSTOMER_CREDIT.base;

/** A customer's credit today (spec §3 creditSummaryItems), asked again whenever `refresh` changes (a review moves it). */
export function useCreditSummary(customerId: unknown, refresh?: unknown) {
  const id = customerId === null || customerId === undefined || customerId === '' ? undefined : String(customerId);
  return useQuery({
    queryKey: ['finance', 'customer-credit', id, refresh],
    queryFn: async () => (await http.post<CustomerCreditSummaryView[]>(`${BASE}/summary`, { customerIds: [id] }, { silent: true }))[0],
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/**
 * 剩余额度 on a sale order (its own route, the order screen's permission): what is left of the
 * customer's credit and the total, or 未启用 when the customer is not under credit control.
 */
export function OrderCustomerCredit({ customerId, refresh }: { customerId: unknown; refresh?: unknown }) {
  const { t } = useTranslation();
  const id = customerId === null || customerId === undefined ? undefined : String(customerId);
  const summary = useQuery({
    queryKey: ['wholesale', 'customer-credit', id, refresh],
    queryFn: () =>
      http.post<CustomerCreditSummaryView>(`${DOCUMENT_SCREENS.VERBAL_ORDER.base}/customerCredit`, { customerId: id }, { silent: true }),
    enabled: id !== undefined,
    staleTime: 0,
  });
  const s = summary.data;
  if (!s) return null;
  if (!s.ifCreditLimit) return <span data-testid="order-credit">{t('credit:summary.controlOff')}</span>;
  return (
    <Typography.Text type={fen(s.remainingCredit) <= 0 ? 'danger' : undefined} data-testid="order-credit">
      {t('credit:summary.orderText', { remaining: s.remainingCredit, total: s.totalCreditAmt })}
    </Typography.Text>
  );
}

/** What a sheet would make of the customer's credit: a permanent one replaces the limit, a temporary one adds to it. */
export function creditAfter(summary: CustomerCreditSummaryView, creditType: unknown, amount: unknown, validToday: boolean): number {
  const now = fen(summary.totalCreditAmt);
  if (fen(amount) <= 0) return now;
  if (creditType === 'PERMANENT') return now - fen(summary.creditLimit) + fen(amount);
  return validToday ? now + fen(amount) : now;
}

/**
 * 当前信用: the permanent limit, the temporary credits valid today, the total, what is occupied
 * (receivables + unsent orders) and what remains; with `after`, the total once the sheet takes effect.
 */
export function CreditSummaryPanel({
  summary,
  after,
  titled = true,
}: {
  summary: CustomerCreditSummaryView | undefined;
  after?: number | null;
  /** Off where a label already names it (the detail's descriptions). */
  titled?: boolean;
}) {
  const { t } = useTranslation();
  if (!summary) return null;
  const remaining = fen(summary.remainingCredit);
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 3 }}
      data-testid="credit-summary"
      title={titled ? t('credit:summary.title') : undefined}
    >
      <Descriptions.Item label={t('credit:summary.control')}>
        {summary.ifCreditLimit ? (
          <Tag color="processing">{t('credit:summary.controlOn')}</Tag>
        ) : (
          <Tag>{t('credit:summary.controlOff')}</Tag>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('credit:summary.permanent')}>
        <span data-testid="credit-permanent">{summary.creditLimit ?? t('credit:summary.noLimit')}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('credit:summary.temporary')}>
        <span data-testid="credit-temporary">{summary.temporaryCredit}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('credit:summary.total')}>
        <Typography.Text strong data-testid="credit-total">
          {summary.totalCreditAmt}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('credit:summary.occupied')}>
        <span
          data-testid="credit-occupied"
          title={t('credit:summary.occupiedHint', { receivable: summary.receivable, orders: summary.unsentOrders })}
        >
          {summary.totalCreditLockAmt}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('credit:summary.remaining')}>
        <Typography.Text strong type={remaining <= 0 ? 'danger' : 'success'} data-testid="credit-remaining">
          {summary.remainingCredit}
        </Typography.Text>
      </Descriptions.Item>
      {after !== undefined && after !== null && (
        <Descriptions.Item label={t('credit:summary.after')} span={3}>
          <Typography.Text data-testid="credit-after">
            {t('credit:summary.afterText', { total: yuan(after), remaining: yuan(after - fen(summary.totalCreditLockAmt)) })}
          </Typography.Text>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
