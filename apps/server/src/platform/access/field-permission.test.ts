import { COST_PRICE_PERMISSION } from '@quire/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { registerHttpPlatform } from '../http/http.plugin';
import { route } from '../http/route';
import { registerAccessCheck } from './access.plugin';

const t = await startTestApp();

// A priced response goes through the same `route()` every module uses.
const app = Fastify({ logger: false });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
app.decorate('db', t.db);
registerHttpPlatform(app, { appVersion: 'x' });
registerAccessCheck(app, t.config);
route(app, {
  method: 'GET',
  url: '/api/probe/sku',
  permission: '/product/sku',
  summary: 'a priced SKU list',
  handler: async () => ({
    list: [{ skuCode: 'A1', wholesalePrice: '3.50', costPrice: '2.10', lines: [{ unitCost: '2.1', grossMargin: '0.4', qty: '1' }] }],
  }),
});
await app.ready();

async function get(grants: string[]) {
  const s = await t.given.session({ grants });
  const headers = await t.signedHeaders(s, 'GET', '/api/probe/sku', '');
  return (await app.inject({ method: 'GET', url: '/api/probe/sku', headers })).json();
}

describe('field permission: cost', () => {
  it('removes cost price, unit cost and gross margin at every depth without costPrice', async () => {
    const body = await get(['/product/sku']);
    expect(body.data.list[0]).toEqual({ skuCode: 'A1', wholesalePrice: '3.50', lines: [{ qty: '1' }] });
  });

  it('keeps them for a holder of the costPrice button', async () => {
    const body = await get(['/product/sku', COST_PRICE_PERMISSION]);
    expect(body.data.list[0].costPrice).toBe('2.10');
    expect(body.data.list[0].lines[0]).toEqual({ unitCost: '2.1', grossMargin: '0.4', qty: '1' });
  });
});
