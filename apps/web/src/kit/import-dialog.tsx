/**
 * The .xlsx import dialog (spec §5: .xlsx only; modes "cancel all if any fail" and "cancel
 * failed only"). Download the template, pick the mode, drop a file, upload it; the import
 * task is then polled and its progress, counts and error workbook shown here (and in the
 * download center).
 *
 *   <ImportButton permission="wholesale:customer:import" title={t('partner:customer.importTitle')}
 *     templateUrl="/api/customer/jcCustomerInfo/importTemplate"
 *     uploadUrl="/api/customer/jcCustomerInfo/importExcel"
 *     onDone={() => queryClient.invalidateQueries({ queryKey: partnerKeys.customers })} />
 *
 * or, with your own button, `<ImportDialog open={open} onClose={…} … />`. `onDone` runs once
 * when the task has finished (with the task: okRows > 0 means rows were committed).
 */
import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import type { ExcelTaskStatus, ExcelTaskView, ImportMode } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Progress, Radio, Space, Tag, Typography, Upload } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, excelKeys, excelTaskApi, uploadXlsx } from '../api/files';
import { runAction } from '../api/report-error';
import { Access } from '../core/access';
import { ui } from '../core/ui-bridge';

export type ImportDialogProps = {
  title: ReactNode;
  /** GET: the template workbook. */
  templateUrl: string;
  /** POST ?mode=: the raw .xlsx. */
  uploadUrl: string;
  /** Runs once when the import task has finished. */
  onDone?: (task: ExcelTaskView) => void;
  /** The modes the import allows (default both); with one, no choice is shown. */
  modes?: readonly ImportMode[];
  /**
   * What the finished import made, shown under its counts (e.g. the bill numbers of the orders
   * 导入建单 made, each opening its order); `close` closes the dialog first.
   */
  result?: (task: ExcelTaskView, close: () => void) => ReactNode;
};

const XLSX_NAME = /\.xlsx$/i;
const ALL_MODES: readonly ImportMode[] = ['ALL_OR_NOTHING', 'SKIP_FAILED'];
const POLL_MS = 1000;

export function isFinished(status: ExcelTaskStatus): boolean {
  return status === 'FINISHED' || status === 'DOWNLOADED' || status === 'FAILED';
}

/** True when the file name says .xlsx (the server checks the content too). */
export function isXlsxName(name: string): boolean {
  return XLSX_NAME.test(name);
}

