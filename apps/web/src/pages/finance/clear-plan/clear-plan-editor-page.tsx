import type { ClearPlanSaveBody, ClearPlanView } from '@quire/contracts';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Table, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '../../../api/errors';
import { useCustomers } from '../../../kit/customer-options';
import { EditorFrame } from '../../../kit/editor-frame';
import { RemarkField } from '../../../kit/record-fields';
import { StatusTag } from '../../../kit/status-tag';
import { useRecordEditor } from '../../../kit/use-record-editor';
import { CLEAR_PLAN_PERMISSION, clearPlanApi, clearPlanKeys, formFieldOf } from './clear-plan-api';

type DeadlineValues = {
  billFrom?: Dayjs;
  billTo?: Dayjs;
  deadlineDate?: Dayjs;
  deadlineTime?: Dayjs | null;
  allowedAmount?: number | string | null;
};
type PlanValues = { name: string; customerIds: string[]; deadlines: DeadlineValues[]; remark?: string | null };

const DAY = 'YYYY-MM-DD';

function toValues(v: ClearPlanView): PlanValues {
  return {
    name: v.name,
    customerIds: v.customers.map((c) => c.id),
    deadlines: v.deadlines.map((d) => ({
      billFrom: dayjs(d.billFrom),
      billTo: dayjs(d.billTo),
      deadlineDate: dayjs(d.deadlineDate),
      deadlineTime: d.deadlineTime ? dayjs(`2000-01-01 ${d.deadlineTime}`) : null,
      allowedAmount: d.allowedAmount,
    })),
    remark: v.remark,
  };
}

function toBody(v: PlanValues): ClearPlanSaveBody {
  return {
    name: v.name.trim(),
    customerIds: v.customerIds ?? [],
    deadlines: (v.deadlines ?? []).map((d) => ({
      billFrom: (d.billFrom as Dayjs).format(DAY),
      billTo: (d.billTo as Dayjs).format(DAY),
      deadlineDate: (d.deadlineDate as Dayjs).format(DAY),
      deadlineTime: d.deadlineTime ? d.deadlineTime.format('HH:mm') : null,
      allowedAmount: d.allowedAmount === null || d.allowedAmount === undefined || d.allowedAmount === '' ? '0' : String(d.allowedAmount),
    })),
    remark: v.remark?.trim() || null,
  };
}

/** A refused customer row shows on the customer picker. */
function onFormFields(error: unknown): unknown {
  if (!isApiError(error) || !error.fieldErrors.some((e) => formFieldOf(e.field) !== e.field)) return error;
  return new ApiError({
    message: error.message,
    code: error.code,
    httpStatus: error.httpStatus,
    requestId: error.requestId,
    notified: error.notified,
    fieldErrors: error.fieldErrors.map((e) => ({ ...e, field: formFieldOf(e.field) })),
  });
}

/** A control plan's add/edit/detail page: name, the customers it covers, its deadlines. */
export default function ClearPlanEditorPage() {
  const { t } = useTranslation();
  const customers = useCustomers();
  const w = (key: string) => t(`clear-plan:${key}`);
  const editor = useRecordEditor<ClearPlanView, PlanValues>({
    queryKey: clearPlanKeys.plan,
    load: clearPlanApi.get,
    toValues,
    titleKey: 'clear-plan:plan.title',
    titleName: (v) => v.name,
    permission: CLEAR_PLAN_PERMISSION,
    invalidate: clearPlanKeys.plans,
    mapError: onFormFields,
    submit: async (v, { id }) => {
      const body = toBody(v);
      if (id) await clearPlanApi.update({ ...body, id });
      else await clearPlanApi.add(body);
    },
  });
  const { readOnly, record } = editor;
  const required = { required: true, message: w('plan.required') };

  return (
    <EditorFrame {...editor.frame} extra={record ? <StatusTag status={record.status} /> : undefined}>
      <Form<PlanValues>
        {...editor.formProps}
        initialValues={{ customerIds: [], deadlines: [{ allowedAmount: '0' }] }}
        style={{ maxWidth: 1100 }}
        data-testid="clear-plan-form"
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={w('plan.name')} rules={[{ required: true, whitespace: true }, { max: 50 }]}>
              <Input maxLength={50} data-testid="clear-plan-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="customerIds" label={w('plan.customers')} extra={w('plan.customersHint')}>
              <Select
                mode="multiple"
                allowClear
                showSearch
                optionFilterProp="search"
                options={customers.options}
                loading={customers.loading}
                disabled={readOnly}
                data-testid="clear-plan-customers"
              />
            </Form.Item>
          </Col>
        </Row>
        <div className="q-section-title">{w('plan.deadlines')}</div>
        <p style={{ color: 'var(--ant-color-text-secondary)' }}>{w('plan.deadlinesHint')}</p>
        <Form.List name="deadlines">
          {(fields, { add, remove }) => (
            <>
              <Table
                size="small"
                pagination={false}
                rowKey="key"
                dataSource={fields}
                data-testid="clear-plan-deadlines"
                columns={[
                  { key: 'no', title: '#', width: 40, render: (_v, _f, i) => i + 1 },
                  {
                    key: 'billFrom',
                    title: w('deadline.billFrom'),
                    render: (_v, f) => (
                      <Form.Item name={[f.name, 'billFrom']} rules={[required]} style={{ margin: 0 }}>
                        <DatePicker disabled={readOnly} data-testid={`deadline-${f.name}-billFrom`} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'billTo',
                    title: w('deadline.billTo'),
                    render: (_v, f) => (
                      <Form.Item name={[f.name, 'billTo']} rules={[required]} style={{ margin: 0 }}>
                        <DatePicker disabled={readOnly} data-testid={`deadline-${f.name}-billTo`} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'deadlineDate',
                    title: w('deadline.deadlineDate'),
                    render: (_v, f) => (
                      <Form.Item name={[f.name, 'deadlineDate']} rules={[required]} style={{ margin: 0 }}>
                        <DatePicker disabled={readOnly} data-testid={`deadline-${f.name}-deadlineDate`} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'deadlineTime',
                    title: w('deadline.deadlineTime'),
                    render: (_v, f) => (
                      <Form.Item name={[f.name, 'deadlineTime']} style={{ margin: 0 }}>
                        <TimePicker format="HH:mm" disabled={readOnly} placeholder={w('deadline.endOfDay')} />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'allowedAmount',
                    title: w('deadline.allowedAmount'),
                    render: (_v, f) => (
                      <Form.Item name={[f.name, 'allowedAmount']} style={{ margin: 0 }}>
                        <InputNumber<string>
                          stringMode
                          min="0"
                          precision={2}
                          style={{ width: 140 }}
                          disabled={readOnly}
                          data-testid={`deadline-${f.name}-allowedAmount`}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'remove',
                    width: 70,
                    render: (_v, f) =>
                      readOnly ? null : (
                        <Button type="link" danger onClick={() => remove(f.name)} disabled={fields.length <= 1}>
                          {t('common:delete')}
                        </Button>
                      ),
                  },
                ]}
              />
              {readOnly ? null : (
                <Button style={{ marginTop: 8 }} onClick={() => add({ allowedAmount: '0' })} data-action="add-deadline">
                  {w('plan.addDeadline')}
                </Button>
              )}
            </>
          )}
        </Form.List>
        <Row gutter={16} style={{ marginTop: 16 }}>
          <RemarkField col={{ xs: 24, md: 16 }} label={w('plan.remark')} />
        </Row>
      </Form>
    </EditorFrame>
  );
}
