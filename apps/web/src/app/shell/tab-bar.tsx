import { CloseCircleOutlined, CloseOutlined, DownOutlined, HomeOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../api/report-error';
import { INDEX_PATH } from '../../core/constants';
import { useDirty } from '../../core/dirty-store';
import { type AppRoute, matchAppRoute } from '../../core/menu-routes';
import { useNavigate } from '../../core/navigation';
import { useShellUi } from '../../core/shell-ui-store';
import { useTabs } from '../../core/tabs-store';
import { useFavorites, useToggleFavorite } from '../../kit/favorites';
import { useTabActions } from '../../kit/use-tab-actions';
import { tabTitle } from './tab-title';

export function TabBar({ routes }: { routes: readonly AppRoute[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = useTabs((s) => s.tabs);
  const activeKey = useTabs((s) => s.activeKey);
  const dirty = useDirty((s) => s.dirty);
  const titles = useShellUi((s) => s.titles);
  const actions = useTabActions();
  const favorites = useFavorites();
  const toggleFavorite = useToggleFavorite();

  /** The menu screen a tab shows (its page, not an add or edit route), for the favorite star. */
  const screenOf = (key: string) => {
    const tab = tabs.find((x) => x.key === key);
    const match = tab ? matchAppRoute(routes, tab.pathname) : null;
    return match && match.route.kind === 'page' && match.route.component ? match.route : null;
  };

  const menuFor = (key: string): MenuProps => {
    const screen = key === INDEX_PATH ? null : screenOf(key);
    const starred = screen ? favorites.byPath.has(screen.menuPath) : false;
    return {
      items: [
        ...(screen
          ? [
              starred
                ? { key: 'unfavorite', icon: <StarOutlined />, label: t('shell:favorites.remove') }
                : { key: 'favorite', icon: <StarFilled />, label: t('shell:favorites.add') },
            ]
          : []),
        ...(key === INDEX_PATH ? [] : [{ key: 'close', icon: <CloseOutlined />, label: t('shell:tabs.close') }]),
        { key: 'others', icon: <CloseCircleOutlined />, label: t('shell:tabs.closeOthers'), disabled: tabs.length === 0 },
        { key: 'all', icon: <CloseCircleOutlined />, label: t('shell:tabs.closeAll'), disabled: tabs.length === 0 },
      ],
      onClick: ({ key: op, domEvent }) => {
        domEvent.stopPropagation();
        if ((op === 'favorite' || op === 'unfavorite') && screen) runAction(() => toggleFavorite(screen.node.name, op === 'favorite'));
        else if (op === 'close') void actions.close(key);
        else if (op === 'others') void actions.closeOthers(key);
        else void actions.closeAll();
      },
    };
  };

  const items = [
    {
      key: INDEX_PATH,
      closable: false,
      label: (
        <Dropdown menu={menuFor(INDEX_PATH)} trigger={['contextMenu']}>
          <span data-tab-key={INDEX_PATH}>
            <HomeOutlined /> {t('shell:tabs.home')}
          </span>
        </Dropdown>
      ),
    },
    ...tabs.map((tab) => ({
      key: tab.key,
      closable: true,
      label: (
        <Dropdown menu={menuFor(tab.key)} trigger={['contextMenu']}>
          <span data-tab-key={tab.key}>
            {favorites.byPath.has(tab.pathname) ? (
              <StarFilled className="q-favorite-star" data-testid="tab-favorite" title={t('shell:favorites.title')} />
            ) : null}
            {tabTitle(tab.pathname, routes, t, titles[tab.key])}
            {dirty.has(tab.key) ? <span title={t('shell:tabs.editing')}> •</span> : null}
          </span>
        </Dropdown>
      ),
    })),
  ];

  return (
    <div className="q-tabbar">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeKey}
        items={items}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') void actions.close(key);
        }}
        tabBarExtraContent={
          <Dropdown menu={menuFor(activeKey)} trigger={['click']}>
            <Button size="small" type="text" data-testid="tab-menu">
              {t('shell:tabs.operations')} <DownOutlined />
            </Button>
          </Dropdown>
        }
      />
    </div>
  );
}
