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
  'process',
  'partner',
  'product',
  'warehouse',
  'basic',
  'excel',
  'inventory',
  'purchase',
  'pricing',
  'finance',
  'document',
  'price-rules',
  'screens',
  'print',
  'notice',
  'sale',
  'stocktake',
  'replenishment',
  'collection',
  'clear-plan',
  'reconciliation',
  'credit',
  'points',
  'rebate',
  'picking',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The texts the login page and the shell need, loaded before the first render. The others
 * (one or a few per business domain) load right after, in the background; a page waits for
 * them with its chunk (`pageTexts`), so it never shows a raw key.
 */
export const STARTUP_NAMESPACES: readonly Namespace[] = ['common', 'error', 'login', 'shell', 'kit', 'screens'];

type Bundle = Record<string, string>;
const bundles = import.meta.glob<Bundle>('./locales/*/*.json', { import: 'default' });

async function loadBundles(language: Language, namespaces: readonly Namespace[] = NAMESPACES): Promise<void> {
  await Promise.all(
    namespaces.map(async (ns) => {
      if (i18n.hasResourceBundle(language, ns)) return;
      const load = bundles[`./locales/${language}/${ns}.json`];
      if (!load) return;
      i18n.addResourceBundle(language, ns, await load(), true, true);
    }),
  );
}

let started: Promise<void> | null = null;
let pages: { language: string; loaded: Promise<void> } | null = null;

/** Every text of the current language: the pages' namespaces too (started once per language). */
export function pageTexts(): Promise<void> {
  const language = (i18n.language ?? DEFAULT_LANGUAGE) as Language;
  if (pages?.language !== language) pages = { language, loaded: loadBundles(language) };
  return pages.loaded;
}

/**
 * Starts i18next with the language's startup bundles loaded (keys are flat:
 * `tabs.closeOthers`) and the rest loading behind them; `all` waits for every bundle (tests).
 */
export function initI18n(language: Language = DEFAULT_LANGUAGE, all = false): Promise<void> {
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
    await loadBundles(language, STARTUP_NAMESPACES);
    const rest = pageTexts();
    if (all) await rest;
  })();
  return started;
}

export async function changeI18nLanguage(language: Language): Promise<void> {
  await loadBundles(language);
  pages = { language, loaded: Promise.resolve() };
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export function t(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options) as string;
}

export { i18n };
