import type { Status, TaxItemBody, TaxItemView } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Modal, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { usePermission } from '../../core/access';
import { type ListColumn, ListPage, type RowAction } from '../../kit/list-page';
import { statusColumn } from '../../kit/record-columns';
import { SortField, StatusField } from '../../kit/record-fields';
import { useStatusActions } from '../../kit/status-actions';
import { useStatusOptions } from '../../kit/status-tag';
import { useModalForm } from '../../kit/use-modal-form';

const BASE = '/api/product/taxItems';
const keys = { all: ['tax-items'] as const };

/** Tax items (税目) are global product master data: the whole list fits one page. */
const taxItemApi = {
  list: (status?: Status, signal?: AbortSignal) => http.post<TaxItemView[]>(`${BASE}/list`, status ? { status } : {}, { signal }),
  add: (body: TaxItemBody) => http.put<TaxItemView>(`${BASE}/add`, body, { fieldErrors: true, loading: true }),
  update: (body: TaxItemBody & { id: string }) => http.post<TaxItemView>(`${BASE}/update`, body, { fieldErrors: true, loading: true }),
  setStatus: (ids: string[], status: Status) => http.put<null>(`${BASE}/status`, { ids, status }, { loading: true }),
};

/** Stored and carried by SKUs as a fraction (0.13); clerks read and type percent (13). */
const percentOf = (fraction: string) => Number((Number(fraction) * 100).toFixed(2));
const fractionOf = (percent: number) => (percent / 100).toFixed(4);

type Values = { code: string; name: string; rate: number; sort?: number; status: Status };

function TaxItemModal({ item, open, onClose }: { item: TaxItemView | null; open: boolean; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const { form, modal } = useModalForm<Values, TaxItemView>({
    open,
    resetOnOpen: true,
    record: item,
    toValues: (i) => ({ ...i, rate: percentOf(i.rate) }),
    onClose,
    submit: async (v) => {
      const body = { code: v.code.trim(), name: v.name.trim(), rate: fractionOf(v.rate), sort: v.sort ?? 0, status: v.status };
      if (item) await taxItemApi.update({ ...body, id: item.id });
      else await taxItemApi.add(body);
    },
  });

  return (
    <Modal {...modal} title={t(item ? 'basic:tax.editTitle' : 'basic:tax.addTitle', { name: item?.name ?? '' })} width={560} forceRender>
      <Form form={form} name="taxItem" layout="vertical" initialValues={{ status: 'ENABLE', sort: 0 }}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="code"
              label={t('basic:tax.code')}
              rules={[
                { required: true, whitespace: true },
                { max: 20 },
                { pattern: /^[0-9A-Za-z._-]+$/, message: t('basic:tax.codePattern') },
              ]}
            >
              <Input maxLength={20} className="q-mono" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label={t('basic:tax.name')} rules={[{ required: true, whitespace: true }, { max: 50 }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="rate" label={t('basic:tax.rate')} rules={[{ required: true }]}>
              <InputNumber min={0} max={100} precision={2} addonAfter="%" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <SortField col={{ span: 12 }} label={t('basic:tax.sort')} max={9999} extra={t('basic:tax.sortHelp')} />
          <StatusField col={{ span: 24 }} required={false} buttons />
        </Row>
      </Form>
    </Modal>
  );
}

/** 税目: code, name and rate of the taxes SKUs carry; added and changed here, picked on the SKU form. */
export function TaxItemTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { has } = usePermission();
  const statusOptions = useStatusOptions();
  const [editing, setEditing] = useState<{ item: TaxItemView | null } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all });

  const status = useStatusActions<TaxItemView>({
    permission: 'system:basicData:status',
    statusOf: (r) => r.status,
    apply: taxItemApi.setStatus,
    invalidate: keys.all,
    confirm: { keys: 'basic:tax', name: (r) => r.name },
  });

  const columns: ListColumn<TaxItemView>[] = [
    { key: 'code', title: t('basic:tax.code'), dataIndex: 'code', width: 120, fixed: 'left' },
    { key: 'name', title: t('basic:tax.name'), dataIndex: 'name', width: 220, ellipsis: true },
    { key: 'rate', title: t('basic:tax.rate'), width: 100, align: 'right', render: (r) => `${percentOf(r.rate)}%` },
    { key: 'sort', title: t('basic:tax.sort'), dataIndex: 'sort', width: 80, align: 'right' },
    statusColumn(90),
  ];

  const actions: RowAction<TaxItemView>[] = [
    { key: 'edit', label: t('common:edit'), permission: 'system:basicData:edit', onClick: (r) => setEditing({ item: r }) },
    status.rowAction('DISABLE'),
    status.rowAction('ENABLE'),
  ];

  return (
    <>
      <ListPage<TaxItemView>
        tableKey="basic.taxItem"
        queryKey={keys.all}
        fetch={async (q, signal) => {
          const list = await taxItemApi.list(q.status as Status | undefined, signal);
          return { list, total: list.length, pageNum: 1, pageSize: Math.max(list.length, 1) };
        }}
        columns={columns}
        filters={[{ kind: 'select', name: 'status', label: t('common:statusLabel'), options: statusOptions }]}
        exportAction={{ permission: 'system:basicData:export', url: `${BASE}/exportExcel` }}
        rowActions={actions}
        selectable={has('system:basicData:status')}
        onAdd={() => setEditing({ item: null })}
        addPermission="system:basicData:add"
        toolbar={status.toolbar}
      />
      <TaxItemModal
        item={editing?.item ?? null}
        open={editing !== null}
        onClose={(changed) => {
          setEditing(null);
          if (changed) void refresh();
        }}
      />
    </>
  );
}
