// The ports the document engine reads through, installed with the modules that answer them.
import { installDocumentPorts } from './documents/config.port';
import { getBusinessConfig } from './modules/basic/index';
import { readSession, reviewAuthorityCodeHash } from './modules/system/index';
import { installSessionReader } from './platform/auth/session.store';

installDocumentPorts({
  config: {
    /** The basic module's configuration of the group (created with its defaults on first read). */
    get: async (executor, businessGroupId) => {
      const c = await getBusinessConfig(executor, businessGroupId);
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
      };
    },
  },
  reviewers: { reviewAuthorityCodeHash },
});

installSessionReader(readSession);
