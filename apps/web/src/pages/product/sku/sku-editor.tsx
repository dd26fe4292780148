import { CATEGORY_MAX_LEVEL } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, DatePicker, Form, Input, Radio, Row, Select, Switch, Tag, TreeSelect, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SkuScope, skuApi, skuKeys } from '../../../api/sku-api';
import { usePermission } from '../../../core/access';
import { DATE_FORMAT } from '../../../core/constants';
import { ui } from '../../../core/ui-bridge';
import { EditorFrame } from '../../../kit/editor-frame';
import { showSubmitError } from '../../../kit/form-errors';
import { useChoiceRule } from '../../../kit/required-rules';
import { StatusTag, useStatusOptions } from '../../../kit/status-tag';
import { useEditorTab, useTabTitle } from '../../../kit/use-editor-tab';
import { barcodeProblem, barcodeProblemText, repeatedBarcodes } from '../barcode-rules';
import { DecimalInput } from '../decimal-input';
import { useBrandOptions, useCategoryOptions, useSupplyModeOptions, useTaxItemOptions, useUnitOptions } from '../product-options';
import { CODE_PATTERN, decimalPattern } from '../product-rules';
import { BarcodeTagsInput } from './barcode-tags-input';
import { PriceHistoryButton } from './price-history';
import { SkuComponentsTable } from './sku-components-table';
import {
  emptySkuValues,
  fromSkuDetail,
  MEASURE_KEYS,
  type PackageValues,
  PRICE_KEYS,
  remapSkuFieldErrors,
  type SkuFormValues,
  toSkuBody,
} from './sku-form';
import { SkuPackagesTable } from './sku-packages-table';

const PRICE = decimalPattern(14, 4);
const MEASURE = decimalPattern(10, 2);
const asText = (v: unknown) => (v === null || v === undefined ? v : String(v));

