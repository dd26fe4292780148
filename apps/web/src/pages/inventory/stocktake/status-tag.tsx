import type { StockCheckStatus } from '@quire/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR: Record<StockCheckStatus, string> = {
  IN_PROGRESS: 'processing',
  COMPLETE: 'warning',
  CONFIRMED: 'success',
  TERMINATED: 'default',
};

export function StockCheckStatusTag({ status }: { status: StockCheckStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOR[status]}>{t(`stocktake:status.${status}`)}</Tag>;
}
