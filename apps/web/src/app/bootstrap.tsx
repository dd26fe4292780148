import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authApi } from '../api/auth-api';
import { initI18n } from '../i18n';
import { loadUiLocale } from './locale';
import { Root } from './root';
import { useSession } from './session-store';
import { useSystemConfig } from './system-config';

/** Starts the app: texts and locale of the stored language first, the system config beside. */
export async function bootstrap(container: HTMLElement): Promise<void> {
  const { language } = useSession.getState();
  document.documentElement.lang = language;
  authApi
    .systemConfig()
    .then((config) => useSystemConfig.getState().setConfig(config))
    .catch(() => undefined);
  const [, antdLocale] = await Promise.all([initI18n(language), loadUiLocale(language)]);
  createRoot(container).render(
    <StrictMode>
      <Root initialLocale={antdLocale} />
    </StrictMode>,
  );
}
