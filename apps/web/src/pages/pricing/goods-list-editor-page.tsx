import type { GoodsListView } from '@quire/contracts';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../kit/editor-frame';
import { RemarkField } from '../../kit/record-fields';
import { StatusTag } from '../../kit/status-tag';
import { useRecordEditor } from '../../kit/use-record-editor';
import { useGoodsListKind } from './goods-list-page';
import { GOODS_LIST_PERMISSION, type GoodsListValues, toGoodsListBody, toGoodsListValues } from './goods-list-rules';
import { goodsListApi, pricingKeys } from './pricing-api';
import { CategoriesField, SkuItemsField } from './pricing-fields';
import { toItems } from './pricing-rules';

/** A goods list's add/edit/detail page: name, validity, goods and categories. */
export default function GoodsListEditorPage() {
  const { t } = useTranslation();
  const { kind } = useGoodsListKind();
  const api = goodsListApi(kind);
  const editor = useRecordEditor<GoodsListView, GoodsListValues>({
    queryKey: (id) => pricingKeys.goodsList(kind, id),
    load: api.get,
    toValues: toGoodsListValues,
    titleKey: `price-rules:goodsList.title.${kind}`,
    titleName: (v) => v.name,
    permission: GOODS_LIST_PERMISSION[kind],
    invalidate: pricingKeys.goodsLists(kind),
    submit: async (v, { id }) => {
      const body = toGoodsListBody(kind, v);
      if (id) await api.update({ ...body, id });
      else await api.add(body);
    },
  });
  const { form, readOnly, record } = editor;
  const itemsRule = {
    validator: async () => {
      const v = form.getFieldsValue(['skus', 'categoryIds']) as Partial<GoodsListValues>;
      if (toItems(v).length === 0) throw new Error(t('price-rules:goodsList.itemsRequired'));
    },
  };

  return (
    <EditorFrame {...editor.frame} extra={record ? <StatusTag status={record.status} /> : undefined}>
      <Form<GoodsListValues>
        {...editor.formProps}
        initialValues={{ skus: [], categoryIds: [] }}
        style={{ maxWidth: 1100 }}
        data-testid="goods-list-form"
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={t('price-rules:goodsList.name')} rules={[{ required: true, whitespace: true }, { max: 50 }]}>
              <Input maxLength={50} data-testid="goods-list-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="period"
              label={t('price-rules:goodsList.validity')}
              rules={[{ required: true, message: t('price-rules:goodsList.validityRequired') }]}
            >
              <DatePicker.RangePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <div className="q-section-title">{t('price-rules:goodsList.section.items')}</div>
        <Form.Item name="categoryIds" label={t('price-rules:items.categories')} extra={t('price-rules:items.categoriesHint')}>
          <CategoriesField disabled={readOnly} />
        </Form.Item>
        <Form.Item name="skus" label={t('price-rules:items.goods')} rules={[itemsRule]} dependencies={['categoryIds']}>
          <SkuItemsField disabled={readOnly} testId="goods-list-goods" />
        </Form.Item>
        <Row gutter={16}>
          <RemarkField col={{ xs: 24, md: 16 }} label={t('price-rules:remark')} />
        </Row>
      </Form>
    </EditorFrame>
  );
}
