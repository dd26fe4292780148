import { AppstoreAddOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  PRICE_POLICY_METHODS,
  PRICE_POLICY_SCOPES,
  type PricePolicyView,
  ROUNDING_MODES,
  ROUNDING_PRECISIONS,
  SALE_PRICE_FIELDS,
} from '@quire/contracts';
import { Alert, Button, Col, Form, Input, Radio, Row, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../kit/editor-frame';
import { formatPrice } from '../../kit/product-format';
import { RemarkField } from '../../kit/record-fields';
import { useChoiceRule } from '../../kit/required-rules';
import { SkuPickerModal } from '../../kit/sku-picker';
import { StatusTag } from '../../kit/status-tag';
import { useUnits } from '../../kit/units';
import { useRecordEditor } from '../../kit/use-record-editor';
import { NEW_POLICY, type PolicyValues, type SpecialLine, toPolicyBody, toPolicyValues } from './policy-rules';
import { policyApi, pricingKeys } from './pricing-api';
import { BrandsField, CategoriesField, DecimalInput } from './pricing-fields';
import { policyPrice } from './pricing-rules';

const CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;
const PRICE_PATTERN = /^\d{1,14}(\.\d{1,4})?$/;
const RATIO_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
const MAX_SPECIALS = 5000;
const EXAMPLE_BASE = '10';

/** 批发价格政策 add/edit/detail: the formula, its scope, special prices per SKU. */
export default function PolicyEditorPage() {
  const { t } = useTranslation();
  const choose = useChoiceRule();
  const units = useUnits();
  const [picking, setPicking] = useState(false);
  const editor = useRecordEditor<PricePolicyView, PolicyValues>({
    queryKey: pricingKeys.policy,
    load: policyApi.get,
    toValues: toPolicyValues,
    titleKey: 'price-rules:policy.title',
    titleName: (p) => p.name,
    permission: 'pricing:policy',
    invalidate: pricingKeys.policies,
    submit: async (v, { id }) => {
      // The special lines' SKUs are kept beside their price fields, not validated: read them from the store.
      const body = toPolicyBody({ ...v, specials: editor.form.getFieldValue('specials') as SpecialLine[] });
      if (id) await policyApi.update({ ...body, id });
      else await policyApi.add(body);
    },
  });
  const { form, mode, readOnly, record } = editor;
  const watched = Form.useWatch([], form) as Partial<PolicyValues> | undefined;
  const scope = watched?.scope ?? 'ALL';
  const specials = (Form.useWatch('specials', { form, preserve: true }) ?? []) as SpecialLine[];

  const example =
    watched?.method && watched.precision && watched.roundingMode
      ? policyPrice(EXAMPLE_BASE, {
          method: watched.method,
          ratio: watched.ratio,
          precision: watched.precision,
          roundingMode: watched.roundingMode,
        })
      : null;

  const options = {
    basePrice: SALE_PRICE_FIELDS.map((f) => ({ value: f, label: t(`price-rules:price.${f}`) })),
    method: PRICE_POLICY_METHODS.map((m) => ({ value: m, label: t(`price-rules:policy.method.${m}`) })),
    precision: ROUNDING_PRECISIONS.map((p) => ({ value: p, label: t(`price-rules:precision.${p}`) })),
    rounding: ROUNDING_MODES.map((m) => ({ value: m, label: t(`price-rules:rounding.${m}`) })),
    scope: PRICE_POLICY_SCOPES.map((s) => ({ value: s, label: t(`price-rules:policy.scopes.${s}`) })),
  };

  return (
    <EditorFrame {...editor.frame} extra={record ? <StatusTag status={record.status} /> : undefined}>
      <Form<PolicyValues> {...editor.formProps} initialValues={NEW_POLICY} style={{ maxWidth: 1100 }} data-testid="policy-form">
        <div className="q-section-title">{t('price-rules:policy.section.basic')}</div>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="code"
              label={t('price-rules:policy.code')}
              rules={[{ required: true, whitespace: true }, { max: 32 }, { pattern: CODE_PATTERN, message: t('price-rules:codePattern') }]}
            >
              <Input maxLength={32} disabled={readOnly || mode === 'edit'} data-testid="policy-code" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={t('price-rules:policy.name')} rules={[{ required: true, whitespace: true }, { max: 50 }]}>
              <Input maxLength={50} data-testid="policy-name" />
            </Form.Item>
          </Col>
        </Row>

        <div className="q-section-title">{t('price-rules:policy.section.formula')}</div>
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="basePrice" label={t('price-rules:policy.basePrice')} rules={[choose]}>
              <Select options={options.basePrice} data-testid="policy-base" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="method" label={t('price-rules:policy.methodLabel')} rules={[choose]}>
              <Radio.Group options={options.method} optionType="button" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="ratio"
              label={t('price-rules:policy.ratio')}
              rules={[
                { required: true, message: t('price-rules:policy.ratioRequired') },
                {
                  validator: async (_, v: string | null | undefined) => {
                    if (v === null || v === undefined || v === '') return;
                    if (!RATIO_PATTERN.test(String(v)) || Number(v) > 100) throw new Error(t('price-rules:policy.ratioPattern'));
                    if (form.getFieldValue('method') === 'REDUCE' && Number(v) >= 100)
                      throw new Error(t('price-rules:policy.reduceBelow100'));
                  },
                },
              ]}
              dependencies={['method']}
            >
              <DecimalInput max="100" suffix="%" data-testid="policy-ratio" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="precision" label={t('price-rules:policy.precision')} rules={[choose]}>
              <Radio.Group options={options.precision} optionType="button" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="roundingMode" label={t('price-rules:policy.roundingMode')} rules={[choose]}>
              <Radio.Group options={options.rounding} optionType="button" />
            </Form.Item>
          </Col>
        </Row>
        {example !== null && watched?.basePrice && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16, maxWidth: 560 }}
            data-testid="policy-example"
            title={t('price-rules:policy.example', {
              base: t(`price-rules:price.${watched.basePrice}`),
              from: formatPrice(EXAMPLE_BASE),
              to: formatPrice(example),
            })}
          />
        )}

        <div className="q-section-title">{t('price-rules:policy.section.scope')}</div>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="scope" label={t('price-rules:policy.scope')} rules={[choose]}>
              <Radio.Group options={options.scope} optionType="button" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            {scope === 'CATEGORY' && (
              <Form.Item
                name="categoryIds"
                label={t('price-rules:policy.categories')}
                extra={t('price-rules:policy.categoriesHint')}
                rules={[{ required: true, type: 'array', min: 1, message: t('price-rules:policy.scopeRequired') }]}
              >
                <CategoriesField disabled={readOnly} />
              </Form.Item>
            )}
            {scope === 'BRAND' && (
              <Form.Item
                name="brandIds"
                label={t('price-rules:policy.brands')}
                rules={[{ required: true, type: 'array', min: 1, message: t('price-rules:policy.scopeRequired') }]}
              >
                <BrandsField disabled={readOnly} />
              </Form.Item>
            )}
          </Col>
        </Row>

        <div className="q-section-title">
          {t('price-rules:policy.section.specials')}{' '}
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 12 }}>
            {t('price-rules:policy.specialsHint')}
          </Typography.Text>
        </div>
        <Form.List name="specials">
          {(fields, { add, remove }, { errors }) => (
            <>
              <Table
                rowKey="key"
                size="small"
                bordered
                pagination={fields.length > 20 ? { pageSize: 20, size: 'small' } : false}
                dataSource={fields}
                data-testid="policy-specials"
                locale={{ emptyText: t('price-rules:policy.noSpecials') }}
                style={{ maxWidth: 900 }}
                columns={[
                  { key: 'no', title: '#', width: 48, align: 'center', render: (_, f) => f.name + 1 },
                  { key: 'code', title: t('price-rules:items.code'), width: 140, render: (_, f) => specials[f.name]?.code },
                  { key: 'name', title: t('price-rules:items.name'), ellipsis: true, render: (_, f) => specials[f.name]?.name },
                  {
                    key: 'unit',
                    title: t('price-rules:items.unit'),
                    width: 70,
                    align: 'center',
                    render: (_, f) => (specials[f.name]?.unit ? units.label(specials[f.name]?.unit ?? '') : ''),
                  },
                  {
                    key: 'price',
                    title: t('price-rules:policy.specialPrice'),
                    width: 160,
                    render: (_, f) => (
                      <Form.Item
                        name={[f.name, 'price']}
                        style={{ marginBottom: 0 }}
                        rules={[
                          { required: true, message: t('price-rules:policy.specialPriceRequired') },
                          {
                            validator: async (_, v: string | null | undefined) => {
                              if (v === null || v === undefined || v === '') return;
                              if (!PRICE_PATTERN.test(String(v)) || !(Number(v) > 0)) throw new Error(t('price-rules:pricePositive'));
                            },
                          },
                        ]}
                      >
                        <DecimalInput data-testid={`special-price-${f.name}`} />
                      </Form.Item>
                    ),
                  },
                  ...(readOnly
                    ? []
                    : [
                        {
                          key: 'remove',
                          title: t('kit:list.operations'),
                          width: 70,
                          align: 'center' as const,
                          render: (_: unknown, f: { name: number }) => (
                            <Button
                              type="text"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={t('common:delete')}
                              onClick={() => {
                                remove(f.name);
                                editor.touch();
                              }}
                            />
                          ),
                        },
                      ]),
                ]}
              />
              <Form.ErrorList errors={errors} />
              {!readOnly && (
                <Button
                  icon={<AppstoreAddOutlined />}
                  style={{ marginTop: 8 }}
                  disabled={fields.length >= MAX_SPECIALS}
                  onClick={() => setPicking(true)}
                  data-action="add-specials"
                >
                  {t('price-rules:policy.addSpecials')}
                </Button>
              )}
              <SkuPickerModal
                open={picking}
                onClose={() => setPicking(false)}
                exclude={specials.map((s) => s.id)}
                onPick={(hits) => {
                  for (const h of hits) add({ id: h.id, code: h.code, name: h.name, unit: h.unit, price: null } satisfies SpecialLine);
                  editor.touch();
                }}
              />
            </>
          )}
        </Form.List>

        <Row gutter={16} style={{ marginTop: 16 }}>
          <RemarkField col={{ xs: 24, md: 16 }} label={t('price-rules:remark')} />
        </Row>
      </Form>
    </EditorFrame>
  );
}
