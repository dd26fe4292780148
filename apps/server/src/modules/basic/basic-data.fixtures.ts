import { expect } from 'vitest';

// Test helpers of the basic-data suites.

export const BASIC_GRANTS = [
  '/system/basicData',
  'system:basicData:add',
  'system:basicData:edit',
  'system:basicData:status',
  'system:basicData:export',
  '/system/businessConfig',
  'system:businessConfig:edit',
];

export async function ok<T>(res: Promise<{ body: { code: number; msg: string; data: T } }>): Promise<T> {
  const r = await res;
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data;
}

export type Res = { status: number; body: { code: number; msg: string; errors?: { field: string; message: string }[] } };

export function expectField(res: Res, code: number, field: string): void {
  expect(res.body.code, res.body.msg).toBe(code);
  expect((res.body.errors ?? []).map((e) => e.field)).toEqual([field]);
}

export function expectForbidden(res: Res): void {
  expect(res.status).toBe(403);
  expect(res.body.code).toBe(4030001);
}
