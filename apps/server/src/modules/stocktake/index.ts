// The stocktaking module's public face (盘点任务, 盘点单, 复盘单).

export { countedLocations } from './counted-locations';
export { STOCKTAKE_MESSAGES } from './stocktake.messages';
export { stocktakeRoutes } from './stocktake.routes';
export { seedDemoStocktake } from './stocktake.seed';
