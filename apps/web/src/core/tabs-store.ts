import { create } from 'zustand';
import { readJson, STORAGE_KEYS, writeJson } from './storage';
import {
  closeAllTabs,
  closeFirstTabs,
  closeOtherTabs,
  closeTab,
  EMPTY_TABS,
  livingParked,
  type OpenResult,
  openTab,
  type ParkedTab,
  parkTab,
  restoreTabs,
  type Tab,
  type TabsState,
} from './tabs-rules';

type TabsStore = TabsState & {
  /** Closed screens kept hidden for a quick reopen (tabs-rules `ParkedTab`); never stored. */
  parked: ParkedTab[];
  /** The tab's page was clicked or typed in: closed, it is not kept. */
  touch: (key: string) => void;
  /** Whether the tab's page may be kept when closed (a menu screen, not an editor). */
  allowParking: (key: string, allowed: boolean) => void;
  /** Restores the stored tabs, keeping those the user may still open. */
  restore: (isAllowed: (pathname: string) => boolean) => void;
  open: (tab: Tab) => OpenResult['outcome'];
  close: (key: string) => TabsState;
  closeOthers: (key: string) => TabsState;
  closeAll: () => TabsState;
  closeFirst: () => TabsState;
  reset: () => void;
};

function persist(state: TabsState): TabsState {
  writeJson(STORAGE_KEYS.tabs, { tabs: state.tabs.map(({ pathname, search }) => ({ pathname, search })), activeKey: state.activeKey });
  return state;
}

export const useTabs = create<TabsStore>((set, get) => {
  // Facts about the open pages that no screen draws from: kept out of the state, so that a click
  // in a page does not draw the shell again.
  const touched = new Set<string>();
  const parkable = new Set<string>();
  const apply = (next: TabsState, parked = get().parked) => {
    const open = new Set(next.tabs.map((t) => t.key));
    for (const key of touched) if (!open.has(key)) touched.delete(key);
    set({ tabs: next.tabs, activeKey: next.activeKey, parked: parked.filter((p) => !open.has(p.key)) });
    return persist(next);
  };
  return {
    ...EMPTY_TABS,
    parked: [],
    touch: (key) => {
      touched.add(key);
    },
    allowParking: (key, allowed) => {
      if (allowed) parkable.add(key);
      else parkable.delete(key);
    },
    restore: (isAllowed) => {
      apply(restoreTabs(readJson(STORAGE_KEYS.tabs), isAllowed), []);
    },
    open: (tab) => {
      const result = openTab(get(), tab);
      // A kept page comes back as it was closed: as it opened.
      if (result.outcome !== 'limit') apply(result.state, livingParked(get().parked, Date.now()));
      return result.outcome;
    },
    close: (key) => {
      const tab = get().tabs.find((t) => t.key === key);
      const keep = tab !== undefined && parkable.has(key) && !touched.has(key);
      return apply(closeTab(get(), key), keep ? parkTab(get().parked, tab, Date.now()) : get().parked);
    },
    closeOthers: (key) => apply(closeOtherTabs(get(), key)),
    closeAll: () => apply(closeAllTabs()),
    closeFirst: () => apply(closeFirstTabs(get())),
    reset: () => {
      touched.clear();
      set({ ...EMPTY_TABS, parked: [] });
    },
  };
});
