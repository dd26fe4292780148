// Internal stock documents as definitions of the document engine: the requisition (领用单),
// goods a department or an employee takes for internal use, and the product processing
// (商品加工单), assembling combined products from their components or taking them apart.
import {
  DOCUMENT_SCREENS,
  type DocumentHeaderView,
  type Language,
  type ProcessDirection,
  processLine,
  processSaveBody,
  requisitionLine,
  requisitionSaveBody,
} from '@quire/contracts';
import { z } from 'zod';
import { type Actor, type Draft, goodsLines, type LoadedDocument, screenPermissions } from '../../documents/document-definition';
import { lifecycleOf, prefixOf, registerDocumentType } from '../../documents/document-registry';
import type { Executor } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { Dec, type Rounding, roundAmount, roundUnitCost, ZERO } from '../../platform/money';
import { getSkusByIds } from '../product/index';
import { employeeNames, employeesOfGroup } from '../system/index';
import { productPort, warehousePort } from './inventory.ports';
import { assertStockMasterData, stockHooks, warehouseMoves } from './stock-hooks';
import type { MoveInput, PostedMove } from './stock-ledger.service';

const qty = (v: string) => new Dec(v);
const h = (zh: string, en: string, id: string): Record<Language, string> => ({ 'zh-CN': zh, 'en-US': en, 'id-ID': id });

// ---- requisition (领用单) ----------------------------------------------------------------

async function assertReceiver(tx: Executor, actor: Actor, draft: Draft): Promise<void> {
  const raw = draft.header.receiverId;
  if (raw === undefined || raw === null) return;
  const id = Number(raw);
  if (!(await employeesOfGroup(tx, actor.businessGroupId, [id])).has(id)) throw fail.field('receiverId', 'inventory.receiverUnknown');
}

/** The list export's columns: the warehouse and the receiver by name, the department and the purpose. */
async function requisitionExportFields(executor: Executor, businessGroupId: number, headers: DocumentHeaderView[]) {
  const warehouseIds = [...new Set(headers.flatMap((r) => (typeof r.warehouseId === 'string' ? [Number(r.warehouseId)] : [])))];
  const [warehouses, receivers] = await Promise.all([
    warehousePort().warehouses(executor, businessGroupId, warehouseIds),
    employeeNames(
      executor,
      headers.map((r) => (r.receiverId === undefined || r.receiverId === null ? null : Number(r.receiverId))),
    ),
  ]);
  return headers.map((r) => ({
    warehouse: typeof r.warehouseId === 'string' ? (warehouses.get(Number(r.warehouseId))?.name ?? '') : '',
    department: (r.departmentName as string | null | undefined) ?? '',
    receiver: r.receiverId === undefined || r.receiverId === null ? '' : (receivers.get(Number(r.receiverId)) ?? ''),
    purpose: (r.purpose as string | undefined) ?? '',
  }));
}

/**
 * Goods out of one warehouse at the current average cost, for a department or an employee of
 * the group with a purpose. Reviewing locks the goods; posting moves them out; a reversal
 * (红冲) brings them back at the cost they left with.
 */
export const materialReceive = registerDocumentType({
  type: 'MATERIAL_RECEIVE',
  prefix: prefixOf('MATERIAL_RECEIVE'),
  body: requisitionSaveBody,
  header: z.object({
    warehouseId: z.string(),
    departmentName: z.string().nullable().optional(),
    receiverId: z.string().nullable().optional(),
    purpose: z.string(),
  }),
  line: requisitionLine,
  ...lifecycleOf('MATERIAL_RECEIVE'),
  amountIsCost: true,
  exportColumns: [
    { key: 'warehouse', header: h('仓库', 'Warehouse', 'Gudang'), width: 18 },
    { key: 'department', header: h('领用部门', 'Department', 'Departemen'), width: 16 },
    { key: 'receiver', header: h('领用人', 'Receiver', 'Penerima'), width: 14 },
    { key: 'purpose', header: h('用途', 'Purpose', 'Keperluan'), width: 30 },
  ],
  exportFields: requisitionExportFields,
  validate: async (tx, draft, { actor }) => {
    await assertStockMasterData(
      tx,
      actor,
      [{ field: 'warehouseId', id: draft.warehouseId }],
      goodsLines(draft.lines).map((l) => l.skuId),
    );
    await assertReceiver(tx, actor, draft);
  },
  hooks: stockHooks({
    locks: (doc) =>
      goodsLines(doc.lines).map((l) => ({ lineId: l.id, warehouseId: doc.warehouseId as number, skuId: l.skuId, qty: qty(l.qty) })),
    moves: (doc) => warehouseMoves(doc, (l) => ({ qty: qty(l.qty).negated(), cost: { kind: 'CURRENT' } })),
    // The line shows what the goods were worth (a positive cost of an issue).
    lineCosts: (_doc, posted) => posted.map((p) => ({ lineId: p.lineId as number, unitCost: p.unitCost, amount: p.amount.negated() })),
  }),
  permissions: screenPermissions(DOCUMENT_SCREENS.MATERIAL_RECEIVE),
});

