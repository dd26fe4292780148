import { create } from 'zustand';

type ShellUi = {
  collapsed: boolean;
  shortcutsOpen: boolean;
  passwordOpen: boolean;
  /** Custom tab titles set by pages (e.g. "Edit employee: Ana"). */
  titles: Readonly<Record<string, string>>;
  toggleCollapsed: () => void;
  setShortcutsOpen: (open: boolean) => void;
  setPasswordOpen: (open: boolean) => void;
  setTitle: (tabKey: string, title: string | null) => void;
};

export const useShellUi = create<ShellUi>((set, get) => ({
  collapsed: false,
  shortcutsOpen: false,
  passwordOpen: false,
  titles: {},
  toggleCollapsed: () => set({ collapsed: !get().collapsed }),
  setShortcutsOpen: (shortcutsOpen) => set({ shortcutsOpen }),
  setPasswordOpen: (passwordOpen) => set({ passwordOpen }),
  setTitle: (tabKey, title) => {
    const titles = { ...get().titles };
    if (title) titles[tabKey] = title;
    else delete titles[tabKey];
    set({ titles });
  },
}));
