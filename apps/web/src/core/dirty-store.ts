import { useEffect } from 'react';
import { create } from 'zustand';
import { useTabContext } from './tab-context';

type DirtyStore = {
  /** Keys of tabs whose page is being edited. */
  dirty: ReadonlySet<string>;
  setDirty: (tabKey: string, dirty: boolean) => void;
  anyDirty: (keys?: readonly string[]) => boolean;
};

export const useDirty = create<DirtyStore>((set, get) => ({
  dirty: new Set(),
  setDirty: (tabKey, dirty) => {
    const current = get().dirty;
    if (current.has(tabKey) === dirty) return;
    const next = new Set(current);
    if (dirty) next.add(tabKey);
    else next.delete(tabKey);
    set({ dirty: next });
  },
  anyDirty: (keys) => {
    const { dirty } = get();
    return keys ? keys.some((k) => dirty.has(k)) : dirty.size > 0;
  },
}));

/**
 * Registers the page of this tab as being edited while `dirty` is true (spec §2): closing the
 * tab asks first and leaving the browser warns.
 */
export function useUnsavedGuard(dirty: boolean): void {
  const { tabKey } = useTabContext();
  const setDirty = useDirty((s) => s.setDirty);
  useEffect(() => {
    setDirty(tabKey, dirty);
  }, [tabKey, dirty, setDirty]);
  useEffect(() => () => setDirty(tabKey, false), [tabKey, setDirty]);
}

/** The browser's own warning when leaving with unsaved edits. */
export function installBeforeUnload(): () => void {
  const handler = (event: BeforeUnloadEvent) => {
    if (!useDirty.getState().anyDirty()) return;
    event.preventDefault();
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', handler);
  return () => window.removeEventListener('beforeunload', handler);
}
