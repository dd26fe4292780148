import type { DocumentDetailView, DocumentLineView, ProcessBomView, ProcessDirection } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Form, type FormInstance, InputNumber, Radio, Select, Table, type TableColumnType, Tag } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../api/http';
import { formatDecimal, useSkuNames, useWarehouses, WarehouseName } from '../../../kit/document/document-kit';
import { type DocumentScreenConfig, type HeaderValues, warehouseFilter } from '../../../kit/document/document-screen';
import type { LineValue } from '../../../kit/document/line-kinds';
import { SkuSelect } from '../../../kit/sku-picker';
import { useUnits } from '../../../kit/units';

/** A combined product's components (quantity per set), read when one is picked. */
function useBom(skuId: string | undefined) {
  return useQuery({
    queryKey: ['inventory', 'process-bom', skuId],
    queryFn: () => http.get<ProcessBomView>(`/api/stock/skuProcess/bom/${skuId ?? ''}`),
    enabled: Boolean(skuId),
    staleTime: 60_000,
  });
}

/** Quantity per set × sets, to the 4 decimals a quantity has ('' while either is missing). */
export function componentQty(perSet: string, sets: string | number | null | undefined): string {
  const n = Number(perSet) * Number(sets ?? 0);
  if (!Number.isFinite(n) || n <= 0) return '';
  return String(Number(n.toFixed(4)));
}

