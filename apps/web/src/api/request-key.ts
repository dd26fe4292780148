/** Identity of a request for the in-flight dedupe and the list cache: verb, url, body. */
export function requestKey(method: string, pathWithQuery: string, body: string): string {
  return `${method.toUpperCase()} ${pathWithQuery} ${body}`;
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

/** Query string with the keys in insertion order; empty values are left out. */
export function buildSearch(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) search.append(key, value.join(','));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
