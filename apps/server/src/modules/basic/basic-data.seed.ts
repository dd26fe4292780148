import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../seed/demo-context';

/** Demo data of the basic-data module, on an empty database (SEED=demo). */
export async function seedDemoBasicData(_db: Db, _ctx: DemoContext): Promise<void> {}
