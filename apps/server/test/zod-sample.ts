import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
  additionalProperties?: JsonSchema | boolean;
};

/** Whether a body field names a record by id (its value is replaced by the id under test). */
export const isIdField = (name: string): boolean => /^(id|ids)$|Ids?$/.test(name);

const TODAY = new Date().toISOString().slice(0, 10);

function stringOf(s: JsonSchema): string {
  if (s.format === 'date') return TODAY;
  if (s.format === 'date-time') return new Date().toISOString();
  if (s.format === 'email') return 'wall@example.com';
  if (s.format === 'uri' || s.format === 'url') return 'https://example.com/x';
  const min = s.minLength ?? 1;
  const max = s.maxLength ?? Math.max(min, 12);
  if (s.pattern) {
    const [sample] = fc.sample(
      fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= min && v.length <= max),
      { numRuns: 1, seed: 7 },
    );
    if (sample !== undefined) return sample;
  }
  return 'W'.repeat(Math.min(Math.max(min, 4), max));
}

function sampleOf(s: JsonSchema, name: string, id: string): unknown {
  if (isIdField(name) && name !== 'ids' && !name.endsWith('Ids')) {
    if (s.type === 'array' || s.items) return [id];
    return s.type === 'integer' || s.type === 'number' ? Number(id) : id;
  }
  if (name === 'ids' || name.endsWith('Ids')) {
    // As many distinct ids as the list needs at least (合并转单 takes two or more): `id`, then the ones after it.
    const ids = Array.from({ length: Math.max(1, s.minItems ?? 1) }, (_, i) => (i === 0 ? id : String(Number(id || '1') + i)));
    return ids.map((v) => (s.items?.type === 'integer' || s.items?.type === 'number' ? Number(v) : v));
  }
  if (s.const !== undefined) return s.const;
  if (s.enum && s.enum.length > 0) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return sampleOf(variants.find((v) => v.type !== 'null') ?? variants[0], name, id);
  if (s.allOf?.length) return sampleOf(Object.assign({}, ...s.allOf), name, id);
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? s.type[0]) : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) out[key] = sampleOf(prop, key, id);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sampleOf(s.items ?? {}, name, id));
    case 'string':
      return stringOf(s);
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1));
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return 'W';
  }
}

/**
 * A body the route's schema accepts, every id field naming `id`: every optional field filled,
 * so the call reaches the service rather than stopping at validation. Undefined when the
 * schema cannot be sampled so (the caller falls back to a generic body).
 */
export function validSample(schema: unknown, id: string): unknown {
  return sampled(schema, id, false) ?? sampled(schema, id, true);
}

/**
 * The required fields (and id fields) of a sampled value, at every depth: a line's optional
 * figure that must agree with others (a payment discount below its amount, payments equal to
 * the lines less it) is left to its default.
 */
function requiredPart(value: unknown, s: JsonSchema): unknown {
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return requiredPart(value, variants.find((v) => v.type !== 'null') ?? variants[0]);
  if (Array.isArray(value)) return value.map((v) => requiredPart(v, s.items ?? {}));
  if (!value || typeof value !== 'object' || !s.properties) return value;
  const required = new Set(s.required ?? []);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => required.has(k) || isIdField(k))
      .map(([k, v]) => [k, requiredPart(v, s.properties?.[k] ?? {})]),
  );
}

/** `requiredOnly`: leave out the optional fields (some go together only in ways a sample misses). */
function sampled(schema: unknown, id: string, requiredOnly: boolean): unknown {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  const zod = schema as z.ZodType;
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(zod, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
  let value = sampleOf(json, '', id);
  if (requiredOnly) value = requiredPart(value, json);
  // Refinements the JSON schema cannot state (decimal strings, currency codes, two fields that
  // must differ): each refused place tries the next of a few plausible values.
  const tried = new Map<string, number>();
  for (let round = 0; round < 40; round++) {
    const parsed = zod.safeParse(value);
    if (parsed.success) return value;
    let changed = false;
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      if (path.length === 0) continue;
      const key = path.join('.');
      const n = tried.get(key) ?? 0;
      if (n >= CANDIDATES.length) continue;
      tried.set(key, n + 1);
      changed = setAt(value, path, CANDIDATES[n]) || changed;
    }
    if (!changed) break;
  }
  return undefined;
}

const CANDIDATES: unknown[] = ['1', 'CNY', '0.13', '2', 1, 'USD', '10', true, 'WALL-1', '2026'];

function setAt(target: unknown, path: string[], value: unknown): boolean {
  let node = target as Record<string, unknown>;
  for (const p of path.slice(0, -1)) {
    if (!node || typeof node !== 'object') return false;
    node = node[p] as Record<string, unknown>;
  }
  if (!node || typeof node !== 'object') return false;
  node[path[path.length - 1]] = value;
  return true;
}
