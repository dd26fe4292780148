import { INDEX_PATH, MAX_TABS, TABS_TO_CLOSE_AT_LIMIT } from './constants';

export type Tab = {
  /** pathname + search: one tab per opened address. */
  key: string;
  pathname: string;
  search: string;
};

/** Open tabs besides the fixed index tab, and the active key (spec §2). */
export type TabsState = { tabs: Tab[]; activeKey: string };

export const INDEX_TAB: Tab = { key: INDEX_PATH, pathname: INDEX_PATH, search: '' };
export const EMPTY_TABS: TabsState = { tabs: [], activeKey: INDEX_PATH };

export function tabKeyOf(pathname: string, search: string): string {
  return pathname + search;
}

export type OpenResult = { state: TabsState; outcome: 'activated' | 'opened' | 'limit' };

/** Opens or activates a tab; at the limit nothing changes and the caller asks the user. */
export function openTab(state: TabsState, tab: Tab, max = MAX_TABS): OpenResult {
  if (tab.key === INDEX_PATH || state.tabs.some((t) => t.key === tab.key)) {
    return { state: { ...state, activeKey: tab.key }, outcome: 'activated' };
  }
  if (state.tabs.length >= max) return { state, outcome: 'limit' };
  return { state: { tabs: [...state.tabs, tab], activeKey: tab.key }, outcome: 'opened' };
}

function neighbourKey(tabs: Tab[], closedIndex: number): string {
  const next = tabs[closedIndex] ?? tabs[closedIndex - 1];
  return next ? next.key : INDEX_PATH;
}

export function closeTab(state: TabsState, key: string): TabsState {
  if (key === INDEX_PATH) return state;
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return state;
  const tabs = state.tabs.filter((t) => t.key !== key);
  const activeKey = state.activeKey === key ? neighbourKey(tabs, index) : state.activeKey;
  return { tabs, activeKey };
}

export function closeOtherTabs(state: TabsState, key: string): TabsState {
  const keep = state.tabs.filter((t) => t.key === key);
  return { tabs: keep, activeKey: keep.length ? key : INDEX_PATH };
}

export function closeAllTabs(): TabsState {
  return { tabs: [], activeKey: INDEX_PATH };
}

/** The limit prompt's way out: close the first (oldest) tabs; the index stays. */
export function closeFirstTabs(state: TabsState, count = TABS_TO_CLOSE_AT_LIMIT): TabsState {
  const tabs = state.tabs.slice(count);
  const activeKey = tabs.some((t) => t.key === state.activeKey) ? state.activeKey : INDEX_PATH;
  return { tabs, activeKey };
}

/** Keys a close operation would close (to ask about unsaved edits first). */
export function keysClosedBy(state: TabsState, op: 'others' | 'all', key?: string): string[] {
  return state.tabs.filter((t) => op === 'all' || t.key !== key).map((t) => t.key);
}

/** Restored tabs: only well-formed entries that are still allowed, at most the limit. */
export function restoreTabs(raw: unknown, isAllowed: (pathname: string) => boolean, max = MAX_TABS): TabsState {
  if (!raw || typeof raw !== 'object') return EMPTY_TABS;
  const value = raw as { tabs?: unknown; activeKey?: unknown };
  const list = Array.isArray(value.tabs) ? value.tabs : [];
  const tabs: Tab[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const { pathname, search } = item as { pathname?: unknown; search?: unknown };
    if (typeof pathname !== 'string' || pathname === INDEX_PATH || !isAllowed(pathname)) continue;
    const s = typeof search === 'string' ? search : '';
    const key = tabKeyOf(pathname, s);
    if (!tabs.some((t) => t.key === key)) tabs.push({ key, pathname, search: s });
  }
  const kept = tabs.slice(0, max);
  const activeKey = typeof value.activeKey === 'string' && kept.some((t) => t.key === value.activeKey) ? value.activeKey : INDEX_PATH;
  return { tabs: kept, activeKey };
}

/**
 * A closed tab kept out of sight (its page still mounted, hidden), so that opening the same
 * screen again shows it at once instead of building it anew. Only a screen closed as it opened
 * is kept (nothing clicked or typed in it), so what comes back is what a new open would show;
 * see the tabs store.
 */
export type ParkedTab = Tab & { parkedAt: number };

/** Closed tabs kept at most, and for how long. */
export const MAX_PARKED = 3;
export const PARKED_FOR_MS = 5 * 60_000;

/** The kept tabs once `tab` is kept too: newest first, the oldest and the expired let go. */
export function parkTab(parked: readonly ParkedTab[], tab: Tab, now: number): ParkedTab[] {
  return [{ ...tab, parkedAt: now }, ...livingParked(parked, now).filter((p) => p.key !== tab.key)].slice(0, MAX_PARKED);
}

/** The kept tabs still within their time. */
export function livingParked(parked: readonly ParkedTab[], now: number): ParkedTab[] {
  return parked.filter((p) => now - p.parkedAt < PARKED_FOR_MS);
}
