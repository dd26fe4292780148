type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `cb` when the browser is next idle (at the latest after `timeout` ms; a short timer where
 * the browser has no idle callbacks). Answers a function that cancels it.
 */
export function whenIdle(cb: () => void, timeout = 2000): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback) {
    const handle = w.requestIdleCallback(cb, { timeout });
    return () => w.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(cb, 50);
  return () => window.clearTimeout(handle);
}
