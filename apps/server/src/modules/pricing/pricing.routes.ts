import {
  documentIdsQuery,
  GOODS_LIST_KINDS,
  type GoodsListKind,
  goodsListAddBody,
  goodsListPageBody,
  goodsListUpdateBody,
  idText,
  priceHistoryQuery,
  pricePolicyAddBody,
  pricePolicyPageBody,
  pricePolicyUpdateBody,
  pricingStatusBody,
  promotionAddBody,
  promotionOperateBody,
  promotionPageBody,
  promotionUpdateBody,
  skuPricePolicyListBody,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerDocumentRoutes } from '../../documents/document-routes';
import type { Config } from '../../platform/config';
import { AUTHENTICATED, route } from '../../platform/http/route';
import { registerJob } from '../../platform/jobs/registry';
import { goodsListDetail, goodsListPage, saveGoodsList, setGoodsListStatus } from './goods-list.service';
import { paymentDiscount } from './payment-discount';
import { postDueAdjustments, priceAdjust, pricingClock } from './price-adjust';
import { priceHistoryPage } from './price-history';
import { pricePolicyDetail, pricePolicyOptions, pricePolicyPage, savePricePolicy, setPricePolicyStatus } from './price-policy.service';
import { resolvePrices } from './price-resolution';
import { pricingExportRoutes } from './pricing.export';
import { GOODS_LIST_SCREENS } from './pricing-screens';
import { deletePromotions, enablePromotion, promotionDetail, promotionPage, savePromotion, terminatePromotion } from './promotion.service';

const idParams = z.object({ id: idText });

/** The queue of the job that posts reviewed price adjustments on their effective date. */
export const PRICE_ADJUST_QUEUE = 'pricing-post-due-adjustments';

/**
 * Pricing calls (价格管理): price adjustments and payment discounts (documents), wholesale
 * price policies, item promotions, the three goods lists, and the price of sale lines. Every
 * row is the active business group's.
 */
export function pricingRoutes(app: FastifyInstance, _config: Config): void {
  registerDocumentRoutes(app, priceAdjust, ['pricing: price adjustments']);
  registerDocumentRoutes(app, paymentDiscount, ['pricing: payment discounts']);
  policyRoutes(app);
  promotionRoutes(app);
  for (const kind of GOODS_LIST_KINDS) goodsListRoutes(app, kind);
  pricingExportRoutes(app);

  route(app, {
    method: 'POST',
    url: '/api/customer/skuPricePolicy/list',
    permission: AUTHENTICATED,
    summary:
      "Prices of sale lines for a customer of the active group, each with its reason (special price > promotion > policy > preset set > last price > wholesale price) and the line's flags",
    tags: ['pricing'],
    body: skuPricePolicyListBody,
    handler: ({ db, auth, body }) => resolvePrices(db, auth.belongId, body),
  });
  route(app, {
    method: 'POST',
    url: '/api/product/priceHistory/page',
    permission: '/pricing/priceAdjust',
    summary: "A SKU's price changes by posted price adjustments, newest first",
    tags: ['pricing'],
    body: priceHistoryQuery,
    handler: ({ db, auth, body }) => priceHistoryPage(db, auth.belongId, body),
  });

  // Every day just after midnight (and every hour after, for a server that was down then).
  registerJob({
    queue: PRICE_ADJUST_QUEUE,
    cron: '1 * * * *',
    handler: (_data, { database }) => postDueAdjustments(database.db),
  });
}

function policyRoutes(app: FastifyInstance): void {
  const tags = ['pricing: price policies'];
  const base = '/api/customer/pricePolicy';
  route(app, {
    method: 'POST',
    url: `${base}/page`,
    permission: '/pricing/policy',
    summary: 'Wholesale price policies, a page (code or name, status)',
    tags,
    body: pricePolicyPageBody,
    handler: ({ db, auth, body }) => pricePolicyPage(db, auth, body),
  });
  route(app, {
    method: 'GET',
    url: `${base}/itemList`,
    permission: AUTHENTICATED,
    summary: "Enabled price policies for the customer form's picker",
    tags,
    handler: ({ db, auth }) => pricePolicyOptions(db, auth),
  });
  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    permission: '/pricing/policy',
    summary: 'One price policy with its scope and special prices',
    tags,
    params: idParams,
    handler: ({ db, auth, params }) => pricePolicyDetail(db, auth, Number(params.id)),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/add`,
    permission: 'pricing:policy:add',
    summary: 'Add a price policy; code and name unique in the business group',
    tags,
    body: pricePolicyAddBody,
    bodyLimit: 1024 * 1024,
    handler: ({ db, auth, body }) => db.transaction((tx) => savePricePolicy(tx, auth, body)),
  });
  route(app, {
    method: 'POST',
    url: `${base}/update`,
    permission: 'pricing:policy:edit',
    summary: 'Change a price policy; its scope and special prices become those given',
    tags,
    body: pricePolicyUpdateBody,
    bodyLimit: 1024 * 1024,
    handler: ({ db, auth, body }) => db.transaction((tx) => savePricePolicy(tx, auth, body)),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/status`,
    permission: 'pricing:policy:status',
    summary: "Enable or disable price policies; a disabled policy no longer prices its customers' lines",
    tags,
    body: pricingStatusBody,
    handler: async ({ db, auth, body }) => {
      await db.transaction((tx) => setPricePolicyStatus(tx, auth, body.ids, body.status));
      return null;
    },
  });
}

