import type { Language } from '@quire/contracts';

export const DOCUMENT_MESSAGES = {} satisfies Record<string, Record<Language, string>>;
