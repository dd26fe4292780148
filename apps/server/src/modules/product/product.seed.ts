import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../seed/demo-context';

/** Demo data of the product module, on an empty database (SEED=demo). */
export async function seedDemoProduct(_db: Db, _ctx: DemoContext): Promise<void> {}
