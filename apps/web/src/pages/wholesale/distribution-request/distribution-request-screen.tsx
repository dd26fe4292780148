import { DISTRIBUTION_DIRECTIONS, DISTRIBUTION_SHIP_STATES, type DistributionShipState } from '@quire/contracts';
import { Col, DatePicker, Form, Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../core/session-store';
import { WarehouseName } from '../../../kit/document/document-kit';
import type { DocumentScreenConfig, HeaderValues } from '../../../kit/document/document-screen';
import { WarehouseField } from '../wholesale-kit';
import { requestDetailActions, requestLineAction } from './distribution-request-actions';

const STATE_COLORS: Record<DistributionShipState, string> = { NONE: 'default', PARTIAL: 'processing', ALL: 'success', CLOSED: 'warning' };

/** 未发货 / 部分发货 / 全部发货 / 已关闭 as a tag. */
function ShipStateTag({ state, t }: { state: unknown; t: TFunction }) {
  if (typeof state !== 'string' || !(DISTRIBUTION_SHIP_STATES as readonly string[]).includes(state)) return null;
  const s = state as DistributionShipState;
  return (
    <Tag color={STATE_COLORS[s]} data-ship-state={s}>
      {t(`sale:distribution.shipState.${s}`)}
    </Tag>
  );
}

function WantedDateField() {
  const { t } = useTranslation();
  return (
    <Col xs={24} md={6}>
      <Form.Item name="wantedDate" label={t('sale:distribution.fields.wantedDate')}>
        <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" data-testid="wanted-date" />
      </Form.Item>
    </Col>
  );
}

/**
 * 配货申请单 (DOMAIN 5): a dealer asks its distribution centre for goods, without price, into a
 * receiving warehouse by a wanted date. Reviewed, it is sent; the centre sees it under 向我方申请,
 * fulfils it (配货) into a wholesale sale and closes a line or the whole request.
 */
export const screen: DocumentScreenConfig = {
  type: 'DISTRIBUTION_REQUEST',
  title: 'sale:distribution.title',
  lineKind: 'positive',
  fulfilledLabel: 'sale:distribution.fields.fulfilledQty',
  initialValues: () => ({ warehouseId: useSession.getState().user?.defaultPurchaseWarehouseId ?? undefined }),
  headerFields: () => (
    <>
      <WarehouseField label="sale:distribution.fields.warehouse" />
      <WantedDateField />
    </>
  ),
  headerValues: (doc) => ({
    warehouseId: doc.warehouseId ?? undefined,
    wantedDate: typeof doc.wantedDate === 'string' ? dayjs(doc.wantedDate) : undefined,
  }),
  headerBody: (v: HeaderValues) => ({
    warehouseId: v.warehouseId,
    wantedDate: (v.wantedDate as dayjs.Dayjs | undefined)?.format('YYYY-MM-DD') ?? null,
  }),
  headerItems: (doc) => [
    { key: 'requestGroup', label: 'sale:distribution.fields.requestGroup', children: String(doc.requestGroupName ?? '') },
    { key: 'supplyGroup', label: 'sale:distribution.fields.supplyGroup', children: String(doc.supplyGroupName ?? '') },
    {
      key: 'warehouse',
      label: 'sale:distribution.fields.warehouse',
      children: doc.foreign ? String(doc.warehouseName ?? '') : <WarehouseName id={doc.warehouseId} />,
    },
    { key: 'wantedDate', label: 'sale:distribution.fields.wantedDate', children: String(doc.wantedDate ?? '') },
  ],
  listColumns: ({ t, warehouseName }) => [
    {
      key: 'requestGroup',
      title: t('sale:distribution.fields.requestGroup'),
      width: 180,
      ellipsis: true,
      render: (r) => String(r.requestGroupName ?? ''),
    },
    {
      key: 'supplyGroup',
      title: t('sale:distribution.fields.supplyGroup'),
      width: 180,
      ellipsis: true,
      render: (r) => String(r.supplyGroupName ?? ''),
    },
    {
      key: 'warehouse',
      title: t('sale:distribution.fields.warehouse'),
      width: 150,
      render: (r) => (typeof r.warehouseName === 'string' ? r.warehouseName : warehouseName(r.warehouseId)),
    },
    { key: 'wantedDate', title: t('sale:distribution.fields.wantedDate'), width: 110, render: (r) => String(r.wantedDate ?? '') },
    {
      key: 'shipState',
      title: t('sale:distribution.fields.shipState'),
      width: 110,
      render: (r) => <ShipStateTag state={r.shipState} t={t} />,
    },
    {
      key: 'fulfilmentRate',
      title: t('sale:distribution.fields.fulfilmentRate'),
      width: 100,
      align: 'right',
      render: (r) => `${String(r.fulfilmentRate ?? '0.00')}%`,
    },
  ],
  listFilters: ({ t }) => [
    {
      kind: 'select',
      name: 'direction',
      label: t('sale:distribution.fields.direction'),
      options: DISTRIBUTION_DIRECTIONS.map((d) => ({ value: d, label: t(`sale:distribution.direction.${d}`) })),
    },
    {
      kind: 'select',
      name: 'shipState',
      label: t('sale:distribution.fields.shipState'),
      options: DISTRIBUTION_SHIP_STATES.map((s) => ({ value: s, label: t(`sale:distribution.shipState.${s}`) })),
    },
  ],
  lineAction: requestLineAction,
  detailActions: requestDetailActions,
};
