import { PlusOutlined } from '@ant-design/icons';
import { type GoodsHit, type PriceReason, type PurchasePriceSource, SEARCH_KEYWORD_MIN, type SkuView } from '@quire/contracts';
import { Button, Checkbox, Empty, Form, type FormInstance, Input, InputNumber, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { goodsApi } from '../../api/sku-api';
import { useShortcuts } from '../../core/shortcuts';
import { ui } from '../../core/ui-bridge';
import { lineNumberColumn, removeLineColumn } from '../line-columns';
import { PRICE_REASON_COLORS, priceReasonKey } from '../price-reason';
import { SkuSelect } from '../sku-picker';
import { useUnits } from '../units';
import {
  DEFAULT_TAX_PERCENT,
  filledPrices,
  LINE_KINDS,
  type LineKind,
  type LineValue,
  PRICE_SOURCE_LABELS,
  pricedAmount,
  pricedTotal,
  QTY_KINDS,
  rateToPercent,
  saleLineAmount,
} from './line-kinds';
import { addQty, applyScan, scanMatch } from './line-scan';
import { PriceColumnChooser, priceColumnsWidth, priceEditColumns, shownPriceFields, useChosenPriceFields } from './price-lines';
import { ScanBox } from './scan-box';

export type { LineKind, LineValue };

/** The form value a screen sets to the partner's tax rate in percent (a new priced line takes it). */
export const DEFAULT_TAX_FIELD = 'defaultTaxPercent';

let nextKey = 0;
export const newLine = (taxPercent?: string | null): LineValue => ({
  key: `n${Date.now().toString(36)}${nextKey++}`,
  skuId: undefined,
  qty: null,
  unitCost: null,
  ...(taxPercent !== undefined ? { price: null, taxPercent: taxPercent ?? DEFAULT_TAX_PERCENT, priceSource: null } : {}),
  remark: null,
});

/** A new line of the kind: a priced or supply line starts at the tax rate given (else 13 %), a supply line from 1 on. */
export const blankLine = (kind: LineKind, taxPercent?: string | null): LineValue =>
  kind === 'priced' || kind === 'supply'
    ? { ...newLine(taxPercent ?? DEFAULT_TAX_PERCENT), ...(kind === 'supply' ? { minQty: '1' } : {}) }
    : newLine();

/** The sign of a profit-and-loss quantity as a tag: 报溢 (gain) or 报损 (loss). */
export function QtySignTag({ qty }: { qty: string | number | null | undefined }) {
  const { t } = useTranslation();
  const n = Number(qty);
  if (!qty || !Number.isFinite(n) || n === 0) return null;
  return n > 0 ? <Tag color="green">{t('document:lines.gain')}</Tag> : <Tag color="red">{t('document:lines.loss')}</Tag>;
}

const PRICE_SOURCE_COLORS: Record<PurchasePriceSource, string> = {
  SUPPLY_INFO: 'blue',
  LAST_PURCHASE: 'cyan',
  PURCHASE_PRICE: 'default',
  MANUAL: 'orange',
};

/** Where a priced line's price came from, as a small tag: 供货信息 / 最近进价 / 采购价 / 手工. */
export function PriceSourceTag({ source }: { source: unknown }) {
  const { t } = useTranslation();
  // A sale line's price reason (DOMAIN 15): the price resolution's words and colours.
  if (typeof source === 'string' && source in PRICE_REASON_COLORS) {
    const reason = source as PriceReason;
    return (
      <Tag color={PRICE_REASON_COLORS[reason]} style={{ marginInlineEnd: 0, whiteSpace: 'nowrap' }} data-price-source={reason}>
        {t(priceReasonKey(reason))}
      </Tag>
    );
  }
  if (typeof source !== 'string' || !(source in PRICE_SOURCE_LABELS)) return null;
  const known = source as PurchasePriceSource;
  return (
    <Tag color={PRICE_SOURCE_COLORS[known]} style={{ marginInlineEnd: 0, whiteSpace: 'nowrap' }} data-price-source={known}>
      {t(PRICE_SOURCE_LABELS[known])}
    </Tag>
  );
}

type Props = {
  form: FormInstance;
  kind: LineKind;
  skus: Map<string, SkuView>;
  disabled?: boolean;
  onChanged: () => void;
  /** Where a priced line's price comes from when its SKU is picked (else the SKU's purchase price). */
  priceLookup?: PriceLookup;
  /** Sale lines: a gift checkbox (赠品, price 0) and a line discount (行折扣额) on priced lines; 'discount': the discount only. */
  saleLines?: boolean | 'discount';
};

/** A suggested price of a picked SKU: price, tax rate and where it came from (its priceSource). */
/** The price of a SKU at a quantity (supply information goes by the ordered quantity). */
export type PriceLookup = (
  skuId: string,
  qty: string,
) => Promise<{ price: string | null; taxRate: string | null; source: string | null } | null>;

/**
 * The editable lines of a document (Form.List `lines`): SKU, quantity or unit cost (or a
 * supply line's minimum quantity and price), remark; add and remove lines; F8 adds a line, F7
 * clears them all (after asking); 扫码录入 above the grid adds a scanned SKU or counts it again.
 */
export function LineGrid({ form, kind, skus, disabled, onChanged, priceLookup, saleLines }: Props) {
  const { t } = useTranslation();
  const units = useUnits();
  // preserve: a line's unseen fields too (its price source is no form field).
  const lines: LineValue[] = Form.useWatch('lines', { form, preserve: true }) ?? [];
  const unitOf = (name: number) => {
    const id = lines[name]?.skuId;
    return id ? skus.get(id)?.unit : undefined;
  };
  // A supply sheet prices one SKU per minimum quantity: its SKU may come again.
  const supply = kind === 'supply';
  // A sale's gift line may repeat the SKU of a sold line (the server refuses a true duplicate).
  const picked =
    supply || (kind === 'priced' && saleLines === true) ? [] : lines.map((l) => l?.skuId).filter((v): v is string => Boolean(v));

  const priced = kind === 'priced';
  const sale = priced && saleLines === true;
  const discounted = priced && saleLines !== undefined && saleLines !== false;
  /** A line made a gift is priced at 0 (by hand) and takes no discount; unticked, its price is typed again. */
  const giftChanged = (index: number, gift: boolean) => {
    const line = (form.getFieldValue(['lines', index]) ?? {}) as LineValue;
    form.setFieldValue(['lines', index], gift ? { ...line, gift, price: '0', priceSource: 'MANUAL', discount: null } : { ...line, gift });
    onChanged();
  };
  const fresh = () => blankLine(kind, form.getFieldValue(DEFAULT_TAX_FIELD) as string | undefined);
  const add = () => {
    form.setFieldValue('lines', [...(form.getFieldValue('lines') ?? []), fresh()]);
    onChanged();
  };
  /** A picked SKU of a priced line brings its price (marked where it came from) unless the line has a manual one. */
  const skuPicked = async (index: number, hit: GoodsHit | undefined) => {
    if (supply && hit?.purchasePrice && Number(hit.purchasePrice) > 0) {
      // A supply line starts at the SKU's purchase price, to be changed to the supplier's.
      const line = (form.getFieldValue(['lines', index]) ?? {}) as LineValue;
      if (line.skuId === hit.id && !line.price) form.setFieldValue(['lines', index], { ...line, price: hit.purchasePrice });
      return;
    }
    if (!priced || !hit) return;
    const before = (form.getFieldValue(['lines', index]) ?? {}) as LineValue;
    const found = priceLookup
      ? await priceLookup(hit.id, before.qty && Number(before.qty) > 0 ? String(before.qty) : '1').catch(() => null)
      : null;
    const line = (form.getFieldValue(['lines', index]) ?? {}) as LineValue;
    if (line.skuId !== hit.id || line.gift || (line.price && line.priceSource === 'MANUAL')) return;
    if (found?.price) {
      const taxPercent = rateToPercent(found.taxRate) ?? line.taxPercent;
      form.setFieldValue(['lines', index], { ...line, price: found.price, taxPercent, priceSource: found.source ?? 'MANUAL' });
    } else if (hit.purchasePrice) {
      form.setFieldValue(['lines', index], { ...line, price: hit.purchasePrice, priceSource: 'PURCHASE_PRICE' });
    }
  };
  /**
   * A changed quantity of a priced line asks for its price again (a higher minimum quantity of
   * the supply information may apply); a price typed by hand stays.
   */
  const reprice = async (index: number) => {
    if (!priced || !priceLookup) return;
    const line = (form.getFieldValue(['lines', index]) ?? {}) as LineValue;
    if (!line.skuId || line.gift || line.priceSource === 'MANUAL' || !line.qty || !(Number(line.qty) > 0)) return;
    const found = await priceLookup(line.skuId, String(line.qty)).catch(() => null);
    const now = (form.getFieldValue(['lines', index]) ?? {}) as LineValue;
    if (!found?.price || now.skuId !== line.skuId || now.qty !== line.qty || now.priceSource === 'MANUAL') return;
    if (found.price === now.price && found.source === now.priceSource) return;
    form.setFieldValue(['lines', index], {
      ...now,
      price: found.price,
      taxPercent: rateToPercent(found.taxRate) ?? now.taxPercent,
      priceSource: found.source ?? now.priceSource,
    });
    onChanged();
  };
  /** One scan: the exact code or barcode's SKU counted again on its line, or added; else 未找到商品 and nothing changes. */
  const scan = async (code: string) => {
    const found =
      [...code].length >= SEARCH_KEYWORD_MIN ? await goodsApi.search({ keyword: code, pageNum: 1, pageSize: 20 }).catch(() => null) : null;
    const match = found ? scanMatch(code, found.list) : null;
    if (!match) {
      ui.warning(t('document:scan.notFound', { code }));
      return null;
    }
    const result = applyScan(kind, (form.getFieldValue('lines') ?? []) as LineValue[], match, fresh);
    const what = `${match.hit.code} ${match.hit.name}`;
    if (result.outcome === 'present') return t('document:scan.present', { what, line: result.index + 1 });
    form.setFieldValue('lines', result.lines);
    onChanged();
    if (result.outcome === 'added') await skuPicked(result.index, match.hit);
    const qty = addQty('0', match.factor);
    const outcome = result.outcome === 'added' && !QTY_KINDS.includes(kind) ? 'addedLine' : result.outcome;
    return t(`document:scan.${outcome}`, { what, line: result.index + 1, qty });
  };
  const clear = async () => {
    const ok = await ui.confirm({ title: t('common:pleaseConfirm'), content: t('document:lines.confirmClear'), danger: true });
    if (!ok) return;
    form.setFieldValue('lines', [fresh()]);
    onChanged();
  };
  const clearLines = () => {
    void clear();
  };
  useShortcuts(disabled ? {} : { F8: add, F7: clearLines });
  // Price lines (调价单): the prices chosen to show, each as current value and new value.
  const [chosenPrices, choosePrices] = useChosenPriceFields();
  const prices = kind === 'prices';
  const priceFields = prices ? shownPriceFields(chosenPrices, lines) : [];
  const priceColumns = prices ? priceEditColumns({ t, fields: priceFields, skuOf: (name) => skus.get(lines[name]?.skuId ?? '') }) : [];

  /** Sale lines: 赠品 (a gift, price 0) and 折扣额 (money off the line, at most its amount). */
  const giftColumns = sale
    ? [
        {
          key: 'gift',
          title: t('document:lines.gift'),
          width: 70,
          align: 'center' as const,
          render: (_: unknown, field: { name: number }) => (
            <Form.Item name={[field.name, 'gift']} valuePropName="checked" style={{ marginBottom: 0 }}>
              <Checkbox onChange={(e) => giftChanged(field.name, e.target.checked)} data-testid={`line-gift-${field.name}`} />
            </Form.Item>
          ),
        },
      ]
    : [];
  const discountColumns = discounted
    ? [
        {
          key: 'discount',
          title: t('document:lines.discount'),
          width: 130,
          render: (_: unknown, field: { name: number }) => (
            <Form.Item
              name={[field.name, 'discount']}
              dependencies={[
                ['lines', field.name, 'qty'],
                ['lines', field.name, 'price'],
              ]}
              rules={[
                {
                  validator: (_r: unknown, v: unknown) => {
                    const line = lines[field.name];
                    const gross = pricedAmount(line?.qty, line?.price);
                    return v === null || v === undefined || v === '' || !gross || Number(v) <= Number(gross)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('document:lines.discountTooLarge')));
                  },
                },
              ]}
              style={{ marginBottom: 0 }}
            >
              <InputNumber<string>
                stringMode
                min="0"
                precision={2}
                style={{ width: '100%' }}
                disabled={lines[field.name]?.gift === true}
                data-testid={`line-discount-${field.name}`}
              />
            </Form.Item>
          ),
        },
      ]
    : [];

  const qtyRules =
    kind === 'positive' || priced
      ? [
          { required: true, message: t('document:lines.qtyRequired') },
          {
            validator: (_: unknown, v: unknown) =>
              v === null || v === undefined || Number(v) > 0
                ? Promise.resolve()
                : Promise.reject(new Error(t('document:lines.qtyPositive'))),
          },
        ]
      : [
          { required: true, message: t('document:lines.qtyRequired') },
          {
            validator: (_: unknown, v: unknown) =>
              v === null || v === undefined || Number(v) !== 0
                ? Promise.resolve()
                : Promise.reject(new Error(t('document:lines.qtyNonZero'))),
          },
        ];

  /** The grid's tools: add (F8), clear (F7), the sign hint or the amount total. */
  const tools = (count: number) => (
    <>
      <Tooltip title="F8">
        <Button icon={<PlusOutlined />} onClick={add} disabled={disabled} data-testid="line-add">
          {t('document:lines.add')} <span style={{ opacity: 0.6 }}>F8</span>
        </Button>
      </Tooltip>
      <Button onClick={() => void clear()} disabled={disabled || count === 0} data-testid="line-clear">
        {t('document:lines.clear')} <span style={{ opacity: 0.6 }}>F7</span>
      </Button>
      {kind === 'signed' ? <Typography.Text type="secondary">{t('document:lines.signHint')}</Typography.Text> : null}
      {prices ? (
        <PriceColumnChooser
          chosen={chosenPrices}
          onChange={choosePrices}
          locked={[...new Set(lines.flatMap((l) => Object.keys(filledPrices(l?.newPrices))))] as typeof chosenPrices}
        />
      ) : null}
      {priced ? (
        <Typography.Text strong data-testid="lines-amount-total">
          {t('document:lines.amountTotal', { amount: pricedTotal(lines) })}
        </Typography.Text>
      ) : null}
    </>
  );

  return (
    <Form.List name="lines">
      {(fields, { remove }) => (
        <>
          {LINE_KINDS[kind].goods && !disabled ? (
            <ScanBox onScan={scan}>{tools(fields.length)}</ScanBox>
          ) : (
            <Space style={{ marginBottom: 8 }}>{tools(fields.length)}</Space>
          )}
          <Table
            rowKey="key"
            size="small"
            bordered
            pagination={false}
            dataSource={fields}
            scroll={{
              x: prices ? 620 + priceColumnsWidth(priceFields) : sale ? 1480 : discounted ? 1410 : priced ? 1280 : supply ? 1100 : 900,
            }}
            data-testid="line-grid"
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('document:lines.empty')} /> }}
            columns={[
              lineNumberColumn(prices ? 'left' : undefined),
              {
                key: 'sku',
                title: t('document:lines.sku'),
                // A price line is read across many price columns: its goods stay in sight.
                width: prices ? 280 : 360,
                fixed: prices ? 'left' : undefined,
                render: (_, field) => {
                  const id = lines[field.name]?.skuId;
                  const sku = id ? skus.get(id) : undefined;
                  return (
                    <Form.Item
                      name={[field.name, 'skuId']}
                      rules={[{ required: true, message: t('document:lines.skuRequired') }]}
                      style={{ marginBottom: 0 }}
                    >
                      <SkuSelect
                        exclude={picked}
                        onChange={(_: string | undefined, hit: GoodsHit | undefined) => void skuPicked(field.name, hit)}
                        initialOption={sku ? { id: sku.id, code: sku.code, name: sku.name, unit: sku.unit } : null}
                        data-testid={`line-sku-${field.name}`}
                      />
                    </Form.Item>
                  );
                },
              },
              supply
                ? {
                    key: 'minQty',
                    title: t('document:lines.minQty'),
                    width: 150,
                    render: (_, field) => (
                      <Form.Item
                        name={[field.name, 'minQty']}
                        rules={[{ required: true, message: t('document:lines.minQtyRequired') }]}
                        style={{ marginBottom: 0 }}
                      >
                        <InputNumber<string>
                          stringMode
                          min="0"
                          precision={units.precision(unitOf(field.name)) ?? 4}
                          style={{ width: '100%' }}
                          data-testid={`line-min-qty-${field.name}`}
                        />
                      </Form.Item>
                    ),
                  }
                : kind === 'cost'
                  ? {
                      key: 'unitCost',
                      title: t('document:lines.newUnitCost'),
                      width: 180,
                      render: (_, field) => (
                        <Form.Item
                          name={[field.name, 'unitCost']}
                          rules={[{ required: true, message: t('document:lines.unitCostRequired') }]}
                          style={{ marginBottom: 0 }}
                        >
                          <InputNumber<string>
                            stringMode
                            min="0"
                            precision={6}
                            style={{ width: '100%' }}
                            data-testid={`line-cost-${field.name}`}
                          />
                        </Form.Item>
                      ),
                    }
                  : {
                      key: 'qty',
                      hidden: prices,
                      title: kind === 'signed' ? t('document:lines.signedQty') : t('document:lines.qty'),
                      width: 220,
                      render: (_, field) => (
                        <Space.Compact style={{ width: '100%' }}>
                          <Form.Item name={[field.name, 'qty']} rules={qtyRules} style={{ marginBottom: 0, flex: 1 }}>
                            <InputNumber<string>
                              stringMode
                              min={kind === 'signed' ? undefined : '0'}
                              precision={units.precision(unitOf(field.name)) ?? 4}
                              style={{ width: '100%' }}
                              onBlur={priced ? () => void reprice(field.name) : undefined}
                              data-testid={`line-qty-${field.name}`}
                            />
                          </Form.Item>
                          {kind === 'signed' ? (
                            <span style={{ paddingLeft: 8, alignSelf: 'center' }}>
                              <QtySignTag qty={lines[field.name]?.qty} />
                            </span>
                          ) : null}
                        </Space.Compact>
                      ),
                    },
              ...(priced || supply
                ? [
                    {
                      key: 'price',
                      title: t('document:lines.price'),
                      width: priced ? 230 : 150,
                      render: (_: unknown, field: { name: number }) => (
                        <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                          <Form.Item
                            name={[field.name, 'price']}
                            rules={[
                              { required: true, message: t('document:lines.priceRequired') },
                              ...(supply
                                ? [
                                    {
                                      validator: (_: unknown, v: unknown) =>
                                        v === null || v === undefined || v === '' || Number(v) > 0
                                          ? Promise.resolve()
                                          : Promise.reject(new Error(t('document:lines.pricePositive'))),
                                    },
                                  ]
                                : []),
                            ]}
                            style={{ marginBottom: 0, flex: 1, minWidth: 0 }}
                          >
                            <InputNumber<string>
                              stringMode
                              min="0"
                              precision={6}
                              style={{ width: '100%' }}
                              disabled={sale && lines[field.name]?.gift === true}
                              onChange={priced ? () => form.setFieldValue(['lines', field.name, 'priceSource'], 'MANUAL') : undefined}
                              data-testid={`line-price-${field.name}`}
                            />
                          </Form.Item>
                          {priced ? (
                            <span data-testid={`line-price-source-${field.name}`}>
                              <PriceSourceTag source={lines[field.name]?.priceSource} />
                            </span>
                          ) : null}
                        </div>
                      ),
                    },
                    {
                      key: 'taxPercent',
                      title: t('document:lines.taxRate'),
                      width: 110,
                      render: (_: unknown, field: { name: number }) => (
                        <Form.Item
                          name={[field.name, 'taxPercent']}
                          rules={[{ required: true, message: t('document:lines.taxRateRequired') }]}
                          style={{ marginBottom: 0 }}
                        >
                          <InputNumber<string>
                            stringMode
                            min="0"
                            max="99.99"
                            precision={2}
                            suffix="%"
                            style={{ width: '100%' }}
                            data-testid={`line-tax-${field.name}`}
                          />
                        </Form.Item>
                      ),
                    },
                    ...giftColumns,
                    ...discountColumns,
                    ...(priced
                      ? [
                          {
                            key: 'amount',
                            title: t('document:lines.amount'),
                            width: 130,
                            align: 'right' as const,
                            render: (_: unknown, field: { name: number }) => (
                              <span data-testid={`line-amount-${field.name}`}>
                                {saleLineAmount(lines[field.name]?.qty, lines[field.name]?.price, lines[field.name]?.discount)}
                              </span>
                            ),
                          },
                        ]
                      : []),
                  ]
                : []),
              {
                key: 'unit',
                title: t('document:lines.unit'),
                width: 70,
                render: (_, field) => units.label(unitOf(field.name)),
              },
              ...priceColumns,
              {
                key: 'remark',
                title: t('document:lines.remark'),
                render: (_, field) => (
                  <Form.Item name={[field.name, 'remark']} rules={[{ max: 200 }]} style={{ marginBottom: 0 }}>
                    <Input maxLength={200} />
                  </Form.Item>
                ),
              },
              removeLineColumn(t, remove, { removed: onChanged, disabled, fixed: 'right' }),
            ]}
          />
        </>
      )}
    </Form.List>
  );
}
