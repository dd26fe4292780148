import type { Language } from '@quire/contracts';
import { and, eq } from 'drizzle-orm';
import { closeDay, today } from '../../documents/checkout.service';
import type { AuthContext } from '../../platform/access/auth-context';
import { purgeExpired } from '../../platform/auth/session.store';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/client';
import { translate } from '../../platform/i18n/messages';
import { enabledEmployeeCount, syncMenuTree } from '../system/index';
import { globalTableConfig } from './shared.schema';

export const DEPLOY_SUCCESS_LINE = 'Script executed successfully';

export type SystemConfig = {
  gzipConfig: { matchUris: string[]; thresholdKbSize: number };
  appVersion: string;
  productName: string;
};

export async function systemConfig(_db: Db, config: Config): Promise<SystemConfig> {
  return {
    gzipConfig: {
      // Bulk saves and imports carry the large bodies.
      matchUris: ['/api/product/', '/api/order/', '/api/stock/', '/api/customer/', '/api/user/componentPermissionsRole'],
      thresholdKbSize: 64,
    },
    appVersion: config.appVersion,
    productName: config.productName,
  };
}

export async function getTableConfig(db: Db, employeeId: number, tableKey: string) {
  const [row] = await db
    .select({ config: globalTableConfig.config })
    .from(globalTableConfig)
    .where(and(eq(globalTableConfig.employeeId, employeeId), eq(globalTableConfig.tableKey, tableKey)));
  return { tableKey, config: row?.config ?? null };
}

export async function putTableConfig(db: Db, employeeId: number, tableKey: string, config: unknown) {
  if (config === null || config === undefined) {
    // null resets the list to its default columns.
    await db.delete(globalTableConfig).where(and(eq(globalTableConfig.employeeId, employeeId), eq(globalTableConfig.tableKey, tableKey)));
    return { tableKey, config: null };
  }
  await db
    .insert(globalTableConfig)
    .values({ employeeId, tableKey, config })
    .onConflictDoUpdate({
      target: [globalTableConfig.employeeId, globalTableConfig.tableKey],
      set: { config, updatedAt: new Date() },
    });
  return { tableKey, config };
}

type DeployType = 'DAILY_CLOSE' | 'HOURLY' | 'ONE_KEY';

/**
 * The header's one-click effect. Each type runs real jobs and reports what it did, line by
 * line; the last line says whether the run succeeded.
 */
export async function runDeploy(db: Db, config: Config, auth: AuthContext, type: DeployType, lang: Language) {
  const lines: string[] = [];
  const log = (text: string) => lines.push(`[${new Date().toISOString()}] ${text}`);
  log(`${translate(lang, `deploy.${type}`)} (${type}) started by ${auth.employeeNo}`);
  try {
    if (type === 'DAILY_CLOSE' || type === 'ONE_KEY') {
      const day = await today(db);
      const r = await closeDay(db, auth.belongId, day, 'DEPLOY', auth.employeeId);
      log(
        r.alreadyClosed
          ? `Day ${day} was already closed for business group ${auth.belongId}`
          : `Closed day ${day} for business group ${auth.belongId}`,
      );
    }
    if (type === 'HOURLY' || type === 'ONE_KEY') {
      const purged = await purgeExpired(db, config);
      log(`Purged ${purged.sessions} expired sessions and ${purged.nonces} used nonces`);
      await syncMenuTree(db);
      log('Refreshed the permission menu cache');
      log(`Refreshed the employee cache (${await enabledEmployeeCount(db)} enabled)`);
    }
    lines.push(DEPLOY_SUCCESS_LINE);
    return { type, lines, success: true };
  } catch (err) {
    log(`Failed: ${(err as Error).message}`);
    lines.push('Script execution failed');
    return { type, lines, success: false };
  }
}
