import type { Language } from '@quire/contracts';

export const PRODUCT_MESSAGES = {} satisfies Record<string, Record<Language, string>>;
