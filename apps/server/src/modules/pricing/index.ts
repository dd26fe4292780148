// The pricing module's public face: price adjustments, policies, promotions, goods lists, and
// the one price resolution every sale line uses.

export { goodsListKindsOf, rebateSkusOf } from './goods-list-flags';
export { skusOnGoodsLists } from './goods-list-lookup';
export { type PaymentDiscountHit, paymentDiscount, paymentDiscountsFor } from './payment-discount';
export { postDueAdjustments, priceAdjust } from './price-adjust';
export { pricePolicyUsable } from './price-policy.service';
export { resolvePrices } from './price-resolution';
export { PRICING_MESSAGES } from './pricing.messages';
export { PRICE_ADJUST_QUEUE, pricingRoutes } from './pricing.routes';
export { seedDemoPricing } from './pricing.seed';
