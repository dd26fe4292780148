// 流程配置 as a user meets it: every reviewed type listed with the business configuration's
// policy until set; a set policy is what the engine applies (through the real configuration
// port); every change is logged with who, when, old → new.
import type { Page, ProcessConfigLogView, ProcessConfigView } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { documentConfig, documentConfigFrom, documentConfigSql } from '../../documents/config.port';
import { operateDocument, saveDocument } from '../../documents/document.service';
import { catalogDefinition } from '../../documents/document-registry';
import { member } from '../partner/partner.test-kit';

const t = await startTestApp();
const group = await t.given.businessGroup();
const clerk = await member(t, [group.id], ['/system/processConfig', 'system:processConfig:edit']);
const ok = <T>(res: { body: { code: number; msg: string; data: T } }): T => {
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200 });
  return res.body.data;
};
const list = async () => ok(await t.call<ProcessConfigView[]>(clerk, 'POST', '/api/basic/processConfig/list', {}));
const today = new Date().toISOString().slice(0, 10);

describe('process configuration (happy)', () => {
  it('lists every reviewed type of the engine with the business configuration’s policy until set', async () => {
    const rows = await list();
    const types = rows.map((r) => r.documentType);
    expect(types).toEqual(expect.arrayContaining(['PURCHASE_ORDER', 'PURCHASE_RECEIVE', 'WHOLESALE_SALE', 'WAREHOUSE_TRANSFER']));
    expect(types).not.toContain('SYSTEM_COST_ADJUST');
    expect(rows.find((r) => r.documentType === 'PURCHASE_RECEIVE')).toMatchObject({
      configured: false,
      reviewPolicy: 'NONE',
      pickingRequired: false,
      receiptNeedsOrder: false,
      version: 0,
    });
  });

  it('saves a type’s settings, bumps its version and logs each changed setting old → new', async () => {
    const saved = ok(
      await t.call<ProcessConfigView>(clerk, 'PUT', '/api/basic/processConfig', {
        documentType: 'WHOLESALE_SALE',
        reviewPolicy: 'SECOND_REVIEWER',
        pickingRequired: true,
        version: 0,
      }),
    );
    expect(saved).toMatchObject({ configured: true, reviewPolicy: 'SECOND_REVIEWER', pickingRequired: true, version: 1 });
    const again = ok(
      await t.call<ProcessConfigView>(clerk, 'PUT', '/api/basic/processConfig', {
        documentType: 'WHOLESALE_SALE',
        reviewPolicy: 'NONE',
        pickingRequired: true,
        version: 1,
      }),
    );
    expect(again.version).toBe(2);
    const log = ok(
      await t.call<Page<ProcessConfigLogView>>(clerk, 'POST', '/api/basic/processConfig/log/page', { documentType: 'WHOLESALE_SALE' }),
    );
    expect(log.total).toBe(2);
    expect(log.list[0]).toMatchObject({
      documentType: 'WHOLESALE_SALE',
      employeeId: String(clerk.employeeId),
      changes: [{ field: 'reviewPolicy', from: 'SECOND_REVIEWER', to: 'NONE' }],
    });
    expect(log.list[0].employeeName).toBeTruthy();
    expect(log.list[1].changes).toEqual([
      { field: 'reviewPolicy', from: 'NONE', to: 'SECOND_REVIEWER' },
      { field: 'pickingRequired', from: false, to: true },
    ]);
  });

  it('the engine applies a type’s SECOND_REVIEWER while another type follows the group’s NONE', async () => {
    ok(await t.call(clerk, 'PUT', '/api/basic/processConfig', { documentType: 'VERBAL_ORDER', reviewPolicy: 'SECOND_REVIEWER' }));
    const author = { employeeId: clerk.employeeId as number, businessGroupId: group.id };
    const order = catalogDefinition('VERBAL_ORDER');
    const doc = await saveDocument(t.db, author, order, { billDate: today, lines: [{ skuId: 1, qty: '1' }] });
    await expect(operateDocument(t.db, author, order, 'REVIEW', { id: Number(doc.id) })).rejects.toMatchObject({
      messageKey: 'document.reviewerIsAuthor',
    });
    await expect(operateDocument(t.db, author, order, 'COMPLETE', { id: Number(doc.id) })).rejects.toMatchObject({
      messageKey: 'document.operationNotAllowed',
    });
    const request = catalogDefinition('DISTRIBUTION_REQUEST');
    const own = await saveDocument(t.db, author, request, { billDate: today, lines: [{ skuId: 1, qty: '1' }] });
    expect((await operateDocument(t.db, author, request, 'REVIEW', { id: Number(own.id) })).status).toBe('REVIEWED');
  });

  it('a reset type follows the business configuration again (logged)', async () => {
    const reset = ok(await t.call<ProcessConfigView>(clerk, 'POST', '/api/basic/processConfig/reset', { documentType: 'VERBAL_ORDER' }));
    expect(reset).toMatchObject({ configured: false, reviewPolicy: 'NONE' });
    const log = ok(
      await t.call<Page<ProcessConfigLogView>>(clerk, 'POST', '/api/basic/processConfig/log/page', { documentType: 'VERBAL_ORDER' }),
    );
    expect(log.list[0].changes).toEqual([{ field: 'reviewPolicy', from: 'SECOND_REVIEWER', to: 'NONE' }]);
  });

  it('an operation reads with its document the same configuration the engine reads on its own', async () => {
    ok(
      await t.call(clerk, 'PUT', '/api/basic/processConfig', {
        documentType: 'PURCHASE_RECEIVE',
        reviewPolicy: 'DESIGNATED',
        receiptNeedsOrder: true,
        designatedReviewerIds: [String(clerk.employeeId)],
      }),
    );
    await t.db.execute(
      sql`update business_config set if_negative_inventory = true, rounding_mode = 'DOWN', rounding_precision = 'JIAO', auto_checkout_time = '22:15',
            over_order_ceiling_ratio = 0.25, if_zero_price = false, designated_reviewer_ids = array[${clerk.employeeId}]::bigint[]
          where business_group_id = ${group.id}`,
    );
    const inline = async (g: number) =>
      (await t.db.execute<{ config: unknown }>(sql`select ${documentConfigSql(g)} as config`)).rows[0].config;
    const value = await inline(group.id);
    expect(value).not.toBeNull();
    const alone = await documentConfig(t.db, group.id);
    expect(alone).toMatchObject({
      ifNegativeInventory: true,
      roundingMode: 'DOWN',
      roundingPrecision: 'JIAO',
      autoCheckoutTime: '22:15',
      ifZeroPrice: false,
      designatedReviewerIds: [clerk.employeeId],
      processPolicies: {
        PURCHASE_RECEIVE: {
          reviewPolicy: 'DESIGNATED',
          designatedReviewerIds: [clerk.employeeId],
          receiptNeedsOrder: true,
          pickingRequired: false,
        },
      },
    });
    expect(await documentConfigFrom(t.db, group.id, value)).toEqual(alone);
    // A group without a configuration row yet: nothing inline; read (and created) on its own.
    const fresh = await t.given.businessGroup();
    expect(await inline(fresh.id)).toBeNull();
    expect(await documentConfigFrom(t.db, fresh.id, null)).toEqual(await documentConfig(t.db, fresh.id));
    // Another group's process configuration is not this group's (both ways of reading it).
    expect((await documentConfig(t.db, fresh.id)).processPolicies).toEqual({});
    expect((await documentConfigFrom(t.db, fresh.id, await inline(fresh.id))).processPolicies).toEqual({});
  });
});
