import type { PriceReason, ResolvedPriceView } from '@quire/contracts';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Why a sale line has its price (DOMAIN 15): the one map of the reasons' words and colours,
 * for the price check and the wholesale screens' lines. Words: `price-rules:reason.<REASON>`.
 */
export const PRICE_REASON_COLORS: Record<PriceReason, string> = {
  SPECIAL_PRICE: 'magenta',
  PROMOTION: 'red',
  PRICE_POLICY: 'blue',
  PRESET_PRICE: 'cyan',
  LAST_PRICE: 'purple',
  WHOLESALE_PRICE: 'default',
};

export const priceReasonKey = (reason: PriceReason) => `price-rules:reason.${reason}`;

/** The rule behind the price that the tag names: the promotion's bill number, the policy's name, the preset set, the last bill. */
export function priceReasonSource(line: ResolvedPriceView): string | null {
  switch (line.reason) {
    case 'PROMOTION':
      return line.promotion?.billNo ?? null;
    case 'PRICE_POLICY':
    case 'SPECIAL_PRICE':
      return line.policy?.name ?? null;
    case 'PRESET_PRICE':
      return line.presetPriceSet === null ? null : String(line.presetPriceSet);
    case 'LAST_PRICE':
      return line.lastPriceBillNo;
    default:
      return null;
  }
}

/** The reason of a line's price as a coloured tag ("促销 CXD…", "价格政策 一级批发"); "无价格" when nothing prices it. */
export function PriceReasonTag({ line }: { line: ResolvedPriceView }) {
  const { t } = useTranslation();
  if (!line.reason) return <Tag color="warning">{t('price-rules:reason.none')}</Tag>;
  const source = priceReasonSource(line);
  const label =
    line.reason === 'PRESET_PRICE' && source ? t('price-rules:reason.presetSet', { n: source }) : t(priceReasonKey(line.reason));
  const detail = line.reason === 'PRESET_PRICE' ? null : source;
  const tag = (
    <Tag color={PRICE_REASON_COLORS[line.reason]} data-reason={line.reason} style={{ marginInlineEnd: 0 }}>
      {label}
      {detail ? ` ${detail}` : ''}
    </Tag>
  );
  return line.promotion && line.reason === 'PROMOTION' ? <Tooltip title={line.promotion.name}>{tag}</Tooltip> : tag;
}

/** The line's flags as small tags: 不打折, 返利, 返积分, 可赠送. */
export function PriceFlags({ line }: { line: ResolvedPriceView }) {
  const { t } = useTranslation();
  const flags: [boolean, string, string][] = [
    [line.noDiscount, 'noDiscount', 'orange'],
    [line.rebateGoods, 'rebateGoods', 'green'],
    [line.returnPoints, 'returnPoints', 'gold'],
    [line.giftAllowed, 'giftAllowed', 'default'],
  ];
  const shown = flags.filter(([on]) => on);
  if (shown.length === 0) return null;
  return (
    <Space size={4} wrap>
      {shown.map(([, key, color]) => (
        <Tag key={key} color={color} data-flag={key} style={{ marginInlineEnd: 0 }}>
          {t(`price-rules:flag.${key}`)}
        </Tag>
      ))}
    </Space>
  );
}
