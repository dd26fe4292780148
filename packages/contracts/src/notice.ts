import { z } from 'zod';
import { idText, optionalText, pageFields, recordCode } from './common';
import { wireId } from './document';

// ---- file storage (local upload, delete, download) ----------------------------------------

/** The largest file a user may upload (an attachment, a logo, a customer's document). */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The content types accepted, each recognised from the file's first bytes (never from the
 * client's label). No SVG or HTML: they could carry script.
 */
export const FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const fileUploadQuery = z.object({ fileName: z.string().trim().min(1).max(200) });
export const fileIdQuery = z.object({ id: idText });

export type StoredFileView = { id: string; name: string; contentType: FileType; size: number; createdAt: string };

// ---- notices (通知公告) -------------------------------------------------------------------

/** ANNOUNCEMENT: published by a person; SERVICE_REMINDING: made by a reminder definition. */
export const NOTICE_TYPES = ['ANNOUNCEMENT', 'SERVICE_REMINDING'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
/** Who receives a notice or a reminder: everyone of the group and its dealers, chosen groups, or roles. */
export const NOTICE_SCOPES = ['ALL', 'GROUPS', 'ROLES'] as const;
export type NoticeScope = (typeof NOTICE_SCOPES)[number];
/** The spec's noticeSystem: the system a notice belongs to (DH, this back office). */
export const NOTICE_SYSTEM = 'DH';
export const NOTICE_MAX_TIMES = 10;

/** The longest rich-text body accepted (characters of HTML). */
export const NOTICE_CONTENT_MAX = 40000;

const times = z.coerce.number().int().min(0).max(NOTICE_MAX_TIMES).default(1);

const scopeFields = {
  scope: z.enum(NOTICE_SCOPES),
  groupIds: z.array(wireId).max(200).default([]),
  roleIds: z.array(wireId).max(200).default([]),
};
const refineScope = <T extends { scope: NoticeScope; groupIds: number[]; roleIds: number[] }>(v: T, ctx: z.RefinementCtx) => {
  if (v.scope === 'GROUPS' && v.groupIds.length === 0)
    ctx.addIssue({ code: 'custom', path: ['groupIds'], message: 'pick at least one business group' });
  if (v.scope === 'ROLES' && v.roleIds.length === 0) ctx.addIssue({ code: 'custom', path: ['roleIds'], message: 'pick at least one role' });
};

/**
 * A published announcement. The body is rich text as HTML; the server reduces it to a strict
 * whitelist (p, br, strong, em, u, ul, ol, li, h3, h4, blockquote, and links to http, https or
 * mailto) before storing it, so what the web renders as HTML cannot run anything.
 */
export const noticePublishBody = z
  .object({
    title: z.string().trim().min(1).max(100),
    content: z.string().max(NOTICE_CONTENT_MAX).default(''),
    attachmentIds: z.array(wireId).max(10).default([]),
    popUpTimes: times,
    voiceTimes: times,
    ...scopeFields,
  })
  .superRefine(refineScope);
export type NoticePublishBody = z.input<typeof noticePublishBody>;

/** The caller's notices (notice/businessPage). */
export const noticePageBody = z.object({
  ...pageFields,
  noticeType: z.enum(NOTICE_TYPES).optional(),
  readStatus: z.enum(['READ', 'UNREAD']).optional(),
  keyword: optionalText(50),
  noticeSystem: z.literal(NOTICE_SYSTEM).optional(),
});
export type NoticePageBody = z.input<typeof noticePageBody>;

/** Announcements the active group published (the administrator's list). */
export const noticePublishedPageBody = z.object({ ...pageFields, keyword: optionalText(50) });
export type NoticePublishedPageBody = z.input<typeof noticePublishedPageBody>;

/** Marks notices read: the ones named, or every unread one of a type (or of every type). */
export const noticeReadBody = z.object({
  noticeIds: z.array(wireId).max(500).default([]),
  all: z.boolean().default(false),
  noticeType: z.enum(NOTICE_TYPES).optional(),
});
export const noticeDetailQuery = z.object({ noticeId: idText });
export const noticeAttachmentQuery = z.object({ noticeId: idText, fileId: idText });
export const noticeIdsQuery = z.object({ ids: z.string().regex(/^\d{1,15}(,\d{1,15}){0,99}$/, 'ids like 1,2,3') });

/** notice/constrain: how often the shell asks, whether it may pop up and speak, and the unread counts. */
export type NoticeConstrainView = {
  pullInterval: number;
  playAudio: boolean;
  displayPopUp: boolean;
  counts: Record<NoticeType, number>;
  total: number;
};

export type NoticeView = {
  noticeId: string;
  noticeTitle: string;
  noticeType: NoticeType;
  noticeSystem: typeof NOTICE_SYSTEM;
  publisherName: string | null;
  userCreateTime: string;
  read: boolean;
  readAt: string | null;
};

export type NoticeDetailView = NoticeView & {
  /** Sanitized HTML (plain-text notices come escaped, with their line breaks). */
  content: string;
  attachments: StoredFileView[];
  popUpTimes: number;
  voiceTimes: number;
};

export type PublishedNoticeView = {
  noticeId: string;
  noticeTitle: string;
  scope: NoticeScope;
  recipients: number;
  readCount: number;
  popUpTimes: number;
  voiceTimes: number;
  publisherName: string | null;
  userCreateTime: string;
};

/**
 * notice/remind: one entry per notice the caller should be told about now. `behavior` says
 * what to do this time (pop up, speak, or both); each answer counts as one of its times.
 */
export type NoticeRemindView = {
  noticeId: string;
  noticeTitle: string;
  /** The body as sanitized HTML when this answer pops up ('' when it is only spoken). */
  content: string;
  noticeType: NoticeType;
  noticeSystem: typeof NOTICE_SYSTEM;
  behavior: 'POPUP' | 'VOICE' | 'POPUP_VOICE';
  displayPopUp: boolean;
  playAudio: boolean;
  userCreateTime: string;
};

// ---- reminder definitions (消息提醒) ------------------------------------------------------

/** The fixed conditions a reminder may watch. */
export const REMINDER_CONDITIONS = ['REVIEW_WAITING', 'LOW_STOCK', 'RECEIVABLE_DUE', 'CUSTOMER_STOPPED', 'EXCEL_TASK_DONE'] as const;
export type ReminderCondition = (typeof REMINDER_CONDITIONS)[number];

export const reminderSaveBody = z
  .object({
    code: recordCode,
    name: z.string().trim().min(1).max(50),
    condition: z.enum(REMINDER_CONDITIONS),
    /** RECEIVABLE_DUE: remind this many days before the due date (overdue ones always). */
    dueDays: z.coerce.number().int().min(0).max(365).default(3),
    popUpTimes: times,
    voiceTimes: times,
    ...scopeFields,
  })
  .superRefine(refineScope);
export type ReminderSaveBody = z.input<typeof reminderSaveBody>;
export const reminderUpdateBody = z
  .object({
    id: wireId,
    code: recordCode,
    name: z.string().trim().min(1).max(50),
    condition: z.enum(REMINDER_CONDITIONS),
    dueDays: z.coerce.number().int().min(0).max(365).default(3),
    popUpTimes: times,
    voiceTimes: times,
    ...scopeFields,
  })
  .superRefine(refineScope);
export type ReminderUpdateBody = z.input<typeof reminderUpdateBody>;
export const reminderPageBody = z.object({ ...pageFields, keyword: optionalText(50), status: z.enum(['ENABLE', 'DISABLE']).optional() });
export type ReminderPageBody = z.input<typeof reminderPageBody>;
export const reminderStatusBody = z.object({ ids: z.array(wireId).min(1).max(100), status: z.enum(['ENABLE', 'DISABLE']) });

export type ReminderView = {
  id: string;
  code: string;
  name: string;
  condition: ReminderCondition;
  dueDays: number;
  scope: NoticeScope;
  groupIds: string[];
  roleIds: string[];
  popUpTimes: number;
  voiceTimes: number;
  status: 'ENABLE' | 'DISABLE';
  lastRunAt: string | null;
};

/** Options of the scope pickers: the active group and its dealers, and the roles usable in them. */
export type NoticeScopeOptions = {
  groups: { id: string; code: string; name: string }[];
  roles: { id: string; code: string; name: string }[];
};
