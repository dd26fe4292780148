import { FILE_MAX_BYTES } from '@quire/contracts';
import type { S3Settings } from './s3-settings';
import { EMPTY_SHA256, sha256Hex, signV4, uriEncode } from './sigv4';
import { checkStorageKey, type FileStore } from './store-port';

/**
 * The file store on an S3-compatible object store (AWS S3, MinIO, Ceph, R2, OSS in S3 mode):
 * PUT, GET and DELETE of one object each, signed with Signature V4 by our own signer over
 * node:crypto and fetch (no SDK: three calls do not need one). Every request has the settings'
 * timeout; an object is never read or written past the size limit (a stored object larger than
 * any upload may be is refused, not buffered). A missing object is `undefined` on get and
 * nothing on remove. Any other answer is an error naming the operation, the status and S3's
 * error code, never the credentials.
 */
export type S3StoreOptions = {
  /** Largest object put or read, in bytes (default: the upload limit). */
  maxBytes?: number;
  /** The clock the signature is dated by (tests). */
  now?: () => Date;
};

export class S3StoreError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'S3StoreError';
  }
}

export function s3FileStore(settings: S3Settings, options: S3StoreOptions = {}): FileStore {
  const maxBytes = options.maxBytes ?? FILE_MAX_BYTES;
  const now = options.now ?? (() => new Date());
  const base = settings.forcePathStyle ? `${settings.endpoint}/${uriEncode(settings.bucket)}/` : `${settings.endpoint}/`;

  const objectUrl = (key: string) => new URL(`${base}${uriEncode(settings.prefix + checkStorageKey(key), true)}`);

  async function send(op: string, key: string, method: string, body?: Buffer): Promise<Response> {
    const url = objectUrl(key);
    const payloadHash = body ? sha256Hex(body) : EMPTY_SHA256;
    const extra: Record<string, string> = body ? { 'content-type': 'application/octet-stream' } : {};
    const signed = signV4({
      method,
      url,
      headers: extra,
      payloadHash,
      region: settings.region,
      credentials: settings.credentials,
      now: now(),
    });
    const { host: _host, ...headers } = signed; // fetch sets Host from the URL, the same value
    try {
      return await fetch(url, {
        method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(settings.timeoutMs),
        redirect: 'manual',
      });
    } catch (err) {
      const name = (err as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new S3StoreError(`file store ${op} ${key}: no answer from ${settings.endpoint} within ${settings.timeoutMs / 1000} s`);
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      throw new S3StoreError(
        `file store ${op} ${key}: ${settings.endpoint} unreachable (${cause?.code ?? cause?.message ?? (err as Error).message})`,
      );
    }
  }

  async function failure(op: string, key: string, res: Response): Promise<S3StoreError> {
    let code: string | undefined;
    try {
      const text = await readLimited(res, 64 * 1024);
      code = /<Code>([^<]{1,100})<\/Code>/.exec(text.toString('utf8'))?.[1];
    } catch {
      // the status says enough
    }
    return new S3StoreError(`file store ${op} ${key}: ${res.status}${code ? ` ${code}` : ''} from ${settings.endpoint}`, res.status, code);
  }

  /** The body, refused once it passes `limit` bytes (by its declared length or as it streams). */
  async function readLimited(res: Response, limit: number): Promise<Buffer> {
    const declared = Number(res.headers.get('content-length') ?? Number.NaN);
    if (declared > limit) {
      await res.body?.cancel();
      throw new S3StoreError(`object of ${declared} bytes is over the ${limit}-byte limit`);
    }
    if (!res.body) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    let total = 0;
    const reader = res.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      total += part.value.length;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        throw new S3StoreError(`object is over the ${limit}-byte limit`);
      }
      chunks.push(Buffer.from(part.value));
    }
    return Buffer.concat(chunks, total);
  }

  return {
    kind: 's3',
    async put(key, bytes) {
      if (bytes.length > maxBytes)
        throw new S3StoreError(`file store put ${key}: ${bytes.length} bytes is over the ${maxBytes}-byte limit`);
      const res = await send('put', key, 'PUT', bytes);
      if (!res.ok) throw await failure('put', key, res);
      await res.body?.cancel();
    },
    async get(key) {
      const res = await send('get', key, 'GET');
      if (res.status === 404) {
        await res.body?.cancel();
        return undefined;
      }
      if (!res.ok) throw await failure('get', key, res);
      try {
        return await readLimited(res, maxBytes);
      } catch (err) {
        throw new S3StoreError(`file store get ${key}: ${(err as Error).message}`);
      }
    },
    async remove(key) {
      const res = await send('remove', key, 'DELETE');
      if (!res.ok && res.status !== 404) throw await failure('remove', key, res);
      await res.body?.cancel();
    },
  };
}
