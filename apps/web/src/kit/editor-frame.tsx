import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Skeleton, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { runAction } from '../api/report-error';
import { usePermission } from '../core/access';
import { useUnsavedGuard } from '../core/dirty-store';
import { type ShortcutHandlers, type ShortcutKey, useShortcuts } from '../core/shortcuts';

export type EditorOperation = {
  key: string;
  label: ReactNode;
  /** Button permission; the operation is removed when not granted. */
  permission?: string;
  shortcut?: ShortcutKey;
  primary?: boolean;
  danger?: boolean;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void | Promise<void>;
};

type Props = {
  title: ReactNode;
  extra?: ReactNode;
  operations: EditorOperation[];
  /** The form has edits not saved yet: the tab is watched (spec §2). */
  dirty: boolean;
  loading?: boolean;
  onBack: () => void;
  children: ReactNode;
};

function keyLabel(key: ShortcutKey): string {
  return key === 'Escape' ? 'Esc' : key;
}

/** The frame of add, edit and detail pages: title, the operations the page declares, Esc to go back. */
export function EditorFrame({ title, extra, operations, dirty, loading, onBack, children }: Props) {
  const { t } = useTranslation();
  const { has } = usePermission();
  useUnsavedGuard(dirty);
  const allowed = operations.filter((op) => !op.permission || has(op.permission));

  const handlers: ShortcutHandlers = { Escape: onBack };
  for (const op of allowed) if (op.shortcut && !op.disabled && !op.loading) handlers[op.shortcut] = () => runAction(op.onClick);
  useShortcuts(handlers);

  return (
    <div className="q-page" data-testid="editor-frame">
      <div className="q-editor-header">
        <Space>
          <Tooltip title="Esc">
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label={t('common:back')} />
          </Tooltip>
          <h2>{title}</h2>
          {extra}
        </Space>
      </div>
      {loading ? <Skeleton active paragraph={{ rows: 8 }} /> : children}
      <div className="q-editor-footer">
        <Button onClick={onBack}>
          {t('common:back')} <span style={{ color: '#bfbfbf', marginLeft: 4 }}>Esc</span>
        </Button>
        {allowed.map((op) => (
          <Button
            key={op.key}
            type={op.primary ? 'primary' : 'default'}
            danger={op.danger}
            disabled={op.disabled || loading}
            loading={op.loading}
            onClick={() => runAction(op.onClick)}
            data-op={op.key}
          >
            {op.label}
            {op.shortcut ? <span style={{ opacity: 0.65, marginLeft: 4 }}>{keyLabel(op.shortcut)}</span> : null}
          </Button>
        ))}
      </div>
    </div>
  );
}
