import { createContext, useContext } from 'react';
import { INDEX_PATH } from './constants';

/** What a page in a tab knows about itself; pages read this, not the router, since inactive tabs stay mounted. */
export type TabContextValue = {
  tabKey: string;
  pathname: string;
  search: string;
  params: Record<string, string>;
  active: boolean;
  /** The list route of the menu (for editors: where to return). */
  menuPath: string;
  title: string;
};

export const TabContext = createContext<TabContextValue>({
  tabKey: INDEX_PATH,
  pathname: INDEX_PATH,
  search: '',
  params: {},
  active: true,
  menuPath: INDEX_PATH,
  title: '',
});

export function useTabContext(): TabContextValue {
  return useContext(TabContext);
}
