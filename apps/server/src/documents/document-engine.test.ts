// The engine itself, through definitions of types that have no screen yet.
import { DOCUMENT_TYPES, type DocumentOperation, documentTypeOfBillNo } from '@quire/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness';
import { fixedConfigPort, useConfigPort } from './config.port';
import { document, documentAudit } from './document.schema';
import { batchOperate, operateDocument, saveDocument, saveInTx } from './document.service';
import type { Actor, HookContext, LoadedDocument } from './document-definition';
import { documentDetail, loadDocument } from './document-query';
import { catalogDefinition, documentDefinition, documentDefinitions, registerDocumentType } from './document-registry';
import { fulfilmentState } from './lineage';

const config = fixedConfigPort({});
afterAll(useConfigPort(config));
const t = await startTestApp();
const admin = await t.given.admin();

async function newActor(): Promise<Actor> {
  return { employeeId: admin.employeeId, businessGroupId: (await t.given.businessGroup()).id };
}

const today = new Date().toISOString().slice(0, 10);
const body = (extra: Record<string, unknown> = {}) => ({ billDate: today, lines: [{ skuId: 1, qty: '2' }], ...extra });

describe('the registry', () => {
  it('registers every document type of the glossary with its bill-number prefix, prefixes unique', () => {
    expect(documentDefinitions().map((d) => [d.type, d.prefix])).toEqual(
      expect.arrayContaining(DOCUMENT_TYPES.map((d) => [d.code, d.prefix])),
    );
    expect(new Set(DOCUMENT_TYPES.map((d) => d.prefix)).size).toBe(DOCUMENT_TYPES.length);
    expect(documentDefinition('WAREHOUSE_TRANSFER').prefix).toBe('DBD');
    expect(documentTypeOfBillNo('CGRK2026010100007')).toBe('PURCHASE_RECEIVE');
    expect(documentTypeOfBillNo('XX2026010100007')).toBeUndefined();
  });

  it('refuses a definition whose prefix differs from the glossary’s', () => {
    expect(() => registerDocumentType({ ...catalogDefinition('PAYMENT'), prefix: 'PAY' })).toThrow(/glossary/);
  });
});

describe('lifecycle of the catalog definitions', () => {
  it('closes a reviewed order, refuses closing it again, and bulk-closes with a result per document', async () => {
    const actor = await newActor();
    const order = registerDocumentType(catalogDefinition('VERBAL_ORDER'));
    const a = await saveDocument(t.db, actor, order, body());
    const reviewed = await operateDocument(t.db, actor, order, 'REVIEW', { id: Number(a.id), version: a.version });
    const closed = await operateDocument(t.db, actor, order, 'SETTLE_CLOSE', {
      id: Number(a.id),
      version: reviewed.version,
      reason: '客户取消',
    });
    expect(closed.status).toBe('CLOSED');
    await expect(operateDocument(t.db, actor, order, 'CLOSE', { id: Number(a.id) })).rejects.toMatchObject({
      messageKey: 'document.alreadyInStatus',
    });

    const b = await saveDocument(t.db, actor, order, body());
    const c = await saveDocument(t.db, actor, order, body());
    await operateDocument(t.db, actor, order, 'REVIEW', { id: Number(c.id) });
    const results = await batchOperate(t.db, actor, order, 'CLOSE', { ids: [Number(c.id), Number(b.id)] }, 'en-US');
    expect(results).toEqual([
      { id: b.id, billNo: b.billNo, ok: false, code: 4000422, msg: `Document ${b.billNo} is draft and cannot close now` },
      { id: c.id, billNo: c.billNo, ok: true, status: 'CLOSED' },
    ]);
  });

  it('starts picking on a reviewed sale without leaving the status, and discards a stocktaking task', async () => {
    const actor = await newActor();
    const sale = registerDocumentType(catalogDefinition('WHOLESALE_SALE'));
    const s = await saveDocument(t.db, actor, sale, body());
    const reviewed = await operateDocument(t.db, actor, sale, 'REVIEW', { id: Number(s.id), version: s.version });
    const picking = await operateDocument(t.db, actor, sale, 'START_PICKING', { id: Number(s.id), version: reviewed.version });
    expect(picking).toMatchObject({ status: 'REVIEWED', version: reviewed.version + 1 });

    const task = documentDefinition('STOCK_CHECK_TASK');
    const k = await saveDocument(t.db, actor, task, body());
    expect((await operateDocument(t.db, actor, task, 'DISCARD', { id: Number(k.id), reason: '盘点取消' })).status).toBe('DISCARDED');
    await expect(operateDocument(t.db, actor, task, 'REVIEW', { id: Number(k.id) })).rejects.toMatchObject({
      messageKey: 'document.operationNotAllowed',
    });
  });

  it('runs onReview then onComplete in one transaction when posting straight from draft, and undoes all if a hook refuses', async () => {
    const calls: [DocumentOperation, boolean][] = [];
    let refuse = false;
    const def = registerDocumentType({
      ...catalogDefinition('MATERIAL_RECEIVE'),
      hooks: {
        onReview: async (_tx, _doc, ctx: HookContext) => {
          calls.push([ctx.operation, ctx.autoReview]);
        },
        onComplete: async (_tx, _doc, ctx: HookContext) => {
          calls.push([ctx.operation, ctx.autoReview]);
          if (refuse) throw new Error('refused by the hook');
        },
      },
    });
    const actor = await newActor();
    const a = await saveDocument(t.db, actor, def, body());
    await operateDocument(t.db, actor, def, 'COMPLETE', { id: Number(a.id), version: a.version });
    expect(calls).toEqual([
      ['REVIEW', true],
      ['COMPLETE', true],
    ]);
    const audit = await t.db
      .select()
      .from(documentAudit)
      .where(eq(documentAudit.documentId, Number(a.id)));
    expect(audit.map((r) => [r.operation, r.fromStatus, r.toStatus])).toEqual([
      ['SAVE', null, 'DRAFT'],
      ['REVIEW', 'DRAFT', 'REVIEWED'],
      ['COMPLETE', 'REVIEWED', 'COMPLETE'],
    ]);

    refuse = true;
    const b = await saveDocument(t.db, actor, def, body());
    await expect(operateDocument(t.db, actor, def, 'COMPLETE', { id: Number(b.id) })).rejects.toThrow(/refused by the hook/);
    const [still] = await t.db
      .select()
      .from(document)
      .where(eq(document.id, Number(b.id)));
    expect([still.status, still.version, still.reviewedBy]).toEqual(['DRAFT', 0, null]);
    expect(
      await t.db
        .select()
        .from(documentAudit)
        .where(eq(documentAudit.documentId, Number(b.id))),
    ).toHaveLength(1);
  });
});

