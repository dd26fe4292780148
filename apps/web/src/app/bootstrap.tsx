import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authApi } from '../api/auth-api';
import { loadUiLocale } from '../core/locale';
import { useSession } from '../core/session-store';
import { useSystemConfig } from '../core/system-config';
import { initI18n } from '../i18n';
import { Root } from './root';

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