function promotionRoutes(app: FastifyInstance): void {
  const tags = ['pricing: promotions'];
  const base = '/api/order/promotion';
  route(app, {
    method: 'POST',
    url: `${base}/page`,
    permission: '/pricing/promotion',
    summary: 'Item promotions, a page (bill no or name, status, running on a day, goods)',
    tags,
    body: promotionPageBody,
    handler: ({ db, auth, body }) => promotionPage(db, auth, body),
  });
  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    permission: '/pricing/promotion',
    summary: 'One promotion with its tiers, goods and scope',
    tags,
    params: idParams,
    handler: ({ db, auth, params }) => promotionDetail(db, auth, Number(params.id)),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/add`,
    permission: 'pricing:promotion:add',
    summary: 'Add a promotion (saved, not yet applying)',
    tags,
    body: promotionAddBody,
    bodyLimit: 1024 * 1024,
    handler: ({ db, auth, body }) => db.transaction((tx) => savePromotion(tx, auth, body)),
  });
  route(app, {
    method: 'POST',
    url: `${base}/update`,
    permission: 'pricing:promotion:edit',
    summary: 'Change a promotion not yet enabled',
    tags,
    body: promotionUpdateBody,
    bodyLimit: 1024 * 1024,
    handler: ({ db, auth, body }) => db.transaction((tx) => savePromotion(tx, auth, body)),
  });
  route(app, {
    method: 'POST',
    url: `${base}/enable`,
    permission: 'pricing:promotion:status',
    summary: 'Enable a promotion (生效): it applies from its begin date to the end of its end date',
    tags,
    body: promotionOperateBody,
    handler: async ({ db, auth, body }) => {
      await db.transaction((tx) => enablePromotion(tx, auth, body.id, body.version, pricingClock.today()));
      return null;
    },
  });
  route(app, {
    method: 'POST',
    url: `${base}/terminate`,
    permission: 'pricing:promotion:close',
    summary: 'Terminate an effective promotion (终止): it stops applying at once',
    tags,
    body: promotionOperateBody,
    handler: async ({ db, auth, body }) => {
      await db.transaction((tx) => terminatePromotion(tx, auth, body.id, body.version));
      return null;
    },
  });
  route(app, {
    method: 'DELETE',
    url: base,
    permission: 'pricing:promotion:edit',
    summary: 'Delete promotions not yet enabled (?ids=)',
    tags,
    query: documentIdsQuery,
    handler: async ({ db, auth, query }) => {
      await db.transaction((tx) => deletePromotions(tx, auth, query.ids));
      return null;
    },
  });
}

function goodsListRoutes(app: FastifyInstance, kind: GoodsListKind): void {
  const screen = GOODS_LIST_SCREENS[kind];
  const tags = [`pricing: ${screen.segment}`];
  const base = `/api/product/${screen.segment}`;
  route(app, {
    method: 'POST',
    url: `${base}/page`,
    permission: screen.menu,
    summary: `${kind} goods lists, a page (name or goods, status, valid on a day)`,
    tags,
    body: goodsListPageBody,
    handler: ({ db, auth, body }) => goodsListPage(db, auth, { ...body, kind }),
  });
  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    permission: screen.menu,
    summary: `One ${kind} goods list with its goods and categories`,
    tags,
    params: idParams,
    handler: ({ db, auth, params }) => goodsListDetail(db, auth, kind, Number(params.id)),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/add`,
    permission: `${screen.permission}:add`,
    summary: `Add a ${kind} goods list`,
    tags,
    body: goodsListAddBody(kind),
    bodyLimit: 1024 * 1024,
    handler: ({ db, auth, body }) => db.transaction((tx) => saveGoodsList(tx, auth, body)),
  });
  route(app, {
    method: 'POST',
    url: `${base}/update`,
    permission: `${screen.permission}:edit`,
    summary: `Change a ${kind} goods list; its goods become those given`,
    tags,
    body: goodsListUpdateBody(kind),
    bodyLimit: 1024 * 1024,
    handler: ({ db, auth, body }) => db.transaction((tx) => saveGoodsList(tx, auth, body)),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/status`,
    permission: `${screen.permission}:status`,
    summary: `Enable or disable ${kind} goods lists`,
    tags,
    body: pricingStatusBody,
    handler: async ({ db, auth, body }) => {
      await db.transaction((tx) => setGoodsListStatus(tx, auth, kind, body.ids, body.status));
      return null;
    },
  });
}
