import { describe, expect, it } from 'vitest';
import { actionColumnWidth, labelWidth } from './action-width';

describe('the operations column', () => {
  it('is as wide as the widest row of buttons, so Indonesian verbs fit where Chinese ones are short', () => {
    const zh = actionColumnWidth([{ inline: ['查看', '编辑', '停用'], more: null }]);
    const id = actionColumnWidth([
      { inline: ['Lihat', 'Ubah', 'Aktifkan'], more: null },
      { inline: ['Lihat', 'Ubah', 'Nonaktifkan'], more: null },
    ]);
    expect(id).toBeGreaterThan(zh);
    const buttons = ['Lihat', 'Ubah', 'Nonaktifkan'].reduce((w, l) => w + labelWidth(l) + 14, 0);
    expect(id).toBeGreaterThanOrEqual(buttons + 2 * 4);
  });

  it('counts the More button of a row with more actions than fit, and keeps a minimum for an empty page', () => {
    const withMore = actionColumnWidth([{ inline: ['Lihat', 'Ubah'], more: 'Lainnya' }]);
    const without = actionColumnWidth([{ inline: ['Lihat', 'Ubah'], more: null }]);
    expect(withMore).toBeGreaterThan(without + labelWidth('Lainnya'));
    expect(actionColumnWidth([], 96)).toBe(96);
  });
});
