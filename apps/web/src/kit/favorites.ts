import { FAVORITES_MAX, type FavoriteKind, type FavoritesUpdateBody, type FavoriteView, type MenuNode } from '@quire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { excelKeys, favoritesApi } from '../api/files';
import { menuRoots } from '../core/menu-routes';
import { useSession } from '../core/session-store';

// The caller's favorite screens (收藏管理) as the shell shows them: at the top of the
// sidebar, on the home page and as a star on their tabs.

/** A favorite the user may open: its menu node in the user's current tree. */
export type FavoriteScreen = {
  key: string;
  kind: FavoriteKind;
  path: string;
  title: string;
  iconName: string | null;
  component: string | null;
};

const KIND_ORDER: Record<FavoriteKind, number> = { MODULE: 0, REPORT: 1 };

function screensByName(tree: readonly MenuNode[]): Map<string, MenuNode> {
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

/**
 * The favorites in the order the user gave them: business modules first, then reports, each
 * by its sort; only screens of the user's menu (titled as the menu is), each once.
 */
export function favoriteScreens(favorites: readonly FavoriteView[], tree: readonly MenuNode[]): FavoriteScreen[] {
  const screens = screensByName(tree);
  const seen = new Set<string>();
  return favorites
    .map((f, index) => ({ f, index }))
    .sort((a, b) => KIND_ORDER[a.f.kind] - KIND_ORDER[b.f.kind] || a.f.sort - b.f.sort || a.index - b.index)
    .flatMap(({ f }) => {
      const node = screens.get(f.key);
      if (!node || seen.has(f.key)) return [];
      seen.add(f.key);
      return [
        { key: f.key, kind: f.kind, path: node.path, title: node.title || f.title, iconName: node.iconName, component: node.component },
      ];
    });
}

/** The update body with `key` added at the end of the business modules (or removed when `on` is false). */
export function toggledFavorites(favorites: readonly FavoriteView[], key: string, on: boolean): FavoritesUpdateBody {
  const kept = [...favorites].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.sort - b.sort).filter((f) => f.key !== key);
  const next = on ? [...kept, { kind: 'MODULE' as const, key, sort: Number.MAX_SAFE_INTEGER }] : kept;
  const counters: Record<string, number> = {};
  const items = next.slice(0, FAVORITES_MAX).map((f) => {
    const sort = counters[f.kind] ?? 0;
    counters[f.kind] = sort + 1;
    return { kind: f.kind, key: f.key, sort };
  });
  // A new favorite goes after the other business modules.
  return { items: [...items.filter((i) => i.kind === 'MODULE'), ...items.filter((i) => i.kind !== 'MODULE')] };
}

/** The caller's favorites (one call, shared by the sidebar, the tabs and the home page). */
export function useFavorites(): { screens: FavoriteScreen[]; byPath: ReadonlySet<string>; raw: readonly FavoriteView[] } {
  const tree = useSession((s) => s.user?.permissions);
  // Not while the password must change first: the server then answers nothing else.
  const signedIn = useSession((s) => Boolean(s.token && s.user) && !s.mustChangePassword);
  const query = useQuery({ queryKey: excelKeys.favorites, queryFn: favoritesApi.list, enabled: signedIn, staleTime: 5 * 60_000 });
  return useMemo(() => {
    const raw = query.data ?? [];
    const screens = favoriteScreens(raw, menuRoots(tree));
    return { screens, byPath: new Set(screens.map((s) => s.path)), raw };
  }, [query.data, tree]);
}

/** Adds or removes one screen (by menu name) and keeps the shared list current. */
export function useToggleFavorite(): (key: string, on: boolean) => Promise<void> {
  const queryClient = useQueryClient();
  return async (key, on) => {
    const current = queryClient.getQueryData<FavoriteView[]>(excelKeys.favorites) ?? (await favoritesApi.list());
    const next = await favoritesApi.update(toggledFavorites(current, key, on));
    queryClient.setQueryData(excelKeys.favorites, next);
  };
}
