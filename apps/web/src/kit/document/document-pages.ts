import { DOCUMENT_SCREENS, type ScreenDocumentType } from '@quire/contracts';
import { lazyPage, type PageEntry } from '../lazy-page';
import type { DocumentScreenConfig } from './document-screen';

type ScreenModule = { screen: DocumentScreenConfig };

/**
 * The page entry of a document screen under its menu component: the kit's list page and
 * editor made from the type's config module, each loaded on demand (one chunk per type).
 */
export function documentPages(type: ScreenDocumentType, load: () => Promise<ScreenModule>): Record<string, PageEntry> {
  const screenOf = async () => {
    const { screen } = await load();
    if (screen.type !== type) throw new Error(`the screen of ${type} declares ${screen.type}`);
    return screen;
  };
  return {
    [DOCUMENT_SCREENS[type].component]: {
      page: lazyPage(async () => {
        const [screen, kit] = await Promise.all([screenOf(), import('./document-list-page')]);
        return { default: kit.documentListPage(screen) };
      }),
      editor: lazyPage(async () => {
        const [screen, kit] = await Promise.all([screenOf(), import('./document-editor')]);
        return { default: kit.documentEditorPage(screen) };
      }),
    },
  };
}
