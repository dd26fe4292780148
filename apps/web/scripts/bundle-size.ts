/**
 * Prints the gzipped JavaScript the login page and the shell load (lazy pages excluded) and
 * fails above the budget. Run after `vite build` (the build script does).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const SHELL_BUDGET_BYTES = 400 * 1024;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * Chunks loaded at start besides the entry: the default language's startup texts (i18n.ts
 * STARTUP_NAMESPACES; the pages' texts load behind the shell) and antd/dayjs locale.
 */
const STARTUP_DYNAMIC = [/locales\/zh-CN\/(common|error|login|shell|kit|screens)\.json$/, /zh_CN/, /zh-cn/];

export type ShellSize = { files: { file: string; gzip: number }[]; total: number };

export function measureShell(distDir: string): ShellSize {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(entryKey);
  for (const key of [...seen]) {
    for (const dyn of manifest[key].dynamicImports ?? []) if (STARTUP_DYNAMIC.some((re) => re.test(dyn))) visit(dyn);
  }
  const files = [...new Set([...seen].map((k) => manifest[k].file))]
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(distDir, file))).byteLength }))
    .sort((a, b) => b.gzip - a.gzip);
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function main(): void {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
    console.error('bundle-size: no build found; run `vite build` first');
    process.exit(1);
  }
  const size = measureShell(dist);
  for (const f of size.files) console.log(`  ${kb(f.gzip).padStart(10)}  ${f.file}`);
  console.log(`login + shell JavaScript (gzip): ${kb(size.total)} of ${kb(SHELL_BUDGET_BYTES)} budget`);
  if (size.total > SHELL_BUDGET_BYTES) {
    console.error('bundle-size: over budget');
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
