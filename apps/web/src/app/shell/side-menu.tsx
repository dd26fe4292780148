import { ExportOutlined, HomeOutlined } from '@ant-design/icons';
import type { MenuNode } from '@quire/contracts';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INDEX_PATH } from '../../core/constants';
import { type AppRoute, matchAppRoute, menuRoots, visibleMenu } from '../../core/menu-routes';
import { useNavigate } from '../../core/navigation';
import { useSession } from '../../core/session-store';
import { useShellUi } from '../../core/shell-ui-store';
import { EllipsisLabel } from '../../kit/ellipsis-label';
import { MenuIcon } from '../../kit/menu-icon';
import { FAVORITE_KEY, useFavoriteMenuItems } from './favorite-menu';

type Item = Required<MenuProps>['items'][number];

const EXTERNAL = 'ext:';

function toItems(nodes: readonly MenuNode[]): Item[] {
  return nodes.map((node): Item => {
    if (node.children.length > 0) {
      return {
        key: `group:${node.id}`,
        icon: <MenuIcon name={node.iconName} />,
        label: <EllipsisLabel text={node.title} />,
        children: toItems(node.children),
      };
    }
    if (node.externalLink) {
      return {
        key: EXTERNAL + node.externalLink,
        icon: <MenuIcon name={node.iconName} />,
        label: (
          <EllipsisLabel text={node.title}>
            {node.title} <ExportOutlined style={{ fontSize: 11 }} />
          </EllipsisLabel>
        ),
      };
    }
    return {
      key: node.path,
      icon: node.iconName ? <MenuIcon name={node.iconName} /> : undefined,
      label: <EllipsisLabel text={node.title} />,
    };
  });
}

function groupKeysOf(nodes: readonly MenuNode[], path: string, trail: string[] = []): string[] | null {
  for (const node of nodes) {
    if (node.path === path && node.children.length === 0) return trail;
    const found = groupKeysOf(node.children, path, [...trail, `group:${node.id}`]);
    if (found) return found;
  }
  return null;
}

/** The left collapsible menu built from the permission tree (spec §2). */
export function SideMenu({ routes, activePath }: { routes: readonly AppRoute[]; activePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = useSession((s) => s.user?.permissions);
  const collapsed = useShellUi((s) => s.collapsed);
  const tree = useMemo(() => visibleMenu(menuRoots(permissions)), [permissions]);
  const selected = activePath === INDEX_PATH ? INDEX_PATH : (matchAppRoute(routes, activePath)?.route.menuPath ?? activePath);
  const [openKeys, setOpenKeys] = useState<string[]>(() => groupKeysOf(tree, selected) ?? []);

  useEffect(() => {
    const groups = groupKeysOf(tree, selected);
    if (groups) setOpenKeys((keys) => Array.from(new Set([...keys, ...groups])));
  }, [tree, selected]);

  const favorites = useFavoriteMenuItems();
  const items = useMemo<Item[]>(
    () => [...favorites, { key: INDEX_PATH, icon: <HomeOutlined />, label: t('shell:tabs.home') }, ...toItems(tree)],
    [favorites, tree, t],
  );

  return (
    <Menu
      className="q-sider-menu"
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[selected, FAVORITE_KEY + selected]}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        if (key.startsWith(EXTERNAL)) window.open(key.slice(EXTERNAL.length), '_blank', 'noopener,noreferrer');
        else navigate(key.startsWith(FAVORITE_KEY) ? key.slice(FAVORITE_KEY.length) : key);
      }}
    />
  );
}
