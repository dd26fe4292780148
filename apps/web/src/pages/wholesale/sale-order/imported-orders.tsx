import { DOCUMENT_SCREENS, SALE_ORDER_ORIGINS, type SaleOrderImportResult, type SaleOrderOrigin } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, List, Spin, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import { useNavigate } from '../../../core/navigation';
import { CustomerName } from '../wholesale-kit';

const ORDER = DOCUMENT_SCREENS.VERBAL_ORDER;

/** The orders one of the user's 导入建单 tasks made. */
export const importResultApi = (taskId: string) => http.post<SaleOrderImportResult>(`${ORDER.base}/importResult`, { taskId });

/**
 * When an import finishes: the orders it made, each bill number opening its order (the dialog
 * closes first), with customer, order ref, lines and amount.
 */
export function ImportedOrders({ taskId, close }: { taskId: string; close: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const made = useQuery({ queryKey: ['sale-order', 'import-result', taskId], queryFn: () => importResultApi(taskId) });
  if (made.isLoading) return <Spin size="small" />;
  const orders = made.data?.orders ?? [];
  if (orders.length === 0) return null;
  return (
    <Alert
      type="success"
      showIcon
      title={t('sale:import.made', { count: orders.length })}
      description={
        <List
          size="small"
          dataSource={orders}
          data-testid="imported-orders"
          renderItem={(o) => (
            <List.Item data-bill-no={o.billNo} style={{ justifyContent: 'flex-start', gap: 12, flexWrap: 'nowrap' }}>
              <Typography.Link
                onClick={() => {
                  close();
                  navigate(`${ORDER.menu}/detail/${o.id}`);
                }}
                style={{ whiteSpace: 'nowrap' }}
                data-testid="imported-order-link"
              >
                {o.billNo}
              </Typography.Link>
              <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                <CustomerName id={o.customerId} />
              </Typography.Text>
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {[
                  o.importRef ? t('sale:import.ref', { ref: o.importRef }) : null,
                  t('sale:import.lines', { count: o.lineCount }),
                  o.totalAmount,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
            </List.Item>
          )}
        />
      }
    />
  );
}

const ORIGIN_COLORS: Record<SaleOrderOrigin, string> = { IMPORT: 'purple', MANUAL: 'default' };

/** 导入 / 手工 as a tag (an order stored before the origin existed is 手工). */
export function OriginTag({ origin, t }: { origin: unknown; t: TFunction }) {
  const o: SaleOrderOrigin = origin === 'IMPORT' ? 'IMPORT' : 'MANUAL';
  return (
    <Tag color={ORIGIN_COLORS[o]} data-origin={o}>
      {t(`sale:origin.${o}`)}
    </Tag>
  );
}

export const originOptions = (t: TFunction) => SALE_ORDER_ORIGINS.map((o) => ({ value: o, label: t(`sale:origin.${o}`) }));
