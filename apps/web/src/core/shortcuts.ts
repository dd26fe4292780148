import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { useTabContext } from './tab-context';

/** The keys of spec §2, in the order the drawer lists them. */
export const SHORTCUT_KEYS = ['F1', 'F2', 'F3', 'F4', 'F6', 'F7', 'F8', 'F9', 'F10', 'F11', 'F12', 'Escape', 'Enter'] as const;
export type ShortcutKey = (typeof SHORTCUT_KEYS)[number];
export type ShortcutHandlers = Partial<Record<ShortcutKey, () => void>>;

type Registry = {
  /** tab key -> registration id -> the keys that registration handles */
  byTab: Map<string, Map<number, () => ShortcutHandlers>>;
  version: number;
  register: (tabKey: string, id: number, read: () => ShortcutHandlers) => void;
  unregister: (tabKey: string, id: number) => void;
};

export const useShortcutRegistry = create<Registry>((set, get) => ({
  byTab: new Map(),
  version: 0,
  register: (tabKey, id, read) => {
    const byTab = get().byTab;
    const forTab = byTab.get(tabKey) ?? new Map();
    forTab.set(id, read);
    byTab.set(tabKey, forTab);
    set({ version: get().version + 1 });
  },
  unregister: (tabKey, id) => {
    const forTab = get().byTab.get(tabKey);
    forTab?.delete(id);
    if (forTab && forTab.size === 0) get().byTab.delete(tabKey);
    set({ version: get().version + 1 });
  },
}));

/** The handlers a tab's page declares, the latest registration winning per key. */
export function handlersOf(tabKey: string): ShortcutHandlers {
  const forTab = useShortcutRegistry.getState().byTab.get(tabKey);
  const merged: ShortcutHandlers = {};
  if (!forTab) return merged;
  for (const read of forTab.values()) Object.assign(merged, read());
  return merged;
}

let nextId = 1;

/** A page declares the keys it handles; only the active tab's page receives them. */
export function useShortcuts(handlers: ShortcutHandlers): void {
  const { tabKey } = useTabContext();
  const ref = useRef(handlers);
  ref.current = handlers;
  const keys = Object.keys(handlers).sort().join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-register when the handled keys change, so the drawer shows them
  useEffect(() => {
    const id = nextId++;
    const registry = useShortcutRegistry.getState();
    registry.register(tabKey, id, () => ref.current);
    return () => useShortcutRegistry.getState().unregister(tabKey, id);
    // Re-register when the set of handled keys changes so the drawer shows it.
  }, [tabKey, keys]);
}

function isShortcutKey(key: string): key is ShortcutKey {
  return (SHORTCUT_KEYS as readonly string[]).includes(key);
}

/**
 * Dialogs that take the keyboard: while one is open, the page behind it gets no key. The box
 * itself is looked at, not its wrap: when a dialog's leave animation ends, its box is hidden a
 * render before the wrap is, and F6 pressed right after confirming F9 must reach the page.
 */
const DIALOGS = ['.ant-modal', '.ant-drawer-open .ant-drawer-content-wrapper'].join(',');

const OVERLAYS = [DIALOGS, '.ant-select-dropdown', '.ant-picker-dropdown', '.ant-dropdown', '.ant-popover'].join(',');

/** Whether a dialog, drawer or popup is shown above the page: then Esc and Enter belong to it. */
function overlayOpen(selector = OVERLAYS): boolean {
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    // Hidden, or on its way out (its closing animation): it no longer owns the keyboard.
    if (/-(hidden|leave)\b/.test(el.className) || el.style.display === 'none') continue;
    if (el.getClientRects().length > 0) return true;
  }
  return false;
}

/**
 * Routes a key press to the active tab's page, unless a dialog is open above it. A browser
 * default is prevented only when the page handles the key.
 */
export function dispatchShortcut(event: KeyboardEvent, activeTabKey: string): boolean {
  if (!isShortcutKey(event.key) || event.isComposing) return false;
  if (event.ctrlKey || event.altKey || event.metaKey) return false;
  if ((event.key === 'Escape' || event.key === 'Enter') && overlayOpen()) return false;
  // A dialog (say, the unsaved-edit confirmation) owns the keyboard: F4 must not save the page
  // behind it. Its own Enter and Esc confirm and cancel.
  if (overlayOpen(DIALOGS)) return false;
  const target = event.target as HTMLElement | null;
  if (event.key === 'Enter' && target && (target.tagName === 'TEXTAREA' || target.tagName === 'BUTTON')) return false;
  const handler = handlersOf(activeTabKey)[event.key];
  if (!handler) return false;
  event.preventDefault();
  event.stopPropagation();
  handler();
  return true;
}
