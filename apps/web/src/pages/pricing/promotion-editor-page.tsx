import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PROMOTION_KINDS, PROMOTION_SCOPES, type PromotionKind, type PromotionView, SALE_SOURCES } from '@quire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Col, DatePicker, Form, type FormInstance, Input, Radio, Row, Select, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../../core/ui-bridge';
import { EditorFrame, type EditorOperation } from '../../kit/editor-frame';
import { RemarkField } from '../../kit/record-fields';
import { useChoiceRule } from '../../kit/required-rules';
import { useRecordEditor } from '../../kit/use-record-editor';
import { pricingKeys, promotionApi } from './pricing-api';
import { CategoriesField, CustomersField, DecimalInput, PromotionStatusTag, SkuItemsField, useGroupOptions } from './pricing-fields';
import {
  discountWord,
  emptyTier,
  NEW_PROMOTION,
  type PromotionValues,
  type TierProblem,
  type TierValues,
  tierProblems,
  toPromotionBody,
  toPromotionValues,
} from './promotion-rules';

const MAX_TIERS = 20;
const VALUE_PATTERN = /^\d{1,14}(\.\d{1,4})?$/;
const THRESHOLD_PATTERN = /^\d{1,14}(\.\d{1,4})?$/;

/** A rule of one tier field: the problems of `kinds` that the tier has, as its message. */
function useTierRule(form: FormInstance<PromotionValues>, index: number, kinds: TierProblem[]) {
  const { t } = useTranslation();
  return {
    validator: async () => {
      const tiers = (form.getFieldValue('tiers') ?? []) as TierValues[];
      const kind = form.getFieldValue('kind') as PromotionKind;
      const tiered = Boolean(form.getFieldValue('tiered'));
      const problem = (tierProblems(tiers, kind, tiered).get(index) ?? []).find((p) => kinds.includes(p));
      if (problem) throw new Error(t(`price-rules:promotion.problem.${problem}`));
    },
  };
}

