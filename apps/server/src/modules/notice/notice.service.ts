import {
  type Language,
  NOTICE_SYSTEM,
  NOTICE_TYPES,
  type NoticeConstrainView,
  type NoticeDetailView,
  type NoticePublishedPageBody,
  type NoticeRemindView,
  type NoticeType,
  type NoticeView,
  type noticePageBody,
  type noticePublishBody,
  type noticeReadBody,
  type Page,
  type PublishedNoticeView,
} from '@quire/contracts';
import { and, count, desc, eq, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Config } from '../../platform/config';
import type { Executor } from '../../platform/db/client';
import { type FileContent, type FileStore, fileContentOfGroup, filesOfGroup } from '../../platform/files/index';
import { fail } from '../../platform/http/errors';
import { isMessageKey, translate } from '../../platform/i18n/messages';
import { employeeNames } from '../system/index';
import { notice, noticeRecipient } from './notice.schema';
import { NOTICE_HTML_MAX, sanitizeNoticeHtml, textToHtml } from './notice-html';
import { checkScope, recipientsOf } from './notice-scope';

type NoticeRow = typeof notice.$inferSelect;

/** An announcement's title as typed; a reminder's worded in the reader's language. */
export function titleOf(row: Pick<NoticeRow, 'type' | 'title' | 'titleParams'>, lang: Language): string {
  if (row.type === 'SERVICE_REMINDING' && isMessageKey(row.title)) return translate(lang, row.title, row.titleParams ?? undefined);
  return row.title;
}