function Section({ title, extra, children, id }: { title: ReactNode; extra?: ReactNode; children: ReactNode; id: string }) {
  return (
    <section style={{ marginBottom: 20 }} data-section={id}>
      <div className="q-section-title" style={{ display: 'flex', alignItems: 'baseline', gap: 12 }}>
        <span>{title}</span>
        {extra ? (
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 12 }}>
            {extra}
          </Typography.Text>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/**
 * The goods (SKU) editor of the goods-info and combined-product screens: basic data,
 * barcodes, packages, dimensions, prices (the purchase price only with field:costPrice) and,
 * for a combined product, its components. Watched for unsaved edits; F4 saves, Esc goes back.
 */
export function SkuEditor({ scope }: { scope: SkuScope }) {
  const { t } = useTranslation();
  const choose = useChoiceRule();
  const { mode, id, finish, back } = useEditorTab();
  const { has } = usePermission();
  const withCost = has('field:costPrice');
  const [form] = Form.useForm<SkuFormValues>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const readOnly = mode === 'detail';
  const statusOptions = useStatusOptions();
  const supplyModes = useSupplyModeOptions();
  const brands = useBrandOptions();
  const categories = useCategoryOptions(true);
  const taxItems = useTaxItemOptions();
  const units = useUnitOptions();
  const detail = useQuery({
    queryKey: skuKeys.detail(scope, id ?? ''),
    queryFn: () => skuApi.detail(scope, id ?? ''),
    enabled: Boolean(id),
  });
  const isCombined = Form.useWatch('isCombined', form) ?? scope === 'combined';
  const packages = (Form.useWatch('packages', form) ?? []) as PackageValues[];
  const packageBarcodes = packages.map((p) => p?.barcode?.trim()).filter((b): b is string => Boolean(b));

  useEffect(() => {
    if (!detail.data) return;
    form.setFieldsValue(fromSkuDetail(detail.data));
    setDirty(false);
  }, [detail.data, form]);

  useEffect(() => {
    if (mode === 'add' && !form.getFieldValue('taxItemId') && taxItems.items.length) {
      const standard = taxItems.items.find((x) => x.code === 'VAT13' && x.status === 'ENABLE');
      if (standard) form.setFieldValue('taxItemId', standard.id);
    }
  }, [mode, taxItems.items, form]);

  const titleKey = scope === 'combined' ? 'product:combined.title' : 'product:sku.title';
  const title = t(`${titleKey}.${mode}`, { name: detail.data?.name ?? '' });
  useTabTitle(mode === 'add' || detail.data ? title : null);

  const save = async () => {
    await form.validateFields();
    // All values, also those without a field of their own (package ids, component names).
    const values = form.getFieldsValue(true) as SkuFormValues;
    const body = toSkuBody(values, { withCost });
    if (scope === 'combined') body.isCombined = true;
    setSaving(true);
    try {
      if (id) await skuApi.edit(scope, { ...body, id, version: detail.data?.version });
      else await skuApi.add(scope, body);
      ui.success(t('common:saved'));
      await finish(skuKeys.all);
    } catch (error) {
      showSubmitError(form, remapSkuFieldErrors(error, values));
    } finally {
      setSaving(false);
    }
  };

  const permission = `product:${scope}:${mode === 'add' ? 'add' : 'edit'}`;
  const decimalRule = (pattern: RegExp, message: string) => ({ pattern, message, transform: asText });

  return (
    <EditorFrame
      title={title}
      extra={
        detail.data ? (
          <>
            <StatusTag status={detail.data.status} />
            {detail.data.isCombined && <Tag color="purple">{t('product:combined.tag')}</Tag>}
          </>
        ) : null
      }
      dirty={dirty}
      loading={Boolean(id) && detail.isLoading}
      onBack={() => void back()}
      operations={
        readOnly
          ? []
          : [{ key: 'save', label: t('common:save'), primary: true, shortcut: 'F4', loading: saving, permission, onClick: save }]
      }
    >
      <Form<SkuFormValues>
        form={form}
        layout="vertical"
        disabled={readOnly}
        initialValues={emptySkuValues(scope === 'combined')}
        onValuesChange={(changed: Partial<SkuFormValues>) => {
          setDirty(true);
          if ('unit' in changed) form.setFieldValue(['packages', 0, 'unitName'], changed.unit);
          if ('listingDate' in changed && form.getFieldValue('delistingDate')) void form.validateFields(['delistingDate']);
        }}
        scrollToFirstError={{ block: 'center' }}
        data-testid="sku-form"
      >
        <Section id="basic" title={t('product:sku.section.basic')}>
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item
                name="code"
                label={t('product:sku.code')}
                rules={[{ required: true, whitespace: true }, { max: 32 }, { pattern: CODE_PATTERN, message: t('product:codePattern') }]}
              >
                <Input maxLength={32} disabled={readOnly || mode === 'edit'} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="name" label={t('product:sku.name')} rules={[{ required: true, whitespace: true }, { max: 100 }]}>
                <Input maxLength={100} showCount />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item
                name="mnemonic"
                label={t('product:sku.mnemonic')}
                tooltip={t('product:sku.mnemonicHint')}
                rules={[{ max: 64 }, { pattern: /^[A-Za-z0-9]*$/, message: t('product:sku.mnemonicPattern') }]}
                normalize={(v: string) => v?.toUpperCase()}
              >
                <Input maxLength={64} placeholder={t('product:sku.mnemonicAuto')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="categoryId" label={t('product:sku.category')} rules={[choose]}>
                <TreeSelect<string>
                  showSearch
                  treeNodeFilterProp="title"
                  treeData={categories.options}
                  loading={categories.loading}
                  popupMatchSelectWidth={false}
                  placeholder={t('product:sku.categoryPlaceholder', { max: CATEGORY_MAX_LEVEL })}
                  data-testid="sku-category"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="brandId" label={t('product:sku.brand')}>
                <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={brands.options} loading={brands.loading} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="articleNo" label={t('product:sku.articleNo')} rules={[{ max: 50 }]}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="model" label={t('product:sku.model')} rules={[{ max: 50 }]}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="unit" label={t('product:sku.unit')} rules={[choose]} tooltip={t('product:sku.unitHint')}>
                <Select showSearch={{ optionFilterProp: 'label' }} options={units.options} loading={units.loading} data-testid="sku-unit" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="taxItemId" label={t('product:sku.taxItem')} rules={[choose]}>
                <Select showSearch={{ optionFilterProp: 'label' }} options={taxItems.options} loading={taxItems.loading} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="supplyMode" label={t('product:sku.supplyMode')} rules={[choose]}>
                <Select options={supplyModes} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="status" label={t('common:statusLabel')} rules={[choose]}>
                <Radio.Group options={statusOptions} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="listingDate" label={t('product:sku.listingDate')}>
                <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name="delistingDate"
                label={t('product:sku.delistingDate')}
                dependencies={['listingDate']}
                rules={[
                  {
                    validator: async (_, v: SkuFormValues['delistingDate']) => {
                      const from = form.getFieldValue('listingDate') as SkuFormValues['listingDate'];
                      if (v && from && v.isBefore(from, 'day')) throw new Error(t('product:sku.delistingBeforeListing'));
                    },
                  },
                ]}
              >
                <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            {scope === 'sku' && (
              <Col xs={12} md={6}>
                <Form.Item
                  name="isCombined"
                  label={t('product:sku.isCombined')}
                  valuePropName="checked"
                  tooltip={t('product:sku.isCombinedHint')}
                >
                  <Switch />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={scope === 'sku' ? 6 : 12}>
              <Form.Item name="remark" label={t('product:sku.remark')} rules={[{ max: 500 }]}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
        </Section>

        <Section id="barcodes" title={t('product:sku.section.barcodes')} extra={t('product:barcode.hint')}>
          <Form.Item
            name="barcodes"
            rules={[
              {
                validator: async (_, list: string[] | undefined) => {
                  for (const b of list ?? []) {
                    const p = barcodeProblem(b);
                    if (p) throw new Error(barcodeProblemText(b, p, t));
                  }
                  const repeated = repeatedBarcodes([...(list ?? []), ...packageBarcodes]);
                  if (repeated.size) throw new Error(t('product:barcode.repeated', { value: [...repeated].join(', ') }));
                },
              },
            ]}
          >
            <BarcodeTagsInput disabled={readOnly} taken={packageBarcodes} />
          </Form.Item>
        </Section>

        <Section id="packages" title={t('product:sku.section.packages')} extra={t('product:pack.hint')}>
          <SkuPackagesTable
            form={form}
            readOnly={readOnly}
            extra={
              <Form.Item
                name="packageFactor"
                label={t('product:sku.packageFactor')}
                tooltip={t('product:sku.packageFactorHint')}
                layout="horizontal"
                style={{ marginBottom: 0 }}
                rules={[decimalRule(PRICE, t('product:rule.quantity'))]}
              >
                <DecimalInput placeholder={t('product:sku.packageFactorAuto')} style={{ width: 200 }} />
              </Form.Item>
            }
          />
        </Section>

        <Section id="measures" title={t('product:sku.section.measures')}>
          <Row gutter={16}>
            {MEASURE_KEYS.map((k) => (
              <Col xs={12} md={6} key={k}>
                <Form.Item name={k} label={t(`product:measure.${k}`)} rules={[decimalRule(MEASURE, t('product:rule.measure'))]}>
                  <DecimalInput suffix={k === 'weight' ? 'g' : 'mm'} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Section>

        <Section
          id="prices"
          title={t('product:sku.section.prices')}
          extra={detail.data ? <PriceHistoryButton skuId={detail.data.id} skuName={detail.data.name} /> : null}
        >
          <Row gutter={16}>
            {PRICE_KEYS.map((k) => (
              <Col xs={12} md={6} key={k}>
                <Form.Item name={k} label={t(`product:price.${k}`)} rules={[decimalRule(PRICE, t('product:rule.price'))]}>
                  <DecimalInput placeholder="0.00" />
                </Form.Item>
              </Col>
            ))}
            {withCost && (
              <Col xs={12} md={6}>
                <Form.Item
                  name="purchasePrice"
                  label={t('product:price.purchasePrice')}
                  tooltip={t('product:price.costHint')}
                  rules={[decimalRule(PRICE, t('product:rule.price'))]}
                >
                  <DecimalInput placeholder="0.00" />
                </Form.Item>
              </Col>
            )}
          </Row>
        </Section>

        {(isCombined || scope === 'combined') && (
          <Section id="components" title={t('product:sku.section.components')} extra={t('product:combined.hint')}>
            <SkuComponentsTable form={form} readOnly={readOnly} selfId={id} />
          </Section>
        )}
      </Form>
    </EditorFrame>
  );
}
