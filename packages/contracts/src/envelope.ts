export type FieldError = { field: string; message: string };

/** Every answer of the API, success or not. */
export type Envelope<T> = {
  code: number;
  msg: string;
  data: T;
  requestId: string;
  errors?: FieldError[];
};

export type PageQuery = { pageNum: number; pageSize: number; sort?: string };
/**
 * A page of a list. Large lists count only up to a cap (COUNT_CAP): then `total` is the cap and
 * `totalCapped` is true ("10,000+"); `hasMore` says whether a row follows this page. Both are
 * optional: lists that always count exactly leave them out.
 */
export type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number; totalCapped?: boolean; hasMore?: boolean };

/** Lists stop counting here: past it the total reads "10,000+". */
export const COUNT_CAP = 10_000;

export const LANGUAGES = ['zh-CN', 'en-US', 'id-ID'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export function normalizeLanguage(value: unknown): Language {
  return (LANGUAGES as readonly string[]).includes(String(value)) ? (value as Language) : DEFAULT_LANGUAGE;
}

/** Request headers of spec §7. */
export const HEADER = {
  token: 'token',
  belongId: 'belongid',
  partnerCode: 'partnercode',
  language: 'language',
  channel: 'channel',
  timestamp: 'timestamp',
  nonce: 'nonce',
  sign: 'sign',
  idempotencyKey: 'idempotency-key',
  requestId: 'x-request-id',
  appVersion: 'x-app-version',
} as const;
