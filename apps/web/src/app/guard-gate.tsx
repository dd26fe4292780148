import { Button, Result, Spin } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { isApiError, isCanceled } from '../api/errors';
import { hasPermissionMenus } from '../core/menu-routes';
import { useSession } from '../core/session-store';
import { loadUser, logOut } from '../kit/session-actions';
import { decideNavigation } from './guard';

/** Applies the navigation guard (spec §2) around every route. */
export function GuardGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const userLoaded = useSession((s) => s.userLoaded);
  const permissions = useSession((s) => s.user?.permissions);
  const [failed, setFailed] = useState(false);
  const decision = decideNavigation(location.pathname, location.search, {
    hasToken: Boolean(token),
    userLoaded,
    hasMenus: hasPermissionMenus(permissions),
  });

  useEffect(() => {
    if (decision.kind !== 'load-user') return;
    setFailed(false);
    loadUser().catch((error: unknown) => {
      // Session-ended codes log out from their dialog; anything else offers a retry.
      if (isCanceled(error)) return;
      if (isApiError(error) && error.httpStatus === 401) return;
      setFailed(true);
    });
  }, [decision.kind]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load-user') {
    if (failed) {
      return (
        <Result
          status="warning"
          title={t('error:loadUserFailed')}
          extra={[
            <Button key="retry" type="primary" onClick={() => window.location.reload()}>
              {t('common:retry')}
            </Button>,
            <Button key="logout" onClick={() => void logOut()}>
              {t('shell:user.logout')}
            </Button>,
          ]}
        />
      );
    }
    return (
      <div className="q-fullscreen-center">
        <Spin size="large" description={t('common:loading')} />
      </div>
    );
  }
  return <>{children}</>;
}
