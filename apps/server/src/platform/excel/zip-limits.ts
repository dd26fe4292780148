import zlib from 'node:zlib';

/**
 * An .xlsx is a zip: before anything is inflated, its central directory is read and the
 * declared sizes checked, so a small upload that would inflate to gigabytes (a bomb in the
 * shared strings) is refused at once. The inflate itself is capped too (see readFirstSheet),
 * since declared sizes can lie.
 */
export const ZIP_LIMITS = {
  /** One part (a worksheet, the shared strings) inflated: a 100,000-row sheet is well under it. */
  partBytes: 256 * 1024 * 1024,
  /** All parts together. */
  totalBytes: 384 * 1024 * 1024,
  /** Parts in the archive: a workbook has a few dozen. */
  entries: 2000,
} as const;

export type ZipVerdict = { ok: true; totalBytes: number } | { ok: false; reason: 'unreadable' | 'tooLarge' | 'tooManyParts' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

export function checkZipSizes(bytes: Buffer, limits = ZIP_LIMITS): ZipVerdict {
  // The end-of-central-directory record sits in the last 22 + 65535 bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'unreadable' };
  const entries = bytes.readUInt16LE(eocd + 10);
  const dirOffset = bytes.readUInt32LE(eocd + 16);
  if (entries === 0xffff || dirOffset === 0xffffffff) return { ok: false, reason: 'tooLarge' }; // zip64: no workbook needs it
  if (entries > limits.entries) return { ok: false, reason: 'tooManyParts' };
  let at = dirOffset;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) return { ok: false, reason: 'unreadable' };
    const size = bytes.readUInt32LE(at + 24);
    if (size === 0xffffffff || size > limits.partBytes) return { ok: false, reason: 'tooLarge' };
    total += size;
    if (total > limits.totalBytes) return { ok: false, reason: 'tooLarge' };
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { ok: true, totalBytes: total };
}

const LOCAL = 0x04034b50;

/**
 * Declared sizes can lie. Each deflated part is inflated once more here, as a stream that is
 * thrown away, and stopped the moment it passes its declared size: a part that inflates to
 * more than it declared is refused, with no more than one chunk of it ever in memory.
 */
export async function checkInflatedSizes(bytes: Buffer, limits = ZIP_LIMITS): Promise<'ok' | 'tooLarge' | 'unreadable'> {
  const verdict = checkZipSizes(bytes, limits);
  if (!verdict.ok) return verdict.reason === 'unreadable' ? 'unreadable' : 'tooLarge';
  const eocd = findEocd(bytes);
  let at = bytes.readUInt32LE(eocd + 16);
  const entries = bytes.readUInt16LE(eocd + 10);
  for (let n = 0; n < entries; n++) {
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const declared = bytes.readUInt32LE(at + 24);
    const localAt = bytes.readUInt32LE(at + 42);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (method === 0) continue;
    if (method !== 8 || localAt + 30 > bytes.length || bytes.readUInt32LE(localAt) !== LOCAL) return 'unreadable';
    const dataAt = localAt + 30 + bytes.readUInt16LE(localAt + 26) + bytes.readUInt16LE(localAt + 28);
    if (dataAt + compressed > bytes.length) return 'unreadable';
    const inflated = await inflatesWithin(bytes.subarray(dataAt, dataAt + compressed), declared);
    if (inflated !== 'ok') return inflated;
  }
  return 'ok';
}

function findEocd(bytes: Buffer): number {
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === EOCD) return i;
  }
  return -1;
}

function inflatesWithin(data: Buffer, limit: number): Promise<'ok' | 'tooLarge' | 'unreadable'> {
  return new Promise((resolve) => {
    const inflate = zlib.createInflateRaw();
    let out = 0;
    inflate.on('data', (chunk: Buffer) => {
      out += chunk.length;
      if (out > limit) {
        inflate.destroy();
        resolve('tooLarge');
      }
    });
    inflate.on('error', () => resolve('unreadable'));
    inflate.on('end', () => resolve(out <= limit ? 'ok' : 'tooLarge'));
    inflate.end(data);
  });
}
