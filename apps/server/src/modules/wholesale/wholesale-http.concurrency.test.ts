// Issue 16 'Concurrency': 200 clerks each selling 1 unit, at once, through the HTTP API on a
// real port (signed requests, sessions, permissions), against 100 on hand. On PostgreSQL only
// (PGlite is one session: its locks exclude nothing). Exactly 100 sales post; the other 100
// are refused with the business error (4xx, never 5xx); stock, its moves and the money ledger
// agree afterwards.
import type { DocumentOperationResult } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { partnerBalances, verifyMoneyLedger } from '../finance/index';
import { verifyLedger } from '../inventory/index';
import { clerk, freshId, useTestPorts } from '../inventory/inventory.fixtures';
import { addCustomer } from '../partner/partner.test-kit';
import { salesClerk } from './wholesale.test-kit';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const CLIENTS = 200;
const ON_HAND = 100;

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const c = salesClerk(t, admin);
const stock = clerk(t, admin);
const group = (await t.given.defaultGroup()).id;

type Answer<T> = { status: number; body: { code: number; msg: string; data: T } };

describe.skipIf(!onPostgres)('200 concurrent 1-unit wholesale sales over HTTP (PostgreSQL)', () => {
  it(`posts exactly ${ON_HAND} of ${CLIENTS}; the rest are refused with the business error, no 5xx; stock and money agree`, async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A signed JSON call over the socket, as the web client makes it.
    const call = async <T>(method: string, path: string, body: unknown): Promise<Answer<T>> => {
      const text = JSON.stringify(body);
      const headers = await t.signedHeaders(admin, method, path, text);
      const res = await fetch(`${address}${path}`, {
        method,
        headers: { ...headers, language: 'en-US', 'content-type': 'application/json' },
        body: text,
      });
      return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
    };

    const customer = await addCustomer(t, admin);
    const [w, pen] = [freshId(), freshId()];
    await c.receive(w, pen, String(ON_HAND), '1.3');
    const today = new Date().toISOString().slice(0, 10);

    // What a clerk does: save the sale, review it (locks the stock), post it.
    const sell = async () => {
      const steps: Answer<unknown>[] = [];
      const saved = await call<DocumentOperationResult>('PUT', '/api/order/wholesaleSale/add', {
        billDate: today,
        customerId: customer.id,
        warehouseId: String(w),
        lines: [{ skuId: String(pen), qty: '1', price: '2' }],
      });
      steps.push(saved);
      if (saved.body.code !== 200) return steps;
      const reviewed = await call<DocumentOperationResult>('POST', '/api/order/wholesaleSale/review', {
        id: saved.body.data.id,
        version: saved.body.data.version,
      });
      steps.push(reviewed);
      if (reviewed.body.code !== 200) return steps;
      steps.push(
        await call('POST', '/api/order/wholesaleSale/complete', { id: reviewed.body.data.id, version: reviewed.body.data.version }),
      );
      return steps;
    };

    const started = Date.now();
    const runs = await Promise.all(Array.from({ length: CLIENTS }, sell));
    const elapsed = Date.now() - started;

    const all = runs.flat();
    expect(
      all.filter((a) => a.status >= 500),
      'no 5xx',
    ).toEqual([]);
    const posted = runs.filter((steps) => steps.length === 3 && steps.every((s) => s.body.code === 200));
    const refused = runs.filter((steps) => steps.some((s) => s.body.code !== 200));
    expect(posted).toHaveLength(ON_HAND);
    expect(refused).toHaveLength(CLIENTS - ON_HAND);
    // Every refusal is the business error of the stock (available stock insufficient), a 4xx.
    const refusals = refused.map((steps) => steps[steps.length - 1]);
    expect(refusals.every((r) => r.status >= 400 && r.status < 500 && r.body.code === 4000422)).toBe(true);

    // Stock: none left, none locked; one receipt move and 100 sale moves of 1.
    const after = await stock.stock(w, pen);
    expect([Number(after.onHand), Number(after.locked)]).toEqual([0, 0]);
    const moves = await t.db.execute<{ n: string; qty: string }>(
      sql`select count(*)::text as n, coalesce(sum(qty), 0)::text as qty from stock_move where sku_id = ${pen} and warehouse_id = ${w} and qty < 0`,
    );
    expect([Number(moves.rows[0].n), Number(moves.rows[0].qty)]).toEqual([ON_HAND, -ON_HAND]);
    // Money: the customer owes 100 × 2.00.
    expect((await partnerBalances(t.db, group, { partnerKind: 'CUSTOMER', partnerId: Number(customer.id) })).balance).toBe('200.00');
    expect(await verifyLedger(t.db)).toEqual([]);
    expect(await verifyMoneyLedger(t.db)).toEqual([]);
    expect(elapsed).toBeLessThan(60_000);
  }, 120_000);
});
