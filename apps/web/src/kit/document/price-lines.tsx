import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { type DocumentLineView, SKU_PRICE_FIELDS, type SkuPriceField } from '@quire/contracts';
import { Button, Checkbox, Form, InputNumber, Popover, Space, type TableColumnType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readJson, STORAGE_KEYS, writeJson } from '../../core/storage';
import { formatDecimal } from './document-kit';
import { filledPrices, type LineValue, type PriceValues } from './line-kinds';

/**
 * The price columns in the order a price adjustment shows them: the prices changed most
 * (wholesale, retail, distribution, purchase) first, then member and the four preset prices.
 */
export const PRICE_COLUMN_ORDER: readonly SkuPriceField[] = [
  'wholesalePrice',
  'retailPrice',
  'distributionPrice',
  'purchasePrice',
  'memberPrice',
  'presetPrice1',
  'presetPrice2',
  'presetPrice3',
  'presetPrice4',
];

/** Shown until the user chooses otherwise. */
export const DEFAULT_PRICE_COLUMNS: readonly SkuPriceField[] = ['wholesalePrice', 'retailPrice', 'distributionPrice', 'purchasePrice'];

/** Width of one price's pair of columns (current value and new value). */
const CURRENT_WIDTH = 88;
const NEW_WIDTH = 112;

/**
 * The prices the grid shows: the ones chosen, and any a line already changes (a loaded draft
 * never hides a value it will save), in the order of PRICE_COLUMN_ORDER.
 */
export function shownPriceFields(
  chosen: readonly SkuPriceField[],
  lines: readonly (Pick<LineValue, 'newPrices'> | undefined)[],
): SkuPriceField[] {
  const used = new Set<SkuPriceField>(chosen);
  for (const l of lines) for (const f of Object.keys(filledPrices(l?.newPrices)) as SkuPriceField[]) used.add(f);
  return PRICE_COLUMN_ORDER.filter((f) => used.has(f));
}

/** The width the grid needs for its price columns. */
export function priceColumnsWidth(fields: readonly SkuPriceField[]): number {
  return fields.length * (CURRENT_WIDTH + NEW_WIDTH);
}

/** A price as the user reads it: two to four decimals. */
export const formatPrice = (v: string | null | undefined) => formatDecimal(v, 4, 2);

const PRICE_TEXT = /^\d{1,12}(\.\d{1,4})?$/;

/** The price columns the user chose (kept in this browser), with a setter. */
export function useChosenPriceFields(): [SkuPriceField[], (fields: SkuPriceField[]) => void] {
  const [chosen, setChosen] = useState<SkuPriceField[]>(() => {
    const stored = readJson<string[]>(STORAGE_KEYS.priceColumns);
    const valid = (stored ?? []).filter((f): f is SkuPriceField => (SKU_PRICE_FIELDS as readonly string[]).includes(f));
    return valid.length > 0 ? valid : [...DEFAULT_PRICE_COLUMNS];
  });
  const choose = (fields: SkuPriceField[]) => {
    const next = fields.length > 0 ? fields : [...DEFAULT_PRICE_COLUMNS];
    setChosen(next);
    writeJson(STORAGE_KEYS.priceColumns, next);
  };
  return [chosen, choose];
}

/** 价格列: which of the nine prices the grid shows (a changed price always shows). */
export function PriceColumnChooser({
  chosen,
  onChange,
  locked,
}: {
  chosen: readonly SkuPriceField[];
  onChange: (fields: SkuPriceField[]) => void;
  /** Prices a line changes: shown whatever is chosen. */
  locked: readonly SkuPriceField[];
}) {
  const { t } = useTranslation();
  const content = (
    <div style={{ width: 200 }} data-testid="price-columns-panel">
      <Checkbox.Group
        value={[...new Set([...chosen, ...locked])]}
        onChange={(v) => onChange(PRICE_COLUMN_ORDER.filter((f) => v.includes(f) && (!locked.includes(f) || chosen.includes(f))))}
        style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
      >
        {PRICE_COLUMN_ORDER.map((f) => (
          <Checkbox key={f} value={f} disabled={locked.includes(f)} data-price-column={f}>
            {t(`product:price.${f}`)}
          </Checkbox>
        ))}
      </Checkbox.Group>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
        {t('document:lines.priceColumnsHint')}
      </Typography.Paragraph>
      <Button size="small" type="link" style={{ padding: 0 }} onClick={() => onChange([...DEFAULT_PRICE_COLUMNS])}>
        {t('document:lines.priceColumnsDefault')}
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomLeft" title={t('document:lines.priceColumns')} content={content}>
      <Button icon={<SettingOutlined />} data-testid="price-columns">
        {t('document:lines.priceColumns')}
      </Button>
    </Popover>
  );
}

