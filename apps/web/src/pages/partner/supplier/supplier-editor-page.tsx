import { SUPPLIER_CODE_MAX, type SupplierView } from '@quire/contracts';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '../../../api/errors';
import { EditorFrame } from '../../../kit/editor-frame';
import { useChoiceRule } from '../../../kit/required-rules';
import { useRecordEditor } from '../../../kit/use-record-editor';
import { partnerKeys, supplierApi } from '../partner-api';
import { BankFields, ContactFields, MnemonicField } from '../partner-fields';
import { SupplierStatusTag, usePartnerOptions } from '../partner-labels';
import { fromSupplier, SUPPLIER_CODE_PATTERN, type SupplierFormValues, TAX_RATE_PERCENT_MAX, toSupplierBody } from './supplier-rules';

const FULL = { style: { width: '100%' } } as const;
const COL = { xs: 24, md: 12, lg: 8 } as const;

/** The server names the fraction `taxRate`; the form's field is the percentage. */
function onFormFields(error: unknown): unknown {
  if (!isApiError(error) || !error.fieldErrors.some((e) => e.field === 'taxRate')) return error;
  return new ApiError({
    message: error.message,
    code: error.code,
    httpStatus: error.httpStatus,
    requestId: error.requestId,
    notified: error.notified,
    fieldErrors: error.fieldErrors.map((e) => (e.field === 'taxRate' ? { ...e, field: 'taxRatePercent' } : e)),
  });
}

/** Add, edit or view a supplier. */
export default function SupplierEditorPage() {
  const { t } = useTranslation();
  const choose = useChoiceRule();
  const editor = useRecordEditor<SupplierView, SupplierFormValues>({
    queryKey: partnerKeys.supplier,
    load: supplierApi.detail,
    toValues: fromSupplier,
    titleKey: 'partner:supplier.title',
    titleName: (s) => s.supplierName,
    permission: 'purchase:supplier',
    invalidate: partnerKeys.suppliers,
    submit: (values, { id }) => supplierApi.save(toSupplierBody(values, id ?? undefined)),
    mapError: onFormFields,
  });
  const { mode, readOnly, record: s } = editor;
  const options = usePartnerOptions();

  return (
    <EditorFrame {...editor.frame} extra={s ? <SupplierStatusTag status={s.status} /> : null}>
      <Form<SupplierFormValues>
        {...editor.formProps}
        scrollToFirstError
        data-testid="supplier-form"
        initialValues={{ taxpayerType: 'GENERAL', supplierType: 'CUSTOM', taxRatePercent: 13 }}
      >
        <div className="q-section-title">{t('partner:supplier.section.basic')}</div>
        <Row gutter={16}>
          <Col {...COL}>
            <Form.Item
              name="supplierCode"
              label={t('partner:supplier.fields.supplierCode')}
              normalize={(v: string) => v?.toUpperCase()}
              rules={[
                { required: true, whitespace: true },
                { max: SUPPLIER_CODE_MAX },
                { pattern: SUPPLIER_CODE_PATTERN, message: t('partner:supplier.codePattern') },
              ]}
            >
              <Input maxLength={SUPPLIER_CODE_MAX} disabled={readOnly || mode === 'edit'} />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <Form.Item
              name="supplierName"
              label={t('partner:supplier.fields.supplierName')}
              rules={[{ required: true, whitespace: true }, { max: 100 }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <MnemonicField partner="supplier" />
          </Col>
          <Col {...COL}>
            <Form.Item name="supplierType" label={t('partner:supplier.fields.supplierType')} rules={[choose]}>
              <Select options={options.supplierTypes} />
            </Form.Item>
          </Col>
          <ContactFields partner="supplier" col={COL} />
          <Col xs={24} lg={16}>
            <Form.Item name="address" label={t('partner:supplier.fields.address')} rules={[{ max: 200 }]}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <Form.Item name="legalRepresentative" label={t('partner:supplier.fields.legalRepresentative')} rules={[{ max: 50 }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
        </Row>

        <div className="q-section-title">{t('partner:supplier.section.tax')}</div>
        <Row gutter={16}>
          <Col {...COL}>
            <Form.Item name="taxpayerType" label={t('partner:supplier.fields.taxpayerType')} rules={[choose]}>
              <Select options={options.taxpayerTypes} />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <Form.Item
              name="taxRatePercent"
              label={t('partner:supplier.fields.taxRate')}
              tooltip={t('partner:supplier.taxRateHint')}
              rules={[
                { required: true, message: t('partner:supplier.taxRateRequired') },
                {
                  validator: async (_, value: number | null | undefined) => {
                    if (value === null || value === undefined) return;
                    if (value < 0 || value >= 100) throw new Error(t('partner:supplier.taxRateRange'));
                  },
                },
              ]}
            >
              <InputNumber<number> min={0} max={TAX_RATE_PERCENT_MAX} precision={2} suffix="%" {...FULL} />
            </Form.Item>
          </Col>
          <BankFields partner="supplier" col={COL} />
          <Col xs={24}>
            <Form.Item name="remark" label={t('partner:supplier.fields.remark')} rules={[{ max: 200 }]}>
              <Input.TextArea maxLength={200} rows={2} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </EditorFrame>
  );
}
