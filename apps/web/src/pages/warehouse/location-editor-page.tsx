import type { LocationAddBody, Status } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../../core/ui-bridge';
import { EditorFrame } from '../../kit/editor-frame';
import { showSubmitError } from '../../kit/form-errors';
import { StatusTag, useStatusOptions } from '../../kit/status-tag';
import { useEditorTab, useTabTitle } from '../../kit/use-editor-tab';
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
  const { mode, id, finish, back } = useEditorTab();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const statusOptions = useStatusOptions();
  const logical = useLogicalWarehouseOptions();
  const readOnly = mode === 'detail';
  const location = useQuery({
    queryKey: locationKeys.detail(id ?? ''),
    queryFn: () => locationApi.detail(id ?? ''),
    enabled: Boolean(id),
  });
  const l = location.data;

  useEffect(() => {
    if (!l) return;
    form.setFieldsValue({
      code: l.code,
      name: l.name,
      logicalWarehouseId: l.logicalWarehouseId,
      sort: l.sort,
      remark: l.remark,
      status: l.status,
    });
    setDirty(false);
  }, [l, form]);

  useTabTitle(mode === 'add' || l ? t(`warehouse:location.title.${mode}`, { name: l?.code ?? '' }) : null);

  const warehouseOptions =
    l && !logical.options.some((o) => o.value === l.logicalWarehouseId)
      ? [...logical.options, { value: l.logicalWarehouseId, label: `${l.logicalWarehouseName} (${l.logicalWarehouseCode})` }]
      : logical.options;

  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const body: LocationAddBody = {
        code: v.code.trim(),
        name: v.name.trim(),
        logicalWarehouseId: v.logicalWarehouseId,
        sort: v.sort ?? 0,
        remark: v.remark?.trim() || null,
      };
      if (mode === 'add') await locationApi.add({ ...body, status: v.status });
      else if (id) await locationApi.update({ ...body, id });
      ui.success(t('common:saved'));
      await finish(locationKeys.all);
    } catch (error) {
      showSubmitError(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditorFrame
      title={t(`warehouse:location.title.${mode}`, { name: l?.code ?? '' })}
      extra={l ? <StatusTag status={l.status} /> : null}
      dirty={dirty}
      loading={Boolean(id) && location.isLoading}
      onBack={() => void back()}
      operations={
        readOnly
          ? []
          : [
              {
                key: 'save',
                label: t('common:save'),
                primary: true,
                shortcut: 'F4',
                loading: saving,
                permission: mode === 'add' ? 'system:location:add' : 'system:location:edit',
                onClick: save,
              },
            ]
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={readOnly}
        onValuesChange={() => setDirty(true)}
        initialValues={{ sort: 0, status: 'ENABLE' }}
      >
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
          <Col xs={24} md={8}>
            <Form.Item
              name="sort"
              label={t('warehouse:location.sort')}
              tooltip={t('warehouse:location.sortHelp')}
              rules={[{ required: true }]}
            >
              <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {mode === 'add' && (
            <Col xs={24} md={8}>
              <Form.Item name="status" label={t('common:statusLabel')} rules={[{ required: true }]}>
                <Radio.Group options={statusOptions} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24}>
            <Form.Item name="remark" label={t('warehouse:remark')} rules={[{ max: 200 }]}>
              <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </EditorFrame>
  );
}
