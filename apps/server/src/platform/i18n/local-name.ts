import type { Language } from '@quire/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

type Named = { name: string; nameEn: string | null; nameId: string | null };

/** The name of a record named in the three languages, in `lang`; the Chinese one where that language has none. */
export function localName(lang: Language, r: Named): string {
  const local = lang === 'en-US' ? r.nameEn : lang === 'id-ID' ? r.nameId : null;
  return local?.trim() ? local : r.name;
}

/** `localName` in SQL, for lists that join the name in (an employee's role). */
export function localNameSql(lang: Language, name: AnyColumn, nameEn: AnyColumn, nameId: AnyColumn): SQL<string> {
  if (lang === 'en-US') return sql<string>`coalesce(nullif(${nameEn}, ''), ${name})`;
  if (lang === 'id-ID') return sql<string>`coalesce(nullif(${nameId}, ''), ${name})`;
  return sql<string>`${name}`;
}
