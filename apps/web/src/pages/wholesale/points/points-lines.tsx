import { Alert, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LineValue } from '../../../kit/document/line-kinds';
import { SingleLine } from '../../../kit/document/single-line';
import { PointsBalancePanel, pointsAfter, usePointsBalance } from './points-balance';

/**
 * The adjustment's one line: signed whole points (> 0 grants, < 0 redeems, never 0) with its
 * remark, under the customer's current balance and what it would be once posted.
 */
export function PointsLines({ form, changed }: { form: FormInstance; changed: () => void }) {
  const { t } = useTranslation();
  const customerId = Form.useWatch('customerId', form) as string | undefined;
  const lines: LineValue[] = Form.useWatch('lines', form) ?? [];
  const balance = usePointsBalance(customerId);
  const after = balance.data ? pointsAfter(balance.data.points, lines[0]?.points) : null;
  return (
    <SingleLine
      number={{
        name: 'points',
        label: t('points:fields.points'),
        extra: t('points:fields.pointsHint'),
        precision: 0,
        testId: 'points-change',
        requiredMessage: t('points:fields.pointsRequired'),
        valid: (v) => Number.isInteger(v) && v !== 0,
        invalidMessage: t('points:fields.pointsNotZero'),
      }}
      remarkLabel={t('points:fields.lineRemark')}
      changed={changed}
    >
      {customerId ? (
        <PointsBalancePanel view={balance.data} after={after} />
      ) : (
        <Alert type="info" showIcon message={t('points:customerFirst')} />
      )}
    </SingleLine>
  );
}
