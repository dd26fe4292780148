import type { MenuNode } from '@quire/contracts';
import type { ReactNode } from 'react';
import { useSession } from './session-store';

export type Permissions = {
  /** True when the button permission (e.g. `system:role:add`) or menu path is granted. */
  has: (path: string) => boolean;
  buttons: ReadonlySet<string>;
  menus: ReadonlySet<string>;
};

const cache = new WeakMap<readonly MenuNode[], Permissions>();

/** Derives the access booleans once per menu tree (STYLE: access is decided on the server). */
export function permissionsOf(tree: readonly MenuNode[] | null | undefined): Permissions {
  if (!tree) return { has: () => false, buttons: new Set(), menus: new Set() };
  const hit = cache.get(tree);
  if (hit) return hit;
  const buttons = new Set<string>();
  const menus = new Set<string>();
  const visit = (node: MenuNode) => {
    if (node.path) menus.add(node.path);
    for (const b of node.buttons) buttons.add(b.path);
    for (const c of node.children) visit(c);
  };
  for (const n of tree) visit(n);
  const value: Permissions = { has: (path) => buttons.has(path) || menus.has(path), buttons, menus };
  cache.set(tree, value);
  return value;
}

export function usePermission(): Permissions {
  const tree = useSession((s) => s.user?.permissions);
  return permissionsOf(tree);
}

/** Renders its children only when the permission is granted (elements are removed, not disabled). */
export function Access({ path, children, fallback = null }: { path: string; children: ReactNode; fallback?: ReactNode }) {
  const { has } = usePermission();
  return <>{has(path) ? children : fallback}</>;
}
