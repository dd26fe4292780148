import type { FavoriteKind, FavoritesUpdateBody, FavoriteView, MenuNode } from '@quire/contracts';

// The favorites manager's list edits, kept pure: two lists (business modules, reports) of
// screens from the caller's menu tree, saved together in their order.

export type FavoriteItem = Pick<FavoriteView, 'kind' | 'key' | 'title' | 'path'>;

/** Moves the item at `index` of `kind`'s list up (-1) or down (+1); the other list is untouched. */
export function moveItem(items: readonly FavoriteItem[], kind: FavoriteKind, index: number, delta: -1 | 1): FavoriteItem[] {
  const own = items.filter((i) => i.kind === kind);
  const target = index + delta;
  if (index < 0 || index >= own.length || target < 0 || target >= own.length) return [...items];
  const swapped = [...own];
  [swapped[index], swapped[target]] = [swapped[target], swapped[index]];
  return [...items.filter((i) => i.kind !== kind), ...swapped];
}

/** Adds screens to `kind`'s list; a screen already in either list is left where it is. */
export function addItems(items: readonly FavoriteItem[], kind: FavoriteKind, screens: readonly MenuNode[], max: number): FavoriteItem[] {
  const taken = new Set(items.map((i) => i.key));
  const out = [...items];
  for (const s of screens) {
    if (out.length >= max) break;
    if (taken.has(s.name)) continue;
    taken.add(s.name);
    out.push({ kind, key: s.name, title: s.title, path: s.path });
  }
  return out;
}

export function removeItem(items: readonly FavoriteItem[], key: string): FavoriteItem[] {
  return items.filter((i) => i.key !== key);
}

/** The update body: each list in its order, `sort` counting within the list. */
export function toUpdateBody(items: readonly FavoriteItem[]): FavoritesUpdateBody {
  const next: Record<string, number> = {};
  return {
    items: items.map((i) => {
      const sort = next[i.kind] ?? 0;
      next[i.kind] = sort + 1;
      return { kind: i.kind, key: i.key, sort };
    }),
  };
}

export function sameItems(a: readonly FavoriteItem[], b: readonly FavoriteItem[]): boolean {
  return a.length === b.length && a.every((x, i) => x.key === b[i].key && x.kind === b[i].kind);
}

/** Screens (nodes with a page) of the menu tree, by name. */
export function screensOf(tree: readonly MenuNode[]): Map<string, MenuNode> {
  const out = new Map<string, MenuNode>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const n of nodes) {
      if (n.component && !n.hidden) out.set(n.name, n);
      walk(n.children);
    }
  };
  walk(tree);
  return out;
}

export type PickerNode = { value: string; title: string; selectable: boolean; disabled?: boolean; children?: PickerNode[] };

/** The menu tree as picker nodes: groups open, screens selectable, screens already added disabled; empty groups dropped. */
export function pickerTree(tree: readonly MenuNode[], taken: ReadonlySet<string>): PickerNode[] {
  const walk = (nodes: readonly MenuNode[]): PickerNode[] =>
    nodes.flatMap((n): PickerNode[] => {
      if (n.hidden) return [];
      const children = walk(n.children);
      if (n.component)
        return [{ value: n.name, title: n.title, selectable: true, disabled: taken.has(n.name), ...(children.length ? { children } : {}) }];
      return children.length ? [{ value: `group:${n.name}`, title: n.title, selectable: false, children }] : [];
    });
  return walk(tree);
}
