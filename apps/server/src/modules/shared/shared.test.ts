import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';

const t = await startTestApp();
const URL = '/api/shared/globalTableConfig';

describe('global table config', () => {
  it('keeps each user’s column settings per list, and null resets them', async () => {
    const a = await t.given.session();
    const b = await t.given.session();
    const columns = { columns: [{ key: 'name', visible: true, width: 160 }] };
    expect((await t.call(a, 'PUT', URL, { tableKey: 'role.list', config: columns })).body.code).toBe(200);
    expect((await t.call<{ config: unknown }>(a, 'GET', `${URL}?tableKey=role.list`)).body.data.config).toEqual(columns);
    expect((await t.call<{ config: unknown }>(b, 'GET', `${URL}?tableKey=role.list`)).body.data.config).toBeNull();
    expect((await t.call(a, 'PUT', URL, { tableKey: 'role.list', config: null })).body.code).toBe(200);
    expect((await t.call<{ config: unknown }>(a, 'GET', `${URL}?tableKey=role.list`)).body.data.config).toBeNull();
  });
});

describe('one-click effect (deploy)', () => {
  it('runs the daily close and reports success on the last line', async () => {
    const s = await t.given.session({ grants: ['actionBar:deploy'] });
    const res = await t.call<{ lines: string[]; success: boolean }>(s, 'POST', '/api/shared/deploy', { type: 'DAILY_CLOSE' });
    expect(res.body.data.success).toBe(true);
    expect(res.body.data.lines.at(-1)).toBe('Script executed successfully');
    expect(res.body.data.lines.join('\n')).toMatch(/Closed day \d{4}-\d{2}-\d{2}/);
    const again = await t.call<{ lines: string[] }>(s, 'POST', '/api/shared/deploy', { type: 'DAILY_CLOSE' });
    expect(again.body.data.lines.join('\n')).toMatch(/already closed/);
  });

  it('refuses a user without the action bar button', async () => {
    const s = await t.given.session({ grants: ['/system/role'] });
    expect((await t.call(s, 'POST', '/api/shared/deploy', { type: 'HOURLY' })).status).toBe(403);
  });
});

describe('employee detail', () => {
  it('returns an employee of the caller’s groups and hides others', async () => {
    const s = await t.given.session({ grants: ['/system/employee'] });
    const colleague = await t.given.employee();
    const stranger = await t.given.employee({ groups: [(await t.given.businessGroup()).id] });
    const ok = await t.call<{ employeeNo: string }>(s, 'GET', `/api/user/employee/${colleague.id}`);
    expect(ok.body.data.employeeNo).toBe(colleague.employeeNo);
    expect(JSON.stringify(ok.body)).not.toMatch(/argon2|passwordHash/);
    const hidden = await t.call(s, 'GET', `/api/user/employee/${stranger.id}`);
    expect(hidden.body.code).toBe(4000404);
  });
});
