import { describe, expect, it } from 'vitest';
import { afterLoginTarget, decideNavigation, loginRedirect, pageTitle, unknownRouteTarget, WHITELIST } from './guard';

const signedOut = { hasToken: false, userLoaded: false, hasMenus: false };
const fresh = { hasToken: true, userLoaded: false, hasMenus: false };
const ready = { hasToken: true, userLoaded: true, hasMenus: true };

describe('navigation guard (spec §2)', () => {
  it('keeps the whitelist reachable without a token', () => {
    expect(WHITELIST).toEqual(['/login', '/401', '/404', '*', '/']);
    for (const path of ['/login', '/401', '/404']) expect(decideNavigation(path, '', signedOut)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor without a token to /login with the wanted path', () => {
    expect(decideNavigation('/system/role', '?tab=2', signedOut)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsystem%2Frole%3Ftab%3D2',
    });
    expect(loginRedirect('/index')).toBe('/login?redirect=%2Findex');
  });

  it('sends / to /index', () => {
    expect(decideNavigation('/', '', signedOut)).toEqual({ kind: 'redirect', to: '/index' });
    expect(decideNavigation('/', '', ready)).toEqual({ kind: 'redirect', to: '/index' });
  });

  it('sends a signed-in user away from /login: to / or to the redirect target', () => {
    expect(decideNavigation('/login', '', ready)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideNavigation('/login', '?redirect=%2Fsystem%2Frole', fresh)).toEqual({ kind: 'redirect', to: '/system/role' });
  });

  it('loads the user on first entry', () => {
    expect(decideNavigation('/index', '', fresh)).toEqual({ kind: 'load-user' });
  });

  it('sends a user without permission menus to /401', () => {
    expect(decideNavigation('/index', '', { ...ready, hasMenus: false })).toEqual({ kind: 'redirect', to: '/401' });
    expect(decideNavigation('/401', '', { ...ready, hasMenus: false })).toEqual({ kind: 'allow' });
  });

  it('lets a loaded user with menus through', () => {
    expect(decideNavigation('/system/role', '', ready)).toEqual({ kind: 'allow' });
  });

  it('follows only in-app redirect targets after login', () => {
    expect(afterLoginTarget('?redirect=%2Fsystem%2Femployee')).toBe('/system/employee');
    expect(afterLoginTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(afterLoginTarget('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(afterLoginTarget('?redirect=%2Flogin')).toBe('/');
    expect(afterLoginTarget('')).toBe('/');
  });

  it('sends an ungranted screen of a business area to /401 and any other unknown address to /404', () => {
    expect(unknownRouteTarget('/system/role')).toBe('/401');
    expect(unknownRouteTarget('/system/role/edit/3')).toBe('/401');
    expect(unknownRouteTarget('/systemx')).toBe('/404');
    expect(unknownRouteTarget('/no/such/page')).toBe('/404');
  });

  it('titles the page with the product name and the route title', () => {
    expect(pageTitle('Quire', '角色管理')).toBe('Quire - 角色管理');
    expect(pageTitle('Quire', '')).toBe('Quire');
  });
});
