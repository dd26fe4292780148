import { type NoticeScope, REMINDER_CONDITIONS, type ReminderCondition, type ReminderView } from '@quire/contracts';
import { Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useModalForm } from '../../kit/use-modal-form';
import { reminderApi } from './notice-api';
import { NoticeScopeFields } from './notice-scope-fields';

type Values = {
  code: string;
  name: string;
  condition: ReminderCondition;
  dueDays?: number;
  scope: NoticeScope;
  groupIds?: string[];
  roleIds?: string[];
  popUpTimes: number;
  voiceTimes: number;
};

/** 消息提醒 · 新增/编辑: code, name, condition (days ahead for receivables), scope, pop-ups and voice. */
export function ReminderDialog({
  open,
  record,
  onClose,
}: {
  open: boolean;
  record: ReminderView | null;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation('notice');
  const { form, modal } = useModalForm<Values, ReminderView>({
    open,
    resetOnOpen: true,
    record,
    toValues: (r) => ({ ...r }),
    onClose,
    submit: (v) => {
      const body = { ...v, dueDays: v.dueDays ?? 3, groupIds: v.groupIds ?? [], roleIds: v.roleIds ?? [] };
      return record ? reminderApi.update({ ...body, id: record.id }) : reminderApi.add(body);
    },
  });
  const condition = Form.useWatch<ReminderCondition | undefined>('condition', form);
  return (
    <Modal {...modal} title={t(record ? 'reminder.edit' : 'reminder.add')} width={620} destroyOnHidden data-testid="reminder-dialog">
      <Form
        form={form}
        layout="vertical"
        initialValues={{ scope: 'ALL', popUpTimes: 1, voiceTimes: 1, dueDays: 3, condition: 'LOW_STOCK' }}
      >
        <Row gutter={16}>
          <Col span={10}>
            <Form.Item name="code" label={t('reminder.code')} rules={[{ required: true, whitespace: true }, { max: 32 }]}>
              <Input maxLength={32} data-testid="reminder-code" />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item name="name" label={t('reminder.name')} rules={[{ required: true, whitespace: true }, { max: 50 }]}>
              <Input maxLength={50} data-testid="reminder-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="condition" label={t('reminder.condition')} rules={[{ required: true }]}>
          <Select data-testid="reminder-condition" options={REMINDER_CONDITIONS.map((c) => ({ value: c, label: t(`condition.${c}`) }))} />
        </Form.Item>
        {condition === 'RECEIVABLE_DUE' && (
          <Form.Item name="dueDays" label={t('reminder.dueDays')} extra={t('reminder.dueDaysHint')}>
            <InputNumber min={0} max={365} precision={0} style={{ width: 160 }} />
          </Form.Item>
        )}
        <NoticeScopeFields />
      </Form>
    </Modal>
  );
}
