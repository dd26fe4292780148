import { HistoryOutlined } from '@ant-design/icons';
import { DOCUMENT_SCREENS, type Page, type PriceHistoryView } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, ConfigProvider, Empty, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import { usePermission } from '../../../core/access';
import { useNavigate } from '../../../core/navigation';
import { formatDateTime } from '../../../kit/document/document-kit';
import { formatPrice, PriceChange } from '../../../kit/document/price-lines';

const PAGE_SIZE = 10;
const SCREEN = DOCUMENT_SCREENS.PRICE_ADJUST;

/**
 * 调价记录: a SKU's price changes made by posted price adjustments, newest first, each with the
 * adjustment that made it (opened in its own tab). Shown to users of the 调价单 screen.
 */
export function PriceHistoryButton({ skuId, skuName }: { skuId: string; skuName: string }) {
  const { t } = useTranslation();
  const { has } = usePermission();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pageNum, setPageNum] = useState(1);
  const history = useQuery({
    queryKey: ['price-history', skuId, pageNum],
    queryFn: () => http.post<Page<PriceHistoryView>>('/api/product/priceHistory/page', { skuId, pageNum, pageSize: PAGE_SIZE }),
    enabled: open,
  });
  if (!has(SCREEN.menu)) return null;
  // Readable on a read-only SKU too: the form's disabled state stops here.
  return (
    <ConfigProvider componentDisabled={false}>
      <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => setOpen(true)} data-testid="price-history">
        {t('pricing:history.open')}
      </Button>
      <Modal
        open={open}
        width={860}
        title={t('pricing:history.title', { name: skuName })}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Table<PriceHistoryView>
          rowKey={(r) => `${r.documentId}:${r.field}:${r.at}`}
          size="small"
          bordered
          loading={history.isLoading}
          dataSource={history.data?.list ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pricing:history.empty')} /> }}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: history.data?.total ?? 0,
            onChange: setPageNum,
            hideOnSinglePage: true,
            size: 'small',
          }}
          data-testid="price-history-table"
          columns={[
            { key: 'effectiveDate', title: t('pricing:adjust.effectiveDate'), width: 110, dataIndex: 'effectiveDate' },
            { key: 'field', title: t('pricing:history.field'), width: 100, render: (_, r) => t(`product:price.${r.field}`) },
            { key: 'old', title: t('document:lines.oldPrice'), width: 100, align: 'right', render: (_, r) => formatPrice(r.oldPrice) },
            {
              key: 'new',
              title: t('document:lines.newPrice'),
              width: 130,
              align: 'right',
              render: (_, r) => (
                <Space size={6}>
                  <PriceChange from={r.oldPrice} to={r.newPrice} />
                  <Typography.Text strong>{formatPrice(r.newPrice)}</Typography.Text>
                </Space>
              ),
            },
            {
              key: 'billNo',
              title: t('pricing:history.billNo'),
              width: 190,
              render: (_, r) => (
                <Typography.Link
                  onClick={() => {
                    setOpen(false);
                    navigate(`${SCREEN.menu}/detail/${r.documentId}`);
                  }}
                >
                  {r.billNo}
                </Typography.Link>
              ),
            },
            { key: 'at', title: t('pricing:history.at'), width: 170, render: (_, r) => formatDateTime(r.at) },
          ]}
        />
      </Modal>
    </ConfigProvider>
  );
}
