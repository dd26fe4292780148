// What a print of documents prints: each document's header and lines with the names of its
// warehouses, partner, goods and people resolved, and a PRINT entry in each one's audit trail.
// Cost fields leave only for holders of `costPrice` (the route's field-permission gate).
import type { DocumentType, PrintDocument } from '@quire/contracts';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentDefinition } from '../../documents/document-definition';
import { documentDetail } from '../../documents/document-query';
import { insertAudit } from '../../documents/document-save';
import type { AuthContext } from '../../platform/access/auth-context';
import type { Tx } from '../../platform/db/client';
import { fail } from '../../platform/http/errors';
import { customerAddress, customerNames, supplierNames } from '../partner/index';
import { getSkusByIds } from '../product/index';
import { employeeNames, groupWithChildren } from '../system/index';
import { logicalWarehousesByIds } from '../warehouse/index';
import { partnerKindOf } from './print-template.defaults';

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
const ids = (values: unknown[]): number[] => [...new Set(values.map(num).filter((v): v is number => v !== null && Number.isFinite(v)))];

async function partnersOf(tx: Tx, groupId: number, type: DocumentType, partnerIds: number[]) {
  const names =
    partnerKindOf(type) === 'SUPPLIER' ? await supplierNames(tx, groupId, partnerIds) : await customerNames(tx, groupId, partnerIds);
  const addresses = new Map<number, string>();
  if (partnerKindOf(type) === 'CUSTOMER' && partnerIds.length) {
    const found = await tx
      .select()
      .from(customerAddress)
      .where(
        and(
          eq(customerAddress.businessGroupId, groupId),
          inArray(customerAddress.customerId, partnerIds),
          eq(customerAddress.isDefault, true),
        ),
      );
    for (const a of found) {
      const place = [a.provinceName, a.cityName, a.districtName, a.detail].filter(Boolean).join('');
      addresses.set(a.customerId, `${place} ${a.contactName} ${a.contactPhone}`.trim());
    }
  }
  return { names, addresses };
}

/**
 * The print data of the group's documents `wireIds` of one type, in the order asked; not
 * found unless every one is the group's. Records who printed each one when (not a designer's preview).
 */
export async function printDocuments(
  tx: Tx,
  auth: AuthContext,
  def: DocumentDefinition,
  wireIds: string[],
  record = true,
): Promise<PrintDocument[]> {
  const repeated = wireIds.find((id, i) => wireIds.indexOf(id) !== i);
  if (repeated) throw fail.field('ids', 'print.paramsInvalid', { detail: repeated });
  const details = [];
  for (const id of wireIds) details.push(await documentDetail(tx, auth.belongId, def, Number(id)));
  const allLines = details.flatMap((d) => d.lines);
  const skus = await getSkusByIds(tx, ids(allLines.map((l) => l.skuId)));
  const warehouseIds = ids([...details.flatMap((d) => [d.warehouseId, d.toWarehouseId]), ...allLines.map((l) => l.warehouseId)]);
  const warehouses = await logicalWarehousesByIds(tx, auth.belongId, warehouseIds);
  const partners = await partnersOf(tx, auth.belongId, def.type, ids(details.map((d) => d.partnerId)));
  const people = await employeeNames(tx, ids(details.map((d) => d.createdBy)));
  const groups = await groupWithChildren(tx, auth.belongId);
  const sku = new Map(skus.map((s) => [Number(s.id), s]));
  const warehouse = new Map(warehouses.map((w) => [w.id, w.name]));
  const groupName = groups.find((g) => g.id === auth.belongId)?.name ?? '';
  const printTime = new Date().toISOString();

  const out: PrintDocument[] = details.map((d) => {
    const { audit: _a, links: _l, operations: _o, lines, ...header } = d;
    const partnerId = num(d.partnerId);
    const partner = partnerId === null ? undefined : partners.names.get(partnerId);
    return {
      ...header,
      businessGroupName: groupName,
      warehouseName: warehouse.get(num(d.warehouseId) ?? -1) ?? null,
      toWarehouseName: warehouse.get(num(d.toWarehouseId) ?? -1) ?? null,
      partnerCode: partner?.code ?? null,
      partnerName: partner?.name ?? null,
      address: (header.address as string | undefined) ?? (partnerId === null ? null : (partners.addresses.get(partnerId) ?? null)),
      createdByName: people.get(num(d.createdBy) ?? -1) ?? null,
      printTime,
      lines: lines.map((l) => {
        const s = sku.get(num(l.skuId) ?? -1);
        const amount = def.amountIsCost ? undefined : (l.amount as string | undefined | null);
        const price = l.price ?? (amount && Number(l.qty) !== 0 ? new Decimal(amount).div(l.qty).toDecimalPlaces(4).toString() : undefined);
        return {
          ...l,
          skuCode: s?.code ?? null,
          skuName: s?.name ?? null,
          unit: s?.unit ?? null,
          barcode: s?.barcodes?.[0] ?? null,
          warehouseName: warehouse.get(num(l.warehouseId) ?? -1) ?? null,
          price: price ?? null,
        };
      }),
    } as PrintDocument;
  });

  for (const d of record ? details : []) {
    await insertAudit(tx, { id: Number(d.id), businessGroupId: auth.belongId }, auth.employeeId, [
      { operation: 'PRINT', from: d.status, to: d.status },
    ]);
  }
  return out;
}
