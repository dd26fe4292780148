import { Alert, Form, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { LineValue } from '../../../kit/document/line-kinds';
import { SingleLine } from '../../../kit/document/single-line';
import { CreditSummaryPanel, creditAfter, useCreditSummary } from './credit-summary';

/**
 * The sheet's one amount (授信额度, > 0, spec §5) with its remark, under the chosen customer's
 * credit today and what it would be once the sheet is reviewed.
 */
export function CreditLines({ form, changed }: { form: FormInstance; changed: () => void }) {
  const { t } = useTranslation();
  const customerId = Form.useWatch('customerId', form) as string | undefined;
  const creditType = Form.useWatch('creditType', form) as string | undefined;
  const from = Form.useWatch('validFrom', form) as dayjs.Dayjs | undefined;
  const to = Form.useWatch('validTo', form) as dayjs.Dayjs | undefined;
  const lines: LineValue[] = Form.useWatch('lines', form) ?? [];
  const summary = useCreditSummary(customerId);
  const today = dayjs();
  const validToday = Boolean(from && to && !from.isAfter(today, 'day') && !to.isBefore(today, 'day'));
  const after = summary.data ? creditAfter(summary.data, creditType, lines[0]?.amount, creditType === 'PERMANENT' || validToday) : null;
  return (
    <SingleLine
      number={{
        name: 'amount',
        label: t('credit:fields.amount'),
        precision: 2,
        testId: 'credit-amount',
        requiredMessage: t('credit:fields.amountRequired'),
        valid: (v) => v > 0,
        invalidMessage: t('credit:fields.amountPositive'),
      }}
      remarkLabel={t('credit:fields.lineRemark')}
      changed={changed}
    >
      {customerId ? (
        <CreditSummaryPanel summary={summary.data} after={after} />
      ) : (
        <Alert type="info" showIcon message={t('credit:customerFirst')} />
      )}
    </SingleLine>
  );
}
