/**
 * What the HTTP benchmarks share: a recorder of the SQL statements the pg driver sends (with
 * each one's round trip) and a client that signs requests as the web does.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { canonicalQueryFromSearch, isQuerySigned, signRequest } from '@quire/contracts';
import pg from 'pg';

export const recorder = { on: false };

/** Every statement the pg driver sends while `recording` is on, with its round trip. */
export const statements: { text: string; ms: number; values?: unknown[] }[] = [];
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function patched(this: pg.Client, ...args: unknown[]) {
  if (recorder.on && args[0] !== undefined) {
    const first = args[0] as string | { text?: string; values?: unknown[] };
    const values = (typeof first === 'string' ? undefined : first?.values) ?? (Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined);
    const entry = { text: typeof first === 'string' ? first : (first?.text ?? '?'), ms: 0, values };
    statements.push(entry);
    const started = performance.now();
    const done = () => {
      entry.ms = performance.now() - started;
    };
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...a: unknown[]) => unknown;
      args[last] = (...a: unknown[]) => {
        done();
        return callback(...a);
      };
    } else {
      const result = (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise) result.then(done, done);
      return result;
    }
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

export const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
  via: http.Agent = agent,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: via }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

export type Session = { token: string; signKey: string };

export type Prepared = { method: string; target: string; headers: Record<string, string>; text?: string };

/** The headers the web client sends: signed (token, timestamp, nonce, sign) when a session is given. */
export async function prepare(session: Session | null, method: string, target: string, body?: unknown): Promise<Prepared> {
  const url = new URL(target, 'http://x');
  const text = isQuerySigned(method) ? undefined : JSON.stringify(body ?? {});
  const headers: Record<string, string> = { language: 'en-US' };
  if (text !== undefined) headers['content-type'] = 'application/json';
  if (session) {
    const timestamp = String(Date.now());
    const nonce = randomUUID();
    const payload = isQuerySigned(method) ? canonicalQueryFromSearch(url.search) : (text ?? '');
    const sign = await signRequest(session.signKey, { method, path: url.pathname, timestamp, nonce, payload });
    Object.assign(headers, { token: session.token, timestamp, nonce, sign });
  }
  return { method, target, headers, text };
}

export const sendPrepared = (port: number, p: Prepared) => send(port, p.method, p.target, p.headers, p.text);

export function check(res: { status: number; text: string }): void {
  const code = (JSON.parse(res.text) as { code: number }).code;
  if (res.status !== 200 || code !== 200) throw new Error(`request failed: ${res.status} ${res.text.slice(0, 200)}`);
}