describe('lineage', () => {
  it('keeps each source line’s fulfilled quantity, refuses going beyond it, and derives the source’s fulfilment', async () => {
    const actor = await newActor();
    const order = registerDocumentType(catalogDefinition('VERBAL_ORDER'));
    const sale = registerDocumentType({ ...catalogDefinition('WHOLESALE_SALE'), lineage: { sourceTypes: ['VERBAL_ORDER'], on: 'REVIEW' } });
    const o = await saveDocument(t.db, actor, order, {
      billDate: today,
      lines: [
        { skuId: 1, qty: '10' },
        { skuId: 2, qty: '5' },
      ],
    });
    const state = async () => {
      const doc = (await loadDocument(t.db, actor.businessGroupId, Number(o.id))) as LoadedDocument;
      return [fulfilmentState(doc), ...doc.lines.map((l) => Number(l.fulfilledQty))];
    };
    const [l1, l2] = ((await loadDocument(t.db, actor.businessGroupId, Number(o.id))) as LoadedDocument).lines.map((l) => l.id);

    const early = await saveDocument(t.db, actor, sale, { billDate: today, lines: [{ skuId: 1, qty: '1', sourceLineId: l1 }] });
    await expect(operateDocument(t.db, actor, sale, 'REVIEW', { id: Number(early.id) })).rejects.toMatchObject({
      messageKey: 'document.sourceLineInvalid',
    });
    await operateDocument(t.db, actor, order, 'REVIEW', { id: Number(o.id) });

    const first = await saveDocument(t.db, actor, sale, { billDate: today, lines: [{ skuId: 1, qty: '6', sourceLineId: l1 }] });
    await operateDocument(t.db, actor, sale, 'REVIEW', { id: Number(first.id) });
    expect(await state()).toEqual(['PARTIAL', 6, 0]);

    const tooMuch = await saveDocument(t.db, actor, sale, { billDate: today, lines: [{ skuId: 1, qty: '5', sourceLineId: l1 }] });
    await expect(operateDocument(t.db, actor, sale, 'REVIEW', { id: Number(tooMuch.id) })).rejects.toMatchObject({
      messageKey: 'document.overFulfilled',
      params: { remaining: '4' },
      fieldErrors: [expect.objectContaining({ field: 'lines.0.qty' })],
    });
    const wrongSku = await saveDocument(t.db, actor, sale, { billDate: today, lines: [{ skuId: 9, qty: '1', sourceLineId: l2 }] });
    await expect(operateDocument(t.db, actor, sale, 'REVIEW', { id: Number(wrongSku.id) })).rejects.toMatchObject({
      messageKey: 'document.sourceLineInvalid',
    });

    const rest = await saveDocument(t.db, actor, sale, {
      billDate: today,
      lines: [
        { skuId: 1, qty: '4', sourceLineId: l1 },
        { skuId: 2, qty: '5', sourceLineId: l2 },
      ],
    });
    await operateDocument(t.db, actor, sale, 'REVIEW', { id: Number(rest.id) });
    expect(await state()).toEqual(['FULL', 10, 5]);

    await expect(operateDocument(t.db, actor, order, 'DECLINE', { id: Number(o.id) })).rejects.toMatchObject({
      messageKey: 'document.hasDownstream',
    });
    await operateDocument(t.db, actor, sale, 'DECLINE', { id: Number(first.id) });
    expect(await state()).toEqual(['PARTIAL', 4, 5]);
  });
});

