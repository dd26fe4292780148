// Test helpers of distribution requests (not a test file): a dealer under the default group
// (the centre), the dealer's requests and the centre's sales fulfilling them.
import type { DocumentDetailView, DocumentOperationResult } from '@quire/contracts';
import type { TestApp } from '../../../test/harness';
import { freshId, today } from '../inventory/inventory.fixtures';
import { addCustomer, member } from '../partner/partner.test-kit';
import { salesClerk } from './wholesale.test-kit';

/** Any signed-in session the harness calls with (the admin, or a member of some groups). */
type Session = NonNullable<Parameters<TestApp['call']>[0]>;
type AdminSession = Awaited<ReturnType<TestApp['given']['admin']>>;

export const REQUEST_GRANTS = [
  '/wholesale/distributionRequest',
  'wholesale:distributionRequest:add',
  'wholesale:distributionRequest:edit',
  'wholesale:distributionRequest:delete',
  'wholesale:distributionRequest:review',
  'wholesale:distributionRequest:decline',
  'wholesale:distributionRequest:close',
  'wholesale:distributionRequest:settleClose',
  'wholesale:distributionRequest:fulfil',
  '/wholesale/wholesaleSale',
  'wholesale:wholesaleSale:add',
  'wholesale:wholesaleSale:review',
  'wholesale:wholesaleSale:decline',
  'wholesale:wholesaleSale:complete',
];

const BASE = '/api/order/distributionRequest';
let seq = 0;

/** A dealer group under the admin's group (the centre), its clerk, and the centre's stock of one SKU. */
export async function givenDealer(t: TestApp, admin: AdminSession) {
  const centre = await t.given.defaultGroup();
  const partnerCode = `DL${String(Date.now() % 100000).padStart(5, '0')}${++seq % 10}`;
  const dealer = await t.given.businessGroup({ belongType: 'DEALER', parentId: centre.id, partnerCode });
  const dealerClerk = await member(t, [dealer.id], REQUEST_GRANTS);
  const c = salesClerk(t, admin);
  const d = salesClerk(t, dealerClerk as AdminSession);
  const [centreWarehouse, dealerWarehouse, sku] = [freshId(), freshId(), freshId()];
  await c.receive(centreWarehouse, sku, '1000', '1');
  const customer = await addCustomer(t, admin);

  const api = {
    centre,
    dealer,
    dealerClerk,
    c,
    d,
    sku,
    centreWarehouse,
    dealerWarehouse,
    customer,
    saveRequest: (s: Session, body: Record<string, unknown> = {}) =>
      t.call<DocumentOperationResult>(s, 'PUT', `${BASE}/add`, {
        billDate: today(),
        warehouseId: String(dealerWarehouse),
        wantedDate: today(),
        lines: [{ skuId: String(sku), qty: '10' }],
        ...body,
      }),
    /** A reviewed (sent) request of the dealer. */
    sentRequest: async (lines: { skuId?: number; qty: string }[] = [{ qty: '10' }]) => {
      const draft = await d.ok(api.saveRequest(dealerClerk, { lines: lines.map((l) => ({ skuId: String(l.skuId ?? sku), qty: l.qty })) }));
      const sent = await d.ok(
        t.call<DocumentOperationResult>(dealerClerk, 'POST', `${BASE}/review`, { id: draft.id, version: draft.version }),
      );
      return { ...sent, lines: (await api.request(dealerClerk, sent.id)).lines };
    },
    request: (s: Session, id: string) => d.ok(t.call<DocumentDetailView>(s, 'GET', `${BASE}/${id}`)),
    /** The fulfilled quantity of each line, as numbers. */
    fulfilled: async (s: Session, id: string) => (await api.request(s, id)).lines.map((l) => Number(l.fulfilledQty)),
    /** A draft wholesale sale of the centre sending `qty` for a request line. */
    saleDraft: (requestLineId: string, qty: string) =>
      c.save('wholesaleSale', {
        customerId: customer.id,
        warehouseId: String(centreWarehouse),
        lines: [{ skuId: String(sku), qty, price: '2', requestLineId }],
      }),
    /** The centre's sale of `qty` for a request line, reviewed (the quantity is taken then). */
    fulfil: async (requestLineId: string, qty: string) => {
      const saved = await api.saleDraft(requestLineId, qty);
      if (saved.body.code !== 200) return saved;
      return c.op('wholesaleSale', 'review', saved.body.data);
    },
    row: async (s: Session, billNo: string, extra: Record<string, unknown> = {}) => {
      const page = await d.ok(
        t.call<{ list: { id: string; billNo: string; shipState: unknown; fulfilmentRate: unknown }[] }>(s, 'POST', `${BASE}/page`, {
          pageNum: 1,
          pageSize: 20,
          billNo,
          ...extra,
        }),
      );
      return page.list.find((r) => r.billNo === billNo);
    },
    closeLine: (s: Session, lineId: string, version: number) => t.call(s, 'POST', `${BASE}/line/close`, { id: lineId, version }),
    settleClose: (s: Session, id: string, version: number) =>
      t.call<DocumentOperationResult>(s, 'POST', `${BASE}/supplier/settleClose`, { id, version }),
    fulfilAction: (s: Session, id: string) =>
      t.call<DocumentOperationResult>(s, 'POST', `${BASE}/fulfil`, { id, warehouseId: String(centreWarehouse) }),
  };
  return api;
}
