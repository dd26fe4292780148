import type { MenuNode } from '@quire/contracts';
import { matchPath } from 'react-router';

export type RouteKind = 'page' | 'add' | 'edit' | 'detail';

/** A route made at run time from a menu node (spec §2). */
export type AppRoute = {
  /** `<node id>` for the page, `<node id>:<kind>` for its hidden sub-routes. */
  id: string;
  pattern: string;
  kind: RouteKind;
  node: MenuNode;
  /** The page route of a sub-route's menu, or the route itself. */
  menuPath: string;
  component: string | null;
  hidden: boolean;
};

const SUB_ROUTES: { kind: Exclude<RouteKind, 'page'>; button: string; suffix: string }[] = [
  { kind: 'add', button: 'add', suffix: '/add' },
  { kind: 'edit', button: 'edit', suffix: '/edit/:id' },
  { kind: 'detail', button: 'detail', suffix: '/detail/:id' },
];

/** A button's action: the last segment of its name (`system.role.add` -> `add`). */
export function buttonAction(button: { name: string }): string {
  return button.name.slice(button.name.lastIndexOf('.') + 1);
}

/** The menu tree proper: the children of the first top-level permission node. */
export function menuRoots(permissions: readonly MenuNode[] | null | undefined): MenuNode[] {
  const root = permissions?.[0];
  if (!root) return [];
  return [...root.children].sort((a, b) => a.sort - b.sort);
}

function isScreen(node: MenuNode): boolean {
  return Boolean(node.component) || (node.children.length === 0 && !node.hidden && !node.externalLink && node.path !== '');
}

/** Every route the user may open: screens of the tree and the sub-routes their buttons yield. */
export function buildRoutes(permissions: readonly MenuNode[] | null | undefined): AppRoute[] {
  const routes: AppRoute[] = [];
  const visit = (node: MenuNode) => {
    if (!node.externalLink && isScreen(node) && node.path.startsWith('/')) {
      routes.push({
        id: node.id,
        pattern: node.path,
        kind: 'page',
        node,
        menuPath: node.path,
        component: node.component,
        hidden: node.hidden,
      });
      const buttonNames = new Set(node.buttons.map(buttonAction));
      for (const sub of SUB_ROUTES) {
        if (!buttonNames.has(sub.button)) continue;
        routes.push({
          id: `${node.id}:${sub.kind}`,
          pattern: node.path + sub.suffix,
          kind: sub.kind,
          node,
          menuPath: node.path,
          component: node.component,
          hidden: true,
        });
      }
    }
    for (const child of node.children) visit(child);
  };
  for (const node of menuRoots(permissions)) visit(node);
  return routes;
}

export type RouteMatch = { route: AppRoute; params: Record<string, string> };

export function matchAppRoute(routes: readonly AppRoute[], pathname: string): RouteMatch | null {
  for (const route of routes) {
    const m = matchPath({ path: route.pattern, end: true }, pathname);
    if (m) {
      const params: Record<string, string> = {};
      for (const [k, v] of Object.entries(m.params)) if (v !== undefined) params[k] = v;
      return { route, params };
    }
  }
  return null;
}

/** True when the user has at least one menu screen (spec §2: otherwise /401). */
export function hasPermissionMenus(permissions: readonly MenuNode[] | null | undefined): boolean {
  return buildRoutes(permissions).some((r) => r.kind === 'page') || menuRoots(permissions).some((n) => !n.hidden && n.externalLink);
}

/** Visible menu nodes: hidden nodes (action bar, field permission) never show. */
export function visibleMenu(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes
    .filter((n) => !n.hidden)
    .map((n) => ({ ...n, children: visibleMenu(n.children) }))
    .filter((n) => n.children.length > 0 || isScreen(n) || n.externalLink)
    .sort((a, b) => a.sort - b.sort);
}
