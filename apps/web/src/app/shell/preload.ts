import { type MouseEvent, useEffect } from 'react';
import { whenIdle } from '../../core/idle';
import { type AppRoute, matchAppRoute } from '../../core/menu-routes';
import { preloadPage } from '../component-registry';

/** The screens of the user's menu, in menu order, each once. */
export function menuComponents(routes: readonly AppRoute[]): string[] {
  const seen = new Set<string>();
  for (const r of routes) if (r.kind === 'page' && !r.hidden && r.component) seen.add(r.component);
  return [...seen];
}

/**
 * Loads the page chunks of the user's menu one after the other while the browser is idle,
 * so that a click on the menu finds its page's code already there.
 */
export function usePreloadMenuPages(routes: readonly AppRoute[]): void {
  useEffect(() => {
    const components = menuComponents(routes);
    let stopped = false;
    let cancel = () => {};
    const next = (i: number) => {
      if (stopped || i >= components.length) return;
      void preloadPage(components[i]).then(() => {
        if (!stopped) cancel = whenIdle(() => next(i + 1));
      });
    };
    cancel = whenIdle(() => next(0));
    return () => {
      stopped = true;
      cancel();
    };
  }, [routes]);
}

/** Hovering a menu entry (or a favorite) starts loading its page. */
export function preloadHovered(event: MouseEvent, routes: readonly AppRoute[]): void {
  const id = (event.target as Element | null)?.closest?.('[data-menu-id]')?.getAttribute('data-menu-id');
  // `rc-menu-uuid-…-/wholesale/customer`, or `…-fav:/wholesale/customer` for a favorite.
  const at = id ? id.indexOf('/') : -1;
  if (!id || at < 0) return;
  const match = matchAppRoute(routes, id.slice(at));
  if (match) void preloadPage(match.route.component);
}
