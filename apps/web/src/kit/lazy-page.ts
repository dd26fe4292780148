import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../core/constants';

/** A lazy page that can start loading its chunk before it is rendered. */
export type Lazy<P extends object = object> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> };

/** A menu `component` name's pages: the list and, for its add/edit/detail routes, the editor. */
export type PageEntry = { page: Lazy; editor?: Lazy };

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/**
 * React.lazy with the chunk-load timeout of spec §9; a failure reaches the page's error
 * boundary. `preload()` starts the same load early (menu hover, idle time): the render then
 * finds it done or under way; a failed load is tried again by the next render.
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Lazy<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('chunk load timeout')), timeoutMs);
      load().then(
        (m) => {
          clearTimeout(timer);
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
  return Object.assign(lazy(start), {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}
