import { type BusinessConfigView, DEFAULT_BUSINESS_CONFIG } from '@quire/contracts';

/** A stored configuration: the defaults, saved three times. */
export const CONFIG_VIEW: BusinessConfigView = {
  id: '7',
  businessGroupId: '1',
  ...DEFAULT_BUSINESS_CONFIG,
  version: 3,
  updateTime: '2026-01-01T00:00:00.000Z',
};
