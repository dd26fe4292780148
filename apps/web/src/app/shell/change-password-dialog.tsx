import { LockOutlined } from '@ant-design/icons';
import { meetsPasswordPolicy, PASSWORD_MAX, PASSWORD_MIN } from '@quire/contracts';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi, PASSWORD_FIELD_CODES } from '../../api/auth-api';
import { isApiError } from '../../api/errors';
import { runAction } from '../../api/report-error';
import { LOGIN_PATH } from '../../core/constants';
import { useNavigate } from '../../core/navigation';
import { useSession } from '../../core/session-store';
import { useShellUi } from '../../core/shell-ui-store';
import { ui } from '../../core/ui-bridge';
import { showSubmitError } from '../../kit/form-errors';
import { logOut } from '../../kit/session-actions';

type Values = { oldPassword: string; newPassword: string; confirmPassword: string };

/** The change-password dialog: from the user menu, or forced after login (spec §2, §5). */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const requested = useShellUi((s) => s.passwordOpen);
  const setRequested = useShellUi((s) => s.setPasswordOpen);
  const forced = useSession((s) => s.mustChangePassword);
  const open = requested || forced;
  // Leaving the shell (log out, session ended) forgets a request made from the user menu.
  useEffect(() => () => setRequested(false), [setRequested]);

  const close = () => {
    setRequested(false);
    form.resetFields();
  };

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await authApi.changePassword(values);
      useSession.getState().passwordChanged();
      close();
      ui.success(t('shell:password.changed'));
    } catch (error) {
      const mapped = isApiError(error) ? PASSWORD_FIELD_CODES.find((c) => c.code === error.code) : undefined;
      if (mapped && isApiError(error)) form.setFields([{ name: mapped.field, errors: [error.message] }]);
      else showSubmitError(form, error);
    } finally {
      setSaving(false);
    }
  };

  const leave = async () => {
    await logOut();
    form.resetFields();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Modal
      open={open}
      title={t('shell:user.changePassword')}
      width={460}
      closable={!forced}
      keyboard={!forced}
      mask={{ closable: false }}
      onCancel={close}
      destroyOnHidden
      footer={[
        forced ? (
          <Button key="logout" onClick={() => void leave()}>
            {t('shell:user.logout')}
          </Button>
        ) : (
          <Button key="cancel" onClick={close}>
            {t('common:cancel')}
          </Button>
        ),
        <Button key="ok" type="primary" loading={saving} onClick={() => runAction(submit)} data-testid="change-password-submit">
          {t('common:confirm')}
        </Button>,
      ]}
    >
      {forced && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('shell:password.forced')} />}
      <Form form={form} layout="vertical" requiredMark autoComplete="off" data-testid="change-password-form">
        <Form.Item name="oldPassword" label={t('shell:password.old')} rules={[{ required: true, message: t('shell:password.oldFirst') }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('shell:password.new')}
          extra={t('shell:password.rule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          dependencies={['oldPassword']}
          rules={[
            { required: true, message: t('shell:password.newRequired') },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (!value) return;
                if (!getFieldValue('oldPassword')) throw new Error(t('shell:password.oldFirst'));
                if (!meetsPasswordPolicy(value)) throw new Error(t('shell:password.weak'));
              },
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={PASSWORD_MAX} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('shell:password.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('shell:password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error(t('shell:password.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={PASSWORD_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