/** The change of a price as an arrow and percent: ↑ 5% in red, ↓ 3.2% in green (prices rising are a warning). */
export function PriceChange({ from, to }: { from: string | null | undefined; to: string | null | undefined }) {
  const a = Number(from);
  const b = Number(to);
  if (
    from === null ||
    from === undefined ||
    to === null ||
    to === undefined ||
    to === '' ||
    !Number.isFinite(a) ||
    !Number.isFinite(b) ||
    a === b
  ) {
    return null;
  }
  const up = b > a;
  const pct = a === 0 ? null : Math.round((Math.abs(b - a) / a) * 1000) / 10;
  return (
    <Typography.Text type={up ? 'danger' : 'success'} style={{ fontSize: 12, whiteSpace: 'nowrap' }} data-change={up ? 'up' : 'down'}>
      {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
      {pct === null ? '' : ` ${pct}%`}
    </Typography.Text>
  );
}

type SkuPrices = Partial<Record<SkuPriceField, string | undefined>>;

/**
 * The editor's price columns of a price line: per shown price, its current value (the SKU's,
 * read-only) and the new value (empty: unchanged). The first new-price input of a line also
 * asks for at least one new price on the line.
 */
export function priceEditColumns(opts: {
  t: TFunction;
  fields: readonly SkuPriceField[];
  skuOf: (index: number) => SkuPrices | undefined;
}): TableColumnType<{ name: number; key: number }>[] {
  const { t, fields, skuOf } = opts;
  return fields.map((field, i) => ({
    key: `price-${field}`,
    title: t(`product:price.${field}`),
    children: [
      {
        key: `current-${field}`,
        title: t('document:lines.currentPrice'),
        width: CURRENT_WIDTH,
        align: 'right' as const,
        render: (_: unknown, row: { name: number }) => {
          const current = skuOf(row.name)?.[field];
          return current === undefined ? (
            <Typography.Text type="secondary">—</Typography.Text>
          ) : (
            <span data-testid={`line-current-${field}-${row.name}`}>{formatPrice(current)}</span>
          );
        },
      },
      {
        key: `new-${field}`,
        title: t('document:lines.newPrice'),
        width: NEW_WIDTH,
        render: (_: unknown, row: { name: number }) => (
          <Form.Item
            name={[row.name, 'newPrices', field]}
            style={{ marginBottom: 0 }}
            dependencies={i === 0 ? fields.filter((f) => f !== field).map((f) => ['lines', row.name, 'newPrices', f]) : undefined}
            rules={[
              {
                validator: (_r, v: unknown) =>
                  v === null || v === undefined || v === ''
                    ? Promise.resolve()
                    : PRICE_TEXT.test(String(v)) && Number(v) > 0
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('document:lines.newPriceInvalid'))),
              },
              ...(i === 0
                ? [
                    ({ getFieldValue }: { getFieldValue: (name: (string | number)[]) => unknown }) => ({
                      validator: () =>
                        Object.keys(filledPrices(getFieldValue(['lines', row.name, 'newPrices']) as PriceValues | undefined)).length > 0
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('document:lines.newPriceRequired'))),
                    }),
                  ]
                : []),
            ]}
          >
            <InputNumber<string>
              stringMode
              min="0"
              controls={false}
              placeholder={t('document:lines.unchanged')}
              style={{ width: '100%' }}
              data-testid={`line-new-${field}-${row.name}`}
            />
          </Form.Item>
        ),
      },
    ],
  }));
}

/**
 * The detail's price columns: per price any line changes, what it was (the value posting
 * replaced; before posting the SKU's current value) and the new value with its change.
 */
export function priceDetailColumns(
  lines: readonly DocumentLineView[],
  skuOf: (skuId: string | null) => SkuPrices | undefined,
  t: (key: string) => string,
): TableColumnType<DocumentLineView>[] {
  const changed = new Set<SkuPriceField>();
  for (const l of lines)
    for (const f of Object.keys(filledPrices(l.newPrices as PriceValues | undefined)) as SkuPriceField[]) changed.add(f);
  return PRICE_COLUMN_ORDER.filter((f) => changed.has(f)).map((field) => ({
    key: `price-${field}`,
    title: t(`product:price.${field}`),
    children: [
      {
        key: `old-${field}`,
        title: t('document:lines.oldPrice'),
        width: CURRENT_WIDTH,
        align: 'right' as const,
        render: (_: unknown, l: DocumentLineView) => {
          if (!filledPrices(l.newPrices as PriceValues | undefined)[field]) return null;
          const old = filledPrices(l.oldPrices as PriceValues | undefined)[field] ?? skuOf(l.skuId)?.[field];
          return old === undefined ? <Typography.Text type="secondary">—</Typography.Text> : formatPrice(old);
        },
      },
      {
        key: `new-${field}`,
        title: t('document:lines.newPrice'),
        width: NEW_WIDTH,
        align: 'right' as const,
        render: (_: unknown, l: DocumentLineView) => {
          const value = filledPrices(l.newPrices as PriceValues | undefined)[field];
          if (!value) return <Typography.Text type="secondary">{t('document:lines.unchanged')}</Typography.Text>;
          const old = filledPrices(l.oldPrices as PriceValues | undefined)[field] ?? skuOf(l.skuId)?.[field];
          return (
            <Space size={6} data-new-price={field}>
              <PriceChange from={old} to={value} />
              <Typography.Text strong>{formatPrice(value)}</Typography.Text>
            </Space>
          );
        },
      },
    ],
  }));
}
