import type { Language } from '@quire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ZodType, z } from 'zod';
import type { AuthContext } from '../access/auth-context';
import { stripCostFields } from '../access/field-permission';
import type { Db } from '../db/client';
import { type MessageKey, translate } from '../i18n/messages';

/** Anyone may call it: login, register, health, system config. */
export const PUBLIC = 'public' as const;
/** Any signed-in user: their own profile, password, table settings. */
export const AUTHENTICATED = 'authenticated' as const;
/** A menu path (`/system/role`) or button path (`system:role:add`) the caller must hold. */
export type Permission = typeof PUBLIC | typeof AUTHENTICATED | (string & {});

type Infer<T> = T extends ZodType ? z.infer<T> : undefined;

export type RouteContext<B, Q, P> = {
  body: B;
  query: Q;
  params: P;
  db: Db;
  lang: Language;
  /** The caller; throws on a PUBLIC route that has no session. */
  auth: AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteDef<BS, QS, PS> = {
  method: HTTPMethods;
  url: string;
  permission: Permission;
  summary: string;
  tags?: string[];
  body?: BS;
  query?: QS;
  params?: PS;
  /** The handler's own reply (a file download) instead of the envelope. */
  raw?: boolean;
  /** Largest body accepted, after inflating a gzip body; JSON_BODY_LIMIT unless the route takes uploads. */
  bodyLimit?: number;
  /** Open to a session that must change its password first (change it, read the own profile, log out). */
  allowedBeforePasswordChange?: boolean;
  /** The refusal of a caller without the permission, when the spec words it (无导入权限); auth.forbidden otherwise. */
  deniedMessage?: MessageKey;
  handler: (ctx: RouteContext<Infer<BS>, Infer<QS>, Infer<PS>>) => Promise<unknown>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
    allowedBeforePasswordChange?: boolean;
    deniedMessage?: MessageKey;
  }
  interface FastifyRequest {
    auth?: AuthContext;
    lang: Language;
    rawBody?: string;
  }
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * The default body limit: the largest JSON a screen sends (a document of a few thousand lines,
 * a table configuration) is well under it; uploads declare their own.
 */
export const JSON_BODY_LIMIT = 1024 * 1024;

export function envelope(request: FastifyRequest, data: unknown) {
  return { code: 200, msg: translate(request.lang, 'common.success'), data: data ?? null, requestId: request.id };
}

/** Registers one API route: path, permission, schemas, one service call. */
export function route<
  BS extends ZodType | undefined = undefined,
  QS extends ZodType | undefined = undefined,
  PS extends ZodType | undefined = undefined,
>(app: FastifyInstance, def: RouteDef<BS, QS, PS>): void {
  app.route({
    method: def.method,
    url: def.url,
    config: {
      permission: def.permission,
      allowedBeforePasswordChange: def.allowedBeforePasswordChange,
      deniedMessage: def.deniedMessage,
    },
    bodyLimit: def.bodyLimit ?? JSON_BODY_LIMIT,
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(def.body ? { body: def.body } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.params ? { params: def.params } : {}),
    },
    handler: async (request, reply) => {
      const ctx: RouteContext<Infer<BS>, Infer<QS>, Infer<PS>> = {
        body: request.body as Infer<BS>,
        query: request.query as Infer<QS>,
        params: request.params as Infer<PS>,
        db: app.db,
        lang: request.lang,
        get auth() {
          if (!request.auth) throw new Error(`route ${def.url} used auth without a session`);
          return request.auth;
        },
        request,
        reply,
      };
      const data = await def.handler(ctx);
      if (def.raw) return reply;
      // The one field-permission gate: cost fields leave only for holders of `costPrice`.
      return reply.send(envelope(request, request.auth ? stripCostFields(request.auth, data) : data));
    },
  });
}
