import { PlusOutlined } from '@ant-design/icons';
import type { DictItemView, DictTypeView, Status } from '@quire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Col, Empty, Form, Input, InputNumber, Modal, Row, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access, usePermission } from '../../core/access';
import { ExportButton } from '../../kit/export-action';
import { RemarkField, SortField, StatusField } from '../../kit/record-fields';
import { useStatusActions } from '../../kit/status-actions';
import { StatusTag } from '../../kit/status-tag';
import { useModalForm } from '../../kit/use-modal-form';
import { dictApi, dictKeys } from './dict-api';

/** A dictionary's or item's name in the interface language, the Chinese one when it has none. */
export function localName(row: { name: string; nameEn: string | null; nameId?: string | null }, language: string): string {
  if (language === 'en-US') return row.nameEn || row.name;
  if (language === 'id-ID') return row.nameId || row.nameEn || row.name;
  return row.name;
}

type ItemValues = {
  code: string;
  name: string;
  nameEn?: string | null;
  nameId?: string | null;
  precision?: number;
  sort: number;
  remark?: string | null;
  status: Status;
};

/** Units carry the decimals their quantities take. */
const UNIT_DICT = 'UNIT';

function ItemModal({
  dictType,
  item,
  open,
  onClose,
}: {
  dictType: DictTypeView | null;
  item: DictItemView | null;
  open: boolean;
  onClose: (changed: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const { form, modal } = useModalForm<ItemValues, DictItemView>({
    open,
    resetOnOpen: true,
    record: item,
    toValues: (i) => ({ ...i }),
    onClose,
    submit: async (v) => {
      if (!dictType) return;
      const common = {
        code: v.code.trim(),
        name: v.name.trim(),
        nameEn: v.nameEn?.trim() || null,
        nameId: v.nameId?.trim() || null,
        sort: v.sort ?? 0,
        remark: v.remark?.trim() || null,
        ...(dictType.code === UNIT_DICT ? { precision: v.precision ?? 0 } : {}),
      };
      if (item) await dictApi.update({ ...common, id: item.id });
      else await dictApi.add({ ...common, dictType: dictType.code, status: v.status });
    },
  });

  const typeName = dictType ? localName(dictType, i18n.language) : '';
  return (
    <Modal {...modal} title={t(item ? 'basic:dict.editTitle' : 'basic:dict.addTitle', { type: typeName })} width={640} forceRender>
      <Form form={form} name="dictItem" layout="vertical" initialValues={{ sort: 0, precision: 0, status: 'ENABLE' }}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="code"
              label={t('basic:dict.code')}
              rules={[{ required: true, whitespace: true }, { max: 32 }, { pattern: /^[A-Za-z0-9_.-]+$/, message: t('basic:codePattern') }]}
            >
              <Input maxLength={32} disabled={Boolean(item)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label={t('basic:dict.name')} rules={[{ required: true, whitespace: true }, { max: 50 }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="nameEn" label={t('basic:dict.nameEn')} rules={[{ max: 100 }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="nameId" label={t('basic:dict.nameId')} rules={[{ max: 100 }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          {dictType?.code === UNIT_DICT && (
            <Col span={12}>
              <Form.Item
                name="precision"
                label={t('basic:dict.precision')}
                extra={t('basic:dict.precisionHint')}
                rules={[{ required: true }]}
              >
                <InputNumber min={0} max={4} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
          <SortField col={{ span: 12 }} label={t('basic:sort')} max={1_000_000} required />
          {!item && <StatusField col={{ span: 12 }} required={false} />}
          <RemarkField col={{ span: 24 }} label={t('basic:remark')} />
        </Row>
      </Form>
    </Modal>
  );
}

/** Dictionaries (数据字典): the types on the left, the chosen type's items on the right. */
export function DictTab() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { has } = usePermission();
  const types = useQuery({ queryKey: dictKeys.types, queryFn: dictApi.types });
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ item: DictItemView | null } | null>(null);
  const current = types.data?.find((d) => d.code === chosen) ?? types.data?.[0] ?? null;
  const items = useQuery({
    queryKey: dictKeys.items(current?.code ?? ''),
    queryFn: () => dictApi.items(current?.code ?? ''),
    enabled: Boolean(current),
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: dictKeys.all });
  const itemStatus = useStatusActions<DictItemView>({
    permission: 'system:basicData:status',
    statusOf: (item) => item.status,
    apply: dictApi.setStatus,
    invalidate: dictKeys.all,
    confirm: (status, [item]) => t(status === 'ENABLE' ? 'basic:dict.confirmEnable' : 'basic:dict.confirmDisable', { name: item.name }),
  });

  const canEdit = has('system:basicData:edit');
  const canStatus = has('system:basicData:status');

  if (types.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!types.data?.length) return <Empty description={t('basic:dict.noTypes')} />;

  return (
    <div className="q-dict-layout">
      <div className="q-dict-types" data-testid="dict-types">
        <div className="q-dict-types-title">{t('basic:dict.types')}</div>
        {types.data.map((d) => (
          <button
            key={d.code}
            type="button"
            className={`q-dict-type${d.code === current?.code ? ' q-dict-type-active' : ''}`}
            onClick={() => setChosen(d.code)}
          >
            <span>
              <span className="q-dict-type-name">{localName(d, i18n.language)}</span>
              <span className="q-dict-type-code">{d.code}</span>
            </span>
            <Badge count={d.itemCount} showZero color={d.code === current?.code ? '#1668dc' : '#bfbfbf'} overflowCount={999} />
          </button>
        ))}
      </div>
      <div className="q-dict-items">
        <div className="q-section-bar">
          <div className="q-section-title">
            {current ? `${localName(current, i18n.language)} · ${t('basic:dict.items')}` : t('basic:dict.items')}
          </div>
          <Space>
            <Access path="system:basicData:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ item: null })} data-testid="dict-add">
                {t('basic:dict.addItem')}
              </Button>
            </Access>
            {current && (
              <ExportButton
                permission="system:basicData:export"
                url={dictApi.exportUrl}
                filters={{ dictType: current.code, includeDisabled: true }}
              />
            )}
          </Space>
        </div>
        <Table<DictItemView>
          rowKey="id"
          size="middle"
          loading={items.isFetching}
          dataSource={items.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('basic:dict.noItems')} /> }}
          columns={[
            { key: 'code', title: t('basic:dict.code'), dataIndex: 'code', width: 150 },
            { key: 'name', title: t('basic:dict.name'), dataIndex: 'name', width: 140 },
            { key: 'nameEn', title: t('basic:dict.nameEn'), dataIndex: 'nameEn', width: 160 },
            { key: 'nameId', title: t('basic:dict.nameId'), dataIndex: 'nameId', width: 160 },
            ...(current?.code === UNIT_DICT
              ? [{ key: 'precision', title: t('basic:dict.precision'), dataIndex: 'precision', width: 110, align: 'right' as const }]
              : []),
            { key: 'sort', title: t('basic:sort'), dataIndex: 'sort', width: 80, align: 'right' },
            { key: 'status', title: t('common:statusLabel'), width: 90, render: (_, r) => <StatusTag status={r.status} /> },
            { key: 'remark', title: t('basic:remark'), dataIndex: 'remark', width: 200, ellipsis: true },
            ...(canEdit || canStatus
              ? [
                  {
                    key: '__actions',
                    title: t('kit:list.operations'),
                    width: 140,
                    fixed: 'right' as const,
                    render: (_: unknown, r: DictItemView) => (
                      <Space size={4}>
                        {canEdit && (
                          <Button type="link" size="small" onClick={() => setEditing({ item: r })} data-action="edit">
                            {t('common:edit')}
                          </Button>
                        )}
                        {canStatus && itemStatus.toggleLink(r)}
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('basic:dict.hint')}
        </Typography.Paragraph>
      </div>
      <ItemModal
        dictType={current}
        item={editing?.item ?? null}
        open={editing !== null}
        onClose={(changed) => {
          setEditing(null);
          if (changed) void refresh();
        }}
      />
    </div>
  );
}
