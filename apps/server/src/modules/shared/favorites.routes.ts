import { favoritesUpdateBody } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import { AUTHENTICATED, route } from '../../platform/http/route';
import { listFavorites, updateFavorites } from './favorites.service';

/** The header's favorites: personal, limited to screens the caller may open. */
export function favoritesRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'POST',
    url: '/api/shared/favorites/list',
    permission: AUTHENTICATED,
    summary: 'The caller’s favorite screens, in order',
    tags: ['shared'],
    handler: ({ db, auth, lang }) => listFavorites(db, auth, lang),
  });

  route(app, {
    method: 'PUT',
    url: '/api/shared/favorites/update',
    permission: AUTHENTICATED,
    summary: 'Replace the caller’s favorite screens',
    tags: ['shared'],
    body: favoritesUpdateBody,
    handler: ({ db, auth, lang, body }) => updateFavorites(db, auth, lang, body),
  });
}