describe('links of a detail', () => {
  it('names the documents a document fulfils and those fulfilling it, of its own business group only', async () => {
    const actor = await newActor();
    const outsider = await newActor();
    const order = registerDocumentType(catalogDefinition('VERBAL_ORDER'));
    const sale = registerDocumentType({ ...catalogDefinition('WHOLESALE_SALE'), lineage: { sourceTypes: ['VERBAL_ORDER'], on: 'REVIEW' } });
    const o = await saveDocument(t.db, actor, order, body());
    const [line] = ((await loadDocument(t.db, actor.businessGroupId, Number(o.id))) as LoadedDocument).lines;
    await operateDocument(t.db, actor, order, 'REVIEW', { id: Number(o.id) });
    const s = await saveDocument(t.db, actor, sale, { billDate: today, lines: [{ skuId: 1, qty: '2', sourceLineId: line.id }] });
    await operateDocument(t.db, actor, sale, 'REVIEW', { id: Number(s.id) });
    // Another group's draft naming this group's line (a save does not check lineage; the review would refuse it).
    const foreign = await saveDocument(t.db, outsider, sale, { billDate: today, lines: [{ skuId: 1, qty: '1', sourceLineId: line.id }] });

    const orderView = await documentDetail(t.db, actor.businessGroupId, order, Number(o.id));
    expect(orderView.links).toEqual([{ relation: 'DERIVED', id: s.id, type: 'WHOLESALE_SALE', billNo: s.billNo, status: 'REVIEWED' }]);
    const saleView = await documentDetail(t.db, actor.businessGroupId, sale, Number(s.id));
    expect(saleView.links).toEqual([{ relation: 'SOURCE', id: o.id, type: 'VERBAL_ORDER', billNo: o.billNo, status: 'REVIEWED' }]);
    expect((await documentDetail(t.db, outsider.businessGroupId, sale, Number(foreign.id))).links).toEqual([]);
    await expect(documentDetail(t.db, outsider.businessGroupId, order, Number(o.id))).rejects.toMatchObject({ code: 4000404 });
    expect(saleView.audit.map((a) => [a.operation, a.fromStatus, a.toStatus, a.employeeId])).toEqual([
      ['SAVE', null, 'DRAFT', String(admin.employeeId)],
      ['REVIEW', 'DRAFT', 'REVIEWED', String(admin.employeeId)],
    ]);
  });
});

describe('bill numbers', () => {
  it('numbers <prefix><yyyyMMdd><5 digits> per group and type, a rolled-back save giving its number back', async () => {
    const actor = await newActor();
    const def = catalogDefinition('PAYMENT');
    const first = await saveDocument(t.db, actor, def, body());
    expect(first.billNo).toBe(`FKD${today.replace(/-/g, '')}00001`);
    await expect(
      t.db.transaction(async (tx) => {
        await saveInTx(tx, actor, def, body());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const second = await saveDocument(t.db, actor, def, body());
    expect(second.billNo).toBe(`FKD${today.replace(/-/g, '')}00002`);
    const otherType = await saveDocument(t.db, actor, catalogDefinition('PREPAYMENT'), body());
    expect(otherType.billNo).toBe(`YFK${today.replace(/-/g, '')}00001`);
    const otherGroup = await saveDocument(t.db, await newActor(), def, body());
    expect(otherGroup.billNo).toBe(first.billNo);
  });
});

describe('compare-and-set', () => {
  it('refuses an operation on a version the caller did not see, changing nothing', async () => {
    const actor = await newActor();
    const def = catalogDefinition('PAYMENT');
    const a = await saveDocument(t.db, actor, def, body());
    await expect(operateDocument(t.db, actor, def, 'REVIEW', { id: Number(a.id), version: a.version + 3 })).rejects.toMatchObject({
      code: 4000410,
    });
    const [row] = await t.db
      .select()
      .from(document)
      .where(and(eq(document.id, Number(a.id)), eq(document.status, 'DRAFT')));
    expect(row.version).toBe(0);
  });

  it('keeps documents of one type apart from another type with the same id', async () => {
    const actor = await newActor();
    const a = await saveDocument(t.db, actor, catalogDefinition('PAYMENT'), body());
    await expect(operateDocument(t.db, actor, catalogDefinition('PREPAYMENT'), 'REVIEW', { id: Number(a.id) })).rejects.toMatchObject({
      code: 4000404,
    });
  });
});