/** A notice's body as sanitized HTML: rich text re-sanitized, plain text (older notices, reminders) escaped with its line breaks. */
export function contentHtmlOf(row: Pick<NoticeRow, 'type' | 'content' | 'contentFormat' | 'titleParams'>, lang: Language): string {
  if (row.type === 'SERVICE_REMINDING' && isMessageKey(row.content))
    return textToHtml(translate(lang, row.content, row.titleParams ?? undefined));
  return row.contentFormat === 'html' ? sanitizeNoticeHtml(row.content) : textToHtml(row.content);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Publishes an announcement to the employees its scope reaches now. */
export async function publishNotice(
  db: Executor,
  auth: AuthContext,
  body: z.output<typeof noticePublishBody>,
): Promise<{ noticeId: string; recipients: number }> {
  const scope = await checkScope(db, auth.belongId, body);
  const attachments = await filesOfGroup(db, auth.belongId, body.attachmentIds);
  if (attachments.length !== new Set(body.attachmentIds).size) throw fail.field('attachmentIds', 'notice.attachmentUnknown');
  const content = sanitizeNoticeHtml(body.content);
  if (content.length > NOTICE_HTML_MAX) throw fail.field('content', 'notice.contentTooLong');
  const recipients = await recipientsOf(db, auth.belongId, scope);
  if (recipients.length === 0) throw fail.field('scope', 'notice.noRecipients');
  const [row] = await db
    .insert(notice)
    .values({
      businessGroupId: auth.belongId,
      type: 'ANNOUNCEMENT',
      title: body.title,
      content,
      contentFormat: 'html',
      attachmentIds: attachments.map((a) => Number(a.id)),
      ...scope,
      popUpTimes: body.popUpTimes,
      voiceTimes: body.voiceTimes,
      publishedBy: auth.employeeId,
    })
    .returning({ id: notice.id });
  await insertRecipients(db, row.id, recipients);
  return { noticeId: String(row.id), recipients: recipients.length };
}

export async function insertRecipients(db: Executor, noticeId: number, employeeIds: number[]): Promise<void> {
  for (let i = 0; i < employeeIds.length; i += 1000) {
    await db
      .insert(noticeRecipient)
      .values(employeeIds.slice(i, i + 1000).map((employeeId) => ({ noticeId, employeeId })))
      .onConflictDoNothing();
  }
}

/** notice/constrain: the poll interval, the pop-up and voice switches, and the caller's unread counts by type. */
export async function noticeConstrain(
  db: Executor,
  auth: AuthContext,
  config: Pick<Config, 'noticePullSeconds'>,
): Promise<NoticeConstrainView> {
  const rows = await db
    .select({ type: notice.type, n: count() })
    .from(noticeRecipient)
    .innerJoin(notice, eq(notice.id, noticeRecipient.noticeId))
    .where(and(eq(noticeRecipient.employeeId, auth.employeeId), isNull(noticeRecipient.readAt)))
    .groupBy(notice.type);
  const counts = Object.fromEntries(NOTICE_TYPES.map((t) => [t, 0])) as Record<NoticeType, number>;
  for (const r of rows) counts[r.type] = Number(r.n);
  return {
    pullInterval: config.noticePullSeconds,
    playAudio: true,
    displayPopUp: true,
    counts,
    total: counts.ANNOUNCEMENT + counts.SERVICE_REMINDING,
  };
}

function view(row: NoticeRow, r: { readAt: Date | null }, lang: Language, names: Map<number, string>): NoticeView {
  return {
    noticeId: String(row.id),
    noticeTitle: titleOf(row, lang),
    noticeType: row.type,
    noticeSystem: NOTICE_SYSTEM,
    publisherName: row.publishedBy === null ? null : (names.get(row.publishedBy) ?? null),
    userCreateTime: row.createdAt.toISOString(),
    read: r.readAt !== null,
    readAt: r.readAt?.toISOString() ?? null,
  };
}

/** notice/businessPage: the caller's notices, newest first, with their read state. */
export async function myNoticePage(
  db: Executor,
  auth: AuthContext,
  lang: Language,
  q: z.output<typeof noticePageBody>,
): Promise<Page<NoticeView>> {
  const conditions: (SQL | undefined)[] = [eq(noticeRecipient.employeeId, auth.employeeId)];
  if (q.noticeType) conditions.push(eq(notice.type, q.noticeType));
  if (q.readStatus === 'READ') conditions.push(sql`${noticeRecipient.readAt} is not null`);
  if (q.readStatus === 'UNREAD') conditions.push(isNull(noticeRecipient.readAt));
  // A reminder's title is worded when read; the keyword finds announcements by title and body.
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    conditions.push(or(ilike(notice.title, like), ilike(notice.content, like)));
  }
  const where = and(...conditions);
  const [{ n }] = await db
    .select({ n: count() })
    .from(noticeRecipient)
    .innerJoin(notice, eq(notice.id, noticeRecipient.noticeId))
    .where(where);
  const rows = await db
    .select({ n: notice, readAt: noticeRecipient.readAt })
    .from(noticeRecipient)
    .innerJoin(notice, eq(notice.id, noticeRecipient.noticeId))
    .where(where)
    .orderBy(desc(notice.createdAt), desc(notice.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const names = await employeeNames(
    db,
    rows.map((r) => r.n.publishedBy),
  );
  return { list: rows.map((r) => view(r.n, r, lang, names)), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** A notice the caller received, or not found. */
async function receivedNotice(db: Executor, auth: AuthContext, noticeId: number) {
  const [found] = await db
    .select({ n: notice, readAt: noticeRecipient.readAt })
    .from(noticeRecipient)
    .innerJoin(notice, eq(notice.id, noticeRecipient.noticeId))
    .where(and(eq(noticeRecipient.noticeId, noticeId), eq(noticeRecipient.employeeId, auth.employeeId)));
  if (!found) throw fail.notFound();
  return found;
}

/** noticeDetail/businessDetail: a notice the caller received, marked read by opening it. */
export async function noticeDetail(db: Executor, auth: AuthContext, lang: Language, noticeId: number): Promise<NoticeDetailView> {
  const found = await receivedNotice(db, auth, noticeId);
  let readAt = found.readAt;
  if (!readAt) {
    readAt = new Date();
    await db
      .update(noticeRecipient)
      .set({ readAt })
      .where(and(eq(noticeRecipient.noticeId, noticeId), eq(noticeRecipient.employeeId, auth.employeeId), isNull(noticeRecipient.readAt)));
  }
  const names = await employeeNames(db, [found.n.publishedBy]);
  return {
    ...view(found.n, { readAt }, lang, names),
    content: contentHtmlOf(found.n, lang),
    attachments: await filesOfGroup(db, found.n.businessGroupId, found.n.attachmentIds),
    popUpTimes: found.n.popUpTimes,
    voiceTimes: found.n.voiceTimes,
  };
}

/** An attachment of a notice the caller received (or of one the active group published, for its publishers). */
export async function noticeAttachment(
  db: Executor,
  store: FileStore,
  auth: AuthContext,
  noticeId: number,
  fileId: number,
  mayManage: boolean,
): Promise<FileContent> {
  let row: NoticeRow | undefined;
  if (mayManage) {
    [row] = await db
      .select()
      .from(notice)
      .where(and(eq(notice.id, noticeId), eq(notice.businessGroupId, auth.belongId)));
  }
  row ??= (await receivedNotice(db, auth, noticeId)).n;
  if (!row.attachmentIds.includes(fileId)) throw fail.notFound();
  return fileContentOfGroup(db, store, row.businessGroupId, fileId);
}

/** notice/read: marks the named notices read, or every unread one (of a type). Answers how many changed. */
export async function markRead(db: Executor, auth: AuthContext, body: z.output<typeof noticeReadBody>): Promise<{ updated: number }> {
  if (!body.all && body.noticeIds.length === 0) throw fail.field('noticeIds', 'notice.pickNotices');
  const mine = and(eq(noticeRecipient.employeeId, auth.employeeId), isNull(noticeRecipient.readAt));
  const which = body.all
    ? body.noticeType
      ? inArray(noticeRecipient.noticeId, db.select({ id: notice.id }).from(notice).where(eq(notice.type, body.noticeType)))
      : undefined
    : inArray(noticeRecipient.noticeId, body.noticeIds);
  const updated = await db
    .update(noticeRecipient)
    .set({ readAt: new Date() })
    .where(and(mine, which))
    .returning({ id: noticeRecipient.noticeId });
  return { updated: updated.length };
}

/** At most this many notices are told at once (the rest come with the next polls). */
const REMIND_BATCH = 5;

/**
 * notice/remind: the caller's unread notices that still have pop-ups or voice announcements
 * left; each answer counts as one of them (a notice pops up once per poll, up to its count,
 * until it is read).
 */
export async function remind(db: Executor, auth: AuthContext, lang: Language): Promise<NoticeRemindView[]> {
  const rows = await db
    .select({ n: notice, poppedUp: noticeRecipient.poppedUp, spoken: noticeRecipient.spoken })
    .from(noticeRecipient)
    .innerJoin(notice, eq(notice.id, noticeRecipient.noticeId))
    .where(
      and(
        eq(noticeRecipient.employeeId, auth.employeeId),
        isNull(noticeRecipient.readAt),
        or(lt(noticeRecipient.poppedUp, notice.popUpTimes), lt(noticeRecipient.spoken, notice.voiceTimes)),
      ),
    )
    .orderBy(notice.createdAt, notice.id)
    .limit(REMIND_BATCH);
  const out: NoticeRemindView[] = [];
  for (const r of rows) {
    const popUp = r.poppedUp < r.n.popUpTimes;
    const voice = r.spoken < r.n.voiceTimes;
    // Compare-and-set on the counters: two tabs polling at once tell it once.
    const claimed = await db
      .update(noticeRecipient)
      .set({ poppedUp: r.poppedUp + (popUp ? 1 : 0), spoken: r.spoken + (voice ? 1 : 0) })
      .where(
        and(
          eq(noticeRecipient.noticeId, r.n.id),
          eq(noticeRecipient.employeeId, auth.employeeId),
          eq(noticeRecipient.poppedUp, r.poppedUp),
          eq(noticeRecipient.spoken, r.spoken),
        ),
      )
      .returning({ id: noticeRecipient.noticeId });
    if (claimed.length === 0) continue;
    out.push({
      noticeId: String(r.n.id),
      noticeTitle: titleOf(r.n, lang),
      content: popUp ? contentHtmlOf(r.n, lang) : '',
      noticeType: r.n.type,
      noticeSystem: NOTICE_SYSTEM,
      behavior: popUp && voice ? 'POPUP_VOICE' : popUp ? 'POPUP' : 'VOICE',
      displayPopUp: popUp,
      playAudio: voice,
      userCreateTime: r.n.createdAt.toISOString(),
    });
  }
  return out;
}

/** The announcements the active group published, with how many received and read each. */
export async function publishedPage(
  db: Executor,
  auth: AuthContext,
  q: NoticePublishedPageBody & { pageNum: number; pageSize: number },
): Promise<Page<PublishedNoticeView>> {
  const conditions: (SQL | undefined)[] = [eq(notice.businessGroupId, auth.belongId), eq(notice.type, 'ANNOUNCEMENT')];
  if (q.keyword) conditions.push(ilike(notice.title, `%${escapeLike(q.keyword)}%`));
  const where = and(...conditions);
  const [{ n }] = await db.select({ n: count() }).from(notice).where(where);
  const rows = await db
    .select({
      n: notice,
      recipients: sql<number>`(select count(*) from notice_recipient r where r.notice_id = ${notice.id})`.mapWith(Number),
      readCount: sql<number>`(select count(*) from notice_recipient r where r.notice_id = ${notice.id} and r.read_at is not null)`.mapWith(
        Number,
      ),
    })
    .from(notice)
    .where(where)
    .orderBy(desc(notice.createdAt), desc(notice.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const names = await employeeNames(
    db,
    rows.map((r) => r.n.publishedBy),
  );
  return {
    list: rows.map((r) => ({
      noticeId: String(r.n.id),
      noticeTitle: r.n.title,
      scope: r.n.scope,
      recipients: r.recipients,
      readCount: r.readCount,
      popUpTimes: r.n.popUpTimes,
      voiceTimes: r.n.voiceTimes,
      publisherName: r.n.publishedBy === null ? null : (names.get(r.n.publishedBy) ?? null),
      userCreateTime: r.n.createdAt.toISOString(),
    })),
    total: Number(n),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/** Withdraws announcements of the active group (their read state goes with them). */
export async function deleteNotices(db: Executor, auth: AuthContext, ids: number[]): Promise<{ deleted: number }> {
  const found = await db
    .select({ id: notice.id })
    .from(notice)
    .where(and(inArray(notice.id, ids), eq(notice.businessGroupId, auth.belongId), eq(notice.type, 'ANNOUNCEMENT')));
  if (found.length !== new Set(ids).size) throw fail.notFound();
  await db.delete(notice).where(inArray(notice.id, ids));
  return { deleted: found.length };
}