// ---- product processing (商品加工单) -------------------------------------------------------

const roleOf = (l: { extra: Record<string, unknown> }) => (l.extra.role === 'PRODUCT' ? 'PRODUCT' : 'COMPONENT');

/**
 * The components of a disassembly share the product's value in proportion to their current
 * average cost × quantity (by quantity if none has a cost), each rounded as amounts are, the
 * last taking the remainder so that the shares add up to the value exactly.
 */
export function splitValue(total: Dec, parts: { qty: Dec; average: Dec }[], rounding: Rounding): Dec[] {
  if (parts.length === 0) return [];
  let weights = parts.map((p) => p.qty.times(p.average));
  let sum = weights.reduce((s, w) => s.plus(w), ZERO);
  if (sum.isZero()) {
    weights = parts.map((p) => p.qty);
    sum = weights.reduce((s, w) => s.plus(w), ZERO);
  }
  const shares = weights.slice(0, -1).map((w) => roundAmount(total.times(w).dividedBy(sum), rounding));
  const given = shares.reduce((s, a) => s.plus(a), ZERO);
  return [...shares, total.minus(given)];
}

/** The moves of a processing: what leaves first at its average, then what comes in carrying that value. */
function processMoves(doc: LoadedDocument, rounding: Rounding): MoveInput[] {
  const lines = goodsLines(doc.lines);
  const product = lines.find((l) => roleOf(l) === 'PRODUCT');
  if (!product) throw new Error(`${doc.billNo}: a processing without its product line`);
  const components = lines.filter((l) => roleOf(l) === 'COMPONENT');
  const warehouseId = doc.warehouseId as number;
  const direction = doc.header.direction as ProcessDirection;
  const unit = (amount: Dec, q: Dec) => roundUnitCost(amount.dividedBy(q));

  if (direction === 'ASSEMBLE') {
    const productQty = qty(product.qty);
    return [
      ...components.map((c) => ({
        lineId: c.id,
        warehouseId,
        skuId: c.skuId,
        qty: qty(c.qty).negated(),
        cost: { kind: 'CURRENT' as const },
      })),
      {
        lineId: product.id,
        warehouseId,
        skuId: product.skuId,
        qty: productQty,
        cost: {
          kind: 'COMPUTED' as const,
          compute: (posted: readonly PostedMove[]) => {
            const amount = posted.reduce((s, p) => s.minus(p.amount), ZERO);
            return { unitCost: unit(amount, productQty), amount };
          },
        },
      },
    ];
  }

  // Computed once, when the first component comes in: every average is still the one locked.
  let shares: Dec[] | undefined;
  return [
    { lineId: product.id, warehouseId, skuId: product.skuId, qty: qty(product.qty).negated(), cost: { kind: 'CURRENT' as const } },
    ...components.map((c, i) => ({
      lineId: c.id,
      warehouseId,
      skuId: c.skuId,
      qty: qty(c.qty),
      cost: {
        kind: 'COMPUTED' as const,
        compute: (posted: readonly PostedMove[], averageOf: (skuId: number) => Dec) => {
          shares ??= splitValue(
            posted[0].amount.negated(),
            components.map((x) => ({ qty: qty(x.qty), average: averageOf(x.skuId) })),
            rounding,
          );
          return { unitCost: unit(shares[i], qty(c.qty)), amount: shares[i] };
        },
      },
    })),
  ];
}

/** What a processing takes out (locked when it is reviewed): the components, or the product taken apart. */
function processLocks(doc: LoadedDocument) {
  const out = doc.header.direction === 'ASSEMBLE' ? 'COMPONENT' : 'PRODUCT';
  return goodsLines(doc.lines)
    .filter((l) => roleOf(l) === out)
    .map((l) => ({ lineId: l.id, warehouseId: doc.warehouseId as number, skuId: l.skuId, qty: qty(l.qty) }));
}

/**
 * The product must be an enabled combined product, the components lines exactly its components
 * × the quantity processed (in the body's field names: the product is `productSkuId`, the
 * components `lines.<i>`).
 */
