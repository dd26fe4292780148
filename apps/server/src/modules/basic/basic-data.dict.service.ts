import type {
  DictItemView,
  DictTypeView,
  dictItemAddBody,
  dictItemExportBody,
  dictItemListBody,
  dictItemUpdateBody,
  Language,
} from '@quire/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { localName } from '../../platform/i18n/local-name';
import { dictItem, dictType } from './basic-data.schema';
import { duplicate, toId, toIds, uniqueViolation } from './basic-data.support';

type ItemRow = typeof dictItem.$inferSelect;

function toView(r: ItemRow, type: string, lang: Language): DictItemView {
  return {
    id: String(r.id),
    dictType: type,
    code: r.code,
    name: r.name,
    nameEn: r.nameEn,
    nameId: r.nameId,
    displayName: localName(lang, r),
    precision: r.precision,
    sort: r.sort,
    status: r.status,
    remark: r.remark,
  };
}

export async function dictTypeList(db: Executor): Promise<DictTypeView[]> {
  const rows = await db
    .select({
      type: dictType,
      itemCount: sql<number>`(select count(*)::int from dict_item di where di.dict_type_id = "dict_type"."id")`,
    })
    .from(dictType)
    .orderBy(asc(dictType.id));
  return rows.map(({ type: t, itemCount }) => ({
    id: String(t.id),
    code: t.code,
    name: t.name,
    nameEn: t.nameEn,
    nameId: t.nameId,
    itemCount: Number(itemCount),
  }));
}

/** The items of one dictionary, by sort; enabled only unless asked. An unknown dictionary has none. */
export async function dictItemList(db: Executor, q: z.output<typeof dictItemListBody>, lang: Language): Promise<DictItemView[]> {
  const rows = await db
    .select({ item: dictItem })
    .from(dictItem)
    .innerJoin(dictType, eq(dictType.id, dictItem.dictTypeId))
    .where(and(eq(dictType.code, q.dictType), q.includeDisabled ? undefined : eq(dictItem.status, 'ENABLE')))
    .orderBy(asc(dictItem.sort), asc(dictItem.id));
  return rows.map((r) => toView(r.item, q.dictType, lang));
}

/**
 * The dictionary export: one dictionary's items (every dictionary's without a type), by
 * dictionary then sort, with the dictionary's names; a few hundred rows at most.
 */
export async function dictItemExportRows(db: Executor, q: z.output<typeof dictItemExportBody>, lang: Language = 'zh-CN') {
  const rows = await db
    .select({ item: dictItem, type: dictType })
    .from(dictItem)
    .innerJoin(dictType, eq(dictType.id, dictItem.dictTypeId))
    .where(and(q.dictType ? eq(dictType.code, q.dictType) : undefined, q.includeDisabled ? undefined : eq(dictItem.status, 'ENABLE')))
    .orderBy(asc(dictType.id), asc(dictItem.sort), asc(dictItem.id));
  return rows.map((r) => ({ ...toView(r.item, r.type.code, lang), type: r.type }));
}

async function itemView(db: Executor, id: number, lang: Language): Promise<DictItemView> {
  const [found] = await db
    .select({ item: dictItem, type: dictType.code })
    .from(dictItem)
    .innerJoin(dictType, eq(dictType.id, dictItem.dictTypeId))
    .where(eq(dictItem.id, id));
  if (!found) throw fail.notFound();
  return toView(found.item, found.type, lang);
}

async function assertCodeFree(tx: Executor, typeId: number, code: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: dictItem.id })
    .from(dictItem)
    .where(and(eq(dictItem.dictTypeId, typeId), eq(dictItem.code, code), exceptId === undefined ? undefined : ne(dictItem.id, exceptId)));
  if (taken) throw duplicate('code', 'field.code', code);
}

/** What a save writes of the body, adding or changing. */
const fieldsOf = (body: z.output<typeof dictItemUpdateBody> | z.output<typeof dictItemAddBody>) => ({
  code: body.code,
  name: body.name,
  nameEn: body.nameEn,
  nameId: body.nameId,
  sort: body.sort,
  remark: body.remark,
  ...(body.precision === undefined ? {} : { precision: body.precision }),
});

export async function addDictItem(db: Executor, body: z.output<typeof dictItemAddBody>, lang: Language): Promise<DictItemView> {
  const id = await db.transaction(async (tx) => {
    const [type] = await tx.select({ id: dictType.id }).from(dictType).where(eq(dictType.code, body.dictType));
    if (!type) throw fail.field('dictType', 'basic.dict.unknownType', { code: body.dictType });
    await assertCodeFree(tx, type.id, body.code);
    try {
      const [row] = await tx
        .insert(dictItem)
        .values({ ...fieldsOf(body), dictTypeId: type.id, status: body.status })
        .returning({ id: dictItem.id });
      return row.id;
    } catch (err) {
      if (uniqueViolation(err) !== null) throw duplicate('code', 'field.code', body.code);
      throw err;
    }
  });
  return itemView(db, id, lang);
}

export async function updateDictItem(db: Executor, body: z.output<typeof dictItemUpdateBody>, lang: Language): Promise<DictItemView> {
  const id = toId(body.id);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(dictItem).where(eq(dictItem.id, id)).for('update');
    if (!current) throw fail.notFound();
    await assertCodeFree(tx, current.dictTypeId, body.code, id);
    try {
      await tx
        .update(dictItem)
        .set({ ...fieldsOf(body), updatedAt: new Date() })
        .where(eq(dictItem.id, id));
    } catch (err) {
      if (uniqueViolation(err) !== null) throw duplicate('code', 'field.code', body.code);
      throw err;
    }
  });
  return itemView(db, id, lang);
}

export async function setDictItemStatus(db: Executor, wireIds: string[], status: 'ENABLE' | 'DISABLE'): Promise<void> {
  const ids = toIds(wireIds);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: dictItem.id })
      .from(dictItem)
      .where(inArray(dictItem.id, ids))
      .orderBy(asc(dictItem.id))
      .for('update');
    if (rows.length !== ids.length) throw fail.notFound();
    await tx.update(dictItem).set({ status, updatedAt: new Date() }).where(inArray(dictItem.id, ids));
  });
}
