import type { PhysicalWarehouseAddBody, PhysicalWarehouseView, Status } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Cascader, Col, Form, Input, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { geoApi, geoKeys } from '../../api/geo-api';
import { EditorFrame } from '../../kit/editor-frame';
import { RemarkField, StatusField } from '../../kit/record-fields';
import { StatusTag } from '../../kit/status-tag';
import { useRecordEditor } from '../../kit/use-record-editor';
import { physicalWarehouseApi, physicalWarehouseKeys } from './physical-warehouse-api';
import { composeAddress, parseAddress, type RegionPath, regionOptions } from './region-address';

type Values = {
  code: string;
  name: string;
  contactName?: string | null;
  phone?: string | null;
  region?: RegionPath;
  street?: string;
  remark?: string | null;
  status: Status;
};

const ADDRESS_MAX = 200;

/** Add, edit or view a physical warehouse; its address is a region (country/province/city) and a street line. */
export default function PhysicalWarehouseEditorPage() {
  const { t, i18n } = useTranslation();
  const geo = useQuery({ queryKey: geoKeys.world, queryFn: geoApi.world, staleTime: Number.POSITIVE_INFINITY });
  const tree = geo.data ?? [];
  const editor = useRecordEditor<PhysicalWarehouseView, Values>({
    queryKey: physicalWarehouseKeys.detail,
    load: physicalWarehouseApi.detail,
    ready: !geo.isLoading,
    loading: geo.isLoading,
    toValues: (w) => {
      const { region, street } = parseAddress(tree, w.address);
      return { code: w.code, name: w.name, contactName: w.contactName, phone: w.phone, region, street, remark: w.remark, status: w.status };
    },
    titleKey: 'warehouse:physical.title',
    titleName: (w) => w.name,
    permission: 'system:physicalWarehouse',
    invalidate: physicalWarehouseKeys.all,
    submit: async (v, { mode, id }) => {
      const body: PhysicalWarehouseAddBody = {
        code: v.code.trim(),
        name: v.name.trim(),
        contactName: v.contactName?.trim() || null,
        phone: v.phone?.trim() || null,
        address: composeAddress(tree, v.region ?? [], v.street) || null,
        remark: v.remark?.trim() || null,
      };
      if (mode === 'add') await physicalWarehouseApi.add({ ...body, status: v.status });
      else if (id) await physicalWarehouseApi.update({ ...body, id });
    },
  });
  const { form, mode, readOnly, record: w } = editor;
  const options = useMemo(() => regionOptions(geo.data ?? [], i18n.language), [geo.data, i18n.language]);
  const region = Form.useWatch('region', form);
  const street = Form.useWatch('street', form);
  const address = composeAddress(tree, region ?? [], street);

  return (
    <EditorFrame {...editor.frame} extra={w ? <StatusTag status={w.status} /> : null}>
      <Form<Values> {...editor.formProps} initialValues={{ status: 'ENABLE', region: [] }}>
        <div className="q-section-title">{t('warehouse:sectionBasic')}</div>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="code"
              label={t('warehouse:physical.code')}
              rules={[
                { required: true, whitespace: true },
                { max: 32 },
                { pattern: /^[A-Za-z0-9_.-]+$/, message: t('warehouse:codePattern') },
              ]}
            >
              <Input maxLength={32} disabled={readOnly || mode === 'edit'} placeholder={t('warehouse:codePlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={t('warehouse:physical.name')} rules={[{ required: true, whitespace: true }, { max: 100 }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          {mode === 'add' && <StatusField col={{ xs: 24, md: 8 }} />}
        </Row>
        <div className="q-section-title">{t('warehouse:physical.sectionContact')}</div>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="contactName" label={t('warehouse:physical.contactName')} rules={[{ max: 50 }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="phone"
              label={t('warehouse:physical.phone')}
              rules={[{ max: 30 }, { pattern: /^[0-9+\-() ]*$/, message: t('warehouse:physical.phonePattern') }]}
            >
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="region" label={t('warehouse:physical.region')}>
              <Cascader
                options={options}
                changeOnSelect
                showSearch={{ filter: (input, path) => path.some((o) => String(o.label).toLowerCase().includes(input.toLowerCase())) }}
                placeholder={t('warehouse:physical.regionPlaceholder')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item
              name="street"
              label={t('warehouse:physical.street')}
              extra={address ? t('warehouse:physical.addressPreview', { address }) : undefined}
              rules={[
                {
                  validator: async () => {
                    if (address.length > ADDRESS_MAX) throw new Error(t('warehouse:physical.addressTooLong', { max: ADDRESS_MAX }));
                  },
                },
              ]}
            >
              <Input maxLength={ADDRESS_MAX} placeholder={t('warehouse:physical.streetPlaceholder')} />
            </Form.Item>
          </Col>
          <RemarkField col={{ xs: 24 }} label={t('warehouse:remark')} />
        </Row>
      </Form>
    </EditorFrame>
  );
}
