import { GEO_LEVELS, type GeoLevel, type GeoTreeNode, type GeoView } from '@quire/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { GEO_ROWS, type GeoRow } from './basic-data.geo-data';
import { geo } from './basic-data.schema';

type Row = typeof geo.$inferSelect;

function toView(r: Row): GeoView {
  return {
    geoId: String(r.id),
    code: r.code,
    name: r.name,
    nameEn: r.nameEn,
    level: r.level,
    parentId: r.parentId === null ? null : String(r.parentId),
  };
}

/** Depth of each seeded row: 0 for a country, 1 for a province, … */
function depthOf(rows: readonly GeoRow[]): Map<string, number> {
  const parentOf = new Map(rows.map((r) => [r[0], r[3]]));
  const depth = new Map<string, number>();
  for (const [code] of rows) {
    let d = 0;
    for (let p = parentOf.get(code); p; p = parentOf.get(p)) d++;
    depth.set(code, d);
  }
  return depth;
}

/**
 * Fills the geo table from basic-data.geo-data.ts: a migration-independent seed, run at every
 * start, that does nothing once every area is there and otherwise inserts the missing ones
 * (a new release adding areas adds them; rows edited in place are left alone). Safe to run
 * from two processes at once: inserts skip codes already present.
 */
export async function ensureGeoData(db: Executor): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(geo);
  if (Number(n) >= GEO_ROWS.length) return;
  const depth = depthOf(GEO_ROWS);
  const sortOf = new Map(GEO_ROWS.map((r, i) => [r[0], i]));
  const maxDepth = Math.max(...depth.values());
  await db.transaction(async (tx) => {
    for (let d = 0; d <= maxDepth; d++) {
      const level = GEO_LEVELS[Math.min(d, GEO_LEVELS.length - 1)] as GeoLevel;
      const rows = GEO_ROWS.filter((r) => depth.get(r[0]) === d);
      const parentCodes = [...new Set(rows.map((r) => r[3]).filter((c): c is string => c !== null))];
      const parents = parentCodes.length
        ? await tx.select({ id: geo.id, code: geo.code }).from(geo).where(inArray(geo.code, parentCodes))
        : [];
      const parentId = new Map(parents.map((p) => [p.code, p.id]));
      for (let i = 0; i < rows.length; i += 500) {
        const values = rows.slice(i, i + 500).map(([code, name, nameEn, parentCode]) => ({
          code,
          name,
          nameEn,
          level,
          parentId: parentCode === null ? null : (parentId.get(parentCode) ?? null),
          sort: sortOf.get(code) ?? 0,
        }));
        await tx.insert(geo).values(values).onConflictDoNothing({ target: geo.code });
      }
    }
  });
  treeCache = new WeakMap();
}

export async function countries(db: Executor): Promise<GeoView[]> {
  const rows = await db.select().from(geo).where(eq(geo.level, 'COUNTRY')).orderBy(asc(geo.sort), asc(geo.id));
  return rows.map(toView);
}

export async function subDistricts(db: Executor, parentId: number): Promise<GeoView[]> {
  const rows = await db.select().from(geo).where(eq(geo.parentId, parentId)).orderBy(asc(geo.sort), asc(geo.id));
  return rows.map(toView);
}

// The whole tree is read-only reference data: built once per database and kept in memory.
let treeCache = new WeakMap<object, Promise<GeoTreeNode[]>>();

async function buildTree(db: Executor): Promise<GeoTreeNode[]> {
  const rows = await db.select().from(geo).orderBy(asc(geo.sort), asc(geo.id));
  const nodes = new Map<number, GeoTreeNode>(rows.map((r) => [r.id, { ...toView(r), children: [] }]));
  const roots: GeoTreeNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function worldAll(db: Executor): Promise<GeoTreeNode[]> {
  const cached = treeCache.get(db);
  if (cached) return cached;
  const built = buildTree(db);
  treeCache.set(db, built);
  try {
    const tree = await built;
    // An empty table (geo not seeded yet) is not worth remembering.
    if (tree.length === 0) treeCache.delete(db);
    return tree;
  } catch (err) {
    treeCache.delete(db);
    throw err;
  }
}
