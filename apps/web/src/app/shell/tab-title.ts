import type { TFunction } from 'i18next';
import { INDEX_PATH } from '../../core/constants';
import { type AppRoute, matchAppRoute } from '../../core/menu-routes';

/** A tab's title: the menu title, plus the action for add, edit and detail routes. */
export function routeTitle(route: AppRoute, t: TFunction): string {
  if (route.kind === 'page') return route.node.title;
  return t(`shell:tabs.${route.kind}`, { title: route.node.title });
}

export function tabTitle(pathname: string, routes: readonly AppRoute[], t: TFunction, custom?: string): string {
  if (custom) return custom;
  if (pathname === INDEX_PATH) return t('shell:tabs.home');
  const match = matchAppRoute(routes, pathname);
  return match ? routeTitle(match.route, t) : pathname;
}
