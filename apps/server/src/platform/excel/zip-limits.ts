/**
 * An .xlsx is a zip: before anything is inflated, its central directory is read and the
 * declared sizes checked, so a small upload that would inflate to gigabytes (a bomb in the
 * shared strings) is refused at once. Each part is inflated as a stream, capped at its declared
 * size, since declared sizes can lie (see sheet-reader.ts).
 */
export const ZIP_LIMITS = {
  /** One part (a worksheet, the shared strings) inflated: a 100,000-row sheet is well under it. */
  partBytes: 256 * 1024 * 1024,
  /** The shared strings, which are held whole while the sheet is read (a 100,000-row sheet: ~14 MB). */
  sharedStringsBytes: 64 * 1024 * 1024,
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
