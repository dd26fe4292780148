// Concurrency of posting, on PostgreSQL only: PGlite is one session, where row and advisory
// locks exclude nothing (DESIGN §2), so these prove nothing there and are skipped.
import { type DocumentOperationResult, ErrorCode } from '@quire/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { document, documentAudit } from '../../documents/document.schema';
import { operateDocument, operateInTx, saveDocument, saveInTx } from '../../documents/document.service';
import type { Actor } from '../../documents/document-definition';
import { AppError } from '../../platform/http/errors';
import { Dec } from '../../platform/money';
import { clerk, freshId, registerOwnPriceReceipt, today, useTestPorts } from './inventory.fixtures';
import { stockBalance, stockMove } from './inventory.schema';
import { stockBreakage, warehouseTransfer } from './inventory-documents';
import { verifyLedger } from './ledger-verify';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const STRESS_SECONDS = Number(process.env.INVENTORY_STRESS_SECONDS ?? 20);

useTestPorts();
const t = await startTestApp();
const admin = await t.given.admin();
const c = clerk(t, admin);
const group = (await t.given.defaultGroup()).id;
const actor: Actor = { employeeId: admin.employeeId, businessGroupId: group };

async function onHand(warehouseId: number, skuId: number): Promise<string> {
  const [b] = await t.db
    .select({ onHand: stockBalance.onHand })
    .from(stockBalance)
    .where(and(eq(stockBalance.warehouseId, warehouseId), eq(stockBalance.skuId, skuId)));
  return new Dec(b?.onHand ?? 0).toFixed();
}

const receipt = registerOwnPriceReceipt();

async function lossDraft(warehouseId: number, skuId: number, qty = '1') {
  return saveDocument(t.db, actor, stockBreakage, {
    billDate: today(),
    warehouseId,
    lines: [{ skuId, qty: `-${qty}` }],
  });
}

