import type { BusinessGroupBody, BusinessGroupView, Status } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { businessGroupApi, systemKeys } from '../../../api/system-api';
import { EditorFrame } from '../../../kit/editor-frame';
import { StatusField } from '../../../kit/record-fields';
import { useChoiceRule } from '../../../kit/required-rules';
import { useRecordEditor } from '../../../kit/use-record-editor';
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
  const choose = useChoiceRule();
  const editor = useRecordEditor<BusinessGroupView, Values>({
    queryKey: systemKeys.businessGroup,
    load: businessGroupApi.find,
    toValues: (g) => ({ ...g }),
    titleKey: 'system:group.title',
    titleName: (g) => g.name,
    permission: 'system:businessGroup',
    invalidate: systemKeys.businessGroups,
    submit: (v, { id }) =>
      businessGroupApi.save({
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
      } satisfies BusinessGroupBody),
  });
  const { mode, id, readOnly } = editor;
  const typeOptions = useBelongTypeOptions();
  const all = useQuery({ queryKey: systemKeys.businessGroupList, queryFn: businessGroupApi.list });
  const parents = (all.data ?? []).filter((g) => g.id !== id).map((g) => ({ value: g.id, label: `${g.name} (${g.code})` }));

  return (
    <EditorFrame {...editor.frame}>
      <Form<Values> {...editor.formProps} initialValues={{ belongType: 'ENTERPRISE', status: 'ENABLE' }}>
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
            <Form.Item name="belongType" label={t('system:group.belongType')} rules={[choose]}>
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
          <StatusField col={{ xs: 24, md: 8 }} />
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