export function ImportDialog({
  open,
  onClose,
  title,
  templateUrl,
  uploadUrl,
  onDone,
  modes = ALL_MODES,
  result,
}: ImportDialogProps & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ImportMode>(modes[0]);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [templateLoading, setTemplateLoading] = useState(false);
  const doneFor = useRef<string | null>(null);

  const task = useQuery({
    queryKey: excelKeys.task(taskId ?? ''),
    queryFn: ({ signal }) => excelTaskApi.find(taskId ?? '', signal),
    enabled: open && taskId !== null,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && isFinished(data.status) ? false : POLL_MS;
    },
  });
  const current = task.data ?? null;
  const finished = current !== null && isFinished(current.status);

  useEffect(() => {
    if (current && finished && doneFor.current !== current.id) {
      doneFor.current = current.id;
      onDone?.(current);
    }
  }, [current, finished, onDone]);

  const reset = () => {
    setFile(null);
    setTaskId(null);
    setUploading(false);
  };

  const close = () => {
    reset();
    setMode(modes[0]);
    onClose();
  };

  const downloadTemplate = async () => {
    setTemplateLoading(true);
    try {
      await downloadFile(templateUrl);
    } finally {
      setTemplateLoading(false);
    }
  };

  const start = async () => {
    if (!file) {
      ui.warning(t('excel:import.chooseFile'));
      return;
    }
    setUploading(true);
    try {
      const ref = await uploadXlsx(uploadUrl, file, { mode, fileName: file.name });
      setTaskId(ref.taskId);
    } finally {
      setUploading(false);
    }
  };

  const running = taskId !== null && !finished;
  const footer = [
    <Button key="close" onClick={close} data-testid="import-close">
      {finished ? t('common:close') : t('common:cancel')}
    </Button>,
  ];
  if (finished) {
    footer.push(
      <Button key="again" onClick={reset} data-testid="import-again">
        {t('excel:import.again')}
      </Button>,
    );
  } else {
    footer.push(
      <Button
        key="start"
        type="primary"
        icon={<UploadOutlined />}
        disabled={!file || running}
        loading={uploading || running}
        onClick={() => runAction(start)}
        data-testid="import-start"
      >
        {running ? t('excel:import.importing') : t('excel:import.start')}
      </Button>,
    );
  }

  return (
    <Modal open={open} title={title} width={600} onCancel={close} footer={footer} destroyOnHidden mask={{ closable: false }}>
      <div data-testid="import-dialog">
        {taskId === null ? (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <div className="q-import-step">
              <Typography.Text strong>{t('excel:import.step1')}</Typography.Text>
              <div style={{ marginTop: 8 }}>
                <Button
                  icon={<DownloadOutlined />}
                  loading={templateLoading}
                  onClick={() => runAction(downloadTemplate)}
                  data-testid="import-template"
                >
                  {t('excel:import.downloadTemplate')}
                </Button>
                <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
                  {t('excel:import.templateHint')}
                </Typography.Text>
              </div>
            </div>
            <div className="q-import-step">
              <Typography.Text strong>{t('excel:import.step2')}</Typography.Text>
              <div style={{ marginTop: 8 }}>
                <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as ImportMode)} data-testid="import-mode">
                  <Space orientation="vertical" size={4}>
                    {modes.map((m) => (
                      <Radio key={m} value={m}>
                        {t(`excel:import.mode.${m}`)}
                        <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                          {t(`excel:import.modeHint.${m}`)}
                        </Typography.Text>
                      </Radio>
                    ))}
                  </Space>
                </Radio.Group>
              </div>
            </div>
            <div className="q-import-step">
              <Typography.Text strong>{t('excel:import.step3')}</Typography.Text>
              <div style={{ marginTop: 8 }}>
                <Upload.Dragger
                  // The picker offers .xlsx; anything else dropped still reaches beforeUpload to be refused in words.
                  accept={{ format: '.xlsx', filter: 'native' }}
                  multiple={false}
                  maxCount={1}
                  fileList={file ? [{ uid: 'file', name: file.name, status: 'done', size: file.size }] : []}
                  beforeUpload={(picked) => {
                    if (!isXlsxName(picked.name)) {
                      ui.error(t('excel:import.onlyXlsx'));
                      return Upload.LIST_IGNORE;
                    }
                    setFile(picked);
                    return false;
                  }}
                  onRemove={() => {
                    setFile(null);
                    return true;
                  }}
                  data-testid="import-dragger"
                >
                  <p className="ant-upload-drag-icon">
                    <InboxOutlined />
                  </p>
                  <p className="ant-upload-text">{t('excel:import.dropHere')}</p>
                  <p className="ant-upload-hint">{t('excel:import.dropHint')}</p>
                </Upload.Dragger>
              </div>
            </div>
          </Space>
        ) : (
          <>
            <ImportProgress task={current} loading={task.isLoading} />
            {current && finished && current.okRows > 0 && result && (
              <div style={{ marginTop: 16 }} data-testid="import-result">
                {result(current, close)}
              </div>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}

function ImportProgress({ task, loading }: { task: ExcelTaskView | null; loading: boolean }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  if (!task) {
    return (
      <div style={{ padding: '24px 0' }}>
        <Progress percent={0} status="active" />
        <Typography.Text type="secondary">{loading ? t('excel:import.waiting') : t('excel:import.notFound')}</Typography.Text>
      </div>
    );
  }
  const finished = isFinished(task.status);
  const failed = task.status === 'FAILED';
  const downloadErrors = async () => {
    setDownloading(true);
    try {
      await excelTaskApi.downloadErrors(task.id);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="import-progress" data-status={task.status}>
      <Progress
        percent={finished ? 100 : task.progress}
        status={failed ? 'exception' : finished ? (task.failedRows > 0 ? 'normal' : 'success') : 'active'}
      />
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('excel:task.fileName')} span={2}>
          {task.fileName}
        </Descriptions.Item>
        <Descriptions.Item label={t('excel:task.status')}>
          <TaskStatusTag task={task} />
        </Descriptions.Item>
        <Descriptions.Item label={t('excel:task.mode')}>{task.mode ? t(`excel:import.mode.${task.mode}`) : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('excel:task.totalRows')}>
          <span data-testid="import-total">{task.totalRows.toLocaleString()}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('excel:task.okRows')}>
          <Typography.Text type="success" data-testid="import-ok">
            {task.okRows.toLocaleString()}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('excel:task.failedRows')} span={2}>
          <Typography.Text type={task.failedRows > 0 ? 'danger' : undefined} data-testid="import-failed">
            {task.failedRows.toLocaleString()}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {finished && task.errorMessage && <Alert type={failed ? 'error' : 'warning'} showIcon title={task.errorMessage} />}
      {finished && !task.errorMessage && !failed && (
        <Alert type="success" showIcon title={t('excel:import.succeeded', { count: task.okRows })} />
      )}
      {finished && task.failedRows > 0 && (
        <Button
          danger
          icon={<DownloadOutlined />}
          loading={downloading}
          onClick={() => runAction(downloadErrors)}
          data-testid="import-download-errors"
        >
          {t('excel:import.downloadErrors')}
        </Button>
      )}
    </Space>
  );
}

const TASK_STATUS_COLORS: Record<ExcelTaskStatus, string> = {
  INITIAL: 'default',
  DOWNLOADING: 'processing',
  FINISHED: 'success',
  DOWNLOADED: 'default',
  FAILED: 'error',
};

/** A download-center task's status (初始化 / 处理中 / 已完成 / 已下载 / 失败) as a coloured tag. */
export function TaskStatusTag({ task }: { task: Pick<ExcelTaskView, 'status' | 'kind' | 'failedRows'> }) {
  const { t } = useTranslation();
  const partial = task.kind === 'IMPORT' && task.status === 'FINISHED' && task.failedRows > 0;
  return (
    <Tag color={partial ? 'warning' : TASK_STATUS_COLORS[task.status]} data-task-status={task.status}>
      {t(`excel:task.statuses.${task.status}`)}
    </Tag>
  );
}

/** An "Import" toolbar button (removed without `permission`) with its dialog. */
export function ImportButton({ permission, ...props }: ImportDialogProps & { permission: string; label?: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { label, ...dialog } = props;
  return (
    <Access path={permission}>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="list-import">
        {label ?? t('excel:import.button')}
      </Button>
      <ImportDialog {...dialog} open={open} onClose={() => setOpen(false)} />
    </Access>
  );
}
