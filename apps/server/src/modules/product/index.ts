// The product module's public face: other modules import only from here.

export { mnemonicOf } from './mnemonic';
export { markSkusUsed } from './sku.service';
export { categoryPathsSql, skuFactsSql } from './sku-facts';
export { skuIdsWhere } from './sku-filter';
export {
  type CatalogName,
  catalogNames,
  lockSkuPrices,
  type SkuPriceFacts,
  type SkuPrices,
  type SkuPricingFacts,
  skuCategoryIdsSql,
  skuPriceFactsJson,
  skuPriceFactsOf,
  skuPricingFacts,
  writeSkuPrices,
} from './sku-prices';
export { getSkuComponents, getSkusByIds, type SkuFact, skuFacts, skusByCodes } from './sku-query.service';
export { type ScannedSku, skusByScanCodes } from './sku-scan';
export { type GoodsSearchQuery, SEARCH_TOTAL_CAP, searchSkus } from './sku-search.service';
