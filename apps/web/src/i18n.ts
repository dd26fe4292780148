import { DEFAULT_LANGUAGE, type Language } from '@quire/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const NAMESPACES = [
  'common',
  'error',
  'login',
  'shell',
  'kit',
  'system',
  'home',
  'partner',
  'product',
  'warehouse',
  'basic',
  'excel',
  'inventory',
  'document',
  'screens',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Bundle = Record<string, string>;
const bundles = import.meta.glob<Bundle>('./locales/*/*.json', { import: 'default' });

async function loadBundles(language: Language): Promise<void> {
  await Promise.all(
    NAMESPACES.map(async (ns) => {
      if (i18n.hasResourceBundle(language, ns)) return;
      const load = bundles[`./locales/${language}/${ns}.json`];
      if (!load) return;
      i18n.addResourceBundle(language, ns, await load(), true, true);
    }),
  );
}

let started: Promise<void> | null = null;

/** Starts i18next with the language's bundles loaded (keys are flat: `tabs.closeOthers`). */
export function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<void> {
  started ??= (async () => {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      keySeparator: false,
      nsSeparator: ':',
      interpolation: { escapeValue: false },
      resources: {},
      partialBundledLanguages: true,
      returnNull: false,
    });
    await loadBundles(language);
  })();
  return started;
}

export async function changeI18nLanguage(language: Language): Promise<void> {
  await loadBundles(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export function t(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options) as string;
}

export { i18n };
