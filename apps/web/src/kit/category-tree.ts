import { CATEGORY_MAX_LEVEL, type CategoryNode } from '@quire/contracts';
import type { TreeOption } from './filter-rules';

/** Levels of a subtree, the node itself included (a leaf: 1). */
export function subtreeHeight(node: CategoryNode): number {
  return 1 + Math.max(0, ...node.children.map(subtreeHeight));
}

/** Whether a child can be added under the node (spec §1: at most 5 levels). */
export function canAddChild(node: Pick<CategoryNode, 'level'>): boolean {
  return node.level < CATEGORY_MAX_LEVEL;
}

export function findNode(nodes: readonly CategoryNode[], id: string): CategoryNode | null {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = findNode(n.children, id);
    if (hit) return hit;
  }
  return null;
}

/** Ids of the node and everything below it. */
export function subtreeIds(node: CategoryNode): Set<string> {
  const ids = new Set<string>();
  const visit = (n: CategoryNode) => {
    ids.add(n.id);
    n.children.forEach(visit);
  };
  visit(node);
  return ids;
}

/** Names from the root to the node: 书写工具 / 笔类 / 中性笔. */
export function pathNames(nodes: readonly CategoryNode[], id: string): string[] {
  for (const n of nodes) {
    if (n.id === id) return [n.name];
    const below = pathNames(n.children, id);
    if (below.length) return [n.name, ...below];
  }
  return [];
}

/** Ids from the root to the node (inclusive), for opening a picker at a node. */
export function pathIds(nodes: readonly CategoryNode[], id: string): string[] {
  for (const n of nodes) {
    if (n.id === id) return [n.id];
    const below = pathIds(n.children, id);
    if (below.length) return [n.id, ...below];
  }
  return [];
}

type OptionRules = {
  /** Disabled categories cannot be picked (they stay visible). */
  enabledOnly?: boolean;
  /** Can the node be picked? (e.g. a move target) */
  selectable?: (node: CategoryNode) => boolean;
};

/** The tree as TreeSelect options (value = id, title = name). */
export function toTreeOptions(nodes: readonly CategoryNode[], rules: OptionRules = {}): TreeOption[] {
  return nodes.map((n) => ({
    value: n.id,
    title: n.name,
    disabled: (rules.enabledOnly && n.status !== 'ENABLE') || (rules.selectable ? !rules.selectable(n) : false),
    children: n.children.length ? toTreeOptions(n.children, rules) : undefined,
  }));
}

/**
 * Where a category may move: not into its own subtree, not under a disabled parent, and not so
 * deep that its subtree passes level 5.
 */
export function moveTargetRule(moving: CategoryNode): (target: CategoryNode) => boolean {
  const own = subtreeIds(moving);
  const height = subtreeHeight(moving);
  return (target) => !own.has(target.id) && target.status === 'ENABLE' && target.level + height <= CATEGORY_MAX_LEVEL;
}

/**
 * The tree cut down to the nodes matching the keyword (name or code) and their ancestors; a
 * matching node keeps its whole subtree. `status` keeps only nodes with that status (and their
 * ancestors).
 */
export function filterTree(nodes: readonly CategoryNode[], keyword: string, status?: 'ENABLE' | 'DISABLE'): CategoryNode[] {
  const k = keyword.trim().toLowerCase();
  if (!k && !status) return [...nodes];
  const matches = (n: CategoryNode) =>
    (!k || n.name.toLowerCase().includes(k) || n.code.toLowerCase().includes(k)) && (!status || n.status === status);
  const out: CategoryNode[] = [];
  for (const n of nodes) {
    if (matches(n) && !status) out.push(n);
    else {
      const children = filterTree(n.children, keyword, status);
      if (matches(n) || children.length) out.push({ ...n, children });
    }
  }
  return out;
}

/** Ids of all nodes that have children (for "expand all"). */
export function parentIds(nodes: readonly CategoryNode[]): string[] {
  return nodes.flatMap((n) => (n.children.length ? [n.id, ...parentIds(n.children)] : []));
}
