import { changePasswordBody, HEADER, loginBody, registerBody } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config';
import { AUTHENTICATED, PUBLIC, route } from '../../platform/http/route';
import { translate } from '../../platform/i18n/messages';
import { changePassword, login, logout, register, sessionUser } from './login.service';

export function loginRoutes(app: FastifyInstance, config: Config): void {
  route(app, {
    method: 'POST',
    url: '/api/login/admin/login',
    permission: PUBLIC,
    summary: 'Log in with employee code and password; returns the token and the request sign key',
    tags: ['login'],
    body: loginBody,
    handler: ({ db, body, request }) => login(db, config, body, request.ip),
  });

  route(app, {
    method: 'POST',
    url: '/api/login/admin/logout',
    permission: AUTHENTICATED,
    allowedBeforePasswordChange: true,
    summary: 'Log out: revokes the token',
    tags: ['login'],
    handler: async ({ db, auth }) => {
      await logout(db, auth);
      return null;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/login/cmsPlatformUser/detail',
    permission: AUTHENTICATED,
    allowedBeforePasswordChange: true,
    summary: 'The session user with the permission menu tree',
    tags: ['login'],
    handler: ({ db, auth, request, lang }) => sessionUser(db, auth, String(request.headers[HEADER.token]), lang),
  });

  route(app, {
    method: 'PUT',
    url: '/api/login/cmsPlatformUser/changePassword',
    permission: AUTHENTICATED,
    allowedBeforePasswordChange: true,
    summary: 'Change the own password; ends every other session of the user',
    tags: ['login'],
    body: changePasswordBody,
    handler: async ({ db, auth, body }) => {
      await changePassword(db, auth, body);
      return null;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/login/register',
    permission: PUBLIC,
    summary: 'Dealer self-registration: a disabled dealer group and employee for an administrator to enable',
    tags: ['login'],
    body: registerBody,
    handler: async ({ db, body, lang, request }) => ({
      ...(await register(db, config, body, request.ip)),
      message: translate(lang, 'register.pending'),
    }),
  });
}
