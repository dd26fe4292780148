import type { PageEntry } from '../../../kit/lazy-page';
import { lazyPage } from '../../../kit/lazy-page';

/** 打印模板 (menu component PrintTemplate): the list and the designer. */
export const PRINT_PAGES: Readonly<Record<string, PageEntry>> = {
  PrintTemplate: {
    page: lazyPage(() => import('./print-template-list-page')),
    editor: lazyPage(() => import('./print-template-designer-page')),
  },
};
