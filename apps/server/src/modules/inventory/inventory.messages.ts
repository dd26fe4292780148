import type { Language } from '@quire/contracts';

export const INVENTORY_MESSAGES = {} satisfies Record<string, Record<Language, string>>;
