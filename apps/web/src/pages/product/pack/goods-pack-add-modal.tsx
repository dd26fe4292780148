import type { GoodsHit } from '@quire/contracts';
import { Col, Form, Input, Modal, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skuPackageApi } from '../../../api/sku-api';
import { SkuSelect } from '../../../kit/sku-picker';
import { useModalForm } from '../../../kit/use-modal-form';
import { barcodeProblem, barcodeProblemText } from '../barcode-rules';
import { DecimalInput } from '../decimal-input';
import { useUnitOptions } from '../product-options';
import { decimalPattern } from '../product-rules';
import { packFactorProblem, packUnitTaken } from './goods-pack-rules';

const MEASURE = decimalPattern(10, 2);

type Values = {
  skuId: string;
  unitName: string;
  factor: string;
  barcode?: string;
  length?: string;
  width?: string;
  height?: string;
  weight?: string;
};

const FACTOR_MESSAGES = {
  required: 'product:pack.factorRequired',
  positive: 'product:pack.factorPositive',
  one: 'product:pack.factorOne',
  taken: 'product:pack.factorTaken',
} as const;

/**
 * 商品包装 · 新增: a package for an existing SKU — the SKU (quick search), a unit it has no
 * package in, how many base units one holds (not 1: the base package), an optional barcode
 * and its measures. The server checks the same and names the field it refuses.
 */
export function GoodsPackAddModal({ open, onClose }: { open: boolean; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const units = useUnitOptions();
  const [sku, setSku] = useState<GoodsHit | undefined>();
  const { form, modal } = useModalForm<Values>({
    open,
    resetOnOpen: true,
    onClose: (changed) => {
      setSku(undefined);
      onClose(changed);
    },
    submit: (v) =>
      skuPackageApi.add({
        skuId: v.skuId,
        unitName: v.unitName,
        factor: String(v.factor).trim(),
        barcode: v.barcode?.trim() || null,
        length: v.length || null,
        width: v.width || null,
        height: v.height || null,
        weight: v.weight || null,
      }),
  });
  const existing = sku?.packages ?? [];
  const measure = (name: 'length' | 'width' | 'height' | 'weight', label: string) => (
    <Col span={6}>
      <Form.Item
        name={name}
        label={label}
        rules={[{ pattern: MEASURE, message: t('product:rule.measure'), transform: (v) => (v == null ? v : String(v)) }]}
      >
        <DecimalInput data-testid={`pack-${name}`} />
      </Form.Item>
    </Col>
  );

  return (
    <Modal {...modal} title={t('product:pack.addTitle')} width={640} forceRender data-testid="goods-pack-add">
      <Form form={form} name="goodsPack" layout="vertical">
        <Form.Item name="skuId" label={t('product:pack.sku')} rules={[{ required: true, message: t('product:pack.skuRequired') }]}>
          <SkuSelect
            includeDisabled
            placeholder={t('product:pack.skuPlaceholder')}
            onChange={(id, hit) => {
              form.setFieldValue('skuId', id);
              setSku(hit);
              // The unit and factor are checked against the chosen SKU's packages again.
              if (form.getFieldValue('unitName') || form.getFieldValue('factor')) void form.validateFields(['unitName', 'factor']);
            }}
            data-testid="pack-sku"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="unitName"
              label={t('product:pack.unit')}
              rules={[
                { required: true, message: t('product:pack.unitRequired') },
                {
                  validator: async (_, v: string | undefined) => {
                    if (packUnitTaken(v, existing)) throw new Error(t('product:pack.unitTaken'));
                  },
                },
              ]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={units.options}
                loading={units.loading}
                placeholder={t('product:pack.unitPlaceholder')}
                data-testid="pack-unit"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="factor"
              label={t('product:pack.factor')}
              tooltip={t('product:pack.factorHint')}
              rules={[
                {
                  required: true,
                  validator: async (_, v: string | number | undefined) => {
                    const problem = packFactorProblem(v, existing);
                    if (problem) throw new Error(t(FACTOR_MESSAGES[problem]));
                  },
                },
              ]}
            >
              <DecimalInput suffix={sku?.unit} style={{ width: '100%' }} data-testid="pack-factor" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="barcode"
          label={t('product:pack.barcode')}
          rules={[
            {
              validator: async (_, v: string | undefined) => {
                const code = v?.trim();
                if (!code) return;
                const p = barcodeProblem(code);
                if (p) throw new Error(barcodeProblemText(code, p, t));
              },
            },
          ]}
        >
          <Input maxLength={14} inputMode="numeric" style={{ fontFamily: 'monospace' }} data-testid="pack-barcode" />
        </Form.Item>
        <Row gutter={16}>
          {measure('length', t('product:measure.lengthMm'))}
          {measure('width', t('product:measure.widthMm'))}
          {measure('height', t('product:measure.heightMm'))}
          {measure('weight', t('product:measure.weightG'))}
        </Row>
      </Form>
    </Modal>
  );
}