function TierFields({
  form,
  index,
  tiered,
  kind,
  readOnly,
  onRemove,
}: {
  form: FormInstance<PromotionValues>;
  index: number;
  tiered: boolean;
  kind: PromotionKind;
  readOnly: boolean;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const thresholdRule = useTierRule(form, index, ['thresholdRequired', 'thresholdNotIncreasing']);
  const valueRule = useTierRule(form, index, ['valueRequired', 'valuePositive', 'discountBelow100']);
  const itemsRule = useTierRule(form, index, ['itemsRequired']);
  const value = Form.useWatch(['tiers', index, 'value'], form) as string | undefined;
  const word = kind === 'DISCOUNT' && value ? discountWord(value) : '';
  const pattern = (re: RegExp, key: string) => ({
    validator: async (_: unknown, v: string | null | undefined) => {
      if (v !== null && v !== undefined && v !== '' && !re.test(String(v))) throw new Error(t(key));
    },
  });
  const body = (
    <Row gutter={16}>
      {tiered && (
        <Col xs={24} md={6}>
          <Form.Item
            name={[index, 'threshold']}
            label={t('price-rules:promotion.threshold')}
            tooltip={t('price-rules:promotion.thresholdHint')}
            rules={[thresholdRule, pattern(THRESHOLD_PATTERN, 'price-rules:promotion.problem.thresholdRequired')]}
          >
            <DecimalInput data-testid={`tier-threshold-${index}`} />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={6}>
        <Form.Item
          name={[index, 'value']}
          label={t(`price-rules:promotion.value.${kind}`)}
          extra={
            kind === 'DISCOUNT'
              ? word
                ? t('price-rules:promotion.discountWord', { n: word })
                : t('price-rules:promotion.discountHint')
              : undefined
          }
          rules={[valueRule, pattern(VALUE_PATTERN, 'price-rules:pricePositive')]}
        >
          <DecimalInput suffix={kind === 'DISCOUNT' ? '%' : undefined} data-testid={`tier-value-${index}`} />
        </Form.Item>
      </Col>
      <Col xs={24} md={tiered ? 12 : 18}>
        <Form.Item name={[index, 'categoryIds']} label={t('price-rules:items.categories')} extra={t('price-rules:items.categoriesHint')}>
          <CategoriesField disabled={readOnly} testId={`tier-categories-${index}`} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name={[index, 'skus']}
          label={t('price-rules:items.goods')}
          rules={[itemsRule]}
          dependencies={[['tiers', index, 'categoryIds']]}
        >
          <SkuItemsField disabled={readOnly} testId={`tier-goods-${index}`} />
        </Form.Item>
      </Col>
    </Row>
  );
  if (!tiered) return body;
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      title={t('price-rules:promotion.tierTitle', { n: index + 1 })}
      data-testid={`tier-${index}`}
      extra={
        onRemove && !readOnly ? (
          <Button type="text" danger icon={<DeleteOutlined />} onClick={onRemove} data-action="remove-tier">
            {t('price-rules:promotion.removeTier')}
          </Button>
        ) : null
      }
    >
      {body}
    </Card>
  );
}

/** 单品促销 add/edit/detail: only a draft changes; an enabled or terminated one is shown read-only. */
export default function PromotionEditorPage() {
  const { t } = useTranslation();
  const choose = useChoiceRule();
  const queryClient = useQueryClient();
  const groups = useGroupOptions();
  const editor = useRecordEditor<PromotionView, PromotionValues>({
    queryKey: pricingKeys.promotion,
    load: promotionApi.get,
    toValues: toPromotionValues,
    titleKey: 'price-rules:promotion.title',
    titleName: (p) => `${p.billNo} ${p.name}`,
    permission: 'pricing:promotion',
    invalidate: pricingKeys.promotions,
    locked: (p) => p.status !== 'DRAFT',
    submit: async (v, { id }) => {
      const body = toPromotionBody(v);
      if (id) await promotionApi.update({ ...body, id, version: editor.record?.version ?? 0 });
      else await promotionApi.add(body);
    },
  });
  const { form, readOnly, record, mode } = editor;
  const kind = (Form.useWatch('kind', form) ?? 'DISCOUNT') as PromotionKind;
  const tiered = Boolean(Form.useWatch('tiered', form));
  const orgScope = Form.useWatch('orgScope', form);
  const customerScope = Form.useWatch('customerScope', form);

  const orgOptions = useMemo(() => {
    const ids = new Set(groups.options.map((o) => o.value));
    const known = (record?.orgIds ?? []).map((id, i) => ({ value: id, label: record?.orgNames[i] ?? id })).filter((o) => !ids.has(o.value));
    return [...groups.options, ...known];
  }, [groups.options, record]);
  const knownCustomers = useMemo(
    () => (record?.customerIds ?? []).map((id, i) => ({ id, name: record?.customerNames[i] ?? id })),
    [record],
  );

  const operate = async (op: 'enable' | 'terminate') => {
    if (!record) return;
    const question =
      op === 'enable'
        ? t('price-rules:promotion.confirmEnable', { billNo: record.billNo, begin: record.beginDate, end: record.endDate })
        : t('price-rules:promotion.confirmTerminate', { billNo: record.billNo });
    if (!(await ui.confirm({ title: t('common:pleaseConfirm'), content: question, danger: op === 'terminate' }))) return;
    if (op === 'enable') await promotionApi.enable(record);
    else await promotionApi.terminate(record);
    ui.success(t(`price-rules:promotion.done.${op}`, { billNo: record.billNo }));
    await queryClient.invalidateQueries({ queryKey: pricingKeys.promotions });
  };
  const operations: EditorOperation[] = [...editor.frame.operations];
  if (record && mode === 'detail' && record.status === 'DRAFT') {
    operations.push({
      key: 'enable',
      label: t('price-rules:promotion.enable'),
      permission: 'pricing:promotion:status',
      onClick: () => operate('enable'),
    });
  }
  if (record && record.status === 'EFFECTIVE') {
    operations.push({
      key: 'terminate',
      label: t('price-rules:promotion.terminate'),
      danger: true,
      permission: 'pricing:promotion:close',
      onClick: () => operate('terminate'),
    });
  }

  const scopeOptions = PROMOTION_SCOPES.map((s) => ({ value: s, label: t(`price-rules:promotion.scopes.${s}`) }));

  return (
    <EditorFrame {...editor.frame} operations={operations} extra={record ? <PromotionStatusTag status={record.status} /> : undefined}>
      <Form<PromotionValues> {...editor.formProps} initialValues={NEW_PROMOTION} style={{ maxWidth: 1100 }} data-testid="promotion-form">
        {record && record.status !== 'DRAFT' && mode !== 'detail' && (
          <Typography.Paragraph type="warning">{t('price-rules:promotion.lockedHint')}</Typography.Paragraph>
        )}
        <div className="q-section-title">{t('price-rules:promotion.section.basic')}</div>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={t('price-rules:promotion.name')} rules={[{ required: true, whitespace: true }, { max: 50 }]}>
              <Input maxLength={50} data-testid="promotion-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="period"
              label={t('price-rules:promotion.period')}
              rules={[{ required: true, message: t('price-rules:promotion.periodRequired') }]}
            >
              <DatePicker.RangePicker style={{ width: '100%' }} data-testid="promotion-period" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="kind" label={t('price-rules:promotion.kind')} rules={[choose]}>
              <Radio.Group
                optionType="button"
                options={PROMOTION_KINDS.map((k) => ({ value: k, label: t(`price-rules:promotion.kinds.${k}`) }))}
                onChange={() => void form.validateFields([['tiers']], { recursive: true }).catch(() => undefined)}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="orderTypes" label={t('price-rules:promotion.orderTypes')} extra={t('price-rules:promotion.orderTypesHint')}>
              <Checkbox.Group options={SALE_SOURCES.map((s) => ({ value: s, label: t(`price-rules:orderType.${s}`) }))} />
            </Form.Item>
          </Col>
        </Row>

        <div className="q-section-title">{t('price-rules:promotion.section.scope')}</div>
        <Row gutter={32}>
          <Col xs={24} md={12}>
            <Form.Item name="orgScope" label={t('price-rules:promotion.orgScope')} rules={[choose]}>
              <Radio.Group optionType="button" options={scopeOptions} />
            </Form.Item>
            {orgScope === 'DESIGNATED' && (
              <Form.Item
                name="orgIds"
                extra={t('price-rules:promotion.orgsHint')}
                rules={[{ required: true, type: 'array', min: 1, message: t('price-rules:promotion.orgsRequired') }]}
              >
                <Select
                  mode="multiple"
                  options={orgOptions}
                  loading={groups.loading}
                  optionFilterProp="label"
                  allowClear
                  placeholder={t('price-rules:promotion.orgs')}
                />
              </Form.Item>
            )}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="customerScope" label={t('price-rules:promotion.customerScope')} rules={[choose]}>
              <Radio.Group optionType="button" options={scopeOptions} />
            </Form.Item>
            {customerScope === 'DESIGNATED' && (
              <Form.Item
                name="customerIds"
                rules={[{ required: true, type: 'array', min: 1, message: t('price-rules:promotion.customersRequired') }]}
              >
                <CustomersField
                  known={knownCustomers}
                  disabled={readOnly}
                  testId="promotion-customers"
                  placeholder={t('price-rules:promotion.customers')}
                />
              </Form.Item>
            )}
          </Col>
        </Row>

        <div className="q-section-title">{t('price-rules:promotion.section.goods')}</div>
        <Form.Item
          name="tiered"
          label={t('price-rules:promotion.tiered')}
          valuePropName="checked"
          extra={t('price-rules:promotion.tieredHint')}
        >
          <Switch
            data-testid="promotion-tiered"
            onChange={(on) => {
              const tiers = (form.getFieldValue('tiers') ?? []) as TierValues[];
              if (!on) form.setFieldValue('tiers', tiers.slice(0, 1));
              else if (tiers.length === 0) form.setFieldValue('tiers', [emptyTier()]);
            }}
          />
        </Form.Item>
        <Form.List name="tiers">
          {(fields, { add, remove }) => (
            <>
              {(tiered ? fields : fields.slice(0, 1)).map((f) => (
                <TierFields
                  key={f.key}
                  form={form}
                  index={f.name}
                  tiered={tiered}
                  kind={kind}
                  readOnly={readOnly}
                  onRemove={
                    fields.length > 1
                      ? () => {
                          remove(f.name);
                          editor.touch();
                        }
                      : undefined
                  }
                />
              ))}
              {tiered && !readOnly && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={fields.length >= MAX_TIERS}
                  onClick={() => {
                    add(emptyTier());
                    editor.touch();
                  }}
                  data-action="add-tier"
                  style={{ marginBottom: 16 }}
                >
                  {t('price-rules:promotion.addTier')}
                </Button>
              )}
            </>
          )}
        </Form.List>

        <Row gutter={16}>
          <RemarkField col={{ xs: 24, md: 16 }} label={t('price-rules:remark')} />
        </Row>
      </Form>
    </EditorFrame>
  );
}
