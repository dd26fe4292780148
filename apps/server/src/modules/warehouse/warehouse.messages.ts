import type { Language } from '@quire/contracts';

export const WAREHOUSE_MESSAGES = {} satisfies Record<string, Record<Language, string>>;
