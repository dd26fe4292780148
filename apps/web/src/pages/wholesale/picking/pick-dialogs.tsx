import type { PickingPrintKind, PickSheetView } from '@quire/contracts';
import { Alert, Button, Form, Input, InputNumber, Modal, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { pickingApi } from './picking-api';

type AuthValues = { employeeNo: string; code: string; reason: string };

/** F3 with lines beyond the picker's tolerance: an authorizer's picking authorization code and the reason. */
export function CompleteDialog({
  open,
  sheet,
  onCancel,
  onDone,
}: {
  open: boolean;
  sheet: PickSheetView;
  onCancel: () => void;
  onDone: (done: PickSheetView) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AuthValues>();
  const [busy, setBusy] = useState(false);
  const beyond = sheet.lines.filter((l) => l.beyondTolerance);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      onDone(await pickingApi.complete(sheet.id, sheet.version, { employeeNo: v.employeeNo, code: v.code }, v.reason));
      form.resetFields();
    } catch (err) {
      // The server names the field (auth.code, reason): mark it on the form.
      if (err instanceof ApiError && err.fieldErrors.length > 0) {
        form.setFields(
          err.fieldErrors.map((f) => ({
            name: f.field === 'reason' ? 'reason' : f.field === 'auth.employeeNo' ? 'employeeNo' : 'code',
            errors: [f.message || err.message],
          })),
        );
      } else throw err;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={t('picking:authTitle')}
      open={open}
      onCancel={onCancel}
      onOk={() => void submit()}
      okButtonProps={{ loading: busy, 'data-testid': 'picking-auth-ok' } as never}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        message={t('picking:authHint', { under: sheet.tolerance.under, over: sheet.tolerance.over })}
        description={beyond.map((l) => `${l.skuCode ?? ''} ${l.skuName ?? ''}: ${l.pickedQty} / ${l.requiredQty}`).join('；')}
      />
      <Form form={form} layout="vertical" data-testid="picking-auth-form">
        <Form.Item
          name="employeeNo"
          label={t('picking:authEmployee')}
          rules={[{ required: true, message: t('picking:authEmployeeRequired') }]}
        >
          <Input maxLength={32} autoComplete="off" data-testid="picking-auth-employee" />
        </Form.Item>
        <Form.Item name="code" label={t('picking:authCode')} rules={[{ required: true, message: t('picking:authCodeRequired') }]}>
          <Input.Password maxLength={32} autoComplete="new-password" data-testid="picking-auth-code" />
        </Form.Item>
        <Form.Item name="reason" label={t('picking:reason')} rules={[{ required: true, message: t('picking:reasonRequired') }]}>
          <Input.TextArea maxLength={200} rows={2} data-testid="picking-auth-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** F2: box count and labels per box (required), and the box each line goes into (box 1 unless changed). */
export function BoxDialog({
  open,
  sheet,
  onCancel,
  onDone,
}: {
  open: boolean;
  sheet: PickSheetView;
  onCancel: () => void;
  onDone: (boxed: PickSheetView) => void;
}) {
  const { t } = useTranslation();
  const [boxCount, setBoxCount] = useState<number | null>(1);
  const [labelCount, setLabelCount] = useState<number | null>(1);
  const [boxOf, setBoxOf] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setBoxCount(sheet.boxCount ?? 1);
    setLabelCount(sheet.labelCount ?? 1);
    const existing: Record<string, number> = {};
    for (const b of sheet.boxes) for (const l of b.lines) existing[l.lineId] ??= b.boxNo;
    setBoxOf(existing);
    setError(null);
  }, [open, sheet]);
  const submit = async () => {
    if (!boxCount || !labelCount) {
      setError(t('picking:countsRequired'));
      return;
    }
    const boxes = new Map<number, { lineId: string; qty: string }[]>();
    for (const l of sheet.lines) {
      const no = Math.min(boxOf[l.lineId] ?? 1, boxCount);
      boxes.set(no, [...(boxes.get(no) ?? []), { lineId: l.lineId, qty: l.pickedQty }]);
    }
    try {
      onDone(
        await pickingApi.box({
          id: sheet.id,
          boxCount,
          labelCount,
          boxes: [...boxes].map(([boxNo, lines]) => ({ boxNo, lines })),
        }),
      );
    } catch (err) {
      if (err instanceof ApiError) setError(err.message);
      else throw err;
    }
  };
  return (
    <Modal
      title={t('picking:boxTitle')}
      open={open}
      onCancel={onCancel}
      onOk={() => void submit()}
      okButtonProps={{ 'data-testid': 'box-ok' } as never}
      width={720}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 12 }} wrap>
        <span>{t('picking:boxCount')}</span>
        <InputNumber min={1} max={999} precision={0} value={boxCount} onChange={setBoxCount} data-testid="box-count" />
        <span>{t('picking:labelCount')}</span>
        <InputNumber min={1} max={20} precision={0} value={labelCount} onChange={setLabelCount} data-testid="label-count" />
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="box-error" />}
      <Table
        rowKey="lineId"
        size="small"
        pagination={false}
        dataSource={sheet.lines}
        columns={[
          { key: 'sku', title: t('picking:skuName'), render: (_: unknown, l) => `${l.skuCode ?? ''} ${l.skuName ?? ''}` },
          { key: 'picked', title: t('picking:picked'), dataIndex: 'pickedQty', width: 90, align: 'right' },
          {
            key: 'boxNo',
            title: t('picking:boxNo'),
            width: 120,
            render: (_: unknown, l, i) => (
              <InputNumber
                min={1}
                max={boxCount ?? 1}
                precision={0}
                value={boxOf[l.lineId] ?? 1}
                onChange={(v) => setBoxOf({ ...boxOf, [l.lineId]: v ?? 1 })}
                data-testid={`box-no-${i}`}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}

/** F11: the packing list (each box's lines) or the box labels ("box i of N"). */
export function PrintDialog({
  open,
  packed,
  onCancel,
  onPrint,
}: {
  open: boolean;
  packed: boolean;
  onCancel: () => void;
  onPrint: (kind: PickingPrintKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('picking:printTitle')} open={open} onCancel={onCancel} footer={null} destroyOnHidden>
      {!packed && <Alert type="warning" showIcon message={t('picking:boxFirst')} style={{ marginBottom: 12 }} />}
      <Space>
        <Button type="primary" onClick={() => onPrint('PACKING_LIST')} data-testid="print-packing-list">
          {t('picking:packingList')}
        </Button>
        <Button onClick={() => onPrint('BOX_LABEL')} data-testid="print-box-labels">
          {t('picking:boxLabels')}
        </Button>
      </Space>
    </Modal>
  );
}
