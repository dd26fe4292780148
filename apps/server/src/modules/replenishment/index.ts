// The replenishment module's public face: suggestions (补货建议) and their configuration.

export { REPLENISHMENT_MESSAGES } from './replenishment.messages';
export { replenishmentRoutes } from './replenishment.routes';
export { seedDemoReplenishment } from './replenishment.seed';
