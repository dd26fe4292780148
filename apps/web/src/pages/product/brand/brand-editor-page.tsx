import type { BrandAddBody, BrandView, ProductStatus } from '@quire/contracts';
import { Col, Form, Input, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { brandApi, brandKeys } from '../../../api/brand-api';
import { EditorFrame } from '../../../kit/editor-frame';
import { SortField, StatusField } from '../../../kit/record-fields';
import { useRecordEditor } from '../../../kit/use-record-editor';
import { CODE_PATTERN } from '../product-rules';
import { BrandLogo } from './brand-list-page';

type Values = {
  code: string;
  name: string;
  nameEn?: string | null;
  logoUrl?: string | null;
  sort?: number | null;
  status: ProductStatus;
};

const LOGO_PATTERN = /^(https?:\/\/|\/)\S+$/;

export default function BrandEditorPage() {
  const { t } = useTranslation();
  const editor = useRecordEditor<BrandView, Values>({
    queryKey: brandKeys.detail,
    load: brandApi.find,
    toValues: (b) => ({ ...b }),
    titleKey: 'product:brand.title',
    titleName: (b) => b.name,
    permission: 'product:brand',
    invalidate: brandKeys.all,
    submit: async (v, { id }) => {
      const body: BrandAddBody = {
        code: v.code,
        name: v.name,
        nameEn: v.nameEn || null,
        logoUrl: v.logoUrl || null,
        sort: v.sort ?? 0,
        status: v.status,
      };
      if (id) await brandApi.edit({ ...body, id });
      else await brandApi.add(body);
    },
  });
  const { form, mode, readOnly } = editor;
  const logoUrl = Form.useWatch('logoUrl', form);
  const name = Form.useWatch('name', form);

  return (
    <EditorFrame {...editor.frame}>
      <Form<Values> {...editor.formProps} initialValues={{ status: 'ENABLE', sort: 0 }} style={{ maxWidth: 960 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="code"
              label={t('product:brand.code')}
              rules={[{ required: true, whitespace: true }, { max: 32 }, { pattern: CODE_PATTERN, message: t('product:codePattern') }]}
              extra={mode === 'add' ? t('product:codeHint') : undefined}
            >
              <Input maxLength={32} disabled={readOnly || mode === 'edit'} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={t('product:brand.name')} rules={[{ required: true, whitespace: true }, { max: 50 }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="nameEn" label={t('product:brand.nameEn')} rules={[{ max: 100 }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item label={t('product:brand.logoUrl')} extra={t('product:brand.logoHint')} required={false} style={{ marginBottom: 0 }}>
              <Space align="start" style={{ width: '100%' }}>
                <BrandLogo brand={{ logoUrl: logoUrl && LOGO_PATTERN.test(logoUrl) ? logoUrl : null, name: name || '?' }} size={40} />
                <Form.Item
                  name="logoUrl"
                  noStyle
                  rules={[{ max: 500 }, { pattern: LOGO_PATTERN, message: t('product:brand.logoPattern') }]}
                >
                  <Input maxLength={500} placeholder="https://…" style={{ width: 480, maxWidth: '100%' }} />
                </Form.Item>
              </Space>
            </Form.Item>
          </Col>
          <SortField col={{ xs: 12, md: 4 }} label={t('product:sort')} max={100000} />
          <StatusField col={{ xs: 12, md: 4 }} />
        </Row>
      </Form>
    </EditorFrame>
  );
}
