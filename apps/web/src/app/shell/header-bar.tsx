import {
  ClearOutlined,
  KeyOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  QuestionCircleOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, Select, Space, Tooltip } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../api/query-client';
import { LOGIN_PATH } from '../../core/constants';
import { useDirty } from '../../core/dirty-store';
import { useNavigate } from '../../core/navigation';
import { useSession } from '../../core/session-store';
import { useShellUi } from '../../core/shell-ui-store';
import { clearListCache } from '../../core/storage';
import { ui } from '../../core/ui-bridge';
import { pageTexts } from '../../i18n';
import { LanguageSwitch } from '../../kit/language-switch';
import { logOut, switchBusinessGroup } from '../../kit/session-actions';
import { DeployButton } from './deploy-button';

// The notice bell polls and pops up after the shell is drawn; its code stays out of the shell's budget.
// The bell's texts are a page domain's: they come with its chunk.
const NoticeBell = lazy(() =>
  Promise.all([import('../../pages/notice/notice-bell'), pageTexts()]).then(([m]) => ({ default: m.NoticeBell })),
);

export function HeaderBar({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const belongId = useSession((s) => s.belongId);
  const collapsed = useShellUi((s) => s.collapsed);
  const { toggleCollapsed, setShortcutsOpen, setPasswordOpen } = useShellUi.getState();

  const onUserMenu = async (key: string) => {
    if (key === 'shortcuts') setShortcutsOpen(true);
    else if (key === 'password') setPasswordOpen(true);
    else if (key === 'cache') {
      clearListCache();
      queryClient.removeQueries({ queryKey: ['table-config'] });
      ui.success(t('shell:user.cacheCleared'));
    } else if (key === 'logout') {
      const editing = useDirty.getState().anyDirty();
      const ok = await ui.confirm({
        title: t('shell:user.logoutTitle'),
        content: editing ? t('shell:tabs.editingConfirm') : t('shell:user.logoutConfirm'),
        danger: editing,
      });
      if (!ok) return;
      await logOut();
      navigate(LOGIN_PATH, { replace: true });
    }
  };

  const groups = user?.businessGroups ?? [];

  return (
    <>
      <Button
        type="text"
        aria-label={t('shell:menu.toggle')}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={toggleCollapsed}
      />
      <span className="q-header-title">{title}</span>
      <span className="q-header-spacer" />
      <Space size={8}>
        {groups.length > 1 ? (
          <Tooltip title={t('shell:group.switch')}>
            <Select
              size="middle"
              style={{ minWidth: 180 }}
              value={belongId ?? undefined}
              options={groups.map((g) => ({ value: g.id, label: `${g.name} (${g.code})` }))}
              onChange={(id: string) => void switchBusinessGroup(id)}
              data-testid="group-switch"
            />
          </Tooltip>
        ) : groups.length === 1 ? (
          <span style={{ color: '#595959' }}>{groups[0].name}</span>
        ) : null}
        <DeployButton />
        <Suspense fallback={null}>
          <NoticeBell />
        </Suspense>
        <Tooltip title={t('shell:shortcuts.title')}>
          <Button type="text" icon={<QuestionCircleOutlined />} onClick={() => setShortcutsOpen(true)} data-testid="shortcuts-button" />
        </Tooltip>
        <LanguageSwitch />
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'shortcuts', icon: <QuestionCircleOutlined />, label: t('shell:shortcuts.title') },
              { key: 'cache', icon: <ClearOutlined />, label: t('shell:user.clearCache') },
              { key: 'password', icon: <KeyOutlined />, label: t('shell:user.changePassword') },
              { type: 'divider' },
              { key: 'logout', icon: <LogoutOutlined />, label: t('shell:user.logout'), danger: true },
            ],
            onClick: ({ key }) => void onUserMenu(key),
          }}
        >
          <span className="q-user-trigger" data-testid="user-menu">
            <Avatar size="small" icon={<UserOutlined />} style={{ background: '#1668dc' }} />
            <span>{user?.employeeName ?? ''}</span>
          </span>
        </Dropdown>
      </Space>
    </>
  );
}
