import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance, Input, InputNumber, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LineValue } from '../document/line-kinds';
import { lineNumberColumn, removeLineColumn } from '../line-columns';
import { fen, yuan } from './money-maths';

let next = 0;

/**
 * Lines of money paid or received ahead (a prepayment, a pre-receipt): amounts (> 0) with a
 * purpose each, and their total; words from the screen's namespace (`<ns>:<words>.amountRequired`…).
 */
export function AmountLines({ form, changed, words }: { form: FormInstance; changed: () => void; words: string }) {
  const { t } = useTranslation();
  const lines: LineValue[] = Form.useWatch('lines', form) ?? [];
  const total = lines.reduce((sum, l) => sum + fen(l?.amount), 0);
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <>
          <Button
            icon={<PlusOutlined />}
            style={{ marginBottom: 8 }}
            onClick={() => {
              add({ key: `p${next++}`, amount: null, remark: null });
              changed();
            }}
            data-testid="line-add"
          >
            {t('document:lines.add')}
          </Button>
          <Table
            rowKey="key"
            size="small"
            bordered
            pagination={false}
            dataSource={fields}
            data-testid="line-grid"
            columns={[
              lineNumberColumn(),
              {
                key: 'amount',
                title: t('document:lines.money'),
                width: 200,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'amount']}
                    rules={[
                      { required: true, message: t(`${words}.amountRequired`) },
                      {
                        validator: (_r, v) =>
                          v === null || v === undefined || Number(v) > 0
                            ? Promise.resolve()
                            : Promise.reject(new Error(t(`${words}.amountPositive`))),
                      },
                    ]}
                    style={{ marginBottom: 0 }}
                  >
                    <InputNumber<string>
                      stringMode
                      min="0"
                      precision={2}
                      style={{ width: '100%' }}
                      data-testid={`line-amount-${field.name}`}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'remark',
                title: t(`${words}.purpose`),
                render: (_, field) => (
                  <Form.Item name={[field.name, 'remark']} rules={[{ max: 200 }]} style={{ marginBottom: 0 }}>
                    <Input maxLength={200} />
                  </Form.Item>
                ),
              },
              removeLineColumn(t, remove, { removed: changed }),
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{t('document:lines.total')}</Table.Summary.Cell>
                <Table.Summary.Cell index={1}>
                  <Typography.Text strong data-testid="prepayment-total">
                    {yuan(total)}
                  </Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} colSpan={2} />
              </Table.Summary.Row>
            )}
          />
        </>
      )}
    </Form.List>
  );
}
