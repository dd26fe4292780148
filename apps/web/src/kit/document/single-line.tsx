import { Form, Input, InputNumber, Space } from 'antd';
import type { ReactNode } from 'react';

/** The number a one-line sheet carries: where it sits in the line, how it reads and what it accepts. */
export type SingleLineNumber = {
  name: string;
  label: string;
  extra?: string;
  precision: number;
  testId: string;
  requiredMessage: string;
  /** Whether a filled value is accepted; `invalidMessage` says why not. */
  valid: (value: number) => boolean;
  invalidMessage: string;
};

/**
 * The one line of a sheet that carries a single figure for its partner (a credit sheet's amount,
 * a points adjustment's points) with its remark, and under it what the sheet does to the
 * partner's figures (`children`).
 */
export function SingleLine({
  number,
  remarkLabel,
  changed,
  children,
}: {
  number: SingleLineNumber;
  remarkLabel: string;
  changed: () => void;
  children: ReactNode;
}) {
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Form.List name="lines">
        {(fields) =>
          fields.slice(0, 1).map((field) => (
            <Space key={field.key} wrap align="start" size={16}>
              <Form.Item
                name={[field.name, number.name]}
                label={number.label}
                extra={number.extra}
                rules={[
                  { required: true, message: number.requiredMessage },
                  {
                    validator: (_r, v) =>
                      v === null || v === undefined || v === '' || number.valid(Number(v))
                        ? Promise.resolve()
                        : Promise.reject(new Error(number.invalidMessage)),
                  },
                ]}
                style={{ marginBottom: 0 }}
              >
                <InputNumber<string>
                  stringMode
                  precision={number.precision}
                  style={{ width: 200 }}
                  onChange={changed}
                  data-testid={number.testId}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'remark']} label={remarkLabel} rules={[{ max: 200 }]} style={{ marginBottom: 0 }}>
                <Input maxLength={200} style={{ width: 320 }} onChange={changed} />
              </Form.Item>
            </Space>
          ))
        }
      </Form.List>
      {children}
    </Space>
  );
}
