import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemKeys, type TableColumnSetting, tableConfigApi } from '../api/system-api';
import { ui } from '../core/ui-bridge';
import { moveSetting } from './table-settings';

type Props = {
  tableKey: string;
  settings: TableColumnSetting[];
  titles: Record<string, ReactNode>;
};

/** Column visibility and order, kept per user through the global table config. */
export function ColumnSettings({ tableKey, settings, titles }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(settings);
  useEffect(() => {
    if (!open) setDraft(settings);
  }, [settings, open]);

  const save = useMutation({
    // Reset stores an empty list: no custom settings, every column as the page declares it.
    mutationFn: (columns: TableColumnSetting[] | null) => tableConfigApi.save(tableKey, { columns: columns ?? [] }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: systemKeys.tableConfig(tableKey) });
      ui.success(t('kit:columns.saved'));
      setOpen(false);
    },
  });

  const content = (
    <div style={{ width: 260 }} data-testid="column-settings">
      <div style={{ maxHeight: 360, overflow: 'auto' }}>
        {draft.map((s, i) => (
          <div key={s.key} style={{ display: 'flex', alignItems: 'center', padding: '4px 0' }}>
            <Checkbox
              style={{ flex: 1 }}
              checked={s.visible}
              onChange={(e) => setDraft(draft.map((d) => (d.key === s.key ? { ...d, visible: e.target.checked } : d)))}
            >
              {titles[s.key] ?? s.key}
            </Checkbox>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              disabled={i === 0}
              onClick={() => setDraft(moveSetting(draft, s.key, -1))}
              aria-label={t('kit:columns.up')}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              disabled={i === draft.length - 1}
              onClick={() => setDraft(moveSetting(draft, s.key, 1))}
              aria-label={t('kit:columns.down')}
            />
          </div>
        ))}
      </div>
      <Space style={{ marginTop: 8, width: '100%', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => save.mutate(null)} loading={save.isPending && save.variables === null}>
          {t('kit:columns.reset')}
        </Button>
        <Button
          size="small"
          type="primary"
          disabled={!draft.some((d) => d.visible)}
          loading={save.isPending && save.variables !== null}
          onClick={() => save.mutate(draft)}
        >
          {t('common:save')}
        </Button>
      </Space>
    </div>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" title={t('kit:columns.title')} content={content}>
      <Tooltip title={t('kit:columns.title')}>
        <Button icon={<SettingOutlined />} aria-label={t('kit:columns.title')} data-testid="column-settings-button" />
      </Tooltip>
    </Popover>
  );
}
