// The home page module's public face: the portal figures read from the other modules' indexes.
export { portalRoutes } from './portal.routes';
export { PORTAL_SCREENS, portalPage } from './portal.service';
