import type { DefaultFlag, InventoryMode, LogicalWarehouseAddBody, LogicalWarehouseView, Status, WarehouseType } from '@quire/contracts';
import { Alert, Col, Form, Input, Radio, Row, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../kit/editor-frame';
import { RemarkField, StatusField } from '../../kit/record-fields';
import { useChoiceRule } from '../../kit/required-rules';
import { StatusTag } from '../../kit/status-tag';
import { useRecordEditor } from '../../kit/use-record-editor';
import { defaultHolders, logicalWarehouseApi, logicalWarehouseKeys } from './logical-warehouse-api';
import {
  DEFAULT_KINDS,
  useInventoryModeOptions,
  useLogicalWarehouseOptions,
  usePhysicalWarehouseOptions,
  useWarehouseTypeOptions,
} from './warehouse-options';

type Values = {
  code: string;
  name: string;
  type: WarehouseType;
  physicalWarehouseId: string;
  inventoryMode: InventoryMode;
  remark?: string | null;
  status: Status;
} & Record<DefaultFlag, boolean>;

const CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** Add, edit or view a logical warehouse, with the five defaults of its business group. */
export default function LogicalWarehouseEditorPage() {
  const { t } = useTranslation();
  const choose = useChoiceRule();
  const editor = useRecordEditor<LogicalWarehouseView, Values>({
    queryKey: logicalWarehouseKeys.detail,
    load: logicalWarehouseApi.detail,
    toValues: (w) => ({
      code: w.code,
      name: w.name,
      type: w.type,
      physicalWarehouseId: w.physicalWarehouseId,
      inventoryMode: w.inventoryMode,
      remark: w.remark,
      status: w.status,
      isDefaultSale: w.isDefaultSale,
      isDefaultPurchase: w.isDefaultPurchase,
      isDefaultPurchaseReturn: w.isDefaultPurchaseReturn,
      isDefaultSaleReturn: w.isDefaultSaleReturn,
      isDefaultDirectShip: w.isDefaultDirectShip,
    }),
    titleKey: 'warehouse:logical.title',
    titleName: (w) => w.name,
    permission: 'system:logicalWarehouse',
    invalidate: logicalWarehouseKeys.all,
    submit: async (v, { mode, id }) => {
      const body: LogicalWarehouseAddBody = {
        code: v.code.trim(),
        name: v.name.trim(),
        type: v.type,
        physicalWarehouseId: v.physicalWarehouseId,
        inventoryMode: v.inventoryMode,
        remark: v.remark?.trim() || null,
        isDefaultSale: Boolean(v.isDefaultSale),
        isDefaultPurchase: Boolean(v.isDefaultPurchase),
        isDefaultPurchaseReturn: Boolean(v.isDefaultPurchaseReturn),
        isDefaultSaleReturn: Boolean(v.isDefaultSaleReturn),
        isDefaultDirectShip: Boolean(v.isDefaultDirectShip),
      };
      if (mode === 'add') await logicalWarehouseApi.add({ ...body, status: v.status });
      else if (id) await logicalWarehouseApi.update({ ...body, id });
    },
  });
  const { form, mode, id, readOnly, record: w } = editor;
  const typeOptions = useWarehouseTypeOptions();
  const modeOptions = useInventoryModeOptions();
  const physical = usePhysicalWarehouseOptions();
  const logical = useLogicalWarehouseOptions();
  const holders = defaultHolders(logical.warehouses);
  const flags = Form.useWatch([], form) as Partial<Values> | undefined;

  const physicalOptions =
    w && !physical.options.some((o) => o.value === w.physicalWarehouseId)
      ? [...physical.options, { value: w.physicalWarehouseId, label: `${w.physicalWarehouseName} (${w.physicalWarehouseCode})` }]
      : physical.options;

  /** What turning a default on here does: it is this warehouse's already, moves from another, or is new. */
  const defaultNote = (kind: (typeof DEFAULT_KINDS)[number]) => {
    const holder = holders[kind.kind];
    const isHere = Boolean(w?.[kind.flag]);
    const on = Boolean(flags?.[kind.flag]);
    if (isHere) return <Typography.Text type="secondary">{t('warehouse:logical.defaultHere')}</Typography.Text>;
    if (on && holder && holder.id !== id) {
      return <Typography.Text type="warning">{t('warehouse:logical.defaultMoves', { name: holder.name })}</Typography.Text>;
    }
    if (holder) return <Typography.Text type="secondary">{t('warehouse:logical.defaultHolder', { name: holder.name })}</Typography.Text>;
    return <Typography.Text type="secondary">{t('warehouse:logical.defaultNone')}</Typography.Text>;
  };

  return (
    <EditorFrame {...editor.frame} extra={w ? <StatusTag status={w.status} /> : null}>
      <Form<Values>
        {...editor.formProps}
        initialValues={{
          type: 'NORMAL',
          inventoryMode: 'INDEPENDENT',
          status: 'ENABLE',
          isDefaultSale: false,
          isDefaultPurchase: false,
          isDefaultPurchaseReturn: false,
          isDefaultSaleReturn: false,
          isDefaultDirectShip: false,
        }}
      >
        <div className="q-section-title">{t('warehouse:sectionBasic')}</div>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="code"
              label={t('warehouse:logical.code')}
              rules={[{ required: true, whitespace: true }, { max: 32 }, { pattern: CODE_PATTERN, message: t('warehouse:codePattern') }]}
            >
              <Input maxLength={32} disabled={readOnly || mode === 'edit'} placeholder={t('warehouse:codePlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={t('warehouse:logical.name')} rules={[{ required: true, whitespace: true }, { max: 100 }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="type" label={t('warehouse:logical.type')} rules={[choose]}>
              <Select options={typeOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="physicalWarehouseId"
              label={t('warehouse:logical.physicalWarehouse')}
              rules={[{ required: true, message: t('warehouse:logical.physicalRequired') }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                options={physicalOptions}
                loading={physical.loading}
                placeholder={t('warehouse:logical.physicalPlaceholder')}
                notFoundContent={t('warehouse:logical.noPhysical')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="inventoryMode"
              label={t('warehouse:logical.inventoryMode')}
              tooltip={t('warehouse:logical.inventoryModeHelp')}
              rules={[choose]}
            >
              <Radio.Group options={modeOptions} optionType="button" />
            </Form.Item>
          </Col>
          {mode === 'add' && <StatusField col={{ xs: 24, md: 8 }} />}
          <RemarkField col={{ xs: 24 }} label={t('warehouse:remark')} />
        </Row>
        <div className="q-section-title">{t('warehouse:logical.sectionDefaults')}</div>
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('warehouse:logical.defaultsHint')} />
        <Row gutter={16}>
          {DEFAULT_KINDS.map((k) => (
            <Col xs={24} md={12} xl={8} key={k.kind}>
              <Form.Item name={k.flag} label={t(`warehouse:kind.${k.kind}`)} valuePropName="checked" extra={defaultNote(k)}>
                <Switch data-flag={k.flag} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </EditorFrame>
  );
}
