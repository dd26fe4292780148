import type { CustomerView } from '@quire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../core/access';
import { showSubmitError } from '../../../kit/form-errors';
import { customerApi, partnerKeys, partnerLookupApi } from '../partner-api';

/** The screen 应收管控方案's edit button: whoever may change plans may move customers between them. */
const PLAN_EDIT = 'finance:clearPlan:edit';
const NONE = '__none__';

/**
 * 客户档案's batch action (spec §7 PUT accountCleanPlan): put the selected customers in a
 * receivable control plan (out of any other), or out of every plan.
 */
export function CustomerPlanAction({ selected, onDone }: { selected: CustomerView[]; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ planId: string }>();
  const plans = useQuery({ queryKey: ['finance', 'clearPlan', 'options'], queryFn: partnerLookupApi.clearPlans, enabled: open });
  const inOtherPlans = selected.filter((c) => c.receivableControlPlanId !== null).length;

  const submit = async () => {
    const { planId } = await form.validateFields();
    setSaving(true);
    try {
      await customerApi.setClearPlan(
        selected.map((c) => c.id),
        planId === NONE ? null : planId,
      );
      await queryClient.invalidateQueries({ queryKey: partnerKeys.customers });
      setOpen(false);
      onDone();
    } catch (error) {
      showSubmitError(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Access path={PLAN_EDIT}>
      <Button
        disabled={selected.length === 0}
        onClick={() => {
          form.resetFields();
          setOpen(true);
        }}
        data-testid="set-control-plan"
      >
        {t('partner:customer.setControlPlan')}
      </Button>
      <Modal
        open={open}
        title={t('partner:customer.setControlPlanTitle', { count: selected.length })}
        okText={t('common:ok')}
        onOk={submit}
        confirmLoading={saving}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="planId" label={t('partner:customer.fields.receivableControlPlan')} rules={[{ required: true }]}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={plans.isLoading}
              notFoundContent={t('partner:customer.noControlPlans')}
              options={[
                { value: NONE, label: t('partner:customer.controlPlanNone') },
                ...(plans.data ?? []).map((p) => ({ value: p.id, label: p.name })),
              ]}
              data-testid="control-plan-select"
            />
          </Form.Item>
        </Form>
        {inOtherPlans > 0 && <Alert type="info" showIcon message={t('partner:customer.controlPlanMoves', { count: inOtherPlans })} />}
      </Modal>
    </Access>
  );
}
