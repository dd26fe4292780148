import type { Language, SessionUser } from '@quire/contracts';
import { authApi } from '../api/auth-api';
import { queryClient } from '../api/query-client';
import { loadUiLocale } from '../core/locale';
import { useSession } from '../core/session-store';
import { clearListCache } from '../core/storage';
import { useTabs } from '../core/tabs-store';
import { useUiLocale } from '../core/ui-locale-store';
import { changeI18nLanguage } from '../i18n';

let loading: Promise<SessionUser> | null = null;

/** Loads the session user (menu tree, groups); one call at a time. */
export function loadUser(): Promise<SessionUser> {
  loading ??= authApi
    .detail()
    .then((user) => {
      useSession.getState().setUser(user);
      return user;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Switches texts, antd's and dayjs's locale, and reloads the menu titles (spec §2). */
export async function switchLanguage(language: Language): Promise<void> {
  // Calls made from here on ask in the new language, and kept lists (units, dictionaries),
  // named in the language they were asked in, are asked again.
  useSession.getState().setLanguage(language);
  clearListCache();
  const [, antdLocale] = await Promise.all([changeI18nLanguage(language), loadUiLocale(language)]);
  useUiLocale.getState().setAntdLocale(antdLocale);
  if (useSession.getState().token && useSession.getState().userLoaded) {
    await loadUser().catch(() => undefined);
    await queryClient.invalidateQueries();
  }
}

/** Switches the active business group and reloads what depends on it. */
export async function switchBusinessGroup(belongId: string): Promise<void> {
  useSession.getState().setBelongId(belongId);
  clearListCache();
  await loadUser();
  await queryClient.invalidateQueries();
}

/** Ends the session on the server (best effort) and here. */
export async function logOut(): Promise<void> {
  await authApi.logout().catch(() => undefined);
  useSession.getState().signOut();
  useTabs.getState().closeAll();
  queryClient.clear();
}
