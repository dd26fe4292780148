import type { PageEntry } from '../../kit/lazy-page';
import { lazyPage } from '../../kit/lazy-page';

/** Pages of 通知公告 and 消息提醒 by menu `component` name (see the server's menu-tree.seed.ts). */
export const NOTICE_PAGES: Readonly<Record<string, PageEntry>> = {
  NoticeList: { page: lazyPage(() => import('./notice-list-page')) },
  NoticeReminder: { page: lazyPage(() => import('./reminder-list-page')) },
};
