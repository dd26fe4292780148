import type { LocationAddBody, LocationView, Status } from '@quire/contracts';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../kit/editor-frame';
import { RemarkField, SortField, StatusField } from '../../kit/record-fields';
import { StatusTag } from '../../kit/status-tag';
import { useRecordEditor } from '../../kit/use-record-editor';
import { locationApi, locationKeys } from './location-api';
import { useLogicalWarehouseOptions } from './warehouse-options';

type Values = {
  code: string;
  name: string;
  logicalWarehouseId: string;
  sort: number;
  remark?: string | null;
  status: Status;
};

/** Add, edit or view a warehouse location. */
export default function LocationEditorPage() {
  const { t } = useTranslation();
  const editor = useRecordEditor<LocationView, Values>({
    queryKey: locationKeys.detail,
    load: locationApi.detail,
    toValues: (l) => ({
      code: l.code,
      name: l.name,
      logicalWarehouseId: l.logicalWarehouseId,
      sort: l.sort,
      remark: l.remark,
      status: l.status,
    }),
    titleKey: 'warehouse:location.title',
    titleName: (l) => l.code,
    permission: 'system:location',
    invalidate: locationKeys.all,
    submit: async (v, { mode, id }) => {
      const body: LocationAddBody = {
        code: v.code.trim(),
        name: v.name.trim(),
        logicalWarehouseId: v.logicalWarehouseId,
        sort: v.sort ?? 0,
        remark: v.remark?.trim() || null,
      };
      if (mode === 'add') await locationApi.add({ ...body, status: v.status });
      else if (id) await locationApi.update({ ...body, id });
    },
  });
  const { mode, readOnly, record: l } = editor;
  const logical = useLogicalWarehouseOptions();

  const warehouseOptions =
    l && !logical.options.some((o) => o.value === l.logicalWarehouseId)
      ? [...logical.options, { value: l.logicalWarehouseId, label: `${l.logicalWarehouseName} (${l.logicalWarehouseCode})` }]
      : logical.options;

  return (
    <EditorFrame {...editor.frame} extra={l ? <StatusTag status={l.status} /> : null}>
      <Form<Values> {...editor.formProps} initialValues={{ sort: 0, status: 'ENABLE' }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="code"
              label={t('warehouse:location.code')}
              rules={[
                { required: true, whitespace: true },
                { max: 32 },
                { pattern: /^[A-Za-z0-9_.-]+$/, message: t('warehouse:codePattern') },
              ]}
            >
              <Input maxLength={32} disabled={readOnly || mode === 'edit'} placeholder={t('warehouse:location.codePlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={t('warehouse:location.name')} rules={[{ required: true, whitespace: true }, { max: 100 }]}>
              <Input maxLength={100} placeholder={t('warehouse:location.namePlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="logicalWarehouseId"
              label={t('warehouse:location.logicalWarehouse')}
              rules={[{ required: true, message: t('warehouse:location.logicalRequired') }]}
            >
              <Select showSearch optionFilterProp="label" options={warehouseOptions} loading={logical.loading} />
            </Form.Item>
          </Col>
          <SortField
            col={{ xs: 24, md: 8 }}
            label={t('warehouse:location.sort')}
            tooltip={t('warehouse:location.sortHelp')}
            max={1_000_000}
            required
          />
          {mode === 'add' && <StatusField col={{ xs: 24, md: 8 }} />}
          <RemarkField col={{ xs: 24 }} label={t('warehouse:remark')} />
        </Row>
      </Form>
    </EditorFrame>
  );
}