async function assertProcessable(tx: Executor, actor: Actor, draft: Draft): Promise<void> {
  const lines = goodsLines(draft.lines);
  const product = lines.find((l) => roleOf(l) === 'PRODUCT');
  if (!product) throw fail.field('productSkuId', 'inventory.skuUnknown', { id: '' });
  const components = lines.filter((l) => roleOf(l) === 'COMPONENT');
  const [sku] = await getSkusByIds(tx, [product.skuId]);
  if (!sku) throw fail.field('productSkuId', 'inventory.skuUnknown', { id: product.skuId });
  const label = `${sku.code} ${sku.name}`.trim();
  if (sku.status !== 'ENABLE') throw fail.field('productSkuId', 'inventory.skuDisabled', { sku: label });
  if (!sku.isCombined || sku.components.length === 0) throw fail.field('productSkuId', 'inventory.notCombined', { sku: label });
  await assertStockMasterData(
    tx,
    actor,
    [{ field: 'warehouseId', id: draft.warehouseId }],
    components.map((c) => c.skuId),
  );
  const bom = new Map(sku.components.map((c) => [Number(c.skuId), c]));
  const productQty = qty(product.qty);
  components.forEach((c, i) => {
    const part = bom.get(c.skuId);
    if (!part) throw fail.field(`lines.${i}.skuId`, 'inventory.componentNotInBom', { sku: `#${c.skuId}` });
    const expected = qty(part.quantity).times(productQty);
    if (!expected.equals(qty(c.qty)))
      throw fail.field(`lines.${i}.qty`, 'inventory.componentQty', { sku: `${part.code} ${part.name}`, expected: expected.toFixed() });
  });
  const named = new Set(components.map((c) => c.skuId));
  const missing = sku.components.find((c) => !named.has(Number(c.skuId)));
  if (missing) throw fail.field('lines', 'inventory.componentMissing', { sku: `${missing.code} ${missing.name}` });
  await productPort().markUsed(tx, [product.skuId]);
}

/**
 * Assembles (组装) combined products from their components or takes them apart (拆卸), in one
 * warehouse and one transaction: assembling takes the components out at their average cost and
 * brings the product in at their summed value; taking apart takes the product out at its
 * average and shares its value over the components (`splitValue`), so the stock value stays
 * the same to the cent. Reviewing locks what goes out; a reversal (红冲) undoes every move.
 */
export const skuProcess = registerDocumentType({
  type: 'SKU_PROCESS',
  prefix: prefixOf('SKU_PROCESS'),
  body: processSaveBody,
  header: z.object({
    warehouseId: z.string(),
    direction: z.enum(['ASSEMBLE', 'DISASSEMBLE']),
    productSkuId: z.string(),
    productQty: z.string(),
  }),
  line: processLine,
  ...lifecycleOf('SKU_PROCESS'),
  amountIsCost: true,
  exportColumns: [
    { key: 'warehouse', header: h('仓库', 'Warehouse', 'Gudang'), width: 18 },
    { key: 'direction', header: h('加工类型', 'Direction', 'Jenis proses'), width: 12 },
    { key: 'product', header: h('组合商品', 'Combined product', 'Produk gabungan'), width: 30 },
    { key: 'productQty', header: h('加工数量', 'Quantity processed', 'Jumlah diproses'), width: 12 },
  ],
  exportFields: async (executor, businessGroupId, headers) => {
    const warehouseIds = [...new Set(headers.flatMap((r) => (typeof r.warehouseId === 'string' ? [Number(r.warehouseId)] : [])))];
    const productIds = [...new Set(headers.map((r) => Number(r.productSkuId)).filter((n) => Number.isFinite(n)))];
    const [warehouses, products] = await Promise.all([
      warehousePort().warehouses(executor, businessGroupId, warehouseIds),
      productPort().skus(executor, productIds),
    ]);
    return headers.map((r) => {
      const p = products.get(Number(r.productSkuId));
      return {
        warehouse: typeof r.warehouseId === 'string' ? (warehouses.get(Number(r.warehouseId))?.name ?? '') : '',
        direction: r.direction === 'DISASSEMBLE' ? '拆卸 Disassemble' : '组装 Assemble',
        product: p ? `${p.code ?? ''} ${p.name ?? ''}`.trim() : '',
        productQty: String(r.productQty ?? ''),
      };
    });
  },
  validate: (tx, draft, { actor }) => assertProcessable(tx, actor, draft),
  hooks: stockHooks({
    locks: processLocks,
    moves: processMoves,
    // Each line shows the value it moved, as a positive cost.
    lineCosts: (_doc, posted) => posted.map((p) => ({ lineId: p.lineId as number, unitCost: p.unitCost, amount: p.amount.abs() })),
  }),
  permissions: screenPermissions(DOCUMENT_SCREENS.SKU_PROCESS),
});
