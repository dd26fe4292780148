import { DOCUMENT_SCREENS, type PointsBalanceView } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';

const BASE = DOCUMENT_SCREENS.CUSTOMER_REWARD.base;

/** A customer's points balance and reward ratio today, asked again whenever `refresh` changes (posting moves it). */
export function usePointsBalance(customerId: unknown, refresh?: unknown) {
  const id = customerId === null || customerId === undefined || customerId === '' ? undefined : String(customerId);
  return useQuery({
    queryKey: ['finance', 'points-balance', id, refresh],
    queryFn: async () => (await http.post<PointsBalanceView[]>(`${BASE}/balance`, { customerIds: [id] }, { silent: true }))[0],
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** What an adjustment of `change` points would leave (null without a whole number). */
export function pointsAfter(balance: number, change: unknown): number | null {
  const text = change === null || change === undefined ? '' : String(change).trim();
  if (!/^[+-]?\d{1,9}$/.test(text)) return null;
  return balance + Number(text);
}

/** 当前积分 in a list cell. */
export function PointsBalanceText({ customerId }: { customerId: unknown }) {
  const balance = usePointsBalance(customerId);
  const points = balance.data?.points;
  if (points === undefined) return null;
  return <Typography.Text type={points < 0 ? 'danger' : undefined}>{points}</Typography.Text>;
}

/**
 * 当前积分: the customer's balance and reward ratio (points = floor(amount of return-point
 * goods × ratio / 100)); with `after`, the balance once the adjustment posts.
 */
export function PointsBalancePanel({ view, after }: { view: PointsBalanceView | undefined; after?: number | null }) {
  const { t } = useTranslation();
  if (!view) return null;
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} data-testid="points-balance-panel">
      <Descriptions.Item label={t('points:balance.current')}>
        <Typography.Text strong type={view.points < 0 ? 'danger' : undefined} data-testid="points-balance">
          {view.points}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('points:balance.ratio')}>
        <span title={t('points:balance.ratioHint')}>{t('points:balance.ratioText', { ratio: view.rewardRatio })}</span>
      </Descriptions.Item>
      {after !== undefined && after !== null && (
        <Descriptions.Item label={t('points:balance.after')}>
          <Typography.Text type={after < 0 ? 'danger' : undefined} data-testid="points-after">
            {after < 0 ? t('points:balance.insufficient', { points: after }) : after}
          </Typography.Text>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
