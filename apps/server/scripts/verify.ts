/**
 * Checks the stock and money ledgers' invariants on the configured database (DATABASE_URL,
 * else the PGlite folder DATA_DIR, default ./data): balance = Σ moves, locked = Σ open locks,
 * cost = Σ values, transfers balanced, every move posted; partner balance = Σ entries, down
 * payment = Σ prepayments − Σ used, open amounts within bounds and equal to what settled
 * them; points balance = Σ points entries. Exits 1 naming each breach.
 *   npm run verify
 */

import { MONEY_CHECKS, POINTS_CHECKS, verifyMoneyLedger, verifyPointsLedger } from '../src/modules/finance/index';
import { LEDGER_CHECKS, verifyLedger } from '../src/modules/inventory/ledger-verify';
import { loadConfig } from '../src/platform/config';
import { openPglite, openPostgres } from '../src/platform/db/client';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl, 2) : await openPglite(config.dataDir);
  const where = config.databaseUrl ? config.databaseUrl.replace(/\/\/[^@]*@/, '//***@') : config.dataDir;
  try {
    const breaches = [
      ...(await verifyLedger(database.db)),
      ...(await verifyMoneyLedger(database.db)),
      ...(await verifyPointsLedger(database.db)),
    ];
    const checks = [...LEDGER_CHECKS, ...MONEY_CHECKS, ...POINTS_CHECKS];
    if (breaches.length === 0) {
      process.stdout.write(`verify: ${checks.length} ledger checks hold on ${where}\n`);
      for (const name of checks) process.stdout.write(`  ✓ ${name}\n`);
      return 0;
    }
    process.stderr.write(`verify: ${breaches.length} breach(es) on ${where}\n`);
    for (const b of breaches) process.stderr.write(`  ✗ ${b.check}: ${b.detail}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`verify failed: ${(err as Error).message}\n`);
    process.exit(2);
  },
);
