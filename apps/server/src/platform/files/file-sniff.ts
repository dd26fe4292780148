import type { FileType } from '@quire/contracts';

/**
 * The content type of a file, recognised from its first bytes; undefined for anything not on
 * the allow-list. Office files are zip archives: the name's extension tells a workbook from a
 * document, and only among zips, so a renamed executable is still refused.
 */
export function sniffContentType(bytes: Uint8Array, fileName: string): FileType | undefined {
  const starts = (...sig: number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes.length >= 12 && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'image/webp';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x50, 0x4b, 0x03, 0x04)) {
    const ext = fileName.toLowerCase().split('.').pop();
    if (ext === 'xlsx') return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    if (ext === 'docx') return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return undefined;
}
