import type { MenuNode } from '@quire/contracts';

/** A node of the permission editor: a menu or one of its buttons (both carry menu ids). */
export type PermNode = { key: string; title: string; kind: 'menu' | 'button'; children: PermNode[] };

/** Menus with their buttons as leaf children; the root node of the tree is skipped. */
export function toPermNodes(tree: readonly MenuNode[]): PermNode[] {
  const convert = (node: MenuNode): PermNode => ({
    key: node.id,
    title: node.title,
    kind: 'menu',
    children: [
      ...node.buttons.map((b): PermNode => ({ key: b.id, title: b.title, kind: 'button', children: [] })),
      ...[...node.children].sort((a, b) => a.sort - b.sort).map(convert),
    ],
  });
  const top = tree.length === 1 && tree[0].path === '/' ? tree[0].children : tree;
  return [...top].sort((a, b) => a.sort - b.sort).map(convert);
}

function index(nodes: readonly PermNode[]) {
  const parent = new Map<string, string | null>();
  const byKey = new Map<string, PermNode>();
  const walk = (list: readonly PermNode[], p: string | null) => {
    for (const n of list) {
      parent.set(n.key, p);
      byKey.set(n.key, n);
      walk(n.children, n.key);
    }
  };
  walk(nodes, null);
  return { parent, byKey };
}

function descendants(node: PermNode): string[] {
  return node.children.flatMap((c) => [c.key, ...descendants(c)]);
}

/**
 * Checking a node grants it, everything below it and its ancestors (a button needs its
 * screen); unchecking removes it and everything below, ancestors stay as they are.
 */
export function toggleGrant(nodes: readonly PermNode[], checked: ReadonlySet<string>, key: string, on: boolean): Set<string> {
  const { parent, byKey } = index(nodes);
  const node = byKey.get(key);
  const next = new Set(checked);
  if (!node) return next;
  const below = descendants(node);
  if (on) {
    next.add(key);
    for (const k of below) next.add(k);
    let p = parent.get(key) ?? null;
    while (p) {
      next.add(p);
      p = parent.get(p) ?? null;
    }
  } else {
    next.delete(key);
    for (const k of below) next.delete(k);
  }
  return next;
}

export function allKeys(nodes: readonly PermNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...allKeys(n.children)]);
}

/** The ids sent to the server: the granted keys that exist in the tree (the root comes back as an ancestor). */
export function grantedIds(nodes: readonly PermNode[], checked: ReadonlySet<string>): string[] {
  return allKeys(nodes).filter((k) => checked.has(k));
}

/**
 * How the tree shows the grants: a granted menu with some but not all of its descendants
 * granted shows half checked (clicking it grants the rest).
 */
export function displayState(nodes: readonly PermNode[], granted: ReadonlySet<string>): { checked: string[]; halfChecked: string[] } {
  const checked: string[] = [];
  const halfChecked: string[] = [];
  const walk = (list: readonly PermNode[]) => {
    for (const n of list) {
      walk(n.children);
      if (!granted.has(n.key)) continue;
      const below = n.children.flatMap((c) => [c.key, ...allKeys(c.children)]);
      if (below.length > 0 && !below.every((k) => granted.has(k))) halfChecked.push(n.key);
      else checked.push(n.key);
    }
  };
  walk(nodes);
  return { checked, halfChecked };
}
