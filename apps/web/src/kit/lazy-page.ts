import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../core/constants';

export type Lazy = LazyExoticComponent<ComponentType>;

/** A menu `component` name's pages: the list and, for its add/edit/detail routes, the editor. */
export type PageEntry = { page: Lazy; editor?: Lazy };

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** React.lazy with the chunk-load timeout of spec §9; a failure reaches the page's error boundary. */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): LazyExoticComponent<ComponentType> {
  return lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
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
      }),
  );
}
