// The inventory module's public face: other modules post stock through these.

export {
  type ProductPort,
  productPort,
  type SkuInfo,
  useProductPort,
  useWarehousePort,
  type WarehouseInfo,
  type WarehousePort,
  warehousePort,
} from './inventory.ports';
export { postSystemCostAdjust, warehouseTransfer } from './inventory-documents';
export { materialReceive, skuProcess } from './inventory-documents-internal';
export { type Breach, verifyLedger } from './ledger-verify';
export { skusBelowLowerLimit } from './low-stock';
export { saleCost } from './sale-cost';
export { revalueCosts, skusWithCost } from './stock-cost.service';
export { inboundTransfersSql, netSaleMovesSql, SALE_DOCUMENT_TYPES, warehouseBalancesSql, warehousesWithMovesSql } from './stock-figures';
export { assertStockMasterData, ledgerDocument, type StockEffects, stockHooks, warehouseMoves } from './stock-hooks';
export {
  type LedgerDocument,
  type LockItem,
  lockStock,
  type MoveCost,
  type MoveInput,
  type PostedMove,
  postMoves,
  registerInTransitType,
  registerStockGuard,
  releaseLocks,
  reverseMoves,
  type StockGuard,
} from './stock-ledger.service';
export { lineMoveCosts, skuCosts } from './stock-query.service';
export { installTransferRequestPort, type TransferRequestPort } from './transfer-request.port';
