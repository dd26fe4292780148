import type { StockCheckSheetView } from '@quire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Select, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../core/access';
import { useTabContext } from '../../../core/tab-context';
import { formatDateTime } from '../../../kit/document/document-kit';
import { type ListColumn, ListPage } from '../../../kit/list-page';
import { SheetEditor } from './sheet-editor';
import { StockCheckStatusTag } from './status-tag';
import { stocktakeApi, stocktakeKeys } from './stocktake-api';

type Dialog = { kind: 'add' | 'upload' | 'recheck' } | null;

/** 盘点单: counting sheets (grid, scanner, counting file) and recount sheets of running tasks. */
export default function CheckSheetPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  // The tab's own address (a hidden tab keeps the one it was opened with).
  const presetTask = new URLSearchParams(useTabContext().search).get('taskId') ?? undefined;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [form] = Form.useForm<{ taskId: string; location?: string }>();
  const running = useQuery({ queryKey: stocktakeKeys.running, queryFn: () => stocktakeApi.runningTasks(), enabled: dialog !== null });
  const taskOptions = (running.data?.list ?? []).map((task) => ({ value: task.id, label: `${task.billNo} ${task.warehouseName ?? ''}` }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: stocktakeKeys.sheets });

  const submit = async () => {
    const v = await form.validateFields();
    let sheet: StockCheckSheetView;
    if (dialog?.kind === 'upload') {
      if (!file) {
        message.error(t('stocktake:sheet.fileRequired'));
        return;
      }
      sheet = await stocktakeApi.upload({ taskId: v.taskId, location: v.location }, file);
    } else if (dialog?.kind === 'recheck') sheet = await stocktakeApi.recheck(v.taskId);
    else sheet = await stocktakeApi.addSheet({ taskId: v.taskId, location: v.location });
    message.success(t('stocktake:sheet.created', { billNo: sheet.billNo }));
    setDialog(null);
    setFile(null);
    form.resetFields();
    await refresh();
    setEditing(sheet.id);
  };

  const columns: ListColumn<StockCheckSheetView>[] = [
    { key: 'billNo', title: t('stocktake:sheet.billNo'), dataIndex: 'billNo', width: 190 },
    { key: 'mode', title: t('stocktake:sheet.mode'), width: 110, render: (r) => t(`stocktake:mode.${r.mode}`) },
    { key: 'taskBillNo', title: t('stocktake:sheet.task'), dataIndex: 'taskBillNo', width: 190 },
    { key: 'taskStatus', title: t('stocktake:task.status'), width: 120, render: (r) => <StockCheckStatusTag status={r.taskStatus} /> },
    { key: 'warehouse', title: t('stocktake:task.warehouse'), width: 150, render: (r) => r.warehouseName ?? '' },
    { key: 'location', title: t('stocktake:sheet.location'), dataIndex: 'location', width: 100 },
    { key: 'lineCount', title: t('stocktake:sheet.lineCount'), dataIndex: 'lineCount', width: 90, align: 'right' },
    { key: 'totalQty', title: t('stocktake:sheet.totalQty'), dataIndex: 'totalQty', width: 100, align: 'right' },
    { key: 'createTime', title: t('stocktake:sheet.createTime'), width: 170, render: (r) => formatDateTime(r.createTime) },
  ];

  const open = (kind: 'add' | 'upload' | 'recheck') => {
    form.setFieldsValue({ taskId: presetTask, location: undefined });
    setDialog({ kind });
  };

  return (
    <>
      <ListPage<StockCheckSheetView>
        tableKey="inventory.check"
        queryKey={[...stocktakeKeys.sheets, presetTask ?? '']}
        fetch={(q, signal) => stocktakeApi.sheets({ ...q, taskId: presetTask }, signal)}
        columns={columns}
        onAdd={() => open('add')}
        addPermission="inventory:check:add"
        toolbar={() => (
          <Access path="inventory:check:add">
            <Space>
              <Button onClick={() => open('upload')} data-testid="sheet-upload">
                {t('stocktake:sheet.pdaUpload')}
              </Button>
              <Button onClick={() => open('recheck')} data-testid="sheet-recheck">
                {t('stocktake:sheet.recheck')}
              </Button>
            </Space>
          </Access>
        )}
        filters={[
          { kind: 'text', name: 'billNo', label: t('stocktake:sheet.billNo') },
          {
            kind: 'select',
            name: 'mode',
            label: t('stocktake:sheet.mode'),
            options: (['COUNT', 'RECHECK', 'UPLOAD'] as const).map((m) => ({ value: m, label: t(`stocktake:mode.${m}`) })),
          },
        ]}
        rowActions={[
          {
            key: 'count',
            label: (r) => (r.taskStatus === 'IN_PROGRESS' ? t('stocktake:sheet.count') : t('stocktake:sheet.view')),
            onClick: (r) => setEditing(r.id),
          },
        ]}
      />
      <Modal
        title={t(`stocktake:sheet.dialog.${dialog?.kind ?? 'add'}`)}
        open={dialog !== null}
        onCancel={() => setDialog(null)}
        onOk={() => void submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" data-testid="sheet-form">
          <Form.Item
            name="taskId"
            label={t('stocktake:sheet.task')}
            rules={[{ required: true, message: t('stocktake:sheet.taskRequired') }]}
          >
            <Select
              options={taskOptions}
              loading={running.isLoading}
              data-testid="sheet-task"
              notFoundContent={t('stocktake:sheet.noRunningTask')}
            />
          </Form.Item>
          {dialog?.kind !== 'recheck' && (
            <Form.Item name="location" label={t('stocktake:sheet.location')} extra={t('stocktake:sheet.locationHelp')}>
              <Input maxLength={40} data-testid="sheet-location" />
            </Form.Item>
          )}
          {dialog?.kind === 'upload' && (
            <Form.Item label={t('stocktake:sheet.file')} extra={t('stocktake:sheet.fileHelp')} required>
              <Upload
                accept=".xlsx"
                maxCount={1}
                beforeUpload={(f) => {
                  setFile(f);
                  return false;
                }}
                onRemove={() => setFile(null)}
              >
                <Button data-testid="sheet-file">{t('stocktake:sheet.chooseFile')}</Button>
              </Upload>
            </Form.Item>
          )}
          {dialog?.kind === 'recheck' && <p>{t('stocktake:sheet.recheckHelp')}</p>}
        </Form>
      </Modal>
      <SheetEditor
        sheetId={editing}
        onClose={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </>
  );
}
