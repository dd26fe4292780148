import type { EmployeeView } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Modal, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../api/report-error';
import { employeeApi, systemKeys } from '../../../api/system-api';
import { ui } from '../../../core/ui-bridge';
import { passwordPolicyRule } from '../../../kit/password-rule';
import { useModalForm } from '../../../kit/use-modal-form';
import { AuthCodeInput, type AuthCodeValue, authCodeRule } from './auth-code-input';

type Done = () => void;

export function ResetPasswordModal({ employee, onClose }: { employee: EmployeeView | null; onClose: Done }) {
  const { t } = useTranslation();
  const { form, modal } = useModalForm<{ password: string; confirm: string }>({
    open: Boolean(employee),
    success: t('system:employee.passwordReset'),
    onClose,
    submit: async (values) => {
      if (employee) await employeeApi.resetPassword(employee.id, values.password);
    },
  });
  return (
    <Modal
      {...modal}
      title={t('system:employee.resetPasswordTitle', { name: employee?.name ?? '' })}
      destroyOnHidden
      okText={t('common:confirm')}
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('system:employee.resetPasswordHint')} />
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="password" label={t('system:employee.initialPassword')} rules={[{ required: true }, passwordPolicyRule(t)]}>
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('shell:password.confirm')}
          dependencies={['password']}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: async (_, v: string | undefined) => {
                if (v && v !== getFieldValue('password')) throw new Error(t('shell:password.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type RoleOption = { value: string; label: string; disabled?: boolean };

export function AssignRoleModal({
  employees,
  roleOptions,
  onClose,
}: {
  employees: EmployeeView[] | null;
  roleOptions: RoleOption[];
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const [roleId, setRoleId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setRoleId(employees && employees.length === 1 ? employees[0].roleId : null);
  }, [employees]);
  const submit = async () => {
    if (!employees) return;
    setSaving(true);
    try {
      await employeeApi.assignRole(
        employees.map((e) => e.id),
        roleId,
      );
      ui.success(t('common:saved'));
      onClose(true);
    } catch {
      // shown by the client
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={Boolean(employees)}
      title={t('system:employee.assignRoleTitle', { count: employees?.length ?? 0 })}
      onCancel={() => onClose(false)}
      onOk={() => runAction(submit)}
      confirmLoading={saving}
      okText={t('common:confirm')}
    >
      <p style={{ color: '#8c8c8c' }}>{employees?.map((e) => e.name).join(', ')}</p>
      <Select
        style={{ width: '100%' }}
        allowClear
        placeholder={t('system:employee.noRole')}
        value={roleId ?? undefined}
        options={roleOptions}
        onChange={(v: string | undefined) => setRoleId(v ?? null)}
        data-testid="assign-role-select"
      />
    </Modal>
  );
}

type DiscountValues = { salesDiscountCap: number; returnDiscountCap: number; discountAuthCode: AuthCodeValue };

export function DiscountAuthModal({ employee, onClose }: { employee: EmployeeView | null; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const { form, modal } = useModalForm<DiscountValues>({
    open: Boolean(employee),
    onClose,
    submit: async (values) => {
      if (!employee) return;
      await employeeApi.saveDiscountAuth({
        employeeId: employee.id,
        salesDiscountCap: String(values.salesDiscountCap),
        returnDiscountCap: String(values.returnDiscountCap),
        ...(values.discountAuthCode !== undefined ? { discountAuthCode: values.discountAuthCode } : {}),
      });
    },
  });
  const auth = useQuery({
    queryKey: systemKeys.discountAuth(employee?.id ?? ''),
    queryFn: () => employeeApi.discountAuth(employee?.id ?? ''),
    enabled: Boolean(employee),
  });
  useEffect(() => {
    if (auth.data) {
      form.setFieldsValue({
        salesDiscountCap: Number(auth.data.salesDiscountCap),
        returnDiscountCap: Number(auth.data.returnDiscountCap),
        discountAuthCode: undefined,
      });
    }
  }, [auth.data, form]);
  const isSet = auth.data?.hasDiscountAuthCode ?? employee?.hasDiscountAuthCode ?? false;
  return (
    <Modal {...modal} title={t('system:employee.discountAuthTitle', { name: employee?.name ?? '' })} destroyOnHidden>
      {auth.isLoading ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="salesDiscountCap" label={t('system:employee.salesDiscountCap')} rules={[{ required: true }]}>
            <InputNumber min={0} max={100} precision={2} suffix="%" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="returnDiscountCap" label={t('system:employee.returnDiscountCap')} rules={[{ required: true }]}>
            <InputNumber min={0} max={100} precision={2} suffix="%" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="discountAuthCode"
            label={t('system:employee.discountAuthCode')}
            rules={[authCodeRule(t('system:employee.codeLength'))]}
          >
            <AuthCodeInput isSet={isSet} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
