import type { BusinessGroupBody, Status } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessGroupApi, systemKeys } from '../../../api/system-api';
import { ui } from '../../../core/ui-bridge';
import { EditorFrame } from '../../../kit/editor-frame';
import { showSubmitError } from '../../../kit/form-errors';
import { useStatusOptions } from '../../../kit/status-tag';
import { useEditorTab, useTabTitle } from '../../../kit/use-editor-tab';
import { useBelongTypeOptions } from './business-group-list-page';

type Values = {
  code: string;
  name: string;
  belongType: 'ENTERPRISE' | 'DEALER';
  parentId?: string | null;
  partnerCode?: string | null;
  contactName?: string | null;
  phone?: string | null;
  address?: string | null;
  status: Status;
};

export default function BusinessGroupEditorPage() {
  const { t } = useTranslation();
  const { mode, id, finish, back } = useEditorTab();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const typeOptions = useBelongTypeOptions();
  const statusOptions = useStatusOptions();
  const readOnly = mode === 'detail';
  const group = useQuery({
    queryKey: systemKeys.businessGroup(id ?? ''),
    queryFn: () => businessGroupApi.find(id ?? ''),
    enabled: Boolean(id),
  });
  const all = useQuery({ queryKey: systemKeys.businessGroupList, queryFn: businessGroupApi.list });

  useEffect(() => {
    if (!group.data) return;
    form.setFieldsValue({ ...group.data });
    setDirty(false);
  }, [group.data, form]);

  useTabTitle(mode === 'add' || group.data ? t(`system:group.title.${mode}`, { name: group.data?.name ?? '' }) : null);

  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const body: BusinessGroupBody = {
        ...(id ? { id } : {}),
        code: v.code,
        name: v.name,
        belongType: v.belongType,
        parentId: v.parentId ?? null,
        partnerCode: v.partnerCode || null,
        contactName: v.contactName || null,
        phone: v.phone || null,
        address: v.address || null,
        status: v.status,
      };
      await businessGroupApi.save(body);
      ui.success(t('common:saved'));
      await finish(systemKeys.businessGroups);
    } catch (error) {
      showSubmitError(form, error);
    } finally {
      setSaving(false);
    }
  };

  const parents = (all.data ?? []).filter((g) => g.id !== id).map((g) => ({ value: g.id, label: `${g.name} (${g.code})` }));

  return (
    <EditorFrame
      title={t(`system:group.title.${mode}`, { name: group.data?.name ?? '' })}
      dirty={dirty}
      loading={Boolean(id) && group.isLoading}
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
                permission: mode === 'add' ? 'system:businessGroup:add' : 'system:businessGroup:edit',
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
        initialValues={{ belongType: 'ENTERPRISE', status: 'ENABLE' }}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="code" label={t('system:group.code')} rules={[{ required: true, whitespace: true }, { max: 32 }]}>
              <Input maxLength={32} disabled={readOnly || mode === 'edit'} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={t('system:group.name')} rules={[{ required: true, whitespace: true }, { max: 100 }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="belongType" label={t('system:group.belongType')} rules={[{ required: true }]}>
              <Radio.Group options={typeOptions} optionType="button" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="parentId" label={t('system:group.parent')}>
              <Select allowClear showSearch optionFilterProp="label" options={parents} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="partnerCode" label={t('system:group.partnerCode')} rules={[{ max: 32 }]}>
              <Input maxLength={32} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="status" label={t('common:statusLabel')} rules={[{ required: true }]}>
              <Radio.Group options={statusOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="contactName" label={t('system:group.contactName')} rules={[{ max: 50 }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="phone" label={t('system:group.phone')} rules={[{ max: 30 }]}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={24}>
            <Form.Item name="address" label={t('system:group.address')} rules={[{ max: 200 }]}>
              <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </EditorFrame>
  );
}
