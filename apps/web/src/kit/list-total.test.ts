import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enKit from '../locales/en-US/kit.json';
import idKit from '../locales/id-ID/kit.json';
import zhKit from '../locales/zh-CN/kit.json';
import { listTotalText } from './list-total';

async function translator(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    ns: ['kit'],
    resources: { 'zh-CN': { kit: zhKit }, 'en-US': { kit: enKit }, 'id-ID': { kit: idKit } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

describe('list total (capped counts)', () => {
  it('shows "10,000+" when the server stopped counting, in every language', async () => {
    expect(listTotalText(await translator('en-US'), 10_000, true, 'en-US')).toBe('10,000+ in total');
    expect(listTotalText(await translator('zh-CN'), 10_000, true, 'zh-CN')).toBe('共 10,000+ 条');
    expect(listTotalText(await translator('id-ID'), 10_000, true, 'id-ID')).toBe('Total 10.000+');
  });

  it('shows the exact total otherwise (old pages without the flag too)', async () => {
    expect(listTotalText(await translator('en-US'), 42, false, 'en-US')).toBe('42 in total');
    expect(listTotalText(await translator('zh-CN'), 9_999, undefined, 'zh-CN')).toBe('共 9,999 条');
  });
});
