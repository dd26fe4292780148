import { create } from 'zustand';
import { readJson, STORAGE_KEYS, writeJson } from './storage';
import {
  closeAllTabs,
  closeFirstTabs,
  closeOtherTabs,
  closeTab,
  EMPTY_TABS,
  type OpenResult,
  openTab,
  restoreTabs,
  type Tab,
  type TabsState,
} from './tabs-rules';

type TabsStore = TabsState & {
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
  const apply = (next: TabsState) => {
    set({ tabs: next.tabs, activeKey: next.activeKey });
    return persist(next);
  };
  return {
    ...EMPTY_TABS,
    restore: (isAllowed) => {
      apply(restoreTabs(readJson(STORAGE_KEYS.tabs), isAllowed));
    },
    open: (tab) => {
      const result = openTab(get(), tab);
      if (result.outcome !== 'limit') apply(result.state);
      return result.outcome;
    },
    close: (key) => apply(closeTab(get(), key)),
    closeOthers: (key) => apply(closeOtherTabs(get(), key)),
    closeAll: () => apply(closeAllTabs()),
    closeFirst: () => apply(closeFirstTabs(get())),
    reset: () => {
      set(EMPTY_TABS);
    },
  };
});
