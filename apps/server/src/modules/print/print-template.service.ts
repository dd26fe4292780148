// Print templates of the active business group: list, detail, add, change, delete, copy, the
// default of a (bill type, template type), and the templates a print uses.
import {
  DOCUMENT_TYPES,
  type DocumentType,
  ErrorCode,
  type Page,
  type PrintElement,
  type PrintTemplateListItem,
  type PrintTemplateType,
  type PrintTemplateView,
  printImageFileId,
  type printTemplateAddBody,
  type printTemplatePageBody,
  type printTemplateUpdateBody,
} from '@quire/contracts';
import { and, asc, desc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Executor, Tx } from '../../platform/db/client';
import { lockGroupRow, lockGroupRows, pageOf } from '../../platform/db/group-rows';
import { likeContains, orderBy, uniqueViolation } from '../../platform/db/sql-helpers';
import { filesOfGroup } from '../../platform/files/index';
import { AppError, duplicate, fail } from '../../platform/http/errors';
import { shippedDefault, type TemplateDraft } from './print-template.defaults';
import { printTemplate } from './print-template.schema';

type Row = typeof printTemplate.$inferSelect;
type AddBody = z.output<typeof printTemplateAddBody>;
type UpdateBody = z.output<typeof printTemplateUpdateBody>;
type PageBody = z.output<typeof printTemplatePageBody>;

const SORTS = { name: printTemplate.name, billType: printTemplate.billType, updateTime: printTemplate.updatedAt };

function listItem(r: Row): PrintTemplateListItem {
  return {
    id: String(r.id),
    name: r.name,
    printerName: r.printerName,
    billType: r.billType,
    templateType: r.templateType,
    isDefault: r.isDefault,
    width: r.page.width,
    height: r.page.height,
    version: r.version,
    updateTime: r.updatedAt.toISOString(),
  };
}

const view = (r: Row): PrintTemplateView => ({ ...listItem(r), page: r.page, elements: r.elements });

export async function printTemplatePage(db: Executor, auth: AuthContext, q: PageBody): Promise<Page<PrintTemplateListItem>> {
  const where = and(
    eq(printTemplate.businessGroupId, auth.belongId),
    q.name ? ilike(printTemplate.name, likeContains(q.name)) : undefined,
    q.billType ? eq(printTemplate.billType, q.billType) : undefined,
    q.templateType !== undefined ? eq(printTemplate.templateType, q.templateType) : undefined,
  );
  return pageOf(db, printTemplate, where, q, listItem, (limit, offset) =>
    db
      .select()
      .from(printTemplate)
      .where(where)
      .orderBy(
        ...orderBy(q.sort, SORTS, printTemplate.id, [
          asc(printTemplate.billType),
          asc(printTemplate.templateType),
          desc(printTemplate.isDefault),
          asc(printTemplate.id),
        ]),
      )
      .limit(limit)
      .offset(offset),
  );
}

export async function printTemplateDetail(db: Executor, auth: AuthContext, id: number): Promise<PrintTemplateView> {
  const [found] = await db
    .select()
    .from(printTemplate)
    .where(and(eq(printTemplate.id, id), eq(printTemplate.businessGroupId, auth.belongId)));
  if (!found) throw fail.notFound();
  return view(found);
}

/** Clears the other default of the template's (bill type, template type) before it becomes the default. */
async function takeDefault(tx: Executor, groupId: number, billType: DocumentType, templateType: PrintTemplateType, id?: number) {
  await tx
    .update(printTemplate)
    .set({ isDefault: false })
    .where(
      and(
        eq(printTemplate.businessGroupId, groupId),
        eq(printTemplate.billType, billType),
        eq(printTemplate.templateType, templateType),
        eq(printTemplate.isDefault, true),
        id === undefined ? undefined : ne(printTemplate.id, id),
      ),
    );
}

async function writing<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err) === 'print_template_name_uq') throw duplicate('name', 'print.field.name', name);
    throw err;
  }
}

/** Adds templates of a group as they are (the seed, a copy, an add). */
export async function insertTemplate(tx: Tx, groupId: number, employeeId: number | null, t: TemplateDraft): Promise<Row> {
  if (t.isDefault) await takeDefault(tx, groupId, t.billType, t.templateType);
  return writing(t.name, async () => {
    const [row] = await tx
      .insert(printTemplate)
      .values({ ...t, businessGroupId: groupId, createdBy: employeeId })
      .returning();
    return row;
  });
}

/** Every logo from file storage (`file:<id>`) must be an image of the template's business group. */
async function checkLogos(db: Executor, groupId: number, elements: PrintElement[]): Promise<void> {
  const ids = [...new Set(elements.flatMap((e) => (e.kind === 'image' ? (printImageFileId(e.src) ?? []) : [])))];
  if (ids.length === 0) return;
  const found = await filesOfGroup(db, groupId, ids.map(Number));
  if (found.length !== ids.length || found.some((f) => !f.contentType.startsWith('image/')))
    throw fail.field('elements', 'print.logoUnknown');
}

