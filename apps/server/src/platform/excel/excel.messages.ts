import type { Language } from '@quire/contracts';

export const EXCEL_MESSAGES = {} satisfies Record<string, Record<Language, string>>;
