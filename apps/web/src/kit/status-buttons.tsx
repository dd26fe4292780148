import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { Status } from '@quire/contracts';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { runAction } from '../api/report-error';
import { Access } from '../core/access';

/** Batch enable / disable of the selected rows, behind the screen's status button. */
export function StatusButtons<T>({
  permission,
  selected,
  clear,
  onSet,
}: {
  permission: string;
  selected: T[];
  clear: () => void;
  onSet: (rows: T[], status: Status) => Promise<void>;
}) {
  const { t } = useTranslation();
  const none = selected.length === 0;
  return (
    <Access path={permission}>
      <Space size={8}>
        <Tooltip title={none ? t('kit:list.selectFirst') : undefined}>
          <Button icon={<CheckCircleOutlined />} disabled={none} onClick={() => runAction(() => onSet(selected, 'ENABLE').then(clear))}>
            {t('common:enable')}
          </Button>
        </Tooltip>
        <Tooltip title={none ? t('kit:list.selectFirst') : undefined}>
          <Button icon={<StopOutlined />} disabled={none} onClick={() => runAction(() => onSet(selected, 'DISABLE').then(clear))}>
            {t('common:disable')}
          </Button>
        </Tooltip>
      </Space>
    </Access>
  );
}
