// Order service, rebate adjustments (返利比例审核单 / 客户返利调整): the sheet's document routes
// from the engine, the customers' rebate terms and balances the editor shows, and 按期间结算
// (the unsettled periodic rebate of a period, to fill an AMOUNT sheet).
import { DOCUMENT_SCREENS, type RebatePeriodView, type RebateSummaryView, rebatePeriodBody, rebateSummaryBody } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { registerDocumentRoutes } from '../../documents/document-routes';
import { fail } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { rebateSummaryExport } from './rebate.export';
import { rebateOfPeriod, rebateSummaries } from './rebate.service';
import { rebateAdjust } from './rebate-document';

const SCREEN = DOCUMENT_SCREENS.REBATE_RATIO_AUDIT;
const TAG = ['finance: rebate adjustments'];

export function rebateRoutes(app: FastifyInstance): void {
  registerDocumentRoutes(app, rebateAdjust, TAG);
  rebateSummaryExport(app, SCREEN.base, `${SCREEN.permission}:export`);

  route(app, {
    method: 'POST',
    url: `${SCREEN.base}/summary`,
    permission: SCREEN.menu,
    summary: 'Customers’ rebate ratio and type, periodic rebate accrued and not settled, rebate credited to the receivable',
    tags: TAG,
    body: rebateSummaryBody,
    handler: async ({ db, auth, body }): Promise<RebateSummaryView[]> => {
      const found = await rebateSummaries(db, auth.belongId, body.customerIds);
      // Any id outside the active group: not found, for all of them.
      if (!found) throw fail.notFound();
      return found;
    },
  });

  route(app, {
    method: 'POST',
    url: `${SCREEN.base}/period`,
    permission: SCREEN.menu,
    summary: '按期间结算: the periodic rebate a customer accrued in a period (sales and returns by bill date) and what of it is unsettled',
    tags: TAG,
    body: rebatePeriodBody,
    handler: async ({ db, auth, body }): Promise<RebatePeriodView> => {
      const found = await rebateOfPeriod(db, auth.belongId, body);
      if (!found) throw fail.notFound();
      return found;
    },
  });
}
