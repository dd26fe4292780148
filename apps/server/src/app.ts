import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import './messages';
import './ports';
import { documentRoutes } from './documents/document.routes';
import { basicRoutes } from './modules/basic/basic.routes';
import { basicDataRoutes } from './modules/basic/basic-data.routes';
import { processConfigRoutes } from './modules/basic/process-config.routes';
import { financeRoutes } from './modules/finance/index';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { noticeRoutes } from './modules/notice/index';
import { partnerRoutes } from './modules/partner/partner.routes';
import { portalRoutes } from './modules/portal/index';
import { pricingRoutes } from './modules/pricing/index';
import { printRoutes } from './modules/print/index';
import { productRoutes } from './modules/product/product.routes';
import { purchaseRoutes } from './modules/purchase/index';
import { replenishmentRoutes } from './modules/replenishment/index';
import { favoritesRoutes } from './modules/shared/favorites.routes';
import { sharedRoutes } from './modules/shared/shared.routes';
import { stocktakeRoutes } from './modules/stocktake/index';
import { loginRoutes } from './modules/system/login.routes';
import { userRoutes } from './modules/system/user.routes';
import { warehouseRoutes } from './modules/warehouse/warehouse.routes';
import { retailRoutes, wholesaleRoutes } from './modules/wholesale/index';
import { registerAccessCheck } from './platform/access/access.plugin';
import type { Config } from './platform/config';
import type { Db } from './platform/db/client';
import { excelRoutes } from './platform/excel/excel.routes';
import { fileRoutes } from './platform/files/file.routes';
import { newRequestId, registerHttpPlatform } from './platform/http/http.plugin';
import { JSON_BODY_LIMIT } from './platform/http/route';
import { validatorCompiler } from './platform/http/validation';

export type RouteInfo = {
  method: string;
  url: string;
  permission: string | undefined;
  /** The route's Zod schemas, for the tests generated from the route table. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
};

export type BuildOptions = {
  config: Config;
  db: Db;
  logger?: boolean | object;
  /** Serve the web build (off in tests). */
  serveWeb?: boolean;
};

export async function buildApp(options: BuildOptions): Promise<FastifyInstance & { routeList: RouteInfo[] }> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: newRequestId,
    // X-Forwarded-For is believed only from the proxies named by TRUST_PROXY (off by
    // default): otherwise any client could pick the address the login throttle counts.
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);

  const routeList: RouteInfo[] = [];
  app.addHook('onRoute', (r) => {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    for (const method of methods) {
      if (method === 'HEAD' || !r.url.startsWith('/api/') || r.url.startsWith('/api/docs')) continue;
      routeList.push({ method, url: r.url, permission: r.config?.permission, schema: (r.schema ?? {}) as RouteInfo['schema'] });
    }
  });

  registerHttpPlatform(app, { appVersion: config.appVersion });
  // The browser protections, built once: @fastify/helmet built them anew on every request (13–19 µs each).
  const securityHeaders = helmet({
    // antd writes its CSS-in-JS as <style> elements, so styles may be inline; scripts never.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // The app frames its own print page; nobody else may frame it.
        frameAncestors: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // Served over plain HTTP on a LAN as often as behind TLS: HSTS is the proxy's to set.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Quire API', version: config.appVersion, description: 'Signed requests: see README, "Calling the API".' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  registerAccessCheck(app, config);

  sharedRoutes(app, config);
  loginRoutes(app, config);
  userRoutes(app);
  basicRoutes(app, config);
  basicDataRoutes(app, config);
  processConfigRoutes(app);
  portalRoutes(app);
  excelRoutes(app, config);
  fileRoutes(app, config);
  favoritesRoutes(app);
  productRoutes(app, config);
  partnerRoutes(app, config);
  warehouseRoutes(app, config);
  documentRoutes(app, config);
  inventoryRoutes(app, config);
  stocktakeRoutes(app, config);
  purchaseRoutes(app, config);
  replenishmentRoutes(app);
  wholesaleRoutes(app, config);
  retailRoutes(app);
  pricingRoutes(app, config);
  financeRoutes(app, config);
  printRoutes(app);
  noticeRoutes(app, config);

  if (options.serveWeb && fs.existsSync(path.join(config.webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false });
    const indexHtml = fs.readFileSync(path.join(config.webDist, 'index.html'));
    const serveIndex = (_req: unknown, reply: import('fastify').FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml);
    app.get('/', serveIndex);
    app.get('/*', async (request, reply) => {
      const file = path.join(config.webDist, request.url.split('?')[0]);
      if (file.startsWith(config.webDist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        const rel = path.relative(config.webDist, file);
        if (rel.startsWith('assets')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        return reply.sendFile(rel);
      }
      if (request.url.startsWith('/api/')) return reply.callNotFound();
      return serveIndex(request, reply);
    });
  }

  await app.ready();
  return Object.assign(app, { routeList });
}
