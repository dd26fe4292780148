import { Input, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { ui } from '../../core/ui-bridge';

export type AskInput = {
  question: ReactNode;
  /** A secondary line under the question (what the operation will also do). */
  hint?: ReactNode;
  /** Asks for an optional reason (反审核, 关闭, 红冲 …). */
  asksReason?: boolean;
  /** The reason box's placeholder, when not 原因（选填）. */
  reasonPlaceholder?: string;
  okText?: string;
  /** In red: the operation undoes or ends something. */
  danger?: boolean;
  /** The dialog's test id prefix: `${testId}-confirm` on its content, `${testId}-reason` on the box. */
  testId: string;
  /** More attributes on the content (`data-op`). */
  data?: Record<`data-${string}`, string>;
};

/**
 * The one confirmation of the document screens (an operation, a close, a batch close): 请确认,
 * the question, an optional hint and an optional reason box, answered with the trimmed reason
 * (null when none was typed) or null when the user cancelled.
 */
export async function askWithReason(t: TFunction, input: AskInput): Promise<{ reason: string | null } | null> {
  let reason = '';
  const spaced = Boolean(input.hint) || Boolean(input.asksReason);
  const ok = await ui.confirm({
    title: t('common:pleaseConfirm'),
    content: (
      <div data-testid={`${input.testId}-confirm`} {...input.data}>
        <p style={{ marginBottom: spaced ? 8 : 0 }}>{input.question}</p>
        {input.hint ? (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {input.hint}
          </Typography.Paragraph>
        ) : null}
        {input.asksReason ? (
          <Input.TextArea
            rows={2}
            maxLength={500}
            placeholder={input.reasonPlaceholder ?? t('document:reasonPlaceholder')}
            onChange={(e) => {
              reason = e.target.value;
            }}
            data-testid={`${input.testId}-reason`}
          />
        ) : null}
      </div>
    ),
    okText: input.okText,
    danger: input.danger,
  });
  return ok ? { reason: reason.trim() || null } : null;
}
