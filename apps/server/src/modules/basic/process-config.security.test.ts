// 流程配置 inside the walls: reading needs the screen, writing its edit button; a group's
// settings and change log are its own, and another group's policy does not reach it.
import type { Page, ProcessConfigLogView, ProcessConfigView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { member } from '../partner/partner.test-kit';

const t = await startTestApp();
const a = await t.given.businessGroup();
const b = await t.given.businessGroup();
const FULL = ['/system/processConfig', 'system:processConfig:edit'];
const clerkA = await member(t, [a.id], FULL);
const clerkB = await member(t, [b.id], FULL);
const reader = await member(t, [a.id], ['/system/processConfig']);
const nobody = await member(t, [a.id], ['/system/businessConfig']);
const policy = { documentType: 'PURCHASE_ORDER', reviewPolicy: 'SECOND_REVIEWER' };

describe('process configuration (security)', () => {
  it('needs the screen to read and its edit button to write', async () => {
    expect((await t.call(nobody, 'POST', '/api/basic/processConfig/list', {})).status).toBe(403);
    expect((await t.call(nobody, 'POST', '/api/basic/processConfig/log/page', {})).status).toBe(403);
    expect((await t.call(reader, 'POST', '/api/basic/processConfig/list', {})).status).toBe(200);
    expect((await t.call(reader, 'PUT', '/api/basic/processConfig', policy)).status).toBe(403);
    expect((await t.call(reader, 'POST', '/api/basic/processConfig/reset', { documentType: 'PURCHASE_ORDER' })).status).toBe(403);
    expect((await t.call(null, 'POST', '/api/basic/processConfig/list', {})).status).toBe(401);
  });

  it('a group’s settings and log stay its own', async () => {
    expect((await t.call(clerkB, 'PUT', '/api/basic/processConfig', policy)).status).toBe(200);
    const rowsA = (await t.call<ProcessConfigView[]>(clerkA, 'POST', '/api/basic/processConfig/list', {})).body.data;
    expect(rowsA.find((r) => r.documentType === 'PURCHASE_ORDER')).toMatchObject({ configured: false, reviewPolicy: 'NONE' });
    const logA = (await t.call<Page<ProcessConfigLogView>>(clerkA, 'POST', '/api/basic/processConfig/log/page', {})).body.data;
    expect(logA.total).toBe(0);
    const logB = (await t.call<Page<ProcessConfigLogView>>(clerkB, 'POST', '/api/basic/processConfig/log/page', {})).body.data;
    expect(logB.total).toBe(1);
  });

  it('a clerk cannot reach another group’s settings by naming it', async () => {
    const res = await t.call<ProcessConfigView[]>(clerkA, 'POST', '/api/basic/processConfig/list', {}, { belongId: String(b.id) });
    expect(res.status).toBe(403);
  });
});
