import { CUSTOMER_DOCUMENT_MAX, type CustomerDocumentView, type customerDocumentAttachBody } from '@quire/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor } from '../../platform/db/client';
import { type FileContent, type FileStore, fileContentOfGroup, filesOfGroup, forgetFileOfGroup } from '../../platform/files/index';
import { fail } from '../../platform/http/errors';
import { employeeNames } from '../system/index';
import { customerDocument, customerInfo } from './partner.schema';
import { toId } from './partner-common';

type AttachBody = z.output<typeof customerDocumentAttachBody>;

// Documents of a customer (客户附件): files uploaded through the shared file upload, linked to
// a customer of the active business group. Another group's customer, file or document answers
// not found, as if it did not exist.

/** The customer of the group, locked against a concurrent attach when `lock`, or not found. */
async function customerOfGroup(db: Executor, belongId: number, customerId: number, lock = false): Promise<void> {
  const q = db
    .select({ id: customerInfo.id })
    .from(customerInfo)
    .where(and(eq(customerInfo.id, customerId), eq(customerInfo.businessGroupId, belongId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw fail.notFound();
}

/** A customer's documents, newest first. */
export async function customerDocuments(db: Executor, belongId: number, customerId: number): Promise<CustomerDocumentView[]> {
  await customerOfGroup(db, belongId, customerId);
  const links = await db
    .select()
    .from(customerDocument)
    .where(and(eq(customerDocument.customerId, customerId), eq(customerDocument.businessGroupId, belongId)))
    .orderBy(desc(customerDocument.id));
  const [files, names] = await Promise.all([
    filesOfGroup(
      db,
      belongId,
      links.map((l) => l.fileId),
    ),
    employeeNames(
      db,
      links.map((l) => l.attachedBy),
    ),
  ]);
  const fileById = new Map(files.map((f) => [Number(f.id), f]));
  return links.flatMap((l) => {
    const file = fileById.get(l.fileId);
    if (!file) return [];
    return [
      {
        id: String(l.id),
        customerId: String(l.customerId),
        fileId: String(l.fileId),
        name: file.name,
        contentType: file.contentType,
        size: file.size,
        note: l.note,
        attachedBy: String(l.attachedBy),
        attachedByName: names.get(l.attachedBy) ?? null,
        attachedAt: l.createdAt.toISOString(),
      },
    ];
  });
}

/** Attaches an uploaded file of the group to a customer of the group; at most CUSTOMER_DOCUMENT_MAX each. */
export async function attachCustomerDocument(db: Executor, auth: AuthContext, body: AttachBody): Promise<CustomerDocumentView> {
  const customerId = toId(body.customerId);
  const fileId = toId(body.fileId);
  const id = await db.transaction(async (tx) => {
    await customerOfGroup(tx, auth.belongId, customerId, true);
    const [file] = await filesOfGroup(tx, auth.belongId, [fileId]);
    if (!file) throw fail.notFound();
    const [taken] = await tx.select({ id: customerDocument.id }).from(customerDocument).where(eq(customerDocument.fileId, fileId));
    if (taken) throw fail.field('fileId', 'customer.documentAttached');
    const [{ n }] = await tx.select({ n: count() }).from(customerDocument).where(eq(customerDocument.customerId, customerId));
    if (n >= CUSTOMER_DOCUMENT_MAX) throw fail.field('fileId', 'customer.documentLimit', { max: CUSTOMER_DOCUMENT_MAX });
    const [row] = await tx
      .insert(customerDocument)
      .values({ businessGroupId: auth.belongId, customerId, fileId, note: body.note, attachedBy: auth.employeeId })
      .returning({ id: customerDocument.id });
    return row.id;
  });
  const list = await customerDocuments(db, auth.belongId, customerId);
  const view = list.find((d) => d.id === String(id));
  if (!view) throw fail.notFound();
  return view;
}

/** The attachment row of a customer of the group, or not found. */
async function documentOfGroup(db: Executor, belongId: number, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(customerDocument)
    .where(and(eq(customerDocument.id, id), eq(customerDocument.customerId, customerId), eq(customerDocument.businessGroupId, belongId)));
  if (!row) throw fail.notFound();
  return row;
}

/** Detaches a document and deletes its stored file (the bytes once the rows are gone). */
export async function removeCustomerDocument(
  db: Executor,
  store: FileStore,
  auth: AuthContext,
  customerId: number,
  id: number,
): Promise<null> {
  const storageKey = await db.transaction(async (tx) => {
    await customerOfGroup(tx, auth.belongId, customerId, true);
    const row = await documentOfGroup(tx, auth.belongId, customerId, id);
    await tx.delete(customerDocument).where(eq(customerDocument.id, row.id));
    return forgetFileOfGroup(tx, auth.belongId, row.fileId);
  });
  if (storageKey) await store.remove(storageKey);
  return null;
}

/** The bytes of a customer's document. */
export async function customerDocumentContent(
  db: Executor,
  store: FileStore,
  belongId: number,
  customerId: number,
  id: number,
): Promise<FileContent> {
  await customerOfGroup(db, belongId, customerId);
  const row = await documentOfGroup(db, belongId, customerId, id);
  return fileContentOfGroup(db, store, belongId, row.fileId);
}
