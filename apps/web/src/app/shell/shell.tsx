import { Layout } from 'antd';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { INDEX_PATH, MAX_TABS, PRODUCT_NAME, TABS_TO_CLOSE_AT_LIMIT } from '../../core/constants';
import { useDirty } from '../../core/dirty-store';
import { buildRoutes, matchAppRoute } from '../../core/menu-routes';
import { useNavigate } from '../../core/navigation';
import { useSession } from '../../core/session-store';
import { useShellUi } from '../../core/shell-ui-store';
import { dispatchShortcut } from '../../core/shortcuts';
import { useSystemConfig } from '../../core/system-config';
import { type Tab, tabKeyOf } from '../../core/tabs-rules';
import { useTabs } from '../../core/tabs-store';
import { ui } from '../../core/ui-bridge';
import { pageTitle, unknownRouteTarget } from '../guard';
import { ChangePasswordDialog } from './change-password-dialog';
import { HeaderBar } from './header-bar';
import { preloadHovered, usePreloadMenuPages } from './preload';
import { ShortcutDrawer } from './shortcut-drawer';
import { SideMenu } from './side-menu';
import { TabBar } from './tab-bar';
import { TabPanes } from './tab-panes';
import { tabTitle } from './tab-title';

// The frame's parts are drawn again only when their own props change: the shell itself is drawn
// on every change of address (it reads the location) and again when the tab opens.
const SideMenuPart = memo(SideMenu);
const HeaderBarPart = memo(HeaderBar);
const TabBarPart = memo(TabBar);
const TabPanesPart = memo(TabPanes);
const ShortcutDrawerPart = memo(ShortcutDrawer);
const ChangePasswordDialogPart = memo(ChangePasswordDialog);

/** The signed-in frame: menu, header, tabs and the pages kept alive in them (spec §2). */
export function Shell() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const permissions = useSession((s) => s.user?.permissions);
  const routes = useMemo(() => buildRoutes(permissions), [permissions]);
  const collapsed = useShellUi((s) => s.collapsed);
  const activeKey = useTabs((s) => s.activeKey);
  const tabs = useTabs((s) => s.tabs);
  const titles = useShellUi((s) => s.titles);
  const product = useSystemConfig((s) => s.config?.productName) || PRODUCT_NAME;
  const restored = useRef(false);
  usePreloadMenuPages(routes);
  const prompting = useRef(false);

  const { pathname, search } = location;
  const known = pathname === INDEX_PATH || matchAppRoute(routes, pathname) !== null;

  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      useTabs.getState().restore((p) => matchAppRoute(routes, p) !== null);
    }
    if (!known) return;
    const tab: Tab = { key: tabKeyOf(pathname, search), pathname, search };
    const store = useTabs.getState();
    const previous = store.activeKey;
    if (store.open(tab) !== 'limit' || prompting.current) return;
    prompting.current = true;
    void (async () => {
      const ok = await ui.confirm({
        title: t('shell:tabs.limitTitle'),
        content: t('shell:tabs.limitContent', { max: MAX_TABS, count: TABS_TO_CLOSE_AT_LIMIT }),
        okText: t('shell:tabs.closeFirst', { count: TABS_TO_CLOSE_AT_LIMIT }),
      });
      const first = useTabs
        .getState()
        .tabs.slice(0, TABS_TO_CLOSE_AT_LIMIT)
        .map((x) => x.key);
      const editing = ok && useDirty.getState().anyDirty(first);
      const go =
        ok &&
        (!editing || (await ui.confirm({ title: t('shell:tabs.editingTitle'), content: t('shell:tabs.editingConfirm'), danger: true })));
      prompting.current = false;
      if (go) {
        useTabs.getState().closeFirst();
        for (const key of first) useDirty.getState().setDirty(key, false);
        useTabs.getState().open(tab);
      } else {
        navigate(previous, { replace: true });
      }
    })();
  }, [pathname, search, known, routes, navigate, t]);

  // Keys go to the active tab's page (spec §2: F1–F12, Esc, Enter).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      dispatchShortcut(event, useTabs.getState().activeKey);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const activePath = [{ key: INDEX_PATH, pathname: INDEX_PATH }, ...tabs].find((x) => x.key === activeKey)?.pathname ?? INDEX_PATH;
  const currentTitle = tabTitle(activePath, routes, t, titles[activeKey]);
  useEffect(() => {
    document.title = pageTitle(product, currentTitle);
  }, [currentTitle, product]);

  if (!known) return <Navigate to={unknownRouteTarget(pathname)} replace />;

  return (
    <Layout className="q-shell" hasSider>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        trigger={null}
        width={224}
        collapsedWidth={64}
        onMouseOver={(event) => preloadHovered(event, routes)}
      >
        <div className="q-logo">
          <img src="/favicon.svg" alt="" />
          {!collapsed && <span>{product}</span>}
        </div>
        <SideMenuPart routes={routes} activePath={activePath} />
      </Layout.Sider>
      <Layout className="q-main">
        <Layout.Header className="q-header">
          <HeaderBarPart title={currentTitle} />
        </Layout.Header>
        <TabBarPart routes={routes} />
        <Layout.Content className="q-content">
          <TabPanesPart routes={routes} />
        </Layout.Content>
      </Layout>
      <ShortcutDrawerPart />
      <ChangePasswordDialogPart />
    </Layout>
  );
}
