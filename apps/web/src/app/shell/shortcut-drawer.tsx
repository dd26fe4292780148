import { Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShellUi } from '../../core/shell-ui-store';
import { handlersOf, SHORTCUT_KEYS, useShortcutRegistry } from '../../core/shortcuts';
import { useTabs } from '../../core/tabs-store';

/** The right-hand drawer listing the keyboard shortcuts (spec §2). */
export function ShortcutDrawer() {
  const { t } = useTranslation();
  const open = useShellUi((s) => s.shortcutsOpen);
  const setOpen = useShellUi((s) => s.setShortcutsOpen);
  const activeKey = useTabs((s) => s.activeKey);
  useShortcutRegistry((s) => s.version);
  const handled = handlersOf(activeKey);
  return (
    <Drawer
      title={t('shell:shortcuts.title')}
      placement="right"
      size={380}
      open={open}
      onClose={() => setOpen(false)}
      rootClassName="q-shortcut-drawer"
    >
      <p style={{ color: '#8c8c8c', marginTop: 0 }}>{t('shell:shortcuts.hint')}</p>
      {SHORTCUT_KEYS.map((key) => (
        <div key={key} className="q-shortcut-row" data-shortcut={key}>
          <kbd>{key === 'Escape' ? 'Esc' : key}</kbd>
          <span className="q-shortcut-text">{t(`shell:shortcuts.key.${key}`)}</span>
          {handled[key] ? <Tag color="blue">{t('shell:shortcuts.available')}</Tag> : null}
        </div>
      ))}
    </Drawer>
  );
}
