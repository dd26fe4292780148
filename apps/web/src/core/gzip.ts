export type GzipConfig = { matchUris: string[]; thresholdKbSize: number };

/**
 * A match uri names a path and everything under it: `/api/product/` and `/api/product/*`
 * match `/api/product/sku/page`; `/api/user/componentPermissionsRole` matches itself and
 * `/api/user/componentPermissionsRole/operStatus`, not `/api/user/componentPermissionsRoleX`.
 */
export function uriMatches(pattern: string, path: string): boolean {
  const p = pattern.trim().replace(/\*+$/, '');
  if (!p) return false;
  if (p.endsWith('/')) return path.startsWith(p);
  return path === p || path.startsWith(`${p}/`);
}

/** Bodies above the threshold sent to a configured uri are gzip-compressed (spec §7). */
export function shouldGzip(config: GzipConfig | null, path: string, byteLength: number): boolean {
  if (!config || typeof CompressionStream === 'undefined') return false;
  if (byteLength <= config.thresholdKbSize * 1024) return false;
  return config.matchUris.some((pattern) => uriMatches(pattern, path));
}

export async function gzipText(text: string): Promise<Uint8Array> {
  const source = new Response(new TextEncoder().encode(text)).body;
  if (!source) throw new Error('no body stream');
  return new Uint8Array(await new Response(source.pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
}
