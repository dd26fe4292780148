import { createContext, useContext } from 'react';
import { INDEX_PATH } from './constants';

/**
 * What a page in a tab knows about itself; pages read this, not the router, since inactive tabs
 * stay mounted. Whether the tab shows is apart (`useTabActive`): choosing a tab then draws again
 * only what reads it, not every page that knows its own key.
 */
export type TabContextValue = {
  tabKey: string;
  pathname: string;
  search: string;
  params: Record<string, string>;
  /** The list route of the menu (for editors: where to return). */
  menuPath: string;
  title: string;
};

export const TabContext = createContext<TabContextValue>({
  tabKey: INDEX_PATH,
  pathname: INDEX_PATH,
  search: '',
  params: {},
  menuPath: INDEX_PATH,
  title: '',
});

export function useTabContext(): TabContextValue {
  return useContext(TabContext);
}

/** Whether the page's tab is the one shown. */
export const TabActiveContext = createContext(true);

export function useTabActive(): boolean {
  return useContext(TabActiveContext);
}
