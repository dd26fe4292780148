import type { Db } from '../../platform/db/client';
import type { DemoContext } from '../../seed/demo-context';

/** Demo data of the partner module, on an empty database (SEED=demo). */
export async function seedDemoPartner(_db: Db, _ctx: DemoContext): Promise<void> {}
