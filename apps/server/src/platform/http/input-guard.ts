/**
 * Every string and structure a caller sends, checked once before validation: no NUL byte
 * (PostgreSQL refuses it in text), no lone UTF-16 surrogate (not encodable as UTF-8), no
 * nesting deeper than MAX_JSON_DEPTH. A refusal names the field, like a schema error.
 */
export const MAX_JSON_DEPTH = 32;

export type InputProblem = { field: string; problem: 'nul' | 'surrogate' | 'depth' };

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function stringProblem(s: string): InputProblem['problem'] | undefined {
  if (s.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(s)) return 'surrogate';
  return undefined;
}

/** The first problem in a parsed JSON value (keys count as strings too), or undefined. */
export function findInputProblem(value: unknown, path: string[] = [], depth = 0): InputProblem | undefined {
  if (typeof value === 'string') {
    const problem = stringProblem(value);
    return problem ? { field: path.join('.'), problem } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_JSON_DEPTH) return { field: path.join('.'), problem: 'depth' };
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, child] of entries) {
    const keyProblem = stringProblem(key);
    if (keyProblem) return { field: [...path, key].join('.'), problem: keyProblem };
    const found = findInputProblem(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** JSON.parse that refuses nesting deeper than MAX_JSON_DEPTH before recursing into it. */
export function exceedsDepth(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91 /* { [ */) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}
