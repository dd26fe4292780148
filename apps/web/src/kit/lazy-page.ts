import { type ComponentType, createElement, lazy, useState } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../core/constants';
import { pageTexts } from '../i18n';

/** A lazy page that can start loading its chunk before it is rendered. */
export type Lazy<P extends object = object> = ComponentType<P> & { preload: () => Promise<void> };

/** A menu `component` name's pages: the list and, for its add/edit/detail routes, the editor. */
export type PageEntry = { page: Lazy; editor?: Lazy };

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/**
 * A page loaded from its own chunk, with the chunk-load timeout of spec §9; a failure reaches
 * the page's error boundary. `preload()` starts the load early (menu hover, idle time).
 *
 * Once the chunk is there the page renders at once, without suspending: React.lazy suspends
 * on its first render even when its module is loaded, and React then holds the fallback for
 * up to 300 ms before revealing the page, which delayed every first open (and its calls).
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Lazy<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const start = () => {
    loading ??= new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('chunk load timeout')), timeoutMs);
      // The page's texts come with its chunk (they are loaded behind the shell at start).
      Promise.all([load(), pageTexts()])
        .then(([m]) => m)
        .then(
          (m) => {
            clearTimeout(timer);
            loaded = m.default;
            resolve(m);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
          },
        );
    }).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const Suspending = lazy(start);
  function LazyPage(props: P) {
    // Chosen once per mount, so a page never switches component type (and state) under the user.
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Suspending, props);
  }
  return Object.assign(LazyPage, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}
