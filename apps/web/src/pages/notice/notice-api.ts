import type {
  NoticeConstrainView,
  NoticeDetailView,
  NoticePageBody,
  NoticePublishBody,
  NoticeRemindView,
  NoticeScopeOptions,
  NoticeType,
  NoticeView,
  Page,
  PublishedNoticeView,
  ReminderSaveBody,
  ReminderView,
  Status,
  StoredFileView,
} from '@quire/contracts';
import { downloadFile, uploadStoredFile as uploadToFileStore } from '../../api/files';
import { http } from '../../api/http';

// Calls of 通知公告 and 消息提醒, the header bell, and file storage uploads.

export const noticeKeys = {
  all: ['notice'] as const,
  counts: ['notice', 'constrain'] as const,
  mine: ['notice', 'mine'] as const,
  published: ['notice', 'published'] as const,
  detail: (id: string) => ['notice', 'detail', id] as const,
  scopeOptions: ['notice', 'scope-options'] as const,
  reminders: ['notice', 'reminders'] as const,
};

const NOTICE = '/api/notice/notice';
const REMINDER = '/api/notice/noticeReminder';

/** A notice row as the kit's list wants it (with an `id`). */
export type NoticeRow = NoticeView & { id: string };
export type PublishedRow = PublishedNoticeView & { id: string };

export const noticeApi = {
  // Polled in the background: no loading mask, no repeated-request guard.
  constrain: () => http.post<NoticeConstrainView>(`${NOTICE}/constrain`, {}, { repeat: true }),
  remind: () => http.post<NoticeRemindView[]>(`${NOTICE}/remind`, {}, { repeat: true }),
  page: async (q: NoticePageBody, signal?: AbortSignal): Promise<Page<NoticeRow>> => {
    const page = await http.post<Page<NoticeView>>(`${NOTICE}/businessPage`, q, { signal });
    return { ...page, list: page.list.map((n) => ({ ...n, id: n.noticeId })) };
  },
  detail: (noticeId: string) => http.get<NoticeDetailView>('/api/notice/noticeDetail/businessDetail', { noticeId }),
  read: (body: { noticeIds?: string[]; all?: boolean; noticeType?: NoticeType }) =>
    http.post<{ updated: number }>(`${NOTICE}/read`, body, { loading: true }),
  publish: (body: NoticePublishBody) =>
    http.put<{ noticeId: string; recipients: number }>(`${NOTICE}/publish`, body, { fieldErrors: true, loading: true }),
  published: async (q: { pageNum: number; pageSize: number; keyword?: string }, signal?: AbortSignal): Promise<Page<PublishedRow>> => {
    const page = await http.post<Page<PublishedNoticeView>>(`${NOTICE}/publishedPage`, q, { signal });
    return { ...page, list: page.list.map((n) => ({ ...n, id: n.noticeId })) };
  },
  remove: (ids: string[]) => http.del<null>(NOTICE, { ids: ids.join(',') }, { loading: true }),
  scopeOptions: () => http.get<NoticeScopeOptions>(`${NOTICE}/scopeOptions`),
  attachment: (noticeId: string, fileId: string) => downloadFile('/api/notice/noticeDetail/attachment', { noticeId, fileId }),
};

export const reminderApi = {
  page: (q: { pageNum: number; pageSize: number; keyword?: string; status?: string }, signal?: AbortSignal) =>
    http.post<Page<ReminderView>>(`${REMINDER}/page`, q, { signal }),
  add: (body: ReminderSaveBody) => http.put<ReminderView>(`${REMINDER}/add`, body, { fieldErrors: true, loading: true }),
  update: (body: ReminderSaveBody & { id: string }) =>
    http.post<ReminderView>(`${REMINDER}/update`, body, { fieldErrors: true, loading: true }),
  setStatus: (ids: string[], status: Status) => http.put<{ updated: number }>(`${REMINDER}/status`, { ids, status }, { loading: true }),
};

/** Uploads an attachment to file storage (the data folder or the S3-compatible store). */
export const uploadStoredFile = (file: File): Promise<StoredFileView> => uploadToFileStore(file, file.name);

export const fileApi = {
  remove: (id: string) => http.get<null>('/api/shared/file/delete', { id }),
};
