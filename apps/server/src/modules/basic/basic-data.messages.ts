import type { Language } from '@quire/contracts';

export const BASIC_DATA_MESSAGES = {} satisfies Record<string, Record<Language, string>>;
