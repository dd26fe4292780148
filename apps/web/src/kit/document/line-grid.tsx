import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { GoodsHit, SkuView } from '@quire/contracts';
import { Button, Empty, Form, type FormInstance, Input, InputNumber, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShortcuts } from '../../core/shortcuts';
import { ui } from '../../core/ui-bridge';
import { SkuSelect } from '../sku-picker';
import { useUnits } from '../units';

import { DEFAULT_TAX_PERCENT, type LineKind, type LineValue, pricedAmount, pricedTotal, rateToPercent } from './line-kinds';

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

/** The sign of a profit-and-loss quantity as a tag: 报溢 (gain) or 报损 (loss). */
export function QtySignTag({ qty }: { qty: string | number | null | undefined }) {
  const { t } = useTranslation();
  const n = Number(qty);
  if (!qty || !Number.isFinite(n) || n === 0) return null;
  return n > 0 ? <Tag color="green">{t('document:lines.gain')}</Tag> : <Tag color="red">{t('document:lines.loss')}</Tag>;
}

type Props = {
  form: FormInstance;
  kind: LineKind;
  skus: Map<string, SkuView>;
  disabled?: boolean;
  onChanged: () => void;
  /** Where a priced line's price comes from when its SKU is picked (else the SKU's purchase price). */
  priceLookup?: PriceLookup;
};

/** A suggested price of a picked SKU: price, tax rate and where it came from (its priceSource). */
export type PriceLookup = (skuId: string) => Promise<{ price: string | null; taxRate: string | null; source: string | null } | null>;

/**
 * The editable lines of a document (Form.List `lines`): SKU, quantity or unit cost, remark;
 * add and remove lines; F8 adds a line, F7 clears them all (after asking).
 */
export function LineGrid({ form, kind, skus, disabled, onChanged, priceLookup }: Props) {
  const { t } = useTranslation();
  const units = useUnits();
  const lines: LineValue[] = Form.useWatch('lines', form) ?? [];
  const unitOf = (name: number) => {
    const id = lines[name]?.skuId;
    return id ? skus.get(id)?.unit : undefined;
  };
  const picked = lines.map((l) => l?.skuId).filter((v): v is string => Boolean(v));

  const priced = kind === 'priced';
  const fresh = () => (priced ? newLine((form.getFieldValue(DEFAULT_TAX_FIELD) as string | undefined) ?? DEFAULT_TAX_PERCENT) : newLine());
  const add = () => {
    form.setFieldValue('lines', [...(form.getFieldValue('lines') ?? []), fresh()]);
    onChanged();
  };
  /** A picked SKU of a priced line brings its purchase price (marked as such) unless the line has one. */
  const skuPicked = async (index: number, hit: GoodsHit | undefined) => {
    if (!priced || !hit) return;
    const found = priceLookup ? await priceLookup(hit.id).catch(() => null) : null;
    const line = (form.getFieldValue(['lines', index]) ?? {}) as LineValue;
    if (line.skuId !== hit.id || (line.price && line.priceSource === 'MANUAL')) return;
    if (found?.price) {
      const taxPercent = rateToPercent(found.taxRate) ?? line.taxPercent;
      form.setFieldValue(['lines', index], { ...line, price: found.price, taxPercent, priceSource: found.source ?? 'MANUAL' });
    } else if (hit.purchasePrice) {
      form.setFieldValue(['lines', index], { ...line, price: hit.purchasePrice, priceSource: 'PURCHASE_PRICE' });
    }
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

  return (
    <Form.List name="lines">
      {(fields, { remove }) => (
        <>
          <Space style={{ marginBottom: 8 }}>
            <Tooltip title="F8">
              <Button icon={<PlusOutlined />} onClick={add} disabled={disabled} data-testid="line-add">
                {t('document:lines.add')} <span style={{ opacity: 0.6 }}>F8</span>
              </Button>
            </Tooltip>
            <Button onClick={() => void clear()} disabled={disabled || fields.length === 0} data-testid="line-clear">
              {t('document:lines.clear')} <span style={{ opacity: 0.6 }}>F7</span>
            </Button>
            {kind === 'signed' ? <Typography.Text type="secondary">{t('document:lines.signHint')}</Typography.Text> : null}
            {priced ? (
              <Typography.Text strong data-testid="lines-amount-total">
                {t('document:lines.amountTotal', { amount: pricedTotal(lines) })}
              </Typography.Text>
            ) : null}
          </Space>
          <Table
            rowKey="key"
            size="small"
            bordered
            pagination={false}
            dataSource={fields}
            scroll={{ x: priced ? 1200 : 900 }}
            data-testid="line-grid"
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('document:lines.empty')} /> }}
            columns={[
              { key: 'no', title: '#', width: 48, align: 'center', render: (_, __, i) => i + 1 },
              {
                key: 'sku',
                title: t('document:lines.sku'),
                width: 360,
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
              kind === 'cost'
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
              ...(priced
                ? [
                    {
                      key: 'price',
                      title: t('document:lines.price'),
                      width: 150,
                      render: (_: unknown, field: { name: number }) => (
                        <Form.Item
                          name={[field.name, 'price']}
                          rules={[{ required: true, message: t('document:lines.priceRequired') }]}
                          style={{ marginBottom: 0 }}
                        >
                          <InputNumber<string>
                            stringMode
                            min="0"
                            precision={6}
                            style={{ width: '100%' }}
                            onChange={() => form.setFieldValue(['lines', field.name, 'priceSource'], 'MANUAL')}
                            data-testid={`line-price-${field.name}`}
                          />
                        </Form.Item>
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
                    {
                      key: 'amount',
                      title: t('document:lines.amount'),
                      width: 130,
                      align: 'right' as const,
                      render: (_: unknown, field: { name: number }) => (
                        <span data-testid={`line-amount-${field.name}`}>
                          {pricedAmount(lines[field.name]?.qty, lines[field.name]?.price)}
                        </span>
                      ),
                    },
                  ]
                : []),
              {
                key: 'unit',
                title: t('document:lines.unit'),
                width: 70,
                render: (_, field) => units.label(unitOf(field.name)),
              },
              {
                key: 'remark',
                title: t('document:lines.remark'),
                render: (_, field) => (
                  <Form.Item name={[field.name, 'remark']} rules={[{ max: 200 }]} style={{ marginBottom: 0 }}>
                    <Input maxLength={200} />
                  </Form.Item>
                ),
              },
              {
                key: 'op',
                title: '',
                width: 56,
                fixed: 'right',
                render: (_, field) => (
                  <Tooltip title={t('document:lines.remove')}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={disabled}
                      aria-label={t('document:lines.remove')}
                      onClick={() => {
                        remove(field.name);
                        onChanged();
                      }}
                    />
                  </Tooltip>
                ),
              },
            ]}
          />
        </>
      )}
    </Form.List>
  );
}
