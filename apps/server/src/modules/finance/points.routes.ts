// Order service, points adjustment (积分调整单): the document routes from the engine, and the
// customers' points balances the adjustment's editor and list show.
import { DOCUMENT_SCREENS, type PointsBalanceView, pointsBalanceBody } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { registerDocumentRoutes } from '../../documents/document-routes';
import { fail } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { pointsAdjust } from './points-document';
import { customerRewardRatios, pointsBalances } from './points-ledger.service';

const SCREEN = DOCUMENT_SCREENS.CUSTOMER_REWARD;
const TAG = ['finance: points'];

export function pointsRoutes(app: FastifyInstance): void {
  registerDocumentRoutes(app, pointsAdjust, TAG);

  route(app, {
    method: 'POST',
    url: `${SCREEN.base}/balance`,
    permission: SCREEN.menu,
    summary: 'Customers’ points balances today and their reward ratios (percent: points = floor(eligible amount × ratio / 100))',
    tags: TAG,
    body: pointsBalanceBody,
    handler: async ({ db, auth, body }): Promise<PointsBalanceView[]> => {
      const ratios = await customerRewardRatios(db, auth.belongId, body.customerIds);
      // Any id outside the active group: not found, for all of them.
      if (body.customerIds.some((id) => !ratios.has(id))) throw fail.notFound();
      const balances = await pointsBalances(db, auth.belongId, body.customerIds);
      return body.customerIds.map((id) => ({
        customerId: String(id),
        points: balances.get(id) ?? 0,
        rewardRatio: ratios.get(id) as string,
      }));
    },
  });
}
