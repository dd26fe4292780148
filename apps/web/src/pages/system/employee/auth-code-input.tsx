import { Button, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** undefined keeps the stored code, null clears it, a string sets it (contracts: authCode). */
export type AuthCodeValue = string | null | undefined;

type Props = { value?: AuthCodeValue; onChange?: (value: AuthCodeValue) => void; isSet: boolean; disabled?: boolean };

export function AuthCodeInput({ value, onChange, isSet, disabled }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (isSet && !editing && value === undefined) {
    return (
      <Space>
        <Tag color="green">{t('system:employee.codeSet')}</Tag>
        {!disabled && (
          <>
            <Button size="small" onClick={() => setEditing(true)}>
              {t('system:employee.codeChange')}
            </Button>
            <Button size="small" danger onClick={() => onChange?.(null)}>
              {t('system:employee.codeClear')}
            </Button>
          </>
        )}
      </Space>
    );
  }
  if (value === null) {
    return (
      <Space>
        <Tag color="orange">{t('system:employee.codeWillClear')}</Tag>
        <Button size="small" onClick={() => onChange?.(undefined)}>
          {t('common:undo')}
        </Button>
      </Space>
    );
  }
  return (
    <Input.Password
      value={value ?? ''}
      disabled={disabled}
      maxLength={32}
      autoComplete="new-password"
      placeholder={isSet ? t('system:employee.codeKeepHint') : t('system:employee.codePlaceholder')}
      onChange={(e) => onChange?.(e.target.value === '' ? undefined : e.target.value)}
    />
  );
}

export function authCodeRule(message: string) {
  return {
    validator: async (_: unknown, value: AuthCodeValue) => {
      if (typeof value === 'string' && (value.length < 4 || value.length > 32)) throw new Error(message);
    },
  };
}
