import type { TFunction } from 'i18next';

/**
 * The pager's total: "共 10,000+ 条" / "10,000+ in total" once the server stopped counting
 * (Page.totalCapped: a million moves are not counted for every page), else the exact total.
 */
export function listTotalText(t: TFunction, total: number, capped: boolean | undefined, language: string): string {
  const formatted = new Intl.NumberFormat(language).format(total);
  return capped ? t('kit:list.totalCapped', { total: formatted }) : t('kit:list.total', { total: formatted });
}
