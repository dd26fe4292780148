import type { ReactNode } from 'react';

export type DialogInput = { title: ReactNode; content: ReactNode; onClose?: () => void };
export type ConfirmInput = {
  title: ReactNode;
  content?: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
  danger?: boolean;
  /** A third way out, left of the others: runs, closes the dialog and answers false. */
  other?: { label: ReactNode; onClick: () => void; testId?: string };
};

export type UiBridge = {
  dialog: (input: DialogInput) => void;
  confirm: (input: ConfirmInput) => Promise<boolean>;
  error: (text: ReactNode) => void;
  success: (text: ReactNode) => void;
  warning: (text: ReactNode) => void;
  loading: (text: ReactNode) => () => void;
};

/**
 * Lets code outside React (the HTTP client, stores) show antd dialogs and messages with the
 * app's theme and locale. The shell installs the real one from `App.useApp()`.
 */
const fallback: UiBridge = {
  dialog: ({ content, onClose }) => {
    console.error(content);
    onClose?.();
  },
  confirm: async () => true,
  error: (text) => console.error(text),
  success: () => undefined,
  warning: (text) => console.warn(text),
  loading: () => () => undefined,
};

let current: UiBridge = fallback;

export const ui: UiBridge = {
  dialog: (input) => current.dialog(input),
  confirm: (input) => current.confirm(input),
  error: (text) => current.error(text),
  success: (text) => current.success(text),
  warning: (text) => current.warning(text),
  loading: (text) => current.loading(text),
};

export function installUiBridge(bridge: UiBridge): () => void {
  current = bridge;
  return () => {
    if (current === bridge) current = fallback;
  };
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigator: Navigate | null = null;

export function installNavigator(fn: Navigate): () => void {
  navigator = fn;
  return () => {
    if (navigator === fn) navigator = null;
  };
}

/** Navigation for code outside React. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else window.location.assign(to);
}
