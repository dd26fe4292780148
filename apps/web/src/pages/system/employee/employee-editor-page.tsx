import type { EmployeeAddBody, EmployeeUpdateBody, EmployeeView } from '@quire/contracts';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { employeeApi, systemKeys } from '../../../api/system-api';
import { EditorFrame } from '../../../kit/editor-frame';
import { passwordPolicyRule } from '../../../kit/password-rule';
import { useChoiceRule } from '../../../kit/required-rules';
import { StatusTag } from '../../../kit/status-tag';
import { useRecordEditor } from '../../../kit/use-record-editor';
import { AuthCodeInput, type AuthCodeValue, authCodeRule } from './auth-code-input';
import { useEmployeeOptions } from './employee-options';

type Values = {
  employeeNo: string;
  name: string;
  phone?: string | null;
  email?: string | null;
  roleId?: string | null;
  positionId?: string | null;
  businessGroupIds: string[];
  defaultBusinessGroupId?: string;
  salesDiscountCap: number;
  returnDiscountCap: number;
  pickingUnderTolerance: number;
  pickingOverTolerance: number;
  pickingAuthCode?: AuthCodeValue;
  discountAuthCode?: AuthCodeValue;
  reviewAuthorityCode?: AuthCodeValue;
  password?: string;
};

const PERCENT = { min: 0, max: 100, precision: 2, suffix: '%', style: { width: '100%' } } as const;

