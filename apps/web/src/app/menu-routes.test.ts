import type { MenuNode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../core/access';
import { buildRoutes, hasPermissionMenus, matchAppRoute, menuRoots, visibleMenu } from '../core/menu-routes';
import { resolvePage } from './component-registry';

function node(partial: Partial<MenuNode> & { id: string; path: string }): MenuNode {
  return {
    parentId: null,
    name: partial.path.slice(1).replace(/\//g, '.'),
    component: null,
    title: partial.path,
    icon: partial.path,
    iconName: null,
    hidden: false,
    externalLink: null,
    docLink: null,
    sort: 0,
    buttons: [],
    children: [],
    ...partial,
  };
}

const button = (menu: string, action: string, id: string) => ({
  id,
  name: `${menu}.${action}`,
  path: `${menu.replace(/\./g, ':')}:${action}`,
  title: action,
});

const tree: MenuNode[] = [
  node({
    id: '1',
    path: '/',
    children: [
      node({
        id: '2',
        path: '/system',
        sort: 70,
        children: [
          node({
            id: '3',
            path: '/system/role',
            component: 'RoleManagement',
            buttons: [button('system.role', 'add', '31'), button('system.role', 'edit', '32'), button('system.role', 'delete', '33')],
          }),
          node({ id: '4', path: '/system/notice', component: 'NoticeList', buttons: [button('system.notice', 'detail', '41')] }),
          node({ id: '5', path: '/docs', externalLink: 'https://example.com/docs' }),
        ],
      }),
      node({ id: '6', path: '/actionBar', hidden: true, buttons: [button('actionBar', 'deploy', '61')] }),
      node({
        id: '7',
        path: '/wholesale',
        sort: 10,
        children: [node({ id: '8', path: '/wholesale/customer', component: 'CustomerList' })],
      }),
    ],
  }),
];

describe('routes from the menu tree', () => {
  it('builds screens from the children of the first top-level node, with hidden sub-routes from buttons', () => {
    const routes = buildRoutes(tree);
    expect(routes.map((r) => r.pattern)).toEqual([
      '/wholesale/customer',
      '/system/role',
      '/system/role/add',
      '/system/role/edit/:id',
      '/system/notice',
      '/system/notice/detail/:id',
    ]);
    expect(routes.filter((r) => r.hidden).map((r) => r.kind)).toEqual(['add', 'edit', 'detail']);
  });

  it('matches paths with their params', () => {
    const match = matchAppRoute(buildRoutes(tree), '/system/role/edit/12');
    expect(match?.route.kind).toBe('edit');
    expect(match?.route.menuPath).toBe('/system/role');
    expect(match?.params).toEqual({ id: '12' });
    expect(matchAppRoute(buildRoutes(tree), '/system/role/detail/12')).toBeNull();
    expect(matchAppRoute(buildRoutes(tree), '/nowhere')).toBeNull();
  });

  it('knows when a user has no menus', () => {
    expect(hasPermissionMenus(tree)).toBe(true);
    expect(hasPermissionMenus([node({ id: '1', path: '/', children: [node({ id: '6', path: '/actionBar', hidden: true })] })])).toBe(false);
    expect(hasPermissionMenus([])).toBe(false);
  });

  it('shows the menu without hidden nodes, in sort order', () => {
    const menu = visibleMenu(menuRoots(tree));
    expect(menu.map((n) => n.path)).toEqual(['/wholesale', '/system']);
    expect(menu[1].children.map((n) => n.path)).toEqual(['/system/role', '/system/notice', '/docs']);
  });

  it('maps built components to lazy pages and the rest to "not available yet"', () => {
    expect(resolvePage('RoleManagement', 'page').kind).toBe('built');
    expect(resolvePage('RoleManagement', 'edit').kind).toBe('built');
    expect(resolvePage('NoSuchScreen', 'page').kind).toBe('not-available');
    expect(resolvePage(null, 'page').kind).toBe('not-available');
  });

  it('derives button permissions once from the tree', () => {
    const p = permissionsOf(tree);
    expect(p.has('system:role:add')).toBe(true);
    expect(p.has('actionBar:deploy')).toBe(true);
    expect(p.has('system:role:status')).toBe(false);
    expect(permissionsOf(tree)).toBe(p);
  });
});
