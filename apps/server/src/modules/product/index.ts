// The product module's public face: other modules import only from here.

export { mnemonicOf } from './mnemonic';
export { markSkusUsed } from './sku.service';
export { skuIdsWhere } from './sku-filter';
export { getSkuComponents, getSkuCostSeed, getSkusByIds } from './sku-query.service';
export { type GoodsSearchQuery, SEARCH_TOTAL_CAP, searchSkus } from './sku-search.service';
