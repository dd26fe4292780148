import { pinyin } from 'pinyin-pro';

/**
 * 助记码: the first letter of each Chinese character's pinyin, letters and digits kept as they
 * are, everything else dropped, upper case: 得力中性笔 → DLZXB, 晨光 AGP87901 中性笔 → CGAGP87901ZXB.
 */
export function mnemonicOf(name: string): string {
  const parts = pinyin(name, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' });
  return parts
    .join('')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 64);
}
