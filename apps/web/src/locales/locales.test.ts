import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../i18n';

const root = join(__dirname);
const src = join(__dirname, '..');

function bundle(lang: string, ns: string): Record<string, string> {
  return JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')) as Record<string, string>;
}

function variables(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('locale files', () => {
  it('have one file per namespace in every language and nothing else', () => {
    for (const lang of LANGUAGES) {
      expect(readdirSync(join(root, lang)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  it.each(NAMESPACES)('namespace %s has the same keys in zh-CN, en-US and id-ID', (ns) => {
    const [zh, ...others] = LANGUAGES.map((lang) => bundle(lang, ns));
    for (const other of others) expect(Object.keys(other).sort()).toEqual(Object.keys(zh).sort());
  });

  it.each(NAMESPACES)('namespace %s has no empty text and the same placeholders in every language', (ns) => {
    const bundles = LANGUAGES.map((lang) => bundle(lang, ns));
    for (const key of Object.keys(bundles[0])) {
      const vars = variables(bundles[0][key]);
      for (const b of bundles) {
        expect(b[key].trim(), `${ns}:${key}`).not.toBe('');
        expect(variables(b[key]), `${ns}:${key}`).toEqual(vars);
      }
    }
  });

  it('has a text for every literal key the code uses', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(src)) {
      const code = readFileSync(file, 'utf8');
      for (const m of code.matchAll(/\bt\(\s*['`]([a-z][a-z-]*):([A-Za-z0-9_.]+)['`]/g)) {
        const [, ns, key] = m;
        if (!(NAMESPACES as readonly string[]).includes(ns) || !(key in bundle('zh-CN', ns))) missing.push(`${ns}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('says the spec wordings in Chinese and English', () => {
    expect(bundle('zh-CN', 'shell')['deploy.button']).toBe('一键生效');
    expect(bundle('zh-CN', 'error').systemPrompt).toBe('系统提示');
    expect(bundle('en-US', 'error').network).toBe('The network may be fluctuating, please retry!');
    expect(bundle('en-US', 'error').noPermission).toBe(
      'Sorry! You have no operation permission. Current account has no permission, contact the administrator.',
    );
    expect(bundle('en-US', 'shell')['tabs.editingConfirm']).toBe('A page is being edited, confirm close?');
    expect(bundle('en-US', 'shell')['password.mismatch']).toBe('The two passwords do not match');
    expect(bundle('en-US', 'error').versionUpdated).toBe('System version updated, please refresh the page');
  });
});
