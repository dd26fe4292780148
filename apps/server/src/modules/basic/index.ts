// The basic-data module's public face: other modules import only from here. (The daily
// checkout in this folder, checkout.*, is another service's and exports its own functions.)
export { companyAccountOf } from './basic-data.account.service';
export { BUSINESS_CONFIG_DEFAULTS, type BusinessConfig, getBusinessConfig, pricingConfigSql } from './basic-data.config.service';
export { assertCurrencyUsable, exchangeRateOn } from './basic-data.currency.service';
export { ensureGeoData } from './basic-data.geo.service';
export { ensureReferenceData } from './basic-data.reference';
export {
  type EngineConfig,
  engineConfigFromJson,
  engineConfigJson,
  getConfigWithProcess,
  type ProcessSettings,
} from './process-config.service';
