import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup.ts'],
    pool: 'forks',
    // Each file has its own database and app (test/harness.ts); what the modules keep in
    // memory is keyed by something a file makes afresh (a token, a database) or restored after
    // the file (the ports). Loading the app's modules once per worker halves the suite's CPU.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
