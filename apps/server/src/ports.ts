// The ports the document engine reads through, installed with the modules that answer them.
import type { DocumentType } from '@quire/contracts';
import { type DocumentConfig, installDocumentPorts } from './documents/config.port';
import {
  type EngineConfig,
  engineConfigFromJson,
  engineConfigJson,
  getConfigWithProcess,
  type ProcessSettings,
} from './modules/basic/index';
import { clearPlansOf, creditSummaries, creditSummaryView, pointsBalances } from './modules/finance/index';
import { installTransferRequestPort } from './modules/inventory/index';
import { customerCreditPort, customerPorts } from './modules/partner/index';
import { pricePolicyUsable } from './modules/pricing/index';
import { readSession, reviewAuthorityCodeHash } from './modules/system/index';
import { transferRequestFulfilment } from './modules/wholesale/index';
import { installSessionReader } from './platform/auth/session.store';

/** The engine's configuration from the basic module's (business configuration and process configuration per type). */
function documentConfigOf({ config: c, process }: { config: EngineConfig; process: Map<DocumentType, ProcessSettings> }): DocumentConfig {
  return {
    ifNegativeInventory: c.ifNegativeInventory,
    ifVirtualStock: c.ifVirtualStock,
    reviewPolicy: c.reviewPolicy,
    designatedReviewerIds: (c.designatedReviewerIds ?? []).map(Number),
    roundingMode: c.roundingMode,
    roundingPrecision: c.roundingPrecision,
    autoCheckoutTime: c.autoCheckoutTime ?? null,
    ifZeroPrice: c.ifZeroPrice,
    overOrderCeilingRatio: c.overOrderCeilingRatio,
    processPolicies: Object.fromEntries(process),
  };
}

installDocumentPorts({
  config: {
    /**
     * The basic module's configuration of the group (created with its defaults on first read)
     * with its process configuration per document type, in one statement.
     */
    get: async (executor, businessGroupId) => documentConfigOf(await getConfigWithProcess(executor, businessGroupId)),
    // The same, selected with the document an operation loads.
    inline: { sql: engineConfigJson, parse: (value) => documentConfigOf(engineConfigFromJson(value)) },
  },
  reviewers: { reviewAuthorityCodeHash },
});

installSessionReader(readSession);

customerPorts.pricePolicyUsable = pricePolicyUsable;
customerCreditPort.creditSummaries = async (db, belongId, ids) => {
  const found = await creditSummaries(db, belongId, ids);
  return new Map([...found].map(([id, s]) => [id, creditSummaryView(s)]));
};
customerCreditPort.clearPlans = clearPlansOf;
customerCreditPort.points = pointsBalances;

// 配货 by transfer: a warehouse transfer's lines may fulfil distribution requests (wholesale).
installTransferRequestPort(transferRequestFulfilment);
