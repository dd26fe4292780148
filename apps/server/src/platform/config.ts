import path from 'node:path';
import { parseFileStorageUrl, type S3Settings } from './files/s3-settings';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seed: 'demo' | 'admin' | 'none';
  appVersion: string;
  productName: string;
  webDist: string;
  /**
   * cacheSeconds: how long a process keeps a session's permissions and groups without asking
   * the database (0: never); changes made through this process apply at once, through
   * another process within this bound.
   */
  session: { idleMinutes: number; absoluteHours: number; cacheSeconds: number };
  password: { maxAgeDays: number };
  login: {
    /** Failures of one account from one address before that pair is refused for the window. */
    maxFailures: number;
    /** Failures of one account from anywhere before it locks against unknown addresses. */
    accountMaxFailures: number;
    lockMinutes: number;
    addressMaxFailures: number;
    windowMinutes: number;
    registerPerHour: number;
  };
  logLevel: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /**
   * FILE_STORAGE_URL (s3://…, see files/s3-settings.ts), parsed and checked at start: an
   * S3-compatible store for uploads; unset keeps them in DATA_DIR/files.
   */
  fileStorage: S3Settings | undefined;
  /** NOTICE_PULL_SECONDS: how often the web asks for new notices (notice/constrain's pullInterval). */
  noticePullSeconds: number;
  /**
   * AUTO_CHECKOUT=off: no automatic daily checkout in this process (the e2e server, whose flows
   * post documents dated today at whatever hour they run). Default on: each group's configured time.
   */
  autoCheckout: boolean;
};

/** TRUST_PROXY: unset or `false` → trust no proxy; a number → that many hops; else a comma list of addresses/CIDRs. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v.toLowerCase() === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

function num(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const seed = (env.SEED || (databaseUrl ? 'admin' : 'demo')) as Config['seed'];
  if (!['demo', 'admin', 'none'].includes(seed)) throw new Error(`SEED must be demo, admin or none (got ${seed})`);
  const repoRoot = path.resolve(import.meta.dirname, '../../../..');
  return {
    port: num(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(process.cwd(), 'data')),
    databaseUrl,
    seed,
    appVersion: env.APP_VERSION || '0.1.0',
    productName: 'Quire',
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'apps/web/dist')),
    session: {
      idleMinutes: num(env.SESSION_IDLE_MINUTES, 120),
      absoluteHours: num(env.SESSION_ABSOLUTE_HOURS, 12),
      cacheSeconds: num(env.SESSION_CACHE_SECONDS, 5),
    },
    password: { maxAgeDays: num(env.PASSWORD_MAX_AGE_DAYS, 90) },
    login: {
      maxFailures: 5,
      accountMaxFailures: 20,
      lockMinutes: 15,
      windowMinutes: 15,
      addressMaxFailures: num(env.LOGIN_ADDRESS_MAX_FAILURES, 30),
      registerPerHour: num(env.REGISTER_PER_HOUR, 5),
    },
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    fileStorage: env.FILE_STORAGE_URL ? parseFileStorageUrl(env.FILE_STORAGE_URL, env) : undefined,
    noticePullSeconds: Math.max(5, num(env.NOTICE_PULL_SECONDS, 30)),
    autoCheckout: env.AUTO_CHECKOUT !== 'off',
  };
}
