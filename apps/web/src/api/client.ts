import {
  binaryBodyPayload,
  canonicalQueryFromSearch,
  type Envelope,
  ErrorCode,
  type FieldError,
  HEADER,
  signRequest,
} from '@quire/contracts';
import { CHANNEL, REQUEST_TIMEOUT_MS } from '../core/constants';
import { type GzipConfig, gzipText, shouldGzip } from '../core/gzip';
import { ApiError, CanceledError, decideErrorAction, type ErrorPolicy, type Failure } from './errors';
import { buildSearch, type QueryParams, requestKey } from './request-key';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions = ErrorPolicy & {
  method?: Method;
  /** Path under the gateway, e.g. /api/user/employee/list. */
  url: string;
  params?: QueryParams;
  data?: unknown;
  /**
   * A raw binary body (an .xlsx upload) sent instead of `data`, with `contentType`. The signed
   * payload is the lowercase hex SHA-256 of the bytes (apps/server/src/platform/excel/README.md).
   */
  binaryBody?: ArrayBuffer | Uint8Array;
  /** Content type of `binaryBody` (default application/octet-stream). */
  contentType?: string;
  /** Lets an identical request run while another is in flight (default: it is cancelled). */
  repeat?: boolean;
  /** Keeps the answer in the local list cache (default: the cached lists of spec §9). */
  cache?: boolean;
  /** Shows the 'Processing' indicator while the call runs. */
  loading?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key); they never replace the client's own. */
  headers?: Record<string, string>;
};

/** A file, or a download-center task (`data`: the envelope's data, e.g. `{ taskId }`, when the answer was JSON). */
export type DownloadResult = { kind: 'file'; blob: Blob; filename: string } | { kind: 'task'; data?: unknown };

export type SessionHeaders = {
  token: string | null;
  signKey: string | null;
  belongId: string | null;
  partnerCode: string | null;
  language: string;
};

export type ClientUi = {
  /** The 'System prompt' dialog. */
  dialog: (input: { title: string; content: string; onClose?: () => void }) => void;
  error: (text: string) => void;
  /** Shows a loading indicator, returns its closer. */
  loading: (text: string) => () => void;
};

export type ListCache = {
  get: (key: string) => unknown | undefined;
  set: (key: string, value: unknown) => void;
  /** Called after a change to a resource: forgets the cached lists under its prefix. */
  invalidate: (pathPrefix: string) => void;
};

export type ClientDeps = {
  fetch: typeof fetch;
  session: () => SessionHeaders;
  gzipConfig: () => GzipConfig | null;
  /** Paths that are cached by default. */
  cachedUris: readonly string[];
  cache: ListCache;
  ui: ClientUi;
  t: (key: string) => string;
  onNoPermission: () => void;
  onSessionEnded: () => void;
  onAppVersion: (version: string) => void;
  /** Every failed call (not a cancel): its path and the message the user is shown (read aloud for some urls). */
  onCallFailed?: (path: string, message: string) => void;
  nonce?: () => string;
  now?: () => number;
  timeoutMs?: number;
};

/** Paths the server accepts without a signature. */
export const UNSIGNED_PATHS: readonly string[] = [
  '/api/login/admin/login',
  '/api/login/register',
  '/api/health',
  '/api/shared/systemConfig',
];

type Prepared = {
  method: Method;
  path: string;
  search: string;
  bodyText: string | null;
  binary: Uint8Array | null;
  contentType: string | null;
  key: string;
  extraHeaders: Record<string, string> | null;
};

function prepare(options: RequestOptions): Prepared {
  const method = options.method ?? 'GET';
  const queryInUrl = options.url.indexOf('?');
  const path = queryInUrl >= 0 ? options.url.slice(0, queryInUrl) : options.url;
  const extra = queryInUrl >= 0 ? options.url.slice(queryInUrl) : '';
  const built = buildSearch(options.params);
  const search = extra && built ? `${extra}&${built.slice(1)}` : extra || built;
  const hasBody = method === 'POST' || method === 'PUT';
  if (hasBody && options.binaryBody) {
    const binary = options.binaryBody instanceof Uint8Array ? options.binaryBody : new Uint8Array(options.binaryBody);
    const contentType = options.contentType ?? 'application/octet-stream';
    return {
      method,
      path,
      search,
      bodyText: null,
      binary,
      contentType,
      key: requestKey(method, path + search, `binary:${binary.byteLength}`),
      extraHeaders: options.headers ?? null,
    };
  }
  const bodyText = hasBody ? JSON.stringify(options.data ?? {}) : null;
  return {
    method,
    path,
    search,
    bodyText,
    binary: null,
    contentType: null,
    key: requestKey(method, path + search, bodyText ?? ''),
    extraHeaders: options.headers ?? null,
  };
}

