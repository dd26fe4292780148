// The shared module's public face (favorites, shared configuration, the daily jobs).
export { favoritesRoutes } from './favorites.routes';
export { sharedRoutes } from './shared.routes';
