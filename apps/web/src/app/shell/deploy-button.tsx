import { CloudUploadOutlined, DownOutlined } from '@ant-design/icons';
import { Alert, Button, Dropdown, Modal, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi, type DeployType } from '../../api/auth-api';
import { Access } from '../../core/access';
import { ui } from '../../core/ui-bridge';
import { deployProgress, deploySucceeded } from './deploy-rules';

type Run = { type: DeployType; percent: number; state: 'running' | 'success' | 'failed'; lines: string[] };

const TYPES: DeployType[] = ['ONE_KEY', 'DAILY_CLOSE', 'HOURLY'];

/** The 'one-click effect' button of the header (spec §2, §4). */
export function DeployButton() {
  const { t } = useTranslation();
  const [run, setRun] = useState<Run | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const running = run?.state === 'running';

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  const start = async (type: DeployType) => {
    const ok = await ui.confirm({ title: t('shell:deploy.confirmTitle'), content: t(`shell:deploy.confirm.${type}`) });
    if (!ok) return;
    const started = Date.now();
    setRun({ type, percent: 0, state: 'running', lines: [] });
    setOpen(true);
    timer.current = setInterval(() => {
      setRun((r) => (r && r.state === 'running' ? { ...r, percent: deployProgress(Date.now() - started) } : r));
    }, 200);
    try {
      const result = await authApi.deploy(type);
      const success = deploySucceeded(result.lines);
      setRun({
        type,
        percent: success ? 100 : deployProgress(Date.now() - started),
        state: success ? 'success' : 'failed',
        lines: result.lines,
      });
      if (success) ui.success(t('shell:deploy.success'));
    } catch {
      setRun((r) => (r ? { ...r, state: 'failed' } : r));
    } finally {
      if (timer.current) clearInterval(timer.current);
      timer.current = null;
    }
  };

  return (
    <Access path="actionBar:deploy">
      <Dropdown
        disabled={running}
        trigger={['click']}
        menu={{
          items: TYPES.map((type) => ({ key: type, label: t(`shell:deploy.type.${type}`) })),
          onClick: ({ key }) => void start(key as DeployType),
        }}
      >
        <Button type="primary" ghost icon={<CloudUploadOutlined />} loading={running} data-testid="deploy-button">
          {running ? `${t('shell:deploy.running')} ${run?.percent ?? 0}%` : t('shell:deploy.button')} <DownOutlined />
        </Button>
      </Dropdown>
      <Modal
        open={open}
        title={run ? t(`shell:deploy.type.${run.type}`) : t('shell:deploy.button')}
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" onClick={() => setOpen(false)}>
            {running ? t('shell:deploy.background') : t('common:close')}
          </Button>
        }
        mask={{ closable: !running }}
      >
        {run && (
          <>
            <Progress
              percent={run.percent}
              status={run.state === 'running' ? 'active' : run.state === 'success' ? 'success' : 'exception'}
            />
            {run.state !== 'running' && (
              <Alert
                style={{ margin: '12px 0' }}
                type={run.state === 'success' ? 'success' : 'error'}
                showIcon
                title={run.state === 'success' ? t('shell:deploy.success') : t('shell:deploy.failed')}
              />
            )}
            {run.lines.length > 0 && <pre className="q-deploy-log">{run.lines.join('\n')}</pre>}
          </>
        )}
      </Modal>
    </Access>
  );
}
