import { Spin } from 'antd';
import { memo, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { INDEX_PATH } from '../../core/constants';
import { type AppRoute, matchAppRoute } from '../../core/menu-routes';
import { useShellUi } from '../../core/shell-ui-store';
import { TabActiveContext, TabContext, type TabContextValue } from '../../core/tab-context';
import { INDEX_TAB, type Tab } from '../../core/tabs-rules';
import { useTabs } from '../../core/tabs-store';
import { lazyPage } from '../../kit/lazy-page';
import { NotAvailablePage } from '../../kit/not-available-page';
import { isBuilt, resolvePage } from '../component-registry';
import { PageErrorBoundary } from './page-error-boundary';
import { routeTitle } from './tab-title';

const HomePage = lazyPage(() => import('../../pages/home/home-page'));

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="q-page q-fullscreen-center" style={{ minHeight: 320 }}>
      <Spin description={t('common:loading')} />
    </div>
  );
}

/** One tab's page; memoized so that opening or switching a tab does not re-render the pages of the others. */
const Pane = memo(function Pane({
  tab,
  routes,
  active,
  parked,
}: {
  tab: Tab;
  routes: readonly AppRoute[];
  active: boolean;
  parked: boolean;
}) {
  const { t } = useTranslation();
  const custom = useShellUi((s) => s.titles[tab.key]);
  const match = tab.pathname === INDEX_PATH ? null : matchAppRoute(routes, tab.pathname);
  const title = custom ?? (match ? routeTitle(match.route, t) : t('shell:tabs.home'));
  const paramsKey = JSON.stringify(match?.params ?? {});
  const params = useMemo<Record<string, string>>(() => JSON.parse(paramsKey), [paramsKey]);
  const value = useMemo<TabContextValue>(
    () => ({
      tabKey: tab.key,
      pathname: tab.pathname,
      search: tab.search,
      params,
      menuPath: match?.route.menuPath ?? INDEX_PATH,
      title,
    }),
    [tab.key, tab.pathname, tab.search, params, match?.route.menuPath, title],
  );
  const route = match?.route;
  // A menu screen closed as it opened is kept hidden a while, for a quick reopen (tabs store).
  const parkable = route?.kind === 'page';
  useEffect(() => {
    useTabs.getState().allowParking(tab.key, parkable);
    return () => useTabs.getState().allowParking(tab.key, false);
  }, [tab.key, parkable]);
  // The page's element is made once per route: a pane drawn again (the tab shown or hidden, its
  // title changed) does not draw its page again; the page reads what changed from the context.
  const body = useMemo<React.ReactNode>(() => {
    if (tab.pathname === INDEX_PATH) return <HomePage isBuilt={isBuilt} />;
    if (!route) return null;
    const resolved = resolvePage(route.component, route.kind);
    return resolved.kind === 'built' ? (
      <resolved.component />
    ) : (
      <NotAvailablePage title={routeTitle(route, t)} component={route.component} />
    );
  }, [tab.pathname, route, t]);
  const touch = () => useTabs.getState().touch(tab.key);
  return (
    <div
      className="q-tab-pane"
      hidden={!active}
      data-tab-pane={parked ? undefined : tab.key}
      data-parked-pane={parked ? tab.key : undefined}
      onPointerDownCapture={touch}
      onKeyDownCapture={touch}
      onInputCapture={touch}
    >
      <TabContext.Provider value={value}>
        <TabActiveContext.Provider value={active}>
          <PageErrorBoundary>
            <Suspense fallback={<PageLoading />}>{body}</Suspense>
          </PageErrorBoundary>
        </TabActiveContext.Provider>
      </TabContext.Provider>
    </div>
  );
});

/**
 * Every open tab's page stays mounted; only the active one shows (spec §2: tabs keep state).
 * The closed screens the tabs store keeps follow, hidden, in the same list, so that one opened
 * again is the same page moved back, not a new one.
 */
export function TabPanes({ routes }: { routes: readonly AppRoute[] }) {
  const tabs = useTabs((s) => s.tabs);
  const parked = useTabs((s) => s.parked);
  const activeKey = useTabs((s) => s.activeKey);
  // One list: a pane moving between the open and the kept keeps its key among the same siblings.
  const panes = [...[INDEX_TAB, ...tabs].map((tab) => ({ tab, parked: false })), ...parked.map((tab) => ({ tab, parked: true }))];
  return (
    <>
      {panes.map(({ tab, parked }) => (
        <Pane key={tab.key} tab={tab} routes={routes} active={!parked && tab.key === activeKey} parked={parked} />
      ))}
    </>
  );
}
