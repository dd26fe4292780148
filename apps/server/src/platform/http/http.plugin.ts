import { randomUUID } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';
import { ErrorCode, HEADER, httpStatusOf, normalizeLanguage } from '@quire/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { translate } from '../i18n/messages';
import { AppError, fail } from './errors';
import { exceedsDepth, findInputProblem, type InputProblem, MAX_JSON_DEPTH } from './input-guard';
import { JSON_BODY_LIMIT } from './route';
import { ValidationFailure } from './validation';

export const REQUEST_ID_HEADER = HEADER.requestId;

export function newRequestId(): string {
  return randomUUID().replace(/-/g, '');
}

/** Envelope, errors, request id, language, gzip bodies, version header. */
export function registerHttpPlatform(app: FastifyInstance, options: { appVersion: string }): void {
  app.decorateRequest('lang', 'zh-CN');
  app.decorateRequest('rawBody', undefined);
  app.decorateRequest('auth', undefined);
  app.decorateRequest('session', undefined);

  app.addHook('onRequest', async (request, reply) => {
    request.lang = normalizeLanguage(request.headers[HEADER.language]);
    reply.header(REQUEST_ID_HEADER, request.id);
    reply.header(HEADER.appVersion, options.appVersion);
  });

  // Bodies may arrive gzip-encoded (spec §7: large bodies to configured URIs). Only callers
  // that passed the access check get here (it runs in onRequest); the inflated size is capped
  // at the route's body limit, and inflating stops the moment it is passed.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const encoding = String(request.headers['content-encoding'] ?? '').toLowerCase();
    if (encoding !== 'gzip') return payload;
    // The decoded length differs from the header's; let the parser count the real bytes.
    delete request.headers['content-length'];
    return cappedGunzip(payload, request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT);
  });

  // JSON bodies: keep the raw text, which the request signature covers.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (request, body, done) => {
    const text = body as string;
    request.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    if (exceedsDepth(text)) return done(new AppError(ErrorCode.VALIDATION_FAILED, 'common.tooDeep', { max: MAX_JSON_DEPTH }), undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(new AppError(ErrorCode.VALIDATION_FAILED, 'common.badJson'), undefined);
    }
    const problem = findInputProblem(value);
    if (problem) return done(inputRefusal(problem), undefined);
    done(null, value);
  });

  // Query strings and path parameters are caller text too.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query]) {
      const problem = part && typeof part === 'object' ? findInputProblem(part) : undefined;
      if (problem) throw inputRefusal(problem);
    }
  });

  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => sendError(error, request, reply));

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      code: 404,
      msg: translate(request.lang, 'common.routeNotFound', { url: request.url.split('?')[0] }),
      data: null,
      requestId: request.id,
    });
  });
}

function inputRefusal(problem: InputProblem): AppError {
  if (problem.problem === 'depth') return fail.field(problem.field, 'common.tooDeep', { max: MAX_JSON_DEPTH });
  return fail.field(problem.field, problem.problem === 'nul' ? 'common.nulCharacter' : 'common.badCharacter');
}

/** A 413 the error handler maps to the catalogue message. */
function tooLarge(): Error {
  return Object.assign(new Error('body too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
}

/** Inflates a gzip body and stops (destroying the inflater) as soon as it passes `limit` bytes. */
export function cappedGunzip(payload: Readable, limit: number): Readable {
  const gunzip = zlib.createGunzip();
  let inflated = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      inflated += chunk.length;
      if (inflated > limit) {
        payload.unpipe(gunzip);
        gunzip.destroy();
        callback(tooLarge());
        return;
      }
      callback(null, chunk);
    },
  });
  gunzip.on('error', (err) => capped.destroy(Object.assign(err, { statusCode: 400 })));
  payload.pipe(gunzip).pipe(capped);
  return capped;
}

function sendError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  const lang = request.lang ?? 'zh-CN';
  if (error instanceof AppError) {
    const errors = error.fieldErrors.map((f) => ({
      field: f.field,
      message: f.messageKey ? translate(lang, f.messageKey, error.params) : f.message,
    }));
    return reply.status(httpStatusOf(error.code)).send({
      code: error.code,
      msg: translate(lang, error.messageKey, error.params),
      data: null,
      requestId: request.id,
      ...(errors.length ? { errors } : {}),
    });
  }
  if (error instanceof ValidationFailure) {
    const errors = error.fieldErrors(lang);
    const summary = errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; ');
    return reply.status(400).send({
      code: ErrorCode.VALIDATION_FAILED,
      msg: `${translate(lang, 'common.validationFailed')}（${summary}）`,
      data: null,
      requestId: request.id,
      errors,
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(issue.params?.issue ? '' : '');
      return { field: field || issue.schemaPath || '', message: issue.message ?? '' };
    });
    const summary = errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; ');
    return reply.status(400).send({
      code: ErrorCode.VALIDATION_FAILED,
      msg: `${translate(lang, 'common.validationFailed')}（${summary}）`,
      data: null,
      requestId: request.id,
      errors,
    });
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500 && !isResponseSerializationError(error)) {
    const key =
      fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'common.payloadTooLarge'
        : fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'common.badJson'
          : /gzip|incorrect header|unexpected end/i.test(fastifyError.message)
            ? 'common.badGzip'
            : 'common.badJson';
    return reply.status(fastifyError.statusCode).send({
      code: ErrorCode.VALIDATION_FAILED,
      msg: translate(lang, key),
      data: null,
      requestId: request.id,
    });
  }
  request.log.error({ err: error, requestId: request.id }, 'unexpected error');
  return reply.status(500).send({
    code: ErrorCode.INTERNAL,
    msg: translate(lang, 'common.internal'),
    data: null,
    requestId: request.id,
  });
}
