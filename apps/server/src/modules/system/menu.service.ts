import type { Language, MenuNode } from '@quire/contracts';
import { ErrorCode } from '@quire/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { forgetAllSessions } from '../../platform/auth/session-cache';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { menu, roleMenu } from './access.schema';
import { buttonPath, MENU_TREE, type SeedMenu } from './menu-tree.seed';

type MenuRow = typeof menu.$inferSelect;

/**
 * Brings the stored tree up to the seed: inserts new nodes, refreshes titles and components
 * of built-in ones. Nodes an administrator added are left alone.
 */
export async function syncMenuTree(db: Executor): Promise<void> {
  const existing = await db.select({ id: menu.id, name: menu.name }).from(menu);
  const idByName = new Map(existing.map((r) => [r.name, r.id]));

  async function upsert(values: Omit<typeof menu.$inferInsert, 'id'>): Promise<number> {
    const found = idByName.get(values.name);
    if (found !== undefined) {
      await db.update(menu).set(values).where(eq(menu.id, found));
      return found;
    }
    const [row] = await db.insert(menu).values(values).returning({ id: menu.id });
    idByName.set(values.name, row.id);
    return row.id;
  }

  async function visit(node: SeedMenu, parentId: number | null, sort: number): Promise<void> {
    const id = await upsert({
      parentId,
      kind: 'MENU',
      name: node.name,
      path: node.path,
      component: node.component ?? null,
      titleZh: node.zh,
      titleEn: node.en,
      titleId: node.id,
      iconName: node.icon ?? null,
      hidden: node.hidden ?? false,
      externalLink: node.externalLink ?? null,
      docLink: node.docLink ?? null,
      sort,
      builtIn: true,
    });
    for (const [i, b] of (node.buttons ?? []).entries()) {
      await upsert({
        parentId: id,
        kind: 'BUTTON',
        name: `${node.name}.${b.name}`,
        path: buttonPath(node.name, b.name),
        component: null,
        titleZh: b.zh,
        titleEn: b.en,
        titleId: b.id,
        iconName: null,
        hidden: true,
        externalLink: null,
        docLink: null,
        sort: i,
        builtIn: true,
      });
    }
    const children = node.children ?? [];
    for (const [j, child] of children.entries()) await visit(child, id, (j + 1) * 10);
  }

  await visit(MENU_TREE, null, 0);
  // Permission paths of cached sessions come from these nodes.
  forgetAllSessions();
}

function titleOf(row: MenuRow, lang: Language): string {
  return lang === 'en-US' ? row.titleEn : lang === 'id-ID' ? row.titleId : row.titleZh;
}

/**
 * The menu tree in the caller's language. `granted` limits it to those node ids (and keeps
 * only menus that hold something granted); `all` returns everything.
 */
export async function loadMenuTree(db: Executor, lang: Language, granted: ReadonlySet<number> | 'all'): Promise<MenuNode[]> {
  const rows = await db.select().from(menu).orderBy(asc(menu.sort), asc(menu.id));
  const nodes = new Map<number, MenuNode>();
  const allowed = (id: number) => granted === 'all' || granted.has(id);
  for (const r of rows) {
    if (r.kind !== 'MENU') continue;
    nodes.set(r.id, {
      id: String(r.id),
      parentId: r.parentId === null ? null : String(r.parentId),
      name: r.name,
      path: r.path,
      component: r.component,
      title: titleOf(r, lang),
      icon: r.titleEn,
      iconName: r.iconName,
      hidden: r.hidden,
      externalLink: r.externalLink,
      docLink: r.docLink,
      sort: r.sort,
      buttons: [],
      children: [],
    });
  }
  for (const r of rows) {
    if (r.kind !== 'BUTTON' || !allowed(r.id) || r.parentId === null) continue;
    nodes.get(r.parentId)?.buttons.push({ id: String(r.id), name: r.name, path: r.path, title: titleOf(r, lang) });
  }
  const roots: MenuNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id);
    if (!node) continue;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent) parent.children.push(node);
    else if (r.parentId === null) roots.push(node);
  }
  if (granted === 'all') return roots;
  // Keep a menu when it is granted itself or holds something granted.
  const prune = (list: MenuNode[]): MenuNode[] =>
    list
      .map((n) => ({ ...n, children: prune(n.children) }))
      .filter((n) => granted.has(Number(n.id)) || n.children.length > 0 || n.buttons.length > 0);
  return prune(roots);
}

/** Adds every ancestor of the given nodes, so a granted button brings its screen and group. */
export async function withAncestors(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: menu.id, parentId: menu.parentId }).from(menu);
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const result = new Set<number>();
  for (const id of ids) {
    if (!parentOf.has(id))
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'user.unknownMenu', { id }, [
        { field: 'menuIds', message: '', messageKey: 'user.unknownMenu' },
      ]);
    let cur: number | null | undefined = id;
    while (cur !== null && cur !== undefined && !result.has(cur)) {
      result.add(cur);
      cur = parentOf.get(cur);
    }
  }
  return [...result];
}

export async function grantedMenuIds(db: Executor, roleId: number): Promise<number[]> {
  const rows = await db.select({ menuId: roleMenu.menuId }).from(roleMenu).where(eq(roleMenu.roleId, roleId));
  return rows.map((r) => r.menuId);
}

export async function menuIdsByPaths(db: Executor, paths: string[]): Promise<number[]> {
  if (paths.length === 0) return [];
  const rows = await db.select({ id: menu.id }).from(menu).where(inArray(menu.path, paths));
  return rows.map((r) => r.id);
}

export async function menuIdsByNamePrefix(db: Executor, prefixes: string[]): Promise<number[]> {
  const rows = await db.select({ id: menu.id, name: menu.name }).from(menu);
  return rows.filter((r) => prefixes.some((p) => r.name === p || r.name.startsWith(`${p}.`))).map((r) => r.id);
}
