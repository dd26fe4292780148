import type { OpenEntryView } from '@quire/contracts';
import { Empty, Form, type FormInstance, InputNumber, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../document/document-kit';
import type { LineValue } from '../document/line-kinds';
import { fen } from './money-maths';

/** Holds a form value without showing it. */
function Nothing(_: { value?: unknown }) {
  return null;
}

/**
 * A partner's open entries, each with what this document settles of it (本次付款, 本次收款,
 * 折让金额): up to what is open, with its sign (a return's credit settles negative). The
 * document's `lines` are the entries given an amount. Words from `words` (`<ns>:<key>.billNo`…).
 */
export function OpenEntryGrid({
  form,
  changed,
  entries,
  loading,
  words,
  onLines,
  extraColumns = [],
}: {
  form: FormInstance;
  changed: () => void;
  entries: OpenEntryView[];
  loading: boolean;
  words: string;
  /** After the lines changed (a total that must follow them). */
  onLines?: (lines: LineValue[]) => void;
  /** Columns after 本次收款 (a collection's payment discount). */
  extraColumns?: TableColumnsType<OpenEntryView>;
}) {
  const { t } = useTranslation();
  const lines: LineValue[] = Form.useWatch('lines', form) ?? [];
  const byEntry = new Map(lines.map((l) => [l.entryId ?? '', l.amount ?? '']));

  const setAmount = (entry: OpenEntryView, amount: string | null) => {
    const rest = lines.filter((l) => l.entryId !== entry.id);
    const next = amount && fen(amount) !== 0 ? [...rest, { key: entry.id, entryId: entry.id, amount }] : rest;
    form.setFieldValue('lines', next);
    onLines?.(next);
    changed();
  };

  return (
    <>
      <Table<OpenEntryView>
        rowKey="id"
        size="small"
        bordered
        pagination={false}
        loading={loading}
        dataSource={entries}
        scroll={{ y: 360 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${words}.noOpen`)} /> }}
        data-testid="open-entries"
        columns={[
          { key: 'billNo', title: t(`${words}.billNo`), width: 190, render: (_, e) => e.billNo },
          { key: 'type', title: t(`${words}.billType`), width: 130, render: (_, e) => t(`document:type.${e.documentType}`) },
          { key: 'billDate', title: t(`${words}.billDate`), width: 110, render: (_, e) => e.billDate },
          { key: 'amount', title: t(`${words}.amount`), width: 120, align: 'right', render: (_, e) => formatDecimal(e.amount, 2, 2) },
          { key: 'open', title: t(`${words}.open`), width: 120, align: 'right', render: (_, e) => formatDecimal(e.openAmount, 2, 2) },
          {
            key: 'pay',
            title: t(`${words}.payNow`),
            width: 160,
            render: (_, e) => {
              const credit = fen(e.openAmount) < 0;
              return (
                <InputNumber<string>
                  stringMode
                  min={credit ? e.openAmount : '0'}
                  max={credit ? '0' : e.openAmount}
                  precision={2}
                  style={{ width: '100%' }}
                  value={byEntry.get(e.id) ?? null}
                  onChange={(v) => setAmount(e, v)}
                  data-testid={`pay-${e.billNo}`}
                />
              );
            },
          },
          ...extraColumns,
        ]}
      />
      <Form.Item name="lines" hidden>
        <Nothing />
      </Form.Item>
    </>
  );
}
