import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp } from '../../../test/harness';
import { AppError } from './errors';
import { route } from './route';

const t = await startTestApp();

describe('HTTP platform', () => {
  it('answers health with the envelope, a request id and the app version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const body = res.json();
    expect(body).toMatchObject({ code: 200, data: { status: 'UP' } });
    expect(body.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(res.headers['x-request-id']).toBe(body.requestId);
    expect(res.headers['x-app-version']).toBe(t.config.appVersion);
  });

  it('serves the OpenAPI document with the login call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/login/admin/login');
  });

  it('answers an unknown API path with 404 naming the path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toContain('/api/no/such/thing');
  });

  it('answers malformed JSON with a clear 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/admin/login',
      headers: { 'content-type': 'application/json', language: 'en-US' },
      payload: '{"employeeNo": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(4000400);
  });

  it('returns the system config the web client needs for gzip', async () => {
    const res = await t.call<{ gzipConfig: { matchUris: string[]; thresholdKbSize: number } }>(null, 'GET', '/api/shared/systemConfig');
    expect(res.body.data.gzipConfig.thresholdKbSize).toBeGreaterThan(0);
    expect(res.body.data.gzipConfig.matchUris.length).toBeGreaterThan(0);
  });
});

describe('unexpected errors', () => {
  it('hides the stack of an unexpected error and gives the request id', async () => {
    const Fastify = (await import('fastify')).default;
    const app = Fastify({ logger: false });
    const { registerHttpPlatform } = await import('./http.plugin');
    const { serializerCompiler, validatorCompiler } = await import('fastify-type-provider-zod');
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('db', t.db);
    registerHttpPlatform(app, { appVersion: 'x' });
    route(app, {
      method: 'GET',
      url: '/api/boom',
      permission: 'public',
      summary: 'boom',
      handler: async () => {
        throw new Error('secret internals at /srv/quire/file.ts:12');
      },
    });
    route(app, {
      method: 'POST',
      url: '/api/rule',
      permission: 'public',
      summary: 'rule',
      body: z.object({ n: z.number().min(1) }),
      handler: async () => {
        throw new AppError(4000422, 'common.notFound');
      },
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom', headers: { language: 'en-US' } });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe(5000000);
    expect(body.msg).toBe('Something went wrong. Please try again later.');
    expect(JSON.stringify(body)).not.toContain('secret internals');
    expect(res.headers['x-request-id']).toBe(body.requestId);
    const invalid = await app.inject({ method: 'POST', url: '/api/rule', payload: { n: 0 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].field).toBe('n');
    await app.close();
  });
});

describe('validation messages', () => {
  it('names the field and speaks the request language', async () => {
    const zh = await t.call(null, 'POST', '/api/login/admin/login', { employeeNo: 'x' }, { language: 'zh-CN' });
    expect(zh.status).toBe(400);
    expect(zh.body.errors?.[0].field).toBe('password');
    expect(zh.body.errors?.[0].message).toMatch(/[\u4e00-\u9fa5]/);
    const id = await t.call(null, 'POST', '/api/login/admin/login', { employeeNo: 'x' }, { language: 'id-ID' });
    expect(id.body.errors?.[0].message).toMatch(/input|Input|tidak|harus/i);
    const en = await t.call(null, 'POST', '/api/login/admin/login', { employeeNo: 'x', password: '' }, { language: 'en-US' });
    expect(en.body.errors?.[0].message).toMatch(/>=1 characters|too small/i);
  });
});
