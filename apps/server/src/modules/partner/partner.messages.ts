import type { Language } from '@quire/contracts';

export const PARTNER_MESSAGES = {} satisfies Record<string, Record<Language, string>>;
