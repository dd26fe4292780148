import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { queryClient } from '../api/query-client';
import { MESSAGE_SECONDS } from '../core/constants';
import { installBeforeUnload } from '../core/dirty-store';
import { useUiLocale } from '../core/ui-locale-store';
import { NoPermissionPage } from '../pages/errors/no-permission-page';
import { NotFoundPage } from '../pages/errors/not-found-page';
import { LoginPage } from '../pages/login/login-page';
import { GuardGate } from './guard-gate';
import { Shell } from './shell/shell';
import { StyleWarmUpHost } from './style-warm-up-host';
import { THEME } from './theme';
import { UiBridgeInstaller } from './ui-bridge-installer';

export function Root({ initialLocale }: { initialLocale: Locale }) {
  const locale = useUiLocale((s) => s.antdLocale) ?? initialLocale;
  useEffect(() => installBeforeUnload(), []);
  return (
    <ConfigProvider locale={locale} theme={THEME}>
      <AntApp message={{ duration: MESSAGE_SECONDS, maxCount: 3 }} className="q-app">
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <UiBridgeInstaller />
            <StyleWarmUpHost />
            <Routes>
              <Route
                path="/login"
                element={
                  <GuardGate>
                    <LoginPage />
                  </GuardGate>
                }
              />
              <Route path="/401" element={<NoPermissionPage />} />
              <Route path="/404" element={<NotFoundPage />} />
              <Route
                path="*"
                element={
                  <GuardGate>
                    <Shell />
                  </GuardGate>
                }
              />
            </Routes>
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
