import { DOCUMENT_SCREENS, type RebatePeriodView, type RebateSummaryView } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';

const BASE = DOCUMENT_SCREENS.REBATE_RATIO_AUDIT.base;

/** A customer's rebate terms and balances now, asked again whenever `refresh` changes (a review moves them). */
export function useRebateSummary(customerId: unknown, refresh?: unknown) {
  const id = customerId === null || customerId === undefined || customerId === '' ? undefined : String(customerId);
  return useQuery({
    queryKey: ['finance', 'rebate', id, refresh],
    queryFn: async () => (await http.post<RebateSummaryView[]>(`${BASE}/summary`, { customerIds: [id] }, { silent: true }))[0],
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/** 按期间结算: the customer's unsettled periodic rebate accrued in a period. */
export function rebateOfPeriod(customerId: string, from: string, to: string): Promise<RebatePeriodView> {
  return http.post<RebatePeriodView>(`${BASE}/period`, { customerId, from, to });
}

/** 当前返利: ratio and type, periodic rebate accrued and unsettled, rebate credited to the receivable. */
export function RebateSummaryPanel({ summary, titled = true }: { summary: RebateSummaryView | undefined; titled?: boolean }) {
  const { t } = useTranslation();
  if (!summary) return null;
  return (
    <Descriptions
      size="small"
      bordered
      // Inside the detail's descriptions (untitled) there is room for two pairs a row.
      column={{ xs: 1, md: titled ? 4 : 2 }}
      data-testid="rebate-summary"
      title={titled ? t('rebate:summary.title') : undefined}
    >
      <Descriptions.Item label={t('rebate:fields.rebateRatio')}>
        <span data-testid="rebate-current-ratio">{summary.rebateRatio}%</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('rebate:fields.rebateType')}>
        {summary.rebateType ? (
          <Tag color={summary.rebateType === 'PERIODIC' ? 'purple' : 'green'} data-testid="rebate-current-type">
            {t(`rebate:types.${summary.rebateType}`)}
          </Tag>
        ) : (
          <span data-testid="rebate-current-type">{t('rebate:summary.noType')}</span>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('rebate:summary.accrued')}>
        <Typography.Text strong data-testid="rebate-accrued">
          {summary.accrued}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('rebate:summary.credited')}>
        <span data-testid="rebate-credited">{summary.credited}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