function ProcessingHeaderFields({ form }: { form: FormInstance<HeaderValues> }) {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  const productSkuId = Form.useWatch('productSkuId', form) as string | undefined;
  const bom = useBom(productSkuId);
  const initial = bom.data ? { id: bom.data.skuId, code: bom.data.code, name: bom.data.name, unit: bom.data.unit, barcode: null } : null;
  return (
    <>
      <Col xs={24} md={6}>
        <Form.Item
          name="warehouseId"
          label={t('inventory:processing.warehouse')}
          rules={[{ required: true, message: t('inventory:processing.warehouseRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={warehouses.options}
            loading={warehouses.loading}
            data-testid="warehouse"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="direction" label={t('inventory:processing.direction')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            data-testid="direction"
            options={(['ASSEMBLE', 'DISASSEMBLE'] as const).map((d) => ({ value: d, label: t(`inventory:processing.${d}`) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="productSkuId"
          label={t('inventory:processing.product')}
          rules={[{ required: true, message: t('inventory:processing.productRequired') }]}
        >
          <SkuSelect isCombined initialOption={initial} data-testid="product" />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item
          name="productQty"
          label={t('inventory:processing.productQty')}
          rules={[{ required: true, message: t('inventory:processing.qtyRequired') }]}
        >
          <InputNumber<string> stringMode min="0.0001" precision={4} style={{ width: '100%' }} data-testid="product-qty" />
        </Form.Item>
      </Col>
    </>
  );
}

type ComponentRow = { key: string; skuId: string; code: string; name: string; unit: string; perSet: string; qty: string };

/**
 * The lines of a processing, computed: the combined product's components × the quantity
 * processed, read-only (the server checks them against the components again). They become the
 * form's `lines`, which the kit saves.
 */
function ProcessLines({ form }: { form: FormInstance<HeaderValues> }) {
  const { t } = useTranslation();
  const productSkuId = Form.useWatch('productSkuId', form) as string | undefined;
  const productQty = Form.useWatch('productQty', form) as string | undefined;
  const direction = (Form.useWatch('direction', form) as ProcessDirection | undefined) ?? 'ASSEMBLE';
  const bom = useBom(productSkuId);
  const rows: ComponentRow[] = useMemo(
    () =>
      (bom.data?.components ?? []).map((c) => ({
        key: c.skuId,
        skuId: c.skuId,
        code: c.code,
        name: c.name,
        unit: c.unit,
        perSet: c.quantity,
        qty: componentQty(c.quantity, productQty),
      })),
    [bom.data, productQty],
  );
  useEffect(() => {
    const lines: LineValue[] = rows.filter((r) => r.qty !== '').map((r) => ({ key: r.key, skuId: r.skuId, qty: r.qty, remark: null }));
    form.setFieldValue('lines', lines);
  }, [rows, form]);

  const componentsOut = direction === 'ASSEMBLE';
  const columns: TableColumnType<ComponentRow>[] = [
    {
      key: 'role',
      title: t('inventory:processing.role'),
      width: 180,
      render: () => (
        <>
          <Tag>{t('inventory:processing.role.COMPONENT')}</Tag>
          <Tag color={componentsOut ? 'red' : 'green'}>{t(componentsOut ? 'inventory:processing.out' : 'inventory:processing.in')}</Tag>
        </>
      ),
    },
    { key: 'code', title: t('document:lines.skuCode'), width: 150, dataIndex: 'code' },
    { key: 'name', title: t('document:lines.skuName'), dataIndex: 'name' },
    { key: 'unit', title: t('document:lines.unit'), width: 70, dataIndex: 'unit' },
    { key: 'perSet', title: t('inventory:processing.perSet'), width: 110, align: 'right', render: (_, r) => formatDecimal(r.perSet) },
    {
      key: 'qty',
      title: t('document:lines.qty'),
      width: 120,
      align: 'right',
      render: (_, r) => <span data-qty-of={r.code}>{formatDecimal(r.qty)}</span>,
    },
  ];
  if (productSkuId && bom.data && !bom.data.isCombined) {
    return <Alert type="warning" showIcon message={t('inventory:processing.notCombined')} />;
  }
  return (
    <Table<ComponentRow>
      size="small"
      rowKey="key"
      pagination={false}
      columns={columns}
      dataSource={rows}
      loading={bom.isLoading && Boolean(productSkuId)}
      data-testid="process-lines"
      locale={{ emptyText: t('inventory:processing.pickProduct') }}
    />
  );
}

/** A cell of a line's SKU (one request for all the document's SKUs). */
function SkuCell({ doc, id, field }: { doc: DocumentDetailView; id: string | null; field: 'code' | 'name' | 'unit' }) {
  const skus = useSkuNames(doc.lines.flatMap((l) => (l.skuId ? [l.skuId] : [])));
  const units = useUnits();
  const value = id ? (skus.get(id)?.[field] ?? '') : '';
  return <>{field === 'unit' ? units.label(value) : value}</>;
}

/** A line's quantity in its unit's decimals, as the kit's detail shows it. */
function LineQty({ doc, line }: { doc: DocumentDetailView; line: DocumentLineView }) {
  const skus = useSkuNames(doc.lines.flatMap((l) => (l.skuId ? [l.skuId] : [])));
  const units = useUnits();
  return <>{units.qty(line.qty, line.skuId ? skus.get(line.skuId)?.unit : undefined)}</>;
}

/** Whether a line of the document goes into the warehouse (the product of an assembly, the components of a disassembly). */
const comesIn = (doc: DocumentDetailView, l: DocumentLineView) => (l.role === 'PRODUCT') === (doc.direction === 'ASSEMBLE');

const money = (v: unknown) => formatDecimal(v as string | null | undefined, 2, 2);

/** 商品加工单: a combined product assembled from its components (组装) or taken apart (拆卸). */
export const screen: DocumentScreenConfig = {
  type: 'SKU_PROCESS',
  title: 'inventory:processing.title',
  lineKind: 'positive',
  headerFields: (form) => <ProcessingHeaderFields form={form} />,
  initialValues: () => ({ direction: 'ASSEMBLE', lines: [] }),
  headerValues: (doc) => ({
    warehouseId: doc.warehouseId,
    direction: doc.direction,
    productSkuId: doc.productSkuId === undefined || doc.productSkuId === null ? undefined : String(doc.productSkuId),
    productQty: doc.productQty,
  }),
  headerBody: (v) => ({
    warehouseId: v.warehouseId,
    direction: v.direction,
    productSkuId: v.productSkuId,
    productQty: String(v.productQty ?? ''),
  }),
  lineGrid: (form) => <ProcessLines form={form} />,
  headerItems: (doc) => [
    { key: 'warehouse', label: 'inventory:processing.warehouse', children: <WarehouseName id={doc.warehouseId} /> },
    { key: 'direction', label: 'inventory:processing.direction', children: <DirectionText direction={doc.direction} /> },
  ],
  detailLineColumns: (doc, t) => {
    const hasCost = doc.lines.some((l) => l.unitCost !== undefined && l.unitCost !== null);
    const columns: TableColumnType<DocumentLineView>[] = [
      {
        key: 'role',
        title: t('inventory:processing.role'),
        width: 180,
        render: (_, l) => (
          <>
            <Tag color={l.role === 'PRODUCT' ? 'blue' : undefined}>
              {t(l.role === 'PRODUCT' ? 'inventory:processing.role.PRODUCT' : 'inventory:processing.role.COMPONENT')}
            </Tag>
            <Tag color={comesIn(doc, l) ? 'green' : 'red'}>
              {t(comesIn(doc, l) ? 'inventory:processing.in' : 'inventory:processing.out')}
            </Tag>
          </>
        ),
      },
      { key: 'code', title: t('document:lines.skuCode'), width: 150, render: (_, l) => <SkuCell doc={doc} id={l.skuId} field="code" /> },
      { key: 'name', title: t('document:lines.skuName'), width: 260, render: (_, l) => <SkuCell doc={doc} id={l.skuId} field="name" /> },
      { key: 'unit', title: t('document:lines.unit'), width: 70, render: (_, l) => <SkuCell doc={doc} id={l.skuId} field="unit" /> },
      { key: 'qty', title: t('document:lines.qty'), width: 120, align: 'right', render: (_, l) => <LineQty doc={doc} line={l} /> },
    ];
    if (hasCost) {
      columns.push(
        {
          key: 'unitCost',
          title: t('document:lines.unitCost'),
          width: 130,
          align: 'right',
          render: (_, l) => formatDecimal(l.unitCost as string | null | undefined, 6, 2),
        },
        { key: 'costAmount', title: t('document:lines.costAmount'), width: 130, align: 'right', render: (_, l) => money(l.costAmount) },
      );
    }
    return columns;
  },
  listColumns: ({ t, warehouseName }) => [
    { key: 'warehouse', title: t('inventory:processing.warehouse'), width: 160, render: (r) => warehouseName(r.warehouseId) },
    { key: 'direction', title: t('inventory:processing.direction'), width: 100, render: (r) => <DirectionText direction={r.direction} /> },
    {
      key: 'product',
      title: t('inventory:processing.product'),
      width: 240,
      ellipsis: true,
      render: (r) => <ProductName id={r.productSkuId} />,
    },
    {
      key: 'productQty',
      title: t('inventory:processing.productQty'),
      width: 110,
      align: 'right',
      render: (r) => formatDecimal(r.productQty as string),
    },
  ],
  listFilters: (ctx) => [warehouseFilter(ctx)],
};

function DirectionText({ direction }: { direction: unknown }) {
  const { t } = useTranslation();
  if (direction !== 'ASSEMBLE' && direction !== 'DISASSEMBLE') return null;
  return <Tag color={direction === 'ASSEMBLE' ? 'blue' : 'orange'}>{t(`inventory:processing.${direction}`)}</Tag>;
}

function ProductName({ id }: { id: unknown }) {
  const skus = useSkuNames(id === null || id === undefined ? [] : [String(id)]);
  const sku = id === null || id === undefined ? undefined : skus.get(String(id));
  return <>{sku ? `${sku.code} ${sku.name}` : ''}</>;
}
