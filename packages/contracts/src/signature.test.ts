import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy } from './auth';
import { canonicalQuery, canonicalQueryFromSearch, signRequest } from './signature';
import { SIGNATURE_TEST_KEY, SIGNATURE_VECTORS } from './signature.vectors';

describe('signRequest', () => {
  it.each(SIGNATURE_VECTORS.map((v) => [v.method, v.path, v]))('matches the reference vector for %s %s', async (_m, _p, v) => {
    expect(await signRequest(SIGNATURE_TEST_KEY, v)).toBe(v.sign);
  });
});

describe('canonical query', () => {
  it('sorts pairs by key, keeps repeated keys and decodes values', () => {
    expect(canonicalQueryFromSearch('?b=2&a=%E7%8E%8B&a=1')).toBe('a=1&a=王&b=2');
    expect(canonicalQueryFromSearch('')).toBe('');
    expect(
      canonicalQuery([
        ['z', ''],
        ['a', 'x'],
      ]),
    ).toBe('a=x&z=');
  });
});

describe('password policy', () => {
  it.each([
    ['Quire@2026', true],
    ['Ab1!Ab1!', true],
    ['Ab1!Ab1', false],
    ['Ab1!Ab1!Ab1!Ab1!Ab1!x', false],
    ['abcdefg1!', false],
    ['ABCDEFG1!', false],
    ['Abcdefgh!', false],
    ['Abcdefg12', false],
    ['Ab1! Ab1!', false],
  ])('%s → %s', (pwd, ok) => {
    expect(meetsPasswordPolicy(pwd)).toBe(ok);
  });
});