describe.skipIf(!onPostgres)('posting under concurrency (PostgreSQL)', () => {
  it('posts exactly 100 of 200 concurrent one-unit issues against 100 on hand; the rest are refused, none fails', async () => {
    const w = freshId();
    const sku = freshId();
    await c.gain(w, [[sku, '100']]);
    const drafts: DocumentOperationResult[] = [];
    for (let i = 0; i < 200; i++) drafts.push(await lossDraft(w, sku));

    const results = await Promise.all(drafts.map((d) => c.op('breakage', 'complete', d.id, d.version)));

    const posted = results.filter((r) => r.body.code === 200);
    const refused = results.filter((r) => r.body.code === ErrorCode.BUSINESS_RULE);
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(posted).toHaveLength(100);
    expect(refused).toHaveLength(100);
    expect(refused.every((r) => /insufficient/.test(r.body.msg))).toBe(true);
    expect(await onHand(w, sku)).toBe('0');
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it(
    `keeps 8 workers posting 5–15-line documents in random line order for ${STRESS_SECONDS} s free of deadlocks`,
    async () => {
      const warehouses = [freshId(), freshId(), freshId(), freshId()];
      const skus = Array.from({ length: 30 }, () => freshId());
      for (const w of warehouses)
        await c.gain(
          w,
          skus.map((s) => [s, '100000'] as [number, string]),
        );

      const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
      const sample = (n: number) => [...skus].sort(() => Math.random() - 0.5).slice(0, n);
      const deadline = Date.now() + STRESS_SECONDS * 1000;
      const failures: unknown[] = [];
      let posted = 0;
      let refused = 0;

      async function worker() {
        while (Date.now() < deadline) {
          const lines = sample(5 + Math.floor(Math.random() * 11));
          const transfer = Math.random() < 0.5;
          try {
            const saved = transfer
              ? await saveDocument(t.db, actor, warehouseTransfer, {
                  billDate: today(),
                  ...(() => {
                    const out = pick(warehouses);
                    const into = pick(warehouses.filter((x) => x !== out));
                    return { outWarehouseId: out, inWarehouseId: into };
                  })(),
                  lines: lines.map((skuId) => ({ skuId, qty: String(1 + Math.floor(Math.random() * 20)) })),
                })
              : await saveDocument(t.db, actor, stockBreakage, {
                  billDate: today(),
                  warehouseId: pick(warehouses),
                  lines: lines.map((skuId) => ({
                    skuId,
                    qty: String((Math.random() < 0.6 ? -1 : 1) * (1 + Math.floor(Math.random() * 20))),
                  })),
                });
            const def = transfer ? warehouseTransfer : stockBreakage;
            let version = saved.version;
            if (Math.random() < 0.5)
              version = (await operateDocument(t.db, actor, def, 'REVIEW', { id: Number(saved.id), version })).version;
            await operateDocument(t.db, actor, def, 'COMPLETE', { id: Number(saved.id), version });
            posted++;
          } catch (err) {
            if (err instanceof AppError && err.code === ErrorCode.BUSINESS_RULE) refused++;
            else failures.push(err);
          }
        }
      }

      await Promise.all(Array.from({ length: 8 }, worker));
      expect(failures).toEqual([]);
      expect(posted).toBeGreaterThan(50);
      expect(refused).toBeLessThan(posted);
      expect(await verifyLedger(t.db)).toEqual([]);
    },
    (STRESS_SECONDS + 120) * 1000,
  );

  it('costs an issue on the rows as locked when a receipt changed the average after the issue first read them', async () => {
    const w = freshId();
    const sku = freshId();
    const first = await saveDocument(t.db, actor, receipt, {
      billDate: today(),
      warehouseId: w,
      lines: [{ skuId: sku, qty: '10', unitCost: '1' }],
    } as never);
    await operateDocument(t.db, actor, receipt, 'COMPLETE', { id: Number(first.id), version: first.version });
    const issue = await lossDraft(w, sku, '1');
    const incoming = await saveDocument(t.db, actor, receipt, {
      billDate: today(),
      warehouseId: w,
      lines: [{ skuId: sku, qty: '10', unitCost: '3' }],
    } as never);

    // The receipt posts in a transaction held open: the balance and cost rows stay locked, the average 1.00 stays visible.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const receiving = t.db.transaction(async (tx) => {
      await operateInTx(tx, actor, receipt, 'COMPLETE', { id: Number(incoming.id), version: incoming.version });
      holding();
      await gate;
    });
    await held;
    // Reads the rows at 1.00 without a lock, then waits for the receipt's lock in its delta statement.
    const issuing = operateDocument(t.db, actor, stockBreakage, 'COMPLETE', { id: Number(issue.id), version: issue.version });
    for (let waited = 0; ; waited += 20) {
      const { rows } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (rows[0].n > 0) break;
      if (waited > 5000) throw new Error('the issue never waited for the receipt');
      await new Promise((r) => setTimeout(r, 20));
    }
    release();
    await receiving;
    await issuing;

    // (10 × 1.00 + 10 × 3.00) / 20 = 2.00: the delta planned at 1.00 no longer held, the issue was costed on the locked rows.
    const moves = await t.db
      .select({ unitCost: stockMove.unitCost, amount: stockMove.amount })
      .from(stockMove)
      .where(eq(stockMove.documentId, Number(issue.id)));
    expect(moves.map((m) => [new Dec(m.unitCost).toFixed(2), new Dec(m.amount).toFixed(2)])).toEqual([['2.00', '-2.00']]);
    expect(await onHand(w, sku)).toBe('19');
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('posts once when the same Idempotency-Key is sent 50 times at once, every answer the same', async () => {
    const w = freshId();
    const sku = freshId();
    await c.gain(w, [[sku, '10']]);
    const d = await lossDraft(w, sku, '3');
    const key = `post-${d.id}`;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => c.op('breakage', 'complete', d.id, d.version, {}, { 'idempotency-key': key })),
    );
    expect(results.map((r) => r.body.code)).toEqual(Array(50).fill(200));
    expect(new Set(results.map((r) => JSON.stringify(r.body.data))).size).toBe(1);
    expect(await onHand(w, sku)).toBe('7');
    const completes = await t.db
      .select()
      .from(documentAudit)
      .where(and(eq(documentAudit.documentId, Number(d.id)), eq(documentAudit.operation, 'COMPLETE')));
    expect(completes).toHaveLength(1);
  });

  it('posts once when two users complete the same document at the same moment', async () => {
    const other = await t.given.session({ grants: ['inventory:breakage:complete'] });
    const oc = clerk(t, other);
    const w = freshId();
    const sku = freshId();
    await c.gain(w, [[sku, '100']]);
    for (let round = 0; round < 10; round++) {
      const d = await lossDraft(w, sku, '2');
      const [a, b] = await Promise.all([c.op('breakage', 'complete', d.id, d.version), oc.op('breakage', 'complete', d.id, d.version)]);
      const codes = [a.body.code, b.body.code].sort();
      expect(codes[0]).toBe(200);
      expect([ErrorCode.BUSINESS_RULE, ErrorCode.VERSION_CONFLICT]).toContain(codes[1]);
      const moves = await t.db
        .select()
        .from(stockMove)
        .where(eq(stockMove.documentId, Number(d.id)));
      expect(moves).toHaveLength(1);
    }
    expect(await onHand(w, sku)).toBe('80');
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('numbers documents without gaps while saves run at once and some roll back', async () => {
    const g = (await t.given.businessGroup()).id;
    const inGroup: Actor = { employeeId: admin.employeeId, businessGroupId: g };
    const attempts = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        t.db.transaction(async (tx) => {
          const saved = await saveInTx(tx, inGroup, warehouseTransfer, {
            billDate: today(),
            outWarehouseId: 1,
            inWarehouseId: 2,
            lines: [{ skuId: 1, qty: '1' }],
          });
          if (i % 3 === 0) throw new Error('rolled back on purpose');
          return saved;
        }),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(40);
    const numbers = (
      await t.db
        .select({ billNo: document.billNo })
        .from(document)
        .where(and(eq(document.businessGroupId, g), like(document.billNo, 'DBD%')))
        .orderBy(sql`${document.billNo}`)
    ).map((d) => Number(d.billNo.slice(-5)));
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});