function parseFilename(disposition: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : 'download';
}

function randomNonce(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

export function createHttpClient(deps: ClientDeps) {
  const pending = new Map<string, AbortController>();

  /**
   * The request's headers, signed. Made at once for a text or query payload (no promise to wait
   * for: the request leaves while the screen that asks is still being drawn); a file's payload is
   * hashed with WebCrypto.
   */
  function headersFor(p: Prepared): Record<string, string> | Promise<Record<string, string>> {
    const session = deps.session();
    const headers: Record<string, string> = {
      ...(p.extraHeaders ?? {}),
      accept: 'application/json',
      [HEADER.language]: session.language,
      [HEADER.channel]: CHANNEL,
    };
    if (p.bodyText !== null) headers['content-type'] = 'application/json;charset=UTF-8';
    if (p.binary !== null && p.contentType) headers['content-type'] = p.contentType;
    if (session.token) headers[HEADER.token] = session.token;
    if (session.belongId) headers[HEADER.belongId] = session.belongId;
    if (session.partnerCode) headers[HEADER.partnerCode] = session.partnerCode;
    const timestamp = String((deps.now ?? Date.now)());
    const nonce = (deps.nonce ?? randomNonce)();
    headers[HEADER.timestamp] = timestamp;
    headers[HEADER.nonce] = nonce;
    const signKey = session.signKey;
    if (!signKey || UNSIGNED_PATHS.includes(p.path)) return headers;
    const sign = (payload: string) => {
      headers[HEADER.sign] = signRequest(signKey, { method: p.method, path: p.path, timestamp, nonce, payload });
      return headers;
    };
    if (p.binary !== null) return binaryBodyPayload(p.binary).then(sign);
    return sign(p.bodyText ?? canonicalQueryFromSearch(p.search));
  }

  function report(failure: Failure, policy: ErrorPolicy): boolean {
    const action = decideErrorAction(failure, policy);
    const title = deps.t('error:systemPrompt');
    switch (action.kind) {
      case 'quiet':
      case 'fields':
        return false;
      case 'network':
        deps.ui.error(deps.t('error:network'));
        return true;
      case 'no-permission':
        deps.ui.error(action.message || deps.t('error:noPermission'));
        deps.onNoPermission();
        return true;
      case 'message':
        deps.ui.error(action.message);
        return true;
      case 'dialog': {
        const base = action.message || deps.t('error:generic');
        const content = action.errorId ? `${base}\n${deps.t('error:errorId')}: ${action.errorId}` : base;
        deps.ui.dialog({ title, content, onClose: action.logout ? deps.onSessionEnded : undefined });
        return true;
      }
    }
  }

  /** Sends the request and returns the raw response; dedupe, timeout and cancel live here. */
  async function send(options: RequestOptions, p: Prepared): Promise<Response> {
    if (!options.repeat && pending.has(p.key)) throw new CanceledError('duplicate request');
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, deps.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const onOuterAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onOuterAbort);
    if (!options.repeat) pending.set(p.key, controller);
    try {
      // No await on the way to fetch for a text body that is not gzipped: see headersFor.
      const made = headersFor(p);
      const headers = made instanceof Promise ? await made : made;
      let body: BodyInit | undefined;
      if (p.binary !== null) body = p.binary as Uint8Array<ArrayBuffer>;
      else if (p.bodyText !== null) {
        const bytes = new TextEncoder().encode(p.bodyText).byteLength;
        if (shouldGzip(deps.gzipConfig(), p.path, bytes)) {
          body = (await gzipText(p.bodyText)) as Uint8Array<ArrayBuffer>;
          headers['content-encoding'] = 'gzip';
        } else {
          body = p.bodyText;
        }
      }
      if (options.signal?.aborted) throw new CanceledError();
      return await deps.fetch(p.path + p.search, { method: p.method, headers, body, signal: controller.signal });
    } catch (error) {
      if (error instanceof CanceledError) throw error;
      if (controller.signal.aborted && !timedOut) throw new CanceledError();
      const notified = report({ kind: 'network' }, options);
      deps.onCallFailed?.(p.path, deps.t('error:network'));
      throw new ApiError({
        message: deps.t('error:network'),
        code: 0,
        httpStatus: 0,
        requestId: null,
        notified,
      });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onOuterAbort);
      if (pending.get(p.key) === controller) pending.delete(p.key);
    }
  }

  function fail(options: RequestOptions, response: Response, p: Prepared, envelope: Partial<Envelope<unknown>> | null): never {
    const requestId = envelope?.requestId ?? response.headers.get(HEADER.requestId)?.split(',')[0]?.trim() ?? null;
    const code = typeof envelope?.code === 'number' ? envelope.code : null;
    const fieldErrors: FieldError[] = Array.isArray(envelope?.errors) ? envelope.errors : [];
    const httpStatus = response.ok ? 100 : response.status;
    const message = envelope?.msg || (response.ok ? '' : response.statusText) || deps.t('error:generic');
    const notified = report(
      { kind: 'response', httpStatus, statusText: response.statusText, url: p.path, code, message, requestId, fieldErrors },
      options,
    );
    deps.onCallFailed?.(p.path, fieldErrors[0]?.message || message);
    throw new ApiError({ message, code: code ?? httpStatus, httpStatus, requestId, fieldErrors, notified });
  }

  async function request<T>(options: RequestOptions): Promise<T> {
    const p = prepare(options);
    const cacheable = options.cache ?? deps.cachedUris.includes(p.path);
    if (cacheable) {
      const hit = deps.cache.get(p.key);
      if (hit !== undefined) return hit as T;
    }
    const closeLoading = options.loading ? deps.ui.loading(deps.t('common:processing')) : null;
    try {
      const response = await send(options, p);
      const version = response.headers.get(HEADER.appVersion);
      if (version) deps.onAppVersion(version);
      let envelope: Partial<Envelope<T>> | null = null;
      try {
        envelope = (await response.json()) as Partial<Envelope<T>>;
      } catch {
        envelope = null;
      }
      if (!response.ok || !envelope || envelope.code !== ErrorCode.SUCCESS) fail(options, response, p, envelope);
      if (cacheable) deps.cache.set(p.key, envelope.data);
      else if (p.method !== 'GET') deps.cache.invalidate(p.path.slice(0, p.path.lastIndexOf('/')));
      return envelope.data as T;
    } finally {
      closeLoading?.();
    }
  }

  /** A call that may answer with a file (export); without content-disposition it is a download-center task. */
  async function download(options: RequestOptions): Promise<DownloadResult> {
    const p = prepare(options);
    const closeLoading = options.loading === false ? null : deps.ui.loading(deps.t('common:processing'));
    try {
      const response = await send({ ...options, repeat: options.repeat }, p);
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('application/json')) {
        const envelope = (await response.json()) as Partial<Envelope<unknown>>;
        if (!response.ok || envelope.code !== ErrorCode.SUCCESS) fail(options, response, p, envelope);
        return { kind: 'task', data: envelope.data };
      }
      if (!response.ok) fail(options, response, p, null);
      const disposition = response.headers.get('content-disposition');
      if (!disposition) return { kind: 'task' };
      return { kind: 'file', blob: await response.blob(), filename: parseFilename(disposition) };
    } finally {
      closeLoading?.();
    }
  }

  return {
    request,
    download,
    get: <T>(url: string, params?: QueryParams, extra?: Omit<RequestOptions, 'url' | 'params' | 'method'>) =>
      request<T>({ ...extra, method: 'GET', url, params }),
    del: <T>(url: string, params?: QueryParams, extra?: Omit<RequestOptions, 'url' | 'params' | 'method'>) =>
      request<T>({ ...extra, method: 'DELETE', url, params }),
    post: <T>(url: string, data?: unknown, extra?: Omit<RequestOptions, 'url' | 'data' | 'method'>) =>
      request<T>({ ...extra, method: 'POST', url, data }),
    put: <T>(url: string, data?: unknown, extra?: Omit<RequestOptions, 'url' | 'data' | 'method'>) =>
      request<T>({ ...extra, method: 'PUT', url, data }),
    /** Number of requests in flight (tests). */
    pendingCount: () => pending.size,
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
