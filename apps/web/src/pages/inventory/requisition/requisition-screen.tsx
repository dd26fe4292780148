import { type EmployeeOption, REQUISITION_DEPARTMENT_MAX, REQUISITION_PURPOSE_MAX } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import { useEmployeeNames, useWarehouses, WarehouseName } from '../../../kit/document/document-kit';
import { type DocumentScreenConfig, warehouseFilter } from '../../../kit/document/document-screen';

/** The people picker: the enabled employees of the active business group. */
function useReceiverOptions() {
  const query = useQuery({
    queryKey: ['inventory', 'receivers'],
    queryFn: () => http.post<EmployeeOption[]>('/api/user/employee/options', { status: 'ENABLE' }, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return useMemo(() => (query.data ?? []).map((e) => ({ value: e.id, label: `${e.name} (${e.employeeNo})` })), [query.data]);
}

function ReceiverName({ id }: { id: unknown }) {
  const name = useEmployeeNames();
  return <>{id === null || id === undefined ? '' : name(String(id))}</>;
}

function RequisitionHeaderFields() {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  const receivers = useReceiverOptions();
  return (
    <>
      <Col xs={24} md={6}>
        <Form.Item
          name="warehouseId"
          label={t('inventory:requisition.warehouse')}
          rules={[{ required: true, message: t('inventory:requisition.warehouseRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={warehouses.options}
            loading={warehouses.loading}
            data-testid="warehouse"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="departmentName" label={t('inventory:requisition.department')} rules={[{ max: REQUISITION_DEPARTMENT_MAX }]}>
          <Input maxLength={REQUISITION_DEPARTMENT_MAX} data-testid="department" />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item
          name="receiverId"
          label={t('inventory:requisition.receiver')}
          dependencies={['departmentName']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v) =>
                v || String(getFieldValue('departmentName') ?? '').trim()
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('inventory:requisition.receiverRequired'))),
            }),
          ]}
        >
          <Select showSearch={{ optionFilterProp: 'label' }} allowClear options={receivers} data-testid="receiver" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="purpose"
          label={t('inventory:requisition.purpose')}
          rules={[
            { required: true, whitespace: true, message: t('inventory:requisition.purposeRequired') },
            { max: REQUISITION_PURPOSE_MAX },
          ]}
        >
          <Input maxLength={REQUISITION_PURPOSE_MAX} data-testid="purpose" />
        </Form.Item>
      </Col>
    </>
  );
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** 领用单: goods a department or an employee takes for internal use, with its purpose; out at the average cost. */
export const screen: DocumentScreenConfig = {
  type: 'MATERIAL_RECEIVE',
  title: 'inventory:requisition.title',
  lineKind: 'positive',
  headerFields: () => <RequisitionHeaderFields />,
  headerValues: (doc) => ({
    warehouseId: doc.warehouseId,
    departmentName: doc.departmentName ?? null,
    receiverId: doc.receiverId === null || doc.receiverId === undefined ? undefined : String(doc.receiverId),
    purpose: doc.purpose ?? '',
  }),
  headerBody: (v) => ({
    warehouseId: v.warehouseId,
    departmentName: v.departmentName || null,
    receiverId: v.receiverId || null,
    purpose: v.purpose,
  }),
  headerItems: (doc) => [
    { key: 'warehouse', label: 'inventory:requisition.warehouse', children: <WarehouseName id={doc.warehouseId} /> },
    { key: 'department', label: 'inventory:requisition.department', children: text(doc.departmentName) },
    { key: 'receiver', label: 'inventory:requisition.receiver', children: doc.receiverId ? <ReceiverName id={doc.receiverId} /> : '' },
    { key: 'purpose', label: 'inventory:requisition.purpose', children: text(doc.purpose) },
  ],
  listColumns: ({ t, warehouseName }) => [
    { key: 'warehouse', title: t('inventory:requisition.warehouse'), width: 160, render: (r) => warehouseName(r.warehouseId) },
    { key: 'department', title: t('inventory:requisition.department'), width: 120, render: (r) => text(r.departmentName) },
    { key: 'receiver', title: t('inventory:requisition.receiver'), width: 120, render: (r) => <ReceiverName id={r.receiverId} /> },
    { key: 'purpose', title: t('inventory:requisition.purpose'), width: 220, ellipsis: true, render: (r) => text(r.purpose) },
  ],
  listFilters: (ctx) => [warehouseFilter(ctx)],
};
