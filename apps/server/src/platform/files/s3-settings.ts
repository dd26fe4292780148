import type { S3Credentials } from './sigv4';

/**
 * FILE_STORAGE_URL, read once at start-up:
 *
 *   s3://[ACCESS_KEY:SECRET@]bucket[/prefix][?endpoint=URL&region=REGION&forcePathStyle=true|false&timeout=SECONDS]
 *
 * - bucket: an S3 bucket name (3–63 of a–z 0–9 . -); it must exist.
 * - prefix: optional folder in the bucket (letters, digits, `. _ - /`); objects are `<prefix>/<group>/<uuid>`.
 * - endpoint: the store's origin, `http(s)://host[:port]` (MinIO, Ceph, R2, OSS…); unset: AWS,
 *   `https://s3.<region>.amazonaws.com`.
 * - region: the signing region, default `us-east-1`.
 * - forcePathStyle: `true` addresses `endpoint/bucket/key`, `false` `bucket.endpoint/key`;
 *   default true with an endpoint (what self-hosted stores expect), false for AWS.
 * - timeout: seconds one request to the store may take, default 30.
 * - credentials: the URL's user and password (percent-encoded), else AWS_ACCESS_KEY_ID and
 *   AWS_SECRET_ACCESS_KEY (with AWS_SESSION_TOKEN when set).
 *
 * Anything else is refused with a message naming the variable, so a typo stops the server at
 * start rather than at the first upload. The secret is never part of a message.
 */
export type S3Settings = {
  bucket: string;
  /** '' or ending in '/'. */
  prefix: string;
  /** The origin requests go to: `https://host[:port]` (the bucket's own host when not path-style). */
  endpoint: string;
  region: string;
  forcePathStyle: boolean;
  timeoutMs: number;
  credentials: S3Credentials;
};

const FORM = 's3://bucket/prefix?endpoint=http://host:port&region=us-east-1&forcePathStyle=true';
const PARAMS = new Set(['endpoint', 'region', 'forcePathStyle', 'timeout']);

function refuse(reason: string): Error {
  return new Error(`FILE_STORAGE_URL ${reason} (expected ${FORM}; credentials in the URL or AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY)`);
}

export function parseFileStorageUrl(value: string, env: NodeJS.ProcessEnv = {}): S3Settings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse('is not a URL');
  }
  if (url.protocol !== 's3:') throw refuse(`must start with s3:// (got ${url.protocol}//)`);
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..'))
    throw refuse(`names no valid bucket (${bucket || 'none'}): 3–63 lower-case letters, digits, dots and hyphens`);
  if (url.port) throw refuse('has a port after the bucket; put the store’s host and port in endpoint=');
  if (url.hash) throw refuse('has a #fragment');

  const rawPrefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  if (rawPrefix && (!/^[A-Za-z0-9._\-/]+$/.test(rawPrefix) || rawPrefix.split('/').some((s) => s === '' || s === '.' || s === '..')))
    throw refuse(`has a prefix (${rawPrefix}) with characters other than letters, digits, . _ - and single /`);
  const prefix = rawPrefix ? `${rawPrefix}/` : '';

  for (const name of url.searchParams.keys()) if (!PARAMS.has(name)) throw refuse(`has an unknown parameter ${name}`);
  const param = (name: string) => url.searchParams.get(name) ?? undefined;

  const region = param('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(region)) throw refuse(`has a region (${region}) that is not like us-east-1`);

  let endpoint: string;
  const endpointParam = param('endpoint');
  if (endpointParam !== undefined) {
    let e: URL;
    try {
      e = new URL(endpointParam);
    } catch {
      throw refuse(`has an endpoint that is not a URL (${endpointParam})`);
    }
    if (e.protocol !== 'http:' && e.protocol !== 'https:') throw refuse('has an endpoint that is not http:// or https://');
    if (e.username || e.password || (e.pathname !== '/' && e.pathname !== '') || e.search || e.hash)
      throw refuse('has an endpoint with more than scheme, host and port');
    endpoint = e.origin;
  } else {
    endpoint = `https://s3.${region}.amazonaws.com`;
  }

  const pathStyleParam = param('forcePathStyle');
  if (pathStyleParam !== undefined && pathStyleParam !== 'true' && pathStyleParam !== 'false')
    throw refuse('has forcePathStyle other than true or false');
  const forcePathStyle = pathStyleParam === undefined ? endpointParam !== undefined : pathStyleParam === 'true';
  if (!forcePathStyle) {
    const e = new URL(endpoint);
    e.hostname = `${bucket}.${e.hostname}`;
    endpoint = e.origin;
  }

  const timeoutParam = param('timeout');
  const timeoutSeconds = timeoutParam === undefined ? 30 : Number(timeoutParam);
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds < 0.1 || timeoutSeconds > 600)
    throw refuse('has a timeout that is not a number of seconds between 0.1 and 600');

  let credentials: S3Credentials;
  if (url.username || url.password) {
    if (!url.username || !url.password) throw refuse('has a user without a password (or the reverse) before the bucket');
    credentials = { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) };
  } else {
    const accessKeyId = env.AWS_ACCESS_KEY_ID;
    const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
    if (!accessKeyId || !secretAccessKey)
      throw refuse('has no credentials: give ACCESS_KEY:SECRET@ before the bucket, or set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
    credentials = { accessKeyId, secretAccessKey, ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) };
  }

  return { bucket, prefix, endpoint, region, forcePathStyle, timeoutMs: Math.round(timeoutSeconds * 1000), credentials };
}
