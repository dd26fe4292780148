/**
 * One wholesale sale (批发销售单) as the web client makes it over HTTP — save, review (locks the
 * stock), complete (posts) — shared by bench/wholesale-posting.bench.ts (statement counts, in
 * its own process) and bench/wholesale-clients.ts (the clients of the throughput runs, in a
 * child process so their signing and HTTP work does not share the app's event loop).
 */
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { prepare, type Session, send } from './http-bench';

export const LINES = 10;
export const BASE = '/api/order/wholesaleSale';

export type Answer = { status: number; code: number; msg: string; data: Record<string, unknown> };
export type Doc = { id: string; version: number };
export type Goods = { skuId: string; price: string };

export type World = {
  port: number;
  session: Session;
  customerIds: string[];
  warehouseId: string;
  goods: Goods[];
  billDate: string;
};

/** A signed call as the web client makes it (document writes carry a fresh Idempotency-Key). */
export async function call(
  port: number,
  via: http.Agent,
  session: Session | null,
  method: string,
  path: string,
  body?: unknown,
  keyed = false,
): Promise<Answer> {
  const p = await prepare(session, method, path, body);
  if (keyed) p.headers['idempotency-key'] = randomUUID();
  const res = await send(port, p.method, p.target, p.headers, p.text, via);
  const parsed = JSON.parse(res.text) as { code: number; msg: string; data: Record<string, unknown> };
  return { status: res.status, code: parsed.code, msg: parsed.msg, data: parsed.data };
}

export function ok(a: Answer, what: string): Answer['data'] {
  if (a.status !== 200 || a.code !== 200) throw new Error(`${what} failed: ${a.status} ${a.code} ${a.msg}`);
  return a.data;
}

const pick = <T>(xs: T[], n: number): T[] => {
  const chosen = new Set<number>();
  while (chosen.size < n) chosen.add(Math.floor(Math.random() * xs.length));
  return [...chosen].map((i) => xs[i]);
};

export type Step = 'save' | 'review' | 'complete';
export type Measure = (step: Step, run: () => Promise<Answer>) => Promise<Answer>;
const direct: Measure = (_s, run) => run();

/** Save and review a sale of LINES random goods: what a clerk does before posting. */
export async function saveAndReview(w: World, via: http.Agent, customerId: string, measure: Measure = direct): Promise<Doc> {
  const lines = pick(w.goods, LINES).map((g) => ({ skuId: g.skuId, qty: '1', price: g.price }));
  const saved = ok(
    await measure('save', () =>
      call(
        w.port,
        via,
        w.session,
        'PUT',
        `${BASE}/add`,
        { billDate: w.billDate, customerId, warehouseId: w.warehouseId, saleSource: 'IN_STORE', lines },
        true,
      ),
    ),
    'save',
  ) as Doc;
  return ok(
    await measure('review', () => call(w.port, via, w.session, 'POST', `${BASE}/review`, { id: saved.id, version: saved.version }, true)),
    'review',
  ) as Doc;
}

/** Complete (post) a reviewed sale. */
export async function complete(w: World, via: http.Agent, doc: Doc, measure: Measure = direct): Promise<void> {
  ok(
    await measure('complete', () => call(w.port, via, w.session, 'POST', `${BASE}/complete`, { id: doc.id, version: doc.version }, true)),
    'complete',
  );
}

/** One sale as a clerk makes it: save, review (locks the stock), complete (posts). */
export async function sell(w: World, via: http.Agent, customerId: string, measure: Measure = direct): Promise<void> {
  await complete(w, via, await saveAndReview(w, via, customerId, measure), measure);
}
