import type { Language } from '@quire/contracts';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';

const antdLocales: Record<Language, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/locale/zh_CN'),
  'en-US': () => import('antd/locale/en_US'),
  'id-ID': () => import('antd/locale/id_ID'),
};

const dayjsLocales: Record<Language, { name: string; load: () => Promise<unknown> }> = {
  'zh-CN': { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  'en-US': { name: 'en', load: async () => undefined },
  'id-ID': { name: 'id', load: () => import('dayjs/locale/id') },
};

/** Loads antd's and dayjs's locale of the language; dayjs switches at once. */
export async function loadUiLocale(language: Language): Promise<Locale> {
  const [antd] = await Promise.all([antdLocales[language](), dayjsLocales[language].load()]);
  dayjs.locale(dayjsLocales[language].name);
  return antd.default;
}
