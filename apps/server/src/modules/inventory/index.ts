// The inventory module's public face: other modules post stock through these.

export {
  type ProductPort,
  productPort,
  type SkuInfo,
  useProductPort,
  useWarehousePort,
  type WarehouseInfo,
  type WarehousePort,
} from './inventory.ports';
export { postSystemCostAdjust } from './inventory-documents';
export { type Breach, verifyLedger } from './ledger-verify';
export { revalueCosts, skusWithCost } from './stock-cost.service';
export { assertStockMasterData, ledgerDocument, type StockEffects, stockHooks } from './stock-hooks';
export {
  type LedgerDocument,
  type LockItem,
  lockStock,
  type MoveCost,
  type MoveInput,
  type PostedMove,
  postMoves,
  registerInTransitType,
  releaseLocks,
  reverseMoves,
} from './stock-ledger.service';
export { lineMoveCosts, skuCosts } from './stock-query.service';
