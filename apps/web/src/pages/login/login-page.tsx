import { AccountBookOutlined, DatabaseOutlined, LockOutlined, ShopOutlined, ShoppingCartOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_PASSWORD_MIN, meetsPasswordPolicy } from '@quire/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth-api';
import { isApiError } from '../../api/errors';
import { useSession } from '../../core/session-store';
import { productName, useSystemConfig } from '../../core/system-config';
import { markFields, splitFieldErrors } from '../../kit/form-errors';
import { LanguageSwitch } from '../../kit/language-switch';

type Values = { employeeNo: string; password: string };

/** Login by employee code and password (spec §2, §5). */
export function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const version = useSystemConfig((s) => s.config?.appVersion);

  useEffect(() => {
    document.title = `${productName()} - ${t('login:title')}`;
  }, [t]);

  const submit = async (values: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await authApi.login({ employeeNo: values.employeeNo.trim(), password: values.password });
      useSession.getState().signIn({
        token: result.token,
        signKey: result.signKey,
        // An expired or weak password forces the change dialog as needUpdatePwd does.
        mustChangePassword: result.needUpdatePwd || !meetsPasswordPolicy(values.password),
      });
      // The guard sends a signed-in user on from /login to the redirect target.
    } catch (e) {
      if (!isApiError(e)) return;
      const { onFields, rest } = splitFieldErrors(e.fieldErrors, form.getFieldsValue());
      if (onFields.length > 0) markFields(form, onFields);
      if (onFields.length === 0 || rest.length > 0) setError(e.message);
    } finally {
      setSubmitting(false);
    }
  };

  const areas = [
    { key: 'wholesale', icon: <ShopOutlined /> },
    { key: 'purchase', icon: <ShoppingCartOutlined /> },
    { key: 'inventory', icon: <DatabaseOutlined /> },
    { key: 'finance', icon: <AccountBookOutlined /> },
  ] as const;

  return (
    <div className="q-login">
      <div className="q-login-lang">
        <LanguageSwitch />
      </div>
      <div className="q-login-panel">
        <section className="q-login-intro" data-testid="login-intro">
          <div className="q-login-logo">
            <img src="/favicon.svg" alt="" width={36} height={36} />
            <span>{productName()}</span>
          </div>
          <h1>{t('login:subtitle')}</h1>
          <p>{t('login:purpose')}</p>
          <ul>
            {areas.map((a) => (
              <li key={a.key}>
                {a.icon}
                <span>{t(`login:areas.${a.key}`)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="q-login-form">
          <h2>{t('login:title')}</h2>
          <p className="q-login-hint">{t('login:hint')}</p>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
          <Form<Values> form={form} layout="vertical" size="large" onFinish={(v) => void submit(v)} requiredMark={false}>
            <Form.Item
              name="employeeNo"
              label={t('login:employeeNo')}
              rules={[{ required: true, whitespace: true, message: t('login:employeeNoRequired') }]}
            >
              <Input prefix={<UserOutlined />} placeholder={t('login:employeeNoPlaceholder')} autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('login:password')}
              rules={[
                { required: true, message: t('login:passwordRequired') },
                { min: LOGIN_PASSWORD_MIN, message: t('login:passwordMin', { min: LOGIN_PASSWORD_MIN }) },
              ]}
            >
              <Input.Password prefix={<LockOutlined />} placeholder={t('login:passwordPlaceholder')} autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
              {t('login:submit')}
            </Button>
          </Form>
        </section>
      </div>
      <div className="q-login-footer">
        {t('login:footer', { year: new Date().getFullYear() })}
        {version ? (
          <span data-testid="app-version">
            {' · '}
            {t('login:version', { version })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
