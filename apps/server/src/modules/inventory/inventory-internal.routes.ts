import { DOCUMENT_SCREENS, idText, type ProcessBomView } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { getSkusByIds } from '../product/index';

/** What the processing screen reads besides its documents: a combined product's components. */
export function inventoryInternalRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: `${DOCUMENT_SCREENS.SKU_PROCESS.base}/bom/:skuId`,
    permission: DOCUMENT_SCREENS.SKU_PROCESS.menu,
    summary: 'A combined product with its components and their quantity per set (the processing lines are computed from it)',
    tags: ['stock: product processing'],
    params: z.object({ skuId: idText }),
    handler: async ({ db, params }): Promise<ProcessBomView> => {
      const [sku] = await getSkusByIds(db, [Number(params.skuId)]);
      if (!sku) throw fail.notFound();
      return {
        skuId: sku.id,
        code: sku.code,
        name: sku.name,
        unit: sku.unit,
        isCombined: sku.isCombined,
        status: sku.status,
        components: sku.components.map((c) => ({
          skuId: c.skuId,
          code: c.code,
          name: c.name,
          unit: c.unit,
          quantity: c.quantity,
          status: c.status,
        })),
      };
    },
  });
}
