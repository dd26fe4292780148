import { AREA_ROOTS, INDEX_PATH, LOGIN_PATH, NO_PERMISSION_PATH, NOT_FOUND_PATH } from '../core/constants';

/** Paths reachable without a token (spec §2). `*` is the catch-all route itself. */
export const WHITELIST: readonly string[] = [LOGIN_PATH, NO_PERMISSION_PATH, NOT_FOUND_PATH, '*', '/'];

export type GuardState = {
  hasToken: boolean;
  userLoaded: boolean;
  hasMenus: boolean;
};

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'load-user' };

export function loginRedirect(wanted: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`;
}

/** The navigation guard of spec §2 as one pure decision. */
export function decideNavigation(pathname: string, search: string, state: GuardState): GuardDecision {
  if (pathname === '/') return { kind: 'redirect', to: INDEX_PATH };
  if (!state.hasToken) {
    if (WHITELIST.includes(pathname)) return { kind: 'allow' };
    return { kind: 'redirect', to: loginRedirect(pathname + search) };
  }
  // With a token, /login goes on: to the page the redirect query names, else to /.
  if (pathname === LOGIN_PATH) return { kind: 'redirect', to: afterLoginTarget(search) };
  if (pathname === NO_PERMISSION_PATH || pathname === NOT_FOUND_PATH) return { kind: 'allow' };
  if (!state.userLoaded) return { kind: 'load-user' };
  if (!state.hasMenus) return { kind: 'redirect', to: NO_PERMISSION_PATH };
  return { kind: 'allow' };
}

/** Where to go after logging in: the redirect query when it is a safe in-app path. */
export function afterLoginTarget(search: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  const safe = wanted?.startsWith('/') && !wanted.startsWith('//') && !wanted.startsWith(LOGIN_PATH);
  return safe && wanted ? wanted : '/';
}

export function pageTitle(product: string, routeTitle: string | null | undefined): string {
  return routeTitle ? `${product} - ${routeTitle}` : product;
}

/** Where an address the user's routes do not hold goes: /401 inside a business area, else /404. */
export function unknownRouteTarget(pathname: string): string {
  return AREA_ROOTS.some((root) => pathname === root || pathname.startsWith(`${root}/`)) ? NO_PERMISSION_PATH : NOT_FOUND_PATH;
}
