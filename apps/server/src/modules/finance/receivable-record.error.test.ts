// 应收记录 refusals: a query of cleared receivables without a bill no or a whole clearing
// period (spec §5) names the field in the caller's language, on the page, the totals and the
// export alike; bad bodies are refused naming their field.
import { ErrorCode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { today } from '../inventory/inventory.fixtures';

const t = await startTestApp();
const admin = await t.given.admin();
const BASE = '/api/finance/receivableRecord';
type Refusal = { code: number; msg: string; errors?: { field: string; message: string }[] };

describe('a cleared query needs a bill no or a clearing period', () => {
  it.each(['page', 'summary', 'exportExcel'])('%s: refused without either, naming clearedFrom', async (path) => {
    const res = await t.call(admin, 'POST', `${BASE}/${path}`, { status: 'CLEARED' });
    const body = res.body as unknown as Refusal;
    expect(res.status).toBe(400);
    expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(body.errors?.map((e) => e.field)).toEqual(['clearedFrom']);
    expect(body.msg).toContain('bill no');
  });

  it('with only the start of the period, names clearedTo', async () => {
    const res = await t.call(admin, 'POST', `${BASE}/page`, { status: 'CLEARED', clearedFrom: today() });
    expect((res.body as unknown as Refusal).errors?.map((e) => e.field)).toEqual(['clearedTo']);
  });

  it('speaks the caller’s language', async () => {
    const zh = await t.call(admin, 'POST', `${BASE}/page`, { status: 'CLEARED' }, { language: 'zh-CN' });
    expect(zh.body.msg).toContain('请输入单据编号或选择完整的结清时间范围');
    const id = await t.call(admin, 'POST', `${BASE}/page`, { status: 'CLEARED' }, { language: 'id-ID' });
    expect(id.body.msg).toContain('nomor dokumen');
  });

  it('answers with a bill no, or with a whole clearing period', async () => {
    expect((await t.call(admin, 'POST', `${BASE}/page`, { status: 'CLEARED', billNo: 'PFXS2026010100001' })).body.code).toBe(200);
    const period = { status: 'CLEARED', clearedFrom: today(), clearedTo: today() };
    expect((await t.call(admin, 'POST', `${BASE}/summary`, period)).body.code).toBe(200);
  });

  it('other tabs need neither', async () => {
    for (const status of ['UNCLEARED', 'PROHIBITED', 'DISCARDED']) {
      expect((await t.call(admin, 'POST', `${BASE}/page`, { status })).body.code).toBe(200);
    }
  });
});

describe('bad bodies', () => {
  it.each([
    ['status', { status: 'PAID' }],
    ['ageing', { ageing: 'D100' }],
    ['billDateFrom', { billDateFrom: '2026-02-30x' }],
    ['billDateTo', { billDateFrom: '2026-03-02', billDateTo: '2026-03-01' }],
    ['clearedTo', { status: 'CLEARED', clearedFrom: '2026-03-02', clearedTo: '2026-03-01' }],
    ['billNo', { billNo: 'X'.repeat(41) }],
    ['customerId', { customerId: 'abc' }],
    ['pageSize', { pageSize: 501 }],
    ['pageNum', { pageNum: 0 }],
  ])('refuses a bad %s, naming it', async (field, body) => {
    const res = await t.call(admin, 'POST', `${BASE}/page`, body);
    expect(res.status).toBe(400);
    expect((res.body as unknown as Refusal).errors?.map((e) => e.field)).toContain(field);
  });
});
