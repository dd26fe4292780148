import { navigateTo } from './ui-bridge';

/**
 * The router's navigate for the shell and the pages: the same function for the app's life.
 * React Router's own `useNavigate` (outside a data router) reads the location, so each
 * component calling it was drawn again on every change of address: every open tab's page and
 * the home page whenever any screen opened. This one reads nothing; it calls the router's
 * navigate the app's root installs (ui-bridge-installer), with absolute paths.
 */
export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  return navigateTo;
}