/** Add, edit or view an employee. The system administrator is never edited here. */
export default function EmployeeEditorPage() {
  const { t } = useTranslation();
  const choose = useChoiceRule();
  const editor = useRecordEditor<EmployeeView, Values>({
    queryKey: systemKeys.employee,
    load: employeeApi.find,
    toValues: (e) => ({
      employeeNo: e.employeeNo,
      name: e.name,
      phone: e.phone,
      email: e.email,
      roleId: e.roleId,
      positionId: e.positionId,
      businessGroupIds: e.businessGroups.map((g) => g.id),
      defaultBusinessGroupId: e.businessGroups.find((g) => g.isDefault)?.id,
      salesDiscountCap: Number(e.salesDiscountCap),
      returnDiscountCap: Number(e.returnDiscountCap),
      pickingUnderTolerance: Number(e.pickingUnderTolerance),
      pickingOverTolerance: Number(e.pickingOverTolerance),
    }),
    titleKey: 'system:employee.title',
    titleName: (e) => e.name,
    permission: 'system:employee',
    invalidate: systemKeys.employees,
    locked: (e) => e.isAdmin,
    submit: async (v, { mode, id }) => {
      const common = {
        employeeNo: v.employeeNo,
        name: v.name,
        phone: v.phone || null,
        email: v.email || null,
        roleId: v.roleId ?? null,
        positionId: v.positionId ?? null,
        businessGroupIds: v.businessGroupIds,
        defaultBusinessGroupId: v.defaultBusinessGroupId,
        salesDiscountCap: String(v.salesDiscountCap),
        returnDiscountCap: String(v.returnDiscountCap),
        pickingUnderTolerance: String(v.pickingUnderTolerance),
        pickingOverTolerance: String(v.pickingOverTolerance),
        ...(v.pickingAuthCode !== undefined ? { pickingAuthCode: v.pickingAuthCode } : {}),
        ...(v.discountAuthCode !== undefined ? { discountAuthCode: v.discountAuthCode } : {}),
        ...(v.reviewAuthorityCode !== undefined ? { reviewAuthorityCode: v.reviewAuthorityCode } : {}),
      };
      if (mode === 'add') await employeeApi.add({ ...common, password: v.password ?? '' } satisfies EmployeeAddBody);
      else if (id) await employeeApi.update({ id, ...common } satisfies EmployeeUpdateBody);
    },
  });
  const { form, mode, readOnly, record: e } = editor;
  const { roleOptions, positionOptions, groupOptions } = useEmployeeOptions();
  const chosenGroups = Form.useWatch('businessGroupIds', form) ?? [];

  return (
    <EditorFrame {...editor.frame} extra={e ? <StatusTag status={e.status} /> : null}>
      <Form<Values>
        {...editor.formProps}
        initialValues={{
          salesDiscountCap: 100,
          returnDiscountCap: 100,
          pickingUnderTolerance: 0,
          pickingOverTolerance: 0,
          businessGroupIds: [],
        }}
      >
        <div className="q-section-title">{t('system:employee.sectionBasic')}</div>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="employeeNo"
              label={t('system:employee.employeeNo')}
              rules={[
                { required: true, whitespace: true },
                { min: 2, max: 32 },
                { pattern: /^[A-Za-z0-9_.-]+$/, message: t('system:employee.employeeNoPattern') },
              ]}
            >
              <Input maxLength={32} disabled={readOnly || mode === 'edit'} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={t('system:employee.name')} rules={[{ required: true, whitespace: true }, { max: 50 }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="phone" label={t('system:employee.phone')} rules={[{ max: 30 }]}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="email" label={t('system:employee.email')} rules={[{ type: 'email' }, { max: 100 }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="roleId" label={t('system:employee.role')}>
              <Select allowClear options={roleOptions} placeholder={t('system:employee.noRole')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="positionId" label={t('system:employee.position')}>
              <Select allowClear options={positionOptions} />
            </Form.Item>
          </Col>
          {mode === 'add' && (
            <Col xs={24} md={8}>
              <Form.Item
                name="password"
                label={t('system:employee.initialPassword')}
                extra={t('system:employee.initialPasswordHint')}
                rules={[{ required: true }, passwordPolicyRule(t)]}
              >
                <Input.Password autoComplete="new-password" maxLength={20} />
              </Form.Item>
            </Col>
          )}
        </Row>
        <div className="q-section-title">{t('system:employee.sectionGroups')}</div>
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item name="businessGroupIds" label={t('system:employee.businessGroups')} rules={[{ ...choose, type: 'array', min: 1 }]}>
              <Select mode="multiple" options={groupOptions} optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="defaultBusinessGroupId" label={t('system:employee.defaultGroup')}>
              <Select allowClear options={groupOptions.filter((g) => chosenGroups.includes(g.value))} />
            </Form.Item>
          </Col>
        </Row>
        <div className="q-section-title">{t('system:employee.sectionLimits')}</div>
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item name="salesDiscountCap" label={t('system:employee.salesDiscountCap')} rules={[{ required: true }]}>
              <InputNumber {...PERCENT} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="returnDiscountCap" label={t('system:employee.returnDiscountCap')} rules={[{ required: true }]}>
              <InputNumber {...PERCENT} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="pickingUnderTolerance" label={t('system:employee.pickingUnder')} rules={[{ required: true }]}>
              <InputNumber {...PERCENT} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="pickingOverTolerance" label={t('system:employee.pickingOver')} rules={[{ required: true }]}>
              <InputNumber {...PERCENT} />
            </Form.Item>
          </Col>
        </Row>
        <div className="q-section-title">{t('system:employee.authCodes')}</div>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="pickingAuthCode"
              label={t('system:employee.pickingAuthCode')}
              rules={[authCodeRule(t('system:employee.codeLength'))]}
            >
              <AuthCodeInput isSet={e?.hasPickingAuthCode ?? false} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="discountAuthCode"
              label={t('system:employee.discountAuthCode')}
              rules={[authCodeRule(t('system:employee.codeLength'))]}
            >
              <AuthCodeInput isSet={e?.hasDiscountAuthCode ?? false} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="reviewAuthorityCode"
              label={t('system:employee.reviewAuthorityCode')}
              rules={[authCodeRule(t('system:employee.codeLength'))]}
            >
              <AuthCodeInput isSet={e?.hasReviewAuthorityCode ?? false} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </EditorFrame>
  );
}
