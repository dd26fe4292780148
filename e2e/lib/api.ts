import { canonicalQueryFromSearch, type Envelope, type LoginResult, type SessionUser, signRequest } from '@quire/contracts';
import { BASE_URL, DEMO_PASSWORD } from './browser';

export type ApiSession = { token: string; signKey: string; belongId?: string };

/** Signed calls to the server, as the web client makes them (DESIGN §3). */
export async function call<T>(session: ApiSession | null, method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const url = new URL(BASE_URL + path);
  const text = method === 'GET' || method === 'DELETE' ? null : JSON.stringify(body ?? {});
  const headers: Record<string, string> = { 'content-type': 'application/json', language: 'zh-CN', channel: 'WEB' };
  if (session) {
    const timestamp = String(Date.now());
    const nonce = crypto.randomUUID();
    headers.token = session.token;
    if (session.belongId) headers.belongid = session.belongId;
    headers.timestamp = timestamp;
    headers.nonce = nonce;
    headers.sign = await signRequest(session.signKey, {
      method,
      path: url.pathname,
      timestamp,
      nonce,
      payload: text ?? canonicalQueryFromSearch(url.search),
    });
  }
  const response = await fetch(url, { method, headers, body: text ?? undefined });
  return (await response.json()) as Envelope<T>;
}

export async function apiLogin(employeeNo: string, password = DEMO_PASSWORD): Promise<ApiSession & { user: SessionUser }> {
  const res = await call<LoginResult>(null, 'POST', '/api/login/admin/login', { employeeNo, password });
  if (res.code !== 200) throw new Error(`login ${employeeNo}: ${res.code} ${res.msg}`);
  const session = { token: res.data.token, signKey: res.data.signKey };
  const detail = await call<SessionUser>(session, 'GET', '/api/login/cmsPlatformUser/detail');
  return { ...session, belongId: detail.data.belongId, user: detail.data };
}
