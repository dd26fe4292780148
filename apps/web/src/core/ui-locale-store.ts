import type { Language } from '@quire/contracts';
import type { Locale } from 'antd/es/locale';
import { create } from 'zustand';

type UiLocaleState = { antdLocale: Locale | null; setAntdLocale: (locale: Locale) => void };

export const useUiLocale = create<UiLocaleState>((set) => ({
  antdLocale: null,
  setAntdLocale: (antdLocale) => set({ antdLocale }),
}));

export const LANGUAGE_LABELS: Record<Language, string> = {
  'zh-CN': '中文',
  'en-US': 'English',
  'id-ID': 'Bahasa Indonesia',
};
