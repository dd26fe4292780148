import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { JSON_BODY_LIMIT } from './route';

const t = await startTestApp();

/** 45 KB of gzip that inflates to 45 MB. */
const bomb = zlib.gzipSync(Buffer.alloc(45 * 1024 * 1024, 0x20), { level: 9 });

describe('nothing is read before the session is checked', () => {
  it('answers 20 concurrent anonymous gzip bombs with 401 in under a second, without inflating them', async () => {
    expect(bomb.length).toBeLessThan(100 * 1024);
    global.gc?.();
    const before = process.memoryUsage();
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/employee/list',
          headers: { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' },
          payload: bomb,
        }),
      ),
    );
    const elapsed = performance.now() - started;
    const after = process.memoryUsage();
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(401));
    expect(answers[0].json().code).toBe(4011021);
    expect(elapsed).toBeLessThan(1000);
    // Inflating even one would add 45 MB of buffers.
    expect(after.arrayBuffers + after.heapUsed - (before.arrayBuffers + before.heapUsed)).toBeLessThan(30 * 1024 * 1024);
  });

  it('answers an anonymous JSON body over the limit with 401, not 413: the body is never read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/employee/list',
      headers: { 'content-type': 'application/json' },
      payload: `{"x":"${'a'.repeat(JSON_BODY_LIMIT + 10)}"}`,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('every route has a body limit', () => {
  it('refuses a signed JSON body over the default limit with 413 and the catalogue message', async () => {
    const admin = await t.given.admin();
    const res = await t.call(admin, 'POST', '/api/user/employee/list', { pageNum: 1, pageSize: 10, name: 'x'.repeat(JSON_BODY_LIMIT) });
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('The request is larger than this call accepts');
  });

  it('stops inflating a signed gzip body at the route limit (413)', async () => {
    const admin = await t.given.admin();
    const text = JSON.stringify({ pageNum: 1, pageSize: 10, name: ' '.repeat(8 * JSON_BODY_LIMIT) });
    const headers = await t.signedHeaders(admin, 'POST', '/api/user/employee/list', text);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/employee/list',
      headers: { ...headers, 'content-type': 'application/json', 'content-encoding': 'gzip', language: 'en-US' },
      payload: zlib.gzipSync(text),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('The request is larger than this call accepts');
  });

  it('still accepts a gzip body within the limit', async () => {
    const admin = await t.given.admin();
    const text = JSON.stringify({ pageNum: 1, pageSize: 10 });
    const headers = await t.signedHeaders(admin, 'POST', '/api/user/employee/list', text);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/employee/list',
      headers: { ...headers, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(text),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('browser protections', () => {
  it('sends a content security policy without inline scripts, nosniff and a referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends them on every answer, a refusal and an unknown path included', async () => {
    for (const url of ['/api/nope', '/api/system/user/list']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('a password set by an administrator must be changed first', () => {
  it('lets that session only change the password, read its profile and log out', async () => {
    const e = await t.given.employee({ grants: ['/system/employee'], passwordInitial: true });
    const login = await t.call<{ token: string; signKey: string; needUpdatePwd: boolean }>(null, 'POST', '/api/login/admin/login', {
      employeeNo: e.employeeNo,
      password: 'Quire@2026',
    });
    expect(login.body.data.needUpdatePwd).toBe(true);
    const s = { token: login.body.data.token, signKey: login.body.data.signKey };

    const refused = await t.call(s, 'POST', '/api/user/employee/list', { pageNum: 1, pageSize: 10 });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(4031101);
    expect((await t.call(s, 'GET', '/api/login/cmsPlatformUser/detail')).status).toBe(200);

    const changed = await t.call(s, 'PUT', '/api/login/cmsPlatformUser/changePassword', {
      oldPassword: 'Quire@2026',
      newPassword: 'Newpass#2026',
      confirmPassword: 'Newpass#2026',
    });
    expect(changed.body.code).toBe(200);
    expect((await t.call(s, 'POST', '/api/user/employee/list', { pageNum: 1, pageSize: 10 })).status).toBe(200);
  });
});
