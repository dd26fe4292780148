import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { session } from '../../platform/auth/auth.schema';
import { sha256Hex } from '../../platform/auth/tokens';
import { businessGroup, employee } from './access.schema';

const t = await startTestApp();
const DETAIL = '/api/login/cmsPlatformUser/detail';
const TABLE = '/api/shared/globalTableConfig';

describe('signed requests (security)', () => {
  it('refuses a body changed after signing (4011022)', async () => {
    const s = await t.given.session();
    const signedFor = JSON.stringify({ tableKey: 'a', config: { x: 1 } });
    const headers = await t.signedHeaders(s, 'PUT', TABLE, signedFor);
    const res = await t.app.inject({
      method: 'PUT',
      url: TABLE,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ tableKey: 'a', config: { x: 2 } }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(4011022);
  });

  it('refuses a query changed after signing', async () => {
    const s = await t.given.session();
    const headers = await t.signedHeaders(s, 'GET', `${TABLE}?tableKey=a`, '');
    const res = await t.app.inject({ method: 'GET', url: `${TABLE}?tableKey=b`, headers });
    expect(res.json().code).toBe(4011022);
  });

  it('refuses a stale timestamp (4011023)', async () => {
    const s = await t.given.session();
    const { signRequest } = await import('@quire/contracts');
    const timestamp = String(Date.now() - 301_000);
    const nonce = randomUUID();
    const sign = await signRequest(s.signKey, { method: 'GET', path: DETAIL, timestamp, nonce, payload: '' });
    const res = await t.app.inject({ method: 'GET', url: DETAIL, headers: { token: s.token, timestamp, nonce, sign } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(4011023);
  });

  it('refuses a replayed nonce (4011024)', async () => {
    const s = await t.given.session();
    const headers = await t.signedHeaders(s, 'GET', DETAIL, '');
    expect((await t.app.inject({ method: 'GET', url: DETAIL, headers })).statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'GET', url: DETAIL, headers });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe(4011024);
  });

  it('refuses a request without a signature (4011025) and an unknown token (4011021)', async () => {
    const s = await t.given.session();
    const unsigned = await t.app.inject({ method: 'GET', url: DETAIL, headers: { token: s.token } });
    expect(unsigned.json().code).toBe(4011025);
    const unknown = await t.call({ token: 'not-a-token', signKey: s.signKey }, 'GET', DETAIL);
    expect(unknown.body.code).toBe(4011021);
  });

  it('accepts a gzip-encoded body signed over its decoded text', async () => {
    const { gzipSync } = await import('node:zlib');
    const s = await t.given.session();
    const text = JSON.stringify({ tableKey: 'gz', config: { columns: ['a'] } });
    const headers = await t.signedHeaders(s, 'PUT', TABLE, text);
    const res = await t.app.inject({
      method: 'PUT',
      url: TABLE,
      headers: { ...headers, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(Buffer.from(text)),
    });
    expect(res.json().code).toBe(200);
    const back = await t.call<{ config: unknown }>(s, 'GET', `${TABLE}?tableKey=gz`);
    expect(back.body.data.config).toEqual({ columns: ['a'] });
  });
});

describe('sessions (security)', () => {
  it('stores only the hash of the token', async () => {
    const s = await t.given.session();
    const rows = await t.db.select().from(session).where(eq(session.employeeId, s.employeeId));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(sha256Hex(s.token));
    expect(JSON.stringify(rows)).not.toContain(s.token);
  });

  it('expires a session idle for longer than the idle limit', async () => {
    const s = await t.given.session();
    await t.db
      .update(session)
      .set({ lastSeenAt: new Date(Date.now() - (t.config.session.idleMinutes + 1) * 60_000) })
      .where(eq(session.employeeId, s.employeeId));
    expect((await t.call(s, 'GET', DETAIL)).body.code).toBe(4011021);
  });

  it('expires a session past its absolute lifetime even when active', async () => {
    const s = await t.given.session();
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.employeeId, s.employeeId));
    expect((await t.call(s, 'GET', DETAIL)).body.code).toBe(4011021);
  });

  it('ends the sessions of a disabled employee', async () => {
    const s = await t.given.session();
    await t.db.update(employee).set({ status: 'DISABLE' }).where(eq(employee.id, s.employeeId));
    expect((await t.call(s, 'GET', DETAIL)).body.code).toBe(4011021);
  });

  it('stores passwords as argon2id hashes', async () => {
    const e = await t.given.employee({ password: 'Fresh#Pass1' });
    const [row] = await t.db.select().from(employee).where(eq(employee.id, e.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('returns the sign key only in the login answer', async () => {
    const s = await t.given.session();
    const detail = await t.call(s, 'GET', DETAIL);
    expect(JSON.stringify(detail.body)).not.toContain(s.signKey);
  });
});

describe('dealer self-registration', () => {
  it('creates a disabled dealer and employee that cannot log in until enabled', async () => {
    const res = await t.call<{ status: string }>(null, 'POST', '/api/login/register', {
      companyName: '宁波新华文具店',
      contactName: '林小明',
      phone: '13900000000',
      employeeNo: 'nbxh01',
      password: 'Dealer#2026',
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.status).toBe('DISABLE');
    const attempt = await t.call(null, 'POST', '/api/login/admin/login', { employeeNo: 'nbxh01', password: 'Dealer#2026' });
    expect(attempt.body.code).toBe(4011001);
  });

  it('answers a taken employee code like a new one, creating nothing, and refuses a weak password', async () => {
    const e = await t.given.employee();
    const before = await t.db.select().from(businessGroup);
    const dup = await t.call<{ status: string }>(null, 'POST', '/api/login/register', {
      companyName: 'X',
      contactName: 'Y',
      phone: '13900000001',
      employeeNo: e.employeeNo,
      password: 'Dealer#2026',
    });
    expect(dup.body.code).toBe(200);
    expect(dup.body.data.status).toBe('DISABLE');
    expect(await t.db.select().from(businessGroup)).toHaveLength(before.length);
    const weak = await t.call(null, 'POST', '/api/login/register', {
      companyName: 'X',
      contactName: 'Y',
      phone: '13900000001',
      employeeNo: 'weakling',
      password: 'weak',
    });
    expect(weak.body.code).toBe(4001101);
  });

  it('throttles registrations per address', async () => {
    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/register',
        remoteAddress: '10.4.0.1',
        headers: { 'content-type': 'application/json', language: 'en-US' },
        payload: JSON.stringify({
          companyName: `Shop ${i}`,
          contactName: 'Y',
          phone: '13900000002',
          employeeNo: `flood${i}`,
          password: 'Dealer#2026',
        }),
      });
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await register(i)).statusCode);
    expect(codes.slice(0, t.config.login.registerPerHour)).toEqual(Array(t.config.login.registerPerHour).fill(200));
    expect(codes.at(-1)).toBe(429);
  });
});
