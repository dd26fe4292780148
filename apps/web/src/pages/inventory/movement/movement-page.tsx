import { DOCUMENT_TYPES, documentScreenOf } from '@quire/contracts';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../core/navigation';
import { formatDateTime, formatDecimal, useWarehouses } from '../../../kit/document/document-kit';
import { type ListColumn, ListPage } from '../../../kit/list-page';
import { useMoney, useUnits } from '../../../kit/units';
import { inventoryApi, inventoryKeys, type MovementRow } from '../inventory-api';

/** 商品出入库记录: every stock move with its document, quantity in or out and the balance after it. */
export default function MovementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const warehouses = useWarehouses();
  const [showCost, setShowCost] = useState(false);
  const num = (v: string | undefined, max = 4, min = 0) => formatDecimal(v, max, min);
  const units = useUnits();
  const money = useMoney();

  const columns: ListColumn<MovementRow>[] = [
    { key: 'movedAt', title: t('inventory:movement.movedAt'), width: 170, render: (r) => formatDateTime(r.movedAt) },
    { key: 'documentType', title: t('inventory:movement.documentType'), width: 130, render: (r) => t(`document:type.${r.documentType}`) },
    {
      key: 'billNo',
      title: t('inventory:movement.billNo'),
      width: 190,
      render: (r) => {
        const screen = documentScreenOf(r.documentType);
        return screen ? (
          <Typography.Link onClick={() => navigate(`${screen.menu}/detail/${r.documentId}`)} data-bill-no={r.billNo}>
            {r.billNo}
          </Typography.Link>
        ) : (
          r.billNo
        );
      },
    },
    { key: 'billDate', title: t('inventory:movement.billDate'), dataIndex: 'billDate', width: 110, defaultHidden: true },
    { key: 'warehouse', title: t('inventory:movement.warehouse'), width: 150, render: (r) => r.warehouseName ?? '' },
    { key: 'skuCode', title: t('inventory:movement.skuCode'), dataIndex: 'skuCode', width: 130 },
    { key: 'skuName', title: t('inventory:movement.skuName'), dataIndex: 'skuName', width: 220, ellipsis: true },
    { key: 'unit', title: t('inventory:movement.unit'), width: 70, render: (r) => units.label(r.unit) },
    {
      key: 'qtyIn',
      title: t('inventory:movement.qtyIn'),
      width: 110,
      align: 'right',
      render: (r) => (Number(r.qty) > 0 ? units.qty(r.qty, r.unit) : ''),
    },
    {
      key: 'qtyOut',
      title: t('inventory:movement.qtyOut'),
      width: 110,
      align: 'right',
      render: (r) => (Number(r.qty) < 0 ? units.qty(r.qty.replace(/^-/, ''), r.unit) : ''),
    },
    {
      key: 'balance',
      title: t('inventory:movement.balance'),
      width: 110,
      align: 'right',
      render: (r) => units.qty(r.balanceQtyAfter, r.unit),
    },
  ];
  const costColumns: ListColumn<MovementRow>[] = [
    { key: 'unitCost', title: t('inventory:movement.unitCost'), width: 120, align: 'right', render: (r) => num(r.unitCost, 6, 2) },
    { key: 'costAmount', title: t('inventory:movement.costAmount'), width: 130, align: 'right', render: (r) => money(r.costAmount) },
  ];

  const typeOptions = DOCUMENT_TYPES.map((d) => ({ value: d.code, label: t(`document:type.${d.code}`) }));

  return (
    <ListPage<MovementRow>
      tableKey="inventory.movement"
      queryKey={inventoryKeys.movement}
      fetch={async (q, signal) => {
        const page = await inventoryApi.movement(q, signal);
        if (page.list.length > 0) setShowCost(page.list.some((r) => r.unitCost !== undefined && r.unitCost !== null));
        return page;
      }}
      columns={showCost ? [...columns, ...costColumns] : columns}
      exportAction={{ permission: 'inventory:movement:export', url: inventoryApi.movementExportUrl }}
      filters={[
        { kind: 'text', name: 'billNo', label: t('inventory:movement.billNo'), placeholder: t('document:fields.billNoPlaceholder') },
        { kind: 'dateRange', name: 'billDate', label: t('inventory:movement.billDate'), startKey: 'dateFrom', endKey: 'dateTo' },
        { kind: 'select', name: 'warehouseId', label: t('inventory:movement.warehouse'), options: warehouses.options },
        { kind: 'select', name: 'documentType', label: t('inventory:movement.documentType'), options: typeOptions },
        {
          kind: 'select',
          name: 'direction',
          label: t('inventory:movement.direction'),
          options: [
            { value: 'IN', label: t('inventory:movement.IN') },
            { value: 'OUT', label: t('inventory:movement.OUT') },
          ],
        },
      ]}
    />
  );
}
