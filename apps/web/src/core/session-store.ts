import { DEFAULT_LANGUAGE, type Language, normalizeLanguage, type SessionUser } from '@quire/contracts';
import { create } from 'zustand';
import { clearListCache, readJson, readText, STORAGE_KEYS, writeJson, writeText } from './storage';

export type SessionState = {
  token: string | null;
  signKey: string | null;
  belongId: string | null;
  user: SessionUser | null;
  /** True once the user has been loaded in this page life (spec §2: first entry loads it). */
  userLoaded: boolean;
  /** The forced change-password flag (needUpdatePwd, expired or weak password). */
  mustChangePassword: boolean;
  language: Language;
  signIn: (input: { token: string; signKey: string; mustChangePassword: boolean }) => void;
  setUser: (user: SessionUser) => void;
  setBelongId: (belongId: string) => void;
  setLanguage: (language: Language) => void;
  passwordChanged: () => void;
  /** Forgets the session (token, key, user, flags); the language and tabs stay. */
  signOut: () => void;
};

function initialLanguage(): Language {
  const stored = readText(STORAGE_KEYS.language);
  return stored ? normalizeLanguage(stored) : DEFAULT_LANGUAGE;
}

export const useSession = create<SessionState>((set) => ({
  token: readText(STORAGE_KEYS.token),
  signKey: readText(STORAGE_KEYS.signKey),
  belongId: readText(STORAGE_KEYS.belongId),
  user: readJson<SessionUser>(STORAGE_KEYS.user),
  userLoaded: false,
  mustChangePassword: readText(STORAGE_KEYS.passwordChange) === '1',
  language: initialLanguage(),
  signIn: ({ token, signKey, mustChangePassword }) => {
    writeText(STORAGE_KEYS.token, token);
    writeText(STORAGE_KEYS.signKey, signKey);
    writeText(STORAGE_KEYS.passwordChange, mustChangePassword ? '1' : null);
    writeText(STORAGE_KEYS.user, null);
    set({ token, signKey, mustChangePassword, user: null, userLoaded: false });
  },
  setUser: (user) => {
    writeJson(STORAGE_KEYS.user, user);
    writeText(STORAGE_KEYS.belongId, user.belongId);
    set({ user, userLoaded: true, belongId: user.belongId });
  },
  setBelongId: (belongId) => {
    writeText(STORAGE_KEYS.belongId, belongId);
    set({ belongId });
  },
  setLanguage: (language) => {
    writeText(STORAGE_KEYS.language, language);
    set({ language });
  },
  passwordChanged: () => {
    writeText(STORAGE_KEYS.passwordChange, null);
    set({ mustChangePassword: false });
  },
  signOut: () => {
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.signKey, STORAGE_KEYS.user, STORAGE_KEYS.passwordChange, STORAGE_KEYS.belongId]) {
      writeText(key, null);
    }
    clearListCache();
    set({ token: null, signKey: null, user: null, userLoaded: false, mustChangePassword: false, belongId: null });
  },
}));
