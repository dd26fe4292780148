import { CACHED_LIST_URIS, LOGIN_PATH, NO_PERMISSION_PATH } from '../core/constants';
import { useSession } from '../core/session-store';
import { useSystemConfig } from '../core/system-config';
import { navigateTo, ui } from '../core/ui-bridge';
import { t } from '../i18n';
import { checkAppVersion } from './app-version';
import { createHttpClient } from './client';
import { createLocalListCache } from './list-cache';
import { announceFailure } from './voice-errors';

function currentPartnerCode(): string | null {
  const { user, belongId } = useSession.getState();
  return user?.businessGroups.find((g) => g.id === belongId)?.code ?? user?.belongCode ?? null;
}

/** The one HTTP client of the web (spec §7). */
export const http = createHttpClient({
  fetch: (input, init) => window.fetch(input, init),
  session: () => {
    const s = useSession.getState();
    return {
      token: s.token,
      signKey: s.signKey,
      belongId: s.belongId,
      partnerCode: currentPartnerCode(),
      language: s.language,
    };
  },
  gzipConfig: () => useSystemConfig.getState().config?.gzipConfig ?? null,
  cachedUris: CACHED_LIST_URIS,
  cache: createLocalListCache(),
  ui: {
    dialog: ({ title, content, onClose }) => ui.dialog({ title, content, onClose }),
    error: (text) => ui.error(text),
    loading: (text) => ui.loading(text),
  },
  t: (key) => t(key),
  onNoPermission: () => navigateTo(NO_PERMISSION_PATH),
  onSessionEnded: () => {
    useSession.getState().signOut();
    const here = window.location.pathname + window.location.search;
    const redirect = here.startsWith(LOGIN_PATH) ? '' : `?redirect=${encodeURIComponent(here)}`;
    navigateTo(LOGIN_PATH + redirect, { replace: true });
  },
  onCallFailed: (path, message) =>
    void announceFailure(path, message, useSession.getState().language, (text) => ui.error(text), t('error:voiceUnsupported')),
  onAppVersion: (version) =>
    checkAppVersion(version, (reload) =>
      ui.dialog({ title: t('error:systemPrompt'), content: t('error:versionUpdated'), onClose: reload }),
    ),
});