export async function addPrintTemplate(tx: Tx, auth: AuthContext, body: AddBody): Promise<PrintTemplateView> {
  await checkLogos(tx, auth.belongId, body.elements);
  return view(await insertTemplate(tx, auth.belongId, auth.employeeId, body));
}

export async function updatePrintTemplate(tx: Tx, auth: AuthContext, body: UpdateBody): Promise<PrintTemplateView> {
  const id = Number(body.id);
  const current = await lockGroupRow(tx, printTemplate, auth.belongId, id);
  if (current.version !== body.version) throw new AppError(ErrorCode.VERSION_CONFLICT, 'print.versionConflict', { name: current.name });
  const { id: _id, version: _v, ...values } = body;
  await checkLogos(tx, auth.belongId, values.elements);
  if (values.isDefault) await takeDefault(tx, auth.belongId, values.billType, values.templateType, id);
  const row = await writing(values.name, async () => {
    const [r] = await tx
      .update(printTemplate)
      .set({ ...values, version: current.version + 1, updatedAt: new Date() })
      .where(eq(printTemplate.id, id))
      .returning();
    return r;
  });
  return view(row);
}

export async function deletePrintTemplates(tx: Tx, auth: AuthContext, ids: string[]): Promise<void> {
  const rows = await lockGroupRows(tx, printTemplate, auth.belongId, ids);
  for (const r of rows) await tx.delete(printTemplate).where(eq(printTemplate.id, r.id));
}

/** A copy of a template (never the default), named "<name> 副本", "<name> 副本2"… unless named. */
export async function copyPrintTemplate(tx: Tx, auth: AuthContext, id: number, name?: string): Promise<PrintTemplateView> {
  const source = await lockGroupRow(tx, printTemplate, auth.belongId, id);
  const draft = (n: string): TemplateDraft => ({
    name: n,
    printerName: source.printerName,
    billType: source.billType,
    templateType: source.templateType,
    isDefault: false,
    page: source.page,
    elements: source.elements,
  });
  if (name) return view(await insertTemplate(tx, auth.belongId, auth.employeeId, draft(name)));
  const taken = new Set(
    (
      await tx
        .select({ name: printTemplate.name })
        .from(printTemplate)
        .where(and(eq(printTemplate.businessGroupId, auth.belongId), eq(printTemplate.billType, source.billType)))
    ).map((r) => r.name),
  );
  let n = 1;
  const base = `${source.name.slice(0, 44)} 副本`;
  let candidate = base;
  while (taken.has(candidate)) candidate = `${base}${++n}`;
  return view(await insertTemplate(tx, auth.belongId, auth.employeeId, draft(candidate)));
}

export async function setDefaultPrintTemplate(tx: Tx, auth: AuthContext, id: number): Promise<PrintTemplateView> {
  const row = await lockGroupRow(tx, printTemplate, auth.belongId, id);
  await takeDefault(tx, auth.belongId, row.billType, row.templateType, id);
  const [r] = await tx
    .update(printTemplate)
    .set({ isDefault: true, version: row.version + 1, updatedAt: new Date() })
    .where(eq(printTemplate.id, id))
    .returning();
  return view(r);
}

/**
 * The templates a print of a bill type may use, the default first. A group that has none of
 * its own prints through Quire's shipped default (id "0"); with neither: no print template found.
 */
export async function templatesFor(
  db: Executor,
  auth: AuthContext,
  billType: DocumentType,
  templateType: PrintTemplateType,
): Promise<PrintTemplateView[]> {
  const where: SQL | undefined = and(
    eq(printTemplate.businessGroupId, auth.belongId),
    eq(printTemplate.billType, billType),
    eq(printTemplate.templateType, templateType),
  );
  const rows = await db.select().from(printTemplate).where(where).orderBy(desc(printTemplate.isDefault), asc(printTemplate.id));
  if (rows.length) return rows.map(view);
  const shipped = shippedDefault(billType, templateType);
  if (!shipped) {
    const type = DOCUMENT_TYPES.find((t) => t.code === billType);
    throw fail.rule('print.noTemplate', { type: type?.zh ?? billType });
  }
  return [
    {
      id: '0',
      name: shipped.name,
      printerName: shipped.printerName,
      billType,
      templateType,
      isDefault: true,
      width: shipped.page.width,
      height: shipped.page.height,
      version: 0,
      updateTime: new Date(0).toISOString(),
      page: shipped.page,
      elements: shipped.elements,
    },
  ];
}
