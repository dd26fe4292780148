/**
 * Sends one signed request to a running Quire, as the web client would.
 *   npm run api -- GET /api/login/cmsPlatformUser/detail
 *   npm run api -- POST /api/user/employee/list '{"pageNum":1,"pageSize":5}'
 * Env: QUIRE_URL (default http://localhost:3000), QUIRE_USER (admin), QUIRE_PASSWORD
 * (Quire@2026), QUIRE_LANGUAGE (zh-CN), QUIRE_BELONG_ID (the default group).
 */
import { randomUUID } from 'node:crypto';
import { canonicalQueryFromSearch, isQuerySigned, signRequest } from '@quire/contracts';

async function main(): Promise<void> {
  const [method = 'GET', target, body] = process.argv.slice(2);
  if (!target) {
    process.stderr.write('usage: npm run api -- METHOD PATH [JSON]\n');
    process.exit(2);
  }
  const base = process.env.QUIRE_URL ?? 'http://localhost:3000';
  const language = process.env.QUIRE_LANGUAGE ?? 'zh-CN';
  const loginRes = await fetch(`${base}/api/login/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language },
    body: JSON.stringify({
      employeeNo: process.env.QUIRE_USER ?? 'admin',
      password: process.env.QUIRE_PASSWORD ?? 'Quire@2026',
    }),
  });
  const login = (await loginRes.json()) as { code: number; msg: string; data: { token: string; signKey: string } };
  if (login.code !== 200) {
    process.stderr.write(`login failed: ${login.code} ${login.msg}\n`);
    process.exit(1);
  }
  const url = new URL(target, base);
  const upper = method.toUpperCase();
  const text = isQuerySigned(upper) ? '' : (body ?? '{}');
  const timestamp = String(Date.now());
  const nonce = randomUUID();
  const payload = isQuerySigned(upper) ? canonicalQueryFromSearch(url.search) : text;
  const sign = await signRequest(login.data.signKey, { method: upper, path: url.pathname, timestamp, nonce, payload });
  const res = await fetch(url, {
    method: upper,
    headers: {
      token: login.data.token,
      timestamp,
      nonce,
      sign,
      language,
      channel: 'CLI',
      ...(process.env.QUIRE_BELONG_ID ? { belongId: process.env.QUIRE_BELONG_ID } : {}),
      ...(isQuerySigned(upper) ? {} : { 'content-type': 'application/json' }),
    },
    body: isQuerySigned(upper) ? undefined : text,
  });
  process.stdout.write(`${JSON.stringify(await res.json(), null, 2)}\n`);
  // Leave no session behind.
  const ts = String(Date.now());
  const n = randomUUID();
  const s = await signRequest(login.data.signKey, {
    method: 'POST',
    path: '/api/login/admin/logout',
    timestamp: ts,
    nonce: n,
    payload: '{}',
  });
  await fetch(`${base}/api/login/admin/logout`, {
    method: 'POST',
    headers: { token: login.data.token, timestamp: ts, nonce: n, sign: s, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!res.ok) process.exitCode = 1;
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(1);
});
