import { PICKING_SCREEN, PICKING_STATES, type PickingListItem } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListPage } from '../../../kit/list-page';
import { PickView } from './pick-view';
import { pickingApi, pickingKeys } from './picking-api';
import { PickingStateTag } from './picking-state-tag';

/** 拣货装箱: reviewed wholesale sales to pick, each opening its pick sheet (scan, F3 complete, F2 box, F11 print). */
export default function DeliveryPickingPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<string | null>(null);
  const w = (key: string) => t(`picking:${key}`);

  const columns: ListColumn<PickingListItem>[] = [
    { key: 'billNo', title: w('billNo'), dataIndex: 'billNo', width: 190 },
    { key: 'billDate', title: w('billDate'), dataIndex: 'billDate', width: 110 },
    { key: 'customerName', title: w('customer'), width: 200, ellipsis: true, render: (r) => r.customerName ?? '' },
    { key: 'warehouseName', title: w('warehouse'), width: 150, render: (r) => r.warehouseName ?? '' },
    { key: 'lineCount', title: w('lineCount'), dataIndex: 'lineCount', width: 80, align: 'right' },
    { key: 'totalQty', title: w('totalQty'), dataIndex: 'totalQty', width: 100, align: 'right' },
    { key: 'pickingState', title: w('pickingState'), width: 110, render: (r) => <PickingStateTag state={r.pickingState} /> },
    {
      key: 'packed',
      title: w('packedState'),
      width: 100,
      render: (r) => (r.packed ? <Tag color="success">{w('packed')}</Tag> : <Tag>{w('notPacked')}</Tag>),
    },
    { key: 'pickerName', title: w('picker'), width: 110, render: (r) => r.pickerName ?? '' },
  ];

  return (
    <>
      {open !== null ? (
        <PickView
          saleId={open}
          onClose={() => {
            setOpen(null);
            void queryClient.invalidateQueries({ queryKey: pickingKeys.list });
          }}
        />
      ) : (
        // Unmounted while picking: its Enter (search) and F keys would take the scanner's keys.
        <ListPage<PickingListItem>
          tableKey="wholesale.picking"
          queryKey={pickingKeys.list}
          fetch={(q, signal) => pickingApi.page(q, signal)}
          columns={columns}
          filters={[
            { kind: 'text', name: 'billNo', label: w('billNo') },
            {
              kind: 'select',
              name: 'pickingState',
              label: w('pickingState'),
              options: PICKING_STATES.map((s) => ({ value: s, label: t(`picking:state.${s}`) })),
            },
          ]}
          rowActions={[
            {
              key: 'start',
              label: w('start'),
              permission: `${PICKING_SCREEN.permission}:pick`,
              hidden: (r) => r.pickingState !== 'NONE',
              onClick: async (r) => {
                await pickingApi.start(r.id);
                await queryClient.invalidateQueries({ queryKey: pickingKeys.list });
                setOpen(r.id);
              },
            },
            { key: 'open', label: (r) => (r.pickingState === 'PICKING' ? w('pick') : w('view')), onClick: (r) => setOpen(r.id) },
          ]}
        />
      )}
    </>
  );
}
