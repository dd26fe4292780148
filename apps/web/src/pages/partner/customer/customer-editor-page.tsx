import { CUSTOMER_CODE_MAX, type CustomerDetail } from '@quire/contracts';
import { Cascader, Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../kit/editor-frame';
import { useChoiceRule } from '../../../kit/required-rules';
import { useRecordEditor } from '../../../kit/use-record-editor';
import { customerApi, partnerKeys } from '../partner-api';
import { BankFields, ContactFields, MnemonicField } from '../partner-fields';
import { CustomerStatusTag, usePartnerOptions } from '../partner-labels';
import { useGeo, useMainCodeOptions, usePricePolicyOptions, useSalespersonOptions } from '../partner-lookups';
import { CustomerAddressTable } from './customer-address-table';
import { CustomerDocuments } from './customer-documents';
import { CUSTOMER_CODE_PATTERN, type CustomerFormValues, fromCustomerDetail, toCustomerBody } from './customer-rules';

const FULL = { style: { width: '100%' } } as const;
const PERCENT = { min: 0, max: 100, precision: 2, suffix: '%', ...FULL } as const;
const COL = { xs: 24, md: 12, lg: 6 } as const;

/** Add, edit or view a customer: basic info, trade terms, delivery addresses, billing info; a saved one's documents. */
export default function CustomerEditorPage() {
  const { t } = useTranslation();
  const choose = useChoiceRule();
  const geo = useGeo();
  const editor = useRecordEditor<CustomerDetail, CustomerFormValues>({
    queryKey: partnerKeys.customer,
    load: customerApi.detail,
    ready: !geo.loading,
    toValues: (c) => fromCustomerDetail(c, geo.tree),
    titleKey: 'partner:customer.title',
    titleName: (c) => c.customerName,
    permission: 'wholesale:customer',
    invalidate: partnerKeys.customers,
    submit: (values, { id }) => customerApi.save(toCustomerBody(values, geo.tree, id ?? undefined)),
    locked: (c) => c.customerStatus === 'CLOSED',
  });
  const { form, mode, id, readOnly, record: c } = editor;
  const options = usePartnerOptions();
  const salespeople = useSalespersonOptions();
  const mainCodes = useMainCodeOptions(c?.customerCode);
  const policies = usePricePolicyOptions(c?.pricePolicyId);
  const creditOn = Form.useWatch('ifCreditLimit', form);

  const salespersonOptions = useMemo(() => {
    if (!c?.salespersonId || salespeople.some((o) => o.value === c.salespersonId)) return salespeople;
    return [...salespeople, { value: c.salespersonId, label: c.salespersonName ?? c.salespersonId }];
  }, [salespeople, c]);

  const uniqueRule = (field: 'customerCode' | 'customerName') => ({
    validateTrigger: 'onBlur',
    validator: async (_: unknown, value: string | undefined) => {
      const text = value?.trim();
      if (!text || readOnly) return;
      const original = field === 'customerCode' ? c?.customerCode : c?.customerName;
      if (original && original.toUpperCase() === text.toUpperCase()) return;
      const answer = await customerApi.isUnique(field, text, id ?? undefined).catch(() => ({ unique: true }));
      if (!answer.unique) throw new Error(t(`partner:customer.taken.${field}`));
    },
  });

  return (
    <EditorFrame {...editor.frame} extra={c ? <CustomerStatusTag status={c.customerStatus} /> : null}>
      <Form<CustomerFormValues>
        {...editor.formProps}
        scrollToFirstError
        data-testid="customer-form"
        initialValues={{
          customerType: 'GENERAL_SHOP',
          ifCreditLimit: false,
          deferredPayment: 0,
          monthlySettlement: false,
          lastPriceSale: false,
          rebateRatio: 0,
          rewardRatio: 0,
          addresses: [],
        }}
      >
        <div className="q-section-title">{t('partner:customer.section.basic')}</div>
        <Row gutter={16}>
          <Col {...COL}>
            <Form.Item
              name="customerCode"
              label={t('partner:customer.fields.customerCode')}
              validateTrigger={['onChange', 'onBlur']}
              normalize={(v: string) => v?.toUpperCase()}
              rules={[
                { required: true, whitespace: true },
                { max: CUSTOMER_CODE_MAX, message: t('partner:customer.codeMax', { max: CUSTOMER_CODE_MAX }) },
                { pattern: CUSTOMER_CODE_PATTERN, message: t('partner:customer.codePattern') },
                uniqueRule('customerCode'),
              ]}
            >
              <Input maxLength={CUSTOMER_CODE_MAX} showCount disabled={readOnly || mode === 'edit'} />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <Form.Item
              name="customerName"
              label={t('partner:customer.fields.customerName')}
              validateTrigger={['onChange', 'onBlur']}
              rules={[{ required: true, whitespace: true }, { max: 100 }, uniqueRule('customerName')]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <MnemonicField partner="customer" />
          </Col>
          <Col {...COL}>
            <Form.Item name="mainCode" label={t('partner:customer.fields.mainCode')} tooltip={t('partner:customer.mainCodeHint')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                options={mainCodes}
                placeholder={t('partner:customer.mainCodePlaceholder')}
              />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <Form.Item name="customerType" label={t('partner:customer.fields.customerType')} rules={[choose]}>
              <Select options={options.customerTypes} />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <Form.Item name="area" label={t('partner:customer.fields.area')}>
              <Cascader options={geo.options} changeOnSelect showSearch placeholder={t('partner:customer.areaPlaceholder')} {...FULL} />
            </Form.Item>
          </Col>
          <ContactFields partner="customer" col={COL} />
          <Col {...COL}>
            <Form.Item name="salespersonId" label={t('partner:customer.fields.salesperson')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                options={salespersonOptions}
                placeholder={t('partner:customer.salespersonPlaceholder')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={18}>
            <Form.Item name="remark" label={t('partner:customer.fields.remark')} rules={[{ max: 200 }]}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        </Row>

        <div className="q-section-title">{t('partner:customer.section.trade')}</div>
        <Row gutter={16}>
          <Col {...COL}>
            <Form.Item label={t('partner:customer.fields.creditLimit')} required={Boolean(creditOn)}>
              <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                <Form.Item name="ifCreditLimit" valuePropName="checked" noStyle>
                  <Switch
                    checkedChildren={t('partner:customer.creditOn')}
                    unCheckedChildren={t('partner:customer.creditOff')}
                    style={{ marginTop: 5 }}
                    onChange={(on) => {
                      if (!on) form.setFields([{ name: 'creditLimit', errors: [] }]);
                    }}
                  />
                </Form.Item>
                <Form.Item
                  name="creditLimit"
                  dependencies={['ifCreditLimit']}
                  style={{ flex: 1, marginBottom: 0 }}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: async (_, value: number | null | undefined) => {
                        if (!getFieldValue('ifCreditLimit')) return;
                        if (value === null || value === undefined || !(value > 0))
                          throw new Error(t('partner:customer.creditLimitPositive'));
                      },
                    }),
                  ]}
                >
                  <InputNumber<number> min={0} precision={2} disabled={!creditOn || readOnly} {...FULL} />
                </Form.Item>
              </div>
            </Form.Item>
          </Col>
          <Col {...COL}>
            <Form.Item name="deferredPayment" label={t('partner:customer.fields.deferredPayment')}>
              <InputNumber<number> min={0} max={3650} precision={0} suffix={t('partner:customer.days')} {...FULL} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6} lg={3}>
            <Form.Item name="monthlySettlement" label={t('partner:customer.fields.monthlySettlement')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6} lg={3}>
            <Form.Item name="lastPriceSale" label={t('partner:customer.fields.lastPriceSale')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <Form.Item name="presetPriceSet" label={t('partner:customer.fields.presetPriceSet')}>
              <Select allowClear options={options.presetPriceSets} placeholder={t('partner:customer.presetPriceNone')} />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <Form.Item name="pricePolicyId" label={t('partner:customer.fields.pricePolicy')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                options={policies.options}
                loading={policies.loading}
                placeholder={t('partner:customer.pricePolicyNone')}
                data-testid="price-policy"
                notFoundContent={t('partner:customer.noPricePolicies')}
              />
            </Form.Item>
          </Col>
          <Col {...COL}>
            {/* A plan names its customers: set in 应收管控方案 or by the list's batch action, shown here. */}
            <Form.Item label={t('partner:customer.fields.receivableControlPlan')} tooltip={t('partner:customer.controlPlanHint')}>
              <Input
                readOnly
                value={c?.receivableControlPlanName ?? ''}
                placeholder={t('partner:customer.controlPlanNone')}
                data-testid="control-plan"
              />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <Form.Item name="rebateRatio" label={t('partner:customer.fields.rebateRatio')} rules={[{ required: true }]}>
              <InputNumber<number> {...PERCENT} />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <Form.Item
              name="rebateType"
              label={t('partner:customer.fields.rebateType')}
              dependencies={['rebateRatio']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, value: string | null | undefined) => {
                    if (Number(getFieldValue('rebateRatio') ?? 0) > 0 && !value) throw new Error(t('partner:customer.rebateTypeRequired'));
                  },
                }),
              ]}
            >
              <Select allowClear options={options.rebateTypes} placeholder={t('partner:customer.rebateTypePlaceholder')} />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <Form.Item name="rewardRatio" label={t('partner:customer.fields.rewardRatio')} rules={[{ required: true }]}>
              <InputNumber<number> {...PERCENT} />
            </Form.Item>
          </Col>
        </Row>

        <div className="q-section-title">{t('partner:customer.section.addresses')}</div>
        <CustomerAddressTable form={form} geoOptions={geo.options} readOnly={readOnly} onChanged={editor.touch} />

        <div className="q-section-title" style={{ marginTop: 24 }}>
          {t('partner:customer.section.billing')}
        </div>
        <Row gutter={16}>
          <Col {...COL}>
            <Form.Item name="invoiceTitle" label={t('partner:customer.fields.invoiceTitle')} rules={[{ max: 100 }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <BankFields partner="customer" col={COL} />
        </Row>
      </Form>

      {id && c && (
        <>
          <div className="q-section-title" style={{ marginTop: 24 }}>
            {t('partner:customer.section.documents')}
          </div>
          <CustomerDocuments customerId={id} locked={c.customerStatus === 'CLOSED'} />
        </>
      )}
    </EditorFrame>
  );
}
