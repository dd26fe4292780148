import { createHash, randomUUID } from 'node:crypto';
import { FILE_MAX_BYTES, type FileType, type StoredFileView } from '@quire/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../access/auth-context';
import type { Executor } from '../db/client';
import { fail } from '../http/errors';
import { uploadedFile } from './file.schema';
import { sniffContentType } from './file-sniff';
import type { FileStore } from './file-store';

type FileRow = typeof uploadedFile.$inferSelect;

export function fileView(row: FileRow): StoredFileView {
  return {
    id: String(row.id),
    name: row.name,
    contentType: row.contentType as FileType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A file name safe to store and to send back in content-disposition: no path, no control characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return clean.slice(0, 200) || 'file';
}

/** Stores an upload for the caller's active business group: size and type checked, the type sniffed. */
export async function uploadFile(
  db: Executor,
  store: FileStore,
  auth: AuthContext,
  fileName: string,
  bytes: Buffer,
): Promise<StoredFileView> {
  if (bytes.length === 0) throw fail.field('file', 'file.empty');
  if (bytes.length > FILE_MAX_BYTES) throw fail.field('file', 'file.tooLarge', { max: FILE_MAX_BYTES / 1024 / 1024 });
  const name = cleanName(fileName);
  const contentType = sniffContentType(bytes, name);
  if (!contentType) throw fail.field('file', 'file.typeRefused');
  const storageKey = `${auth.belongId}/${randomUUID()}`;
  await store.put(storageKey, bytes);
  try {
    const [row] = await db
      .insert(uploadedFile)
      .values({
        businessGroupId: auth.belongId,
        uploadedBy: auth.employeeId,
        name,
        contentType,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storageKey,
      })
      .returning();
    return fileView(row);
  } catch (err) {
    await store.remove(storageKey);
    throw err;
  }
}

/** A file of the caller's active group, or not found. */
async function fileOfGroup(db: Executor, auth: AuthContext, id: number): Promise<FileRow> {
  const [row] = await db
    .select()
    .from(uploadedFile)
    .where(and(eq(uploadedFile.id, id), eq(uploadedFile.businessGroupId, auth.belongId)));
  if (!row) throw fail.notFound();
  return row;
}

/** Deletes a file of the active group; only its uploader (or an administrator) may. */
export async function deleteFile(db: Executor, store: FileStore, auth: AuthContext, id: number): Promise<null> {
  const row = await fileOfGroup(db, auth, id);
  if (row.uploadedBy !== auth.employeeId && !auth.isAdmin) throw fail.rule('file.notYours');
  await db.delete(uploadedFile).where(eq(uploadedFile.id, id));
  await store.remove(row.storageKey);
  return null;
}

export type FileContent = { name: string; contentType: string; content: Buffer };

async function contentOf(store: FileStore, row: FileRow): Promise<FileContent> {
  const content = await store.get(row.storageKey);
  if (!content) throw fail.notFound();
  return { name: row.name, contentType: row.contentType, content };
}

/** The bytes of a file of the caller's active group. */
export async function downloadFile(db: Executor, store: FileStore, auth: AuthContext, id: number): Promise<FileContent> {
  return contentOf(store, await fileOfGroup(db, auth, id));
}

/** Metadata of files by id, only those of the business group (an attachment list checks its ids with it). */
export async function filesOfGroup(db: Executor, businessGroupId: number, ids: number[]): Promise<StoredFileView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(uploadedFile)
    .where(and(inArray(uploadedFile.id, ids), eq(uploadedFile.businessGroupId, businessGroupId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [fileView(byId.get(id) as FileRow)] : []));
}

/**
 * The bytes of a file a caller may read through another record (a notice's attachment):
 * the caller of that record has already been checked, so here only the owning group is.
 */
export async function fileContentOfGroup(db: Executor, store: FileStore, businessGroupId: number, id: number): Promise<FileContent> {
  const [row] = await db
    .select()
    .from(uploadedFile)
    .where(and(eq(uploadedFile.id, id), eq(uploadedFile.businessGroupId, businessGroupId)));
  if (!row) throw fail.notFound();
  return contentOf(store, row);
}

/**
 * Forgets a file of the business group whose record (a customer's document) is being removed,
 * whoever uploaded it: the caller of that record has already been checked. Returns the storage
 * key, for the caller to remove the bytes once its transaction has committed; null when absent.
 */
export async function forgetFileOfGroup(db: Executor, businessGroupId: number, id: number): Promise<string | null> {
  const [row] = await db
    .delete(uploadedFile)
    .where(and(eq(uploadedFile.id, id), eq(uploadedFile.businessGroupId, businessGroupId)))
    .returning({ storageKey: uploadedFile.storageKey });
  return row?.storageKey ?? null;
}
