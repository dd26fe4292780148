import { movementPageBody, stockFilterBody, stockQueryBody } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { warehousesNamedByDocuments } from '../../documents/document-query';
import { registerDocumentRoutes } from '../../documents/document-routes';
import type { Config } from '../../platform/config';
import { route } from '../../platform/http/route';
import { registerWarehouseUsageCheck } from '../warehouse/index';
import { costAdjust, stockBreakage, systemCostAdjust, warehouseTransfer } from './inventory-documents';
import { materialReceive, skuProcess } from './inventory-documents-internal';
import { inventoryInternalRoutes } from './inventory-internal.routes';
import { inventoryExportRoutes } from './inventory-lists.export';
import { warehousesHoldingStock } from './stock-ledger.service';
import { movementPage, stockPage, stockTotals } from './stock-query.service';

/** Stock service (spec §7): the inventory documents, stock query and product movements. */
export function inventoryRoutes(app: FastifyInstance, _config: Config): void {
  // A warehouse with stock rows or named by a document cannot be deleted.
  registerWarehouseUsageCheck('logical', warehousesHoldingStock);
  registerWarehouseUsageCheck('logical', warehousesNamedByDocuments);

  // Each under its screen's base path (contracts' DOCUMENT_SCREENS); the system's own cost
  // adjustments have no screen: they are read (and reversed) from the cost-adjustment one.
  registerDocumentRoutes(app, warehouseTransfer, ['stock: warehouse transfers']);
  registerDocumentRoutes(app, stockBreakage, ['stock: profit and loss']);
  registerDocumentRoutes(app, costAdjust, ['stock: cost adjustments']);
  registerDocumentRoutes(app, materialReceive, ['stock: requisitions']);
  registerDocumentRoutes(app, skuProcess, ['stock: product processing']);
  inventoryInternalRoutes(app);
  registerDocumentRoutes(app, systemCostAdjust, ['stock: cost adjustments'], '/api/stock/systemCostAdjust');

  route(app, {
    method: 'POST',
    url: '/api/stock/stockQuery/page',
    permission: '/inventory/stock',
    summary: 'Stock per warehouse and SKU: on hand, locked, available, average cost and value',
    tags: ['stock: query'],
    body: stockQueryBody,
    handler: ({ db, auth, body }) => stockPage(db, auth.belongId, body),
  });

  route(app, {
    method: 'POST',
    url: '/api/stock/stockQuery/totals',
    permission: '/inventory/stock',
    summary: 'Totals of the whole filtered stock (rows, on hand, locked, available; stock value with costPrice), in one aggregate',
    tags: ['stock: query'],
    body: stockFilterBody,
    handler: ({ db, auth, body }) => stockTotals(db, auth.belongId, body),
  });

  route(app, {
    method: 'POST',
    url: '/api/stock/movement/page',
    permission: '/inventory/movement',
    summary: 'Product movement records: every stock move with its document, running balance and cost',
    tags: ['stock: query'],
    body: movementPageBody,
    handler: ({ db, auth, body }) => movementPage(db, auth.belongId, body),
  });

  inventoryExportRoutes(app);
}
