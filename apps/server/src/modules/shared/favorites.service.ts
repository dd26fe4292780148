import { ErrorCode, type FavoritesUpdate, type FavoriteView, type Language, type MenuNode } from '@quire/contracts';
import { asc, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { loadMenuTree } from '../system/index';
import { favorite } from './favorites.schema';

/** Screens (menus with a page or an external link) by menu name, titled in `lang`. */
async function screensByName(db: Executor, lang: Language): Promise<Map<string, MenuNode>> {
  const out = new Map<string, MenuNode>();
  const walk = (nodes: MenuNode[]) => {
    for (const n of nodes) {
      if (n.component || n.externalLink) out.set(n.name, n);
      walk(n.children);
    }
  };
  walk(await loadMenuTree(db, lang, 'all'));
  return out;
}

const mayOpen = (auth: AuthContext, node: MenuNode) => auth.isAdmin || auth.permissions.has(node.path);

/** The caller's favorites in their order; screens no longer granted are left out. */
export async function listFavorites(db: Executor, auth: AuthContext, lang: Language): Promise<FavoriteView[]> {
  const rows = await db
    .select()
    .from(favorite)
    .where(eq(favorite.employeeId, auth.employeeId))
    .orderBy(asc(favorite.sort), asc(favorite.id));
  if (rows.length === 0) return [];
  const screens = await screensByName(db, lang);
  const list: FavoriteView[] = [];
  for (const r of rows) {
    const node = screens.get(r.menuKey);
    if (!node || !mayOpen(auth, node)) continue;
    list.push({
      kind: r.kind,
      key: r.menuKey,
      title: node.title || r.title,
      path: node.path,
      component: node.component,
      iconName: node.iconName,
      sort: r.sort,
    });
  }
  return list;
}

/** Replaces the caller's list. Every key must be a screen the caller may open, listed once. */
export async function updateFavorites(db: Executor, auth: AuthContext, lang: Language, body: FavoritesUpdate): Promise<FavoriteView[]> {
  const screens = await screensByName(db, lang);
  const seen = new Set<string>();
  const items = body.items.map((item, i) => {
    const key = item.key.trim();
    const node = screens.get(key);
    if (!node || !mayOpen(auth, node)) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'favorites.unknownMenu', { key }, [
        { field: `items.${i}.key`, message: '', messageKey: 'favorites.unknownMenu' },
      ]);
    }
    if (seen.has(key)) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'favorites.duplicate', { key }, [
        { field: `items.${i}.key`, message: '', messageKey: 'favorites.duplicate' },
      ]);
    }
    seen.add(key);
    return { kind: item.kind, menuKey: key, title: node.title, sort: item.sort ?? i };
  });
  await db.transaction(async (tx) => {
    await tx.delete(favorite).where(eq(favorite.employeeId, auth.employeeId));
    if (items.length > 0) await tx.insert(favorite).values(items.map((it) => ({ ...it, employeeId: auth.employeeId })));
  });
  return listFavorites(db, auth, lang);
}
