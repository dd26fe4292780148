import type { GeoTreeNode } from '@quire/contracts';

/** A picked region: country, province, city (geo ids), any tail may be missing. */
export type RegionPath = string[];

export type RegionOption = { value: string; label: string; children?: RegionOption[] };

/** Chinese addresses read province-city-street without separators; others street, city, province. */
function isChinese(country: GeoTreeNode): boolean {
  return country.code === 'CN';
}

/** The Cascader options: countries → provinces → cities (districts are left to the street line). */
export function regionOptions(tree: readonly GeoTreeNode[], language: string): RegionOption[] {
  const label = (n: GeoTreeNode) => (language === 'zh-CN' ? n.name : n.nameEn || n.name);
  const walk = (nodes: readonly GeoTreeNode[], depth: number): RegionOption[] =>
    nodes.map((n) => ({
      value: n.geoId,
      label: label(n),
      ...(depth < 2 && n.children.length > 0 ? { children: walk(n.children, depth + 1) } : {}),
    }));
  return walk(tree, 0);
}

function nodesOf(tree: readonly GeoTreeNode[], path: RegionPath): GeoTreeNode[] {
  const out: GeoTreeNode[] = [];
  let level: readonly GeoTreeNode[] = tree;
  for (const id of path) {
    const node = level.find((n) => n.geoId === id);
    if (!node) break;
    out.push(node);
    level = node.children;
  }
  return out;
}

/**
 * The one address line the server keeps: "浙江省杭州市" + street for China (a municipality's city,
 * named like its province, is said once), "street, city, province" elsewhere. The country is
 * not written.
 */
export function composeAddress(tree: readonly GeoTreeNode[], path: RegionPath, street: string | null | undefined): string {
  const [country, province, city] = nodesOf(tree, path);
  const detail = (street ?? '').trim();
  if (!country || !province) return detail;
  const cityName = city && city.name !== province.name ? city.name : null;
  if (isChinese(country)) return `${province.name}${cityName ?? ''}${detail}`;
  return [detail, cityName, province.name].filter(Boolean).join(', ');
}

/**
 * Reads a stored address back into region and street: the province (and city) whose names the
 * line starts with (China) or ends with (elsewhere). An address that names no known province
 * stays whole in the street line.
 */
export function parseAddress(tree: readonly GeoTreeNode[], address: string | null | undefined): { region: RegionPath; street: string } {
  const text = (address ?? '').trim();
  if (!text) return { region: [], street: '' };
  for (const country of tree) {
    if (isChinese(country)) {
      const province = country.children.find((p) => text.startsWith(p.name));
      if (!province) continue;
      let rest = text.slice(province.name.length);
      let city = province.children.find((c) => c.name !== province.name && rest.startsWith(c.name));
      if (city) rest = rest.slice(city.name.length);
      else city = province.children.length === 1 ? province.children[0] : undefined;
      return { region: [country.geoId, province.geoId, ...(city ? [city.geoId] : [])], street: rest.trim() };
    }
    const parts = text.split(',').map((s) => s.trim());
    const province = country.children.find((p) => p.name === parts[parts.length - 1]);
    if (!province || parts.length < 2) continue;
    const city = province.children.find((c) => c.name === parts[parts.length - 2]);
    const streetParts = parts.slice(0, parts.length - (city ? 2 : 1));
    return { region: [country.geoId, province.geoId, ...(city ? [city.geoId] : [])], street: streetParts.join(', ') };
  }
  return { region: [], street: text };
}
