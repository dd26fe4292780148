// 流程配置 refusals as the clerk reads them, and the rule it switches on: a purchase receipt
// without a purchase order, refused in three languages.
import type { ProcessConfigView } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { fieldsOf, member } from '../partner/partner.test-kit';

const t = await startTestApp();
const group = await t.given.businessGroup();
const stranger = await t.given.businessGroup();
const clerk = await member(
  t,
  [group.id],
  ['/system/processConfig', 'system:processConfig:edit', '/purchase/purchaseReceive', 'purchase:purchaseReceive:add'],
);
const outsider = await t.given.employee({ groups: [stranger.id] });
const put = (body: Record<string, unknown>, language = 'en-US') =>
  t.call<ProcessConfigView>(clerk, 'PUT', '/api/basic/processConfig', body, { language });

describe('process configuration (error)', () => {
  it('refuses an unknown type, an unknown policy and a type that is not reviewed, naming the field', async () => {
    const unknown = await put({ documentType: 'NOPE', reviewPolicy: 'NONE' });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toContain('documentType');
    const policy = await put({ documentType: 'PURCHASE_ORDER', reviewPolicy: 'SOMETIMES' });
    expect(fieldsOf(policy.body)).toContain('reviewPolicy');
    const system = await put({ documentType: 'SYSTEM_COST_ADJUST', reviewPolicy: 'NONE' }, 'zh-CN');
    expect(system.status).toBe(400);
    expect(system.body.errors?.[0]).toMatchObject({ field: 'documentType', message: '该单据类型无需审核，不能配置流程' });
  });

  it('DESIGNATED needs reviewers of the group', async () => {
    const none = await put({ documentType: 'PURCHASE_ORDER', reviewPolicy: 'DESIGNATED', designatedReviewerIds: [] });
    expect(fieldsOf(none.body)).toEqual(['designatedReviewerIds']);
    const foreign = await put({ documentType: 'PURCHASE_ORDER', reviewPolicy: 'DESIGNATED', designatedReviewerIds: [String(outsider.id)] });
    expect(fieldsOf(foreign.body)).toEqual(['designatedReviewerIds']);
    const fine = await put({
      documentType: 'PURCHASE_ORDER',
      reviewPolicy: 'DESIGNATED',
      designatedReviewerIds: [String(clerk.employeeId)],
    });
    expect(fine.body.data).toMatchObject({ reviewPolicy: 'DESIGNATED', designatedReviewerIds: [String(clerk.employeeId)] });
  });

  it('refuses a stale version and changes nothing', async () => {
    await put({ documentType: 'PAYMENT', reviewPolicy: 'SECOND_REVIEWER', version: 0 });
    const stale = await put({ documentType: 'PAYMENT', reviewPolicy: 'NONE', version: 0 });
    expect(stale.status).toBe(409);
    const rows = (await t.call<ProcessConfigView[]>(clerk, 'POST', '/api/basic/processConfig/list', {})).body.data;
    expect(rows.find((r) => r.documentType === 'PAYMENT')?.reviewPolicy).toBe('SECOND_REVIEWER');
  });

  it('with receiptNeedsOrder a purchase receipt without an order is refused, in three languages', async () => {
    const body = {
      billDate: new Date().toISOString().slice(0, 10),
      supplierId: '1',
      warehouseId: '1',
      lines: [{ skuId: '1', qty: '1', price: '1', taxRate: '0' }],
    };
    const before = await t.call(clerk, 'PUT', '/api/order/purchaseReceive/add', body);
    expect(fieldsOf(before.body)).not.toContain('lines.0.sourceLineId');
    await put({ documentType: 'PURCHASE_RECEIVE', reviewPolicy: 'NONE', receiptNeedsOrder: true });
    const messages: Record<string, RegExp> = {
      'zh-CN': /必须关联采购订单/,
      'en-US': /requires a purchase receipt to come from a purchase order/,
      'id-ID': /mewajibkan penerimaan pembelian berasal dari pesanan pembelian/,
    };
    for (const [language, message] of Object.entries(messages)) {
      const res = await t.call(clerk, 'PUT', '/api/order/purchaseReceive/add', body, { language });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]).toMatchObject({ field: 'lines.0.sourceLineId', message: expect.stringMatching(message) });
    }
  });
});
