import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureShell, SHELL_BUDGET_BYTES } from './bundle-size';

const dist = join(__dirname, '..', 'dist');
const built = existsSync(join(dist, '.vite', 'manifest.json'));

describe('bundle budget', () => {
  it.skipIf(!built)('the login page and the shell load at most 400 KB of gzipped JavaScript', () => {
    const size = measureShell(dist);
    expect(size.files.length).toBeGreaterThan(0);
    expect(size.total).toBeLessThanOrEqual(SHELL_BUDGET_BYTES);
  });
});
