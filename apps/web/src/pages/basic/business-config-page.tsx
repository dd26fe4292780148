import { ReloadOutlined, RollbackOutlined, SaveOutlined } from '@ant-design/icons';
import { type BusinessConfigView, ErrorCode } from '@quire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Col,
  Form,
  InputNumber,
  Radio,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Tag,
  TimePicker,
  Tooltip,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { runAction } from '../../api/report-error';
import { usePermission } from '../../core/access';
import { DATE_TIME_FORMAT } from '../../core/constants';
import { useUnsavedGuard } from '../../core/dirty-store';
import { useSession } from '../../core/session-store';
import { type ShortcutHandlers, useShortcuts } from '../../core/shortcuts';
import { ui } from '../../core/ui-bridge';
import { showSubmitError } from '../../kit/form-errors';
import { businessConfigApi, businessConfigKeys } from './business-config-api';
import {
  CONFIG_FLAGS,
  type ConfigFlag,
  type ConfigValues,
  roundAmount,
  TIME_FORMAT,
  toFormValues,
  toUpdateBody,
} from './business-config-rules';
import './basic-data.css';
import { useChoiceRule } from '../../kit/required-rules';

const EDIT = 'system:businessConfig:edit';
const INVENTORY_FLAGS: ConfigFlag[] = ['ifVirtualStock', 'ifNegativeInventory', 'ifZeroPrice'];
const SALES_FLAGS: ConfigFlag[] = CONFIG_FLAGS.filter((f) => !INVENTORY_FLAGS.includes(f));
const SAMPLE_AMOUNT = '1234.567';

/** Business configuration (业务配置) of the active business group: one settings form, saved with a version check. */
export default function BusinessConfigPage() {
  const { t } = useTranslation();
  const choose = useChoiceRule();
  const queryClient = useQueryClient();
  const { has } = usePermission();
  const canEdit = has(EDIT);
  const belongId = useSession((s) => s.belongId);
  const groupName = useSession((s) => s.user?.businessGroups.find((g) => g.id === s.belongId)?.name ?? s.user?.belongName ?? '');
  const [form] = Form.useForm<ConfigValues>();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  useUnsavedGuard(dirty);

  const key = businessConfigKeys.active(belongId);
  const config = useQuery({ queryKey: key, queryFn: businessConfigApi.active, staleTime: Number.POSITIVE_INFINITY });
  const reviewPolicy = Form.useWatch('reviewPolicy', form);
  const roundingMode = Form.useWatch('roundingMode', form);
  const roundingPrecision = Form.useWatch('roundingPrecision', form);
  const reviewers = useQuery({
    queryKey: businessConfigKeys.reviewers(belongId),
    queryFn: () => businessConfigApi.reviewers(),
    enabled: reviewPolicy === 'DESIGNATED',
    staleTime: 60_000,
  });

  const show = (c: BusinessConfigView) => {
    form.resetFields();
    form.setFieldsValue(toFormValues(c));
    setDirty(false);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows each configuration the server sends
  useEffect(() => {
    if (config.data) show(config.data);
  }, [config.data]);

  const reload = async () => {
    const fresh = await businessConfigApi.active();
    queryClient.setQueryData(key, fresh);
    show(fresh);
  };

  const save = async () => {
    const loaded = config.data;
    if (!loaded) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      const saved = await businessConfigApi.save(toUpdateBody(values, loaded));
      queryClient.setQueryData(key, saved);
      show(saved);
      ui.success(t('common:saved'));
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.VERSION_CONFLICT) {
        ui.dialog({ title: t('error:systemPrompt'), content: error.message, onClose: () => runAction(reload) });
      } else {
        showSubmitError(form, error);
      }
    } finally {
      setSaving(false);
    }
  };

  const restoreDefaults = async () => {
    const ok = await ui.confirm({ title: t('basic:config.restoreTitle'), content: t('basic:config.restoreConfirm'), danger: true });
    if (!ok) return;
    const fresh = await businessConfigApi.reset();
    queryClient.setQueryData(key, fresh);
    show(fresh);
    ui.success(t('basic:config.restored'));
  };

  const askReload = async () => {
    if (dirty && !(await ui.confirm({ title: t('common:pleaseConfirm'), content: t('basic:config.discardConfirm') }))) return;
    await reload();
  };

  const shortcuts: ShortcutHandlers = {};
  if (canEdit && !saving) shortcuts.F4 = () => runAction(save);
  useShortcuts(shortcuts);

  const flagItem = (flag: ConfigFlag) => (
    <Col xs={24} md={12} xl={6} key={flag}>
      <Form.Item name={flag} valuePropName="checked" label={t(`basic:config.${flag}`)} extra={t(`basic:config.${flag}Help`)}>
        <Switch data-flag={flag} />
      </Form.Item>
    </Col>
  );

  const reviewerOptions = (() => {
    const known = (reviewers.data ?? []).map((e) => ({ value: e.id, label: `${e.name} (${e.employeeNo})` }));
    const chosen: string[] = form.getFieldValue('designatedReviewerIds') ?? [];
    const missing = chosen.filter((id) => !known.some((o) => o.value === id)).map((id) => ({ value: id, label: `#${id}` }));
    return [...known, ...missing];
  })();

  const c = config.data;
  return (
    <div className="q-page q-config-page" data-testid="business-config">
      <div className="q-editor-header">
        <Space wrap>
          <h2>{t('basic:config.title')}</h2>
          {groupName && <Tag color="blue">{t('basic:config.group', { name: groupName })}</Tag>}
        </Space>
        {c && (
          <Typography.Text type="secondary">
            {t('basic:config.updatedAt', { time: dayjs(c.updateTime).format(DATE_TIME_FORMAT) })}
          </Typography.Text>
        )}
      </div>
      {config.isLoading || !c ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <Form<ConfigValues> form={form} layout="vertical" disabled={!canEdit} onValuesChange={() => setDirty(true)}>
          {!canEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('basic:config.readOnly')} />}
          <div className="q-section-title">{t('basic:config.sectionInventory')}</div>
          <Row gutter={24}>{INVENTORY_FLAGS.map(flagItem)}</Row>
          <div className="q-section-title">{t('basic:config.sectionSales')}</div>
          <Row gutter={24}>{SALES_FLAGS.map(flagItem)}</Row>

          <div className="q-section-title">{t('basic:config.sectionPurchase')}</div>
          <Row gutter={24}>
            <Col xs={24} md={12} xl={6}>
              <Form.Item
                name="overOrderCeilingPercent"
                label={t('basic:config.overOrderCeiling')}
                extra={t('basic:config.overOrderCeilingHelp')}
                rules={[{ required: true }]}
              >
                <InputNumber min={0} max={100} step={1} suffix="%" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Form.Item
                name="averageSalesDays"
                label={t('basic:config.averageSalesDays')}
                extra={t('basic:config.averageSalesDaysHelp')}
                rules={[{ required: true }]}
              >
                <InputNumber min={1} max={365} precision={0} suffix={t('basic:config.days')} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Form.Item
                name="replenishmentLowerDays"
                label={t('basic:config.lowerDays')}
                extra={t('basic:config.lowerDaysHelp')}
                dependencies={['replenishmentUpperDays']}
                rules={[
                  { required: true },
                  ({ getFieldValue }) => ({
                    validator: async (_, lower: number | null) => {
                      const upper = getFieldValue('replenishmentUpperDays') as number | null;
                      if (lower != null && upper != null && lower > upper) throw new Error(t('basic:config.lowerAboveUpper'));
                    },
                  }),
                ]}
              >
                <InputNumber min={0} max={365} precision={0} suffix={t('basic:config.days')} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Form.Item
                name="replenishmentUpperDays"
                label={t('basic:config.upperDays')}
                extra={t('basic:config.upperDaysHelp')}
                rules={[{ required: true }]}
              >
                <InputNumber min={1} max={365} precision={0} suffix={t('basic:config.days')} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>

          <div className="q-section-title">{t('basic:config.sectionReview')}</div>
          <Row gutter={24}>
            <Col xs={24} xl={12}>
              <Form.Item
                name="reviewPolicy"
                label={t('basic:config.reviewPolicy')}
                extra={t(`basic:config.reviewPolicyHelp.${reviewPolicy ?? 'NONE'}`)}
                rules={[choose]}
              >
                <Radio.Group
                  optionType="button"
                  options={(['NONE', 'SECOND_REVIEWER', 'DESIGNATED'] as const).map((value) => ({
                    value,
                    label: t(`basic:config.review.${value}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} xl={12}>
              <Form.Item
                name="inventoryPriority"
                label={t('basic:config.inventoryPriority')}
                extra={t('basic:config.inventoryPriorityHelp')}
                rules={[choose]}
              >
                <Radio.Group
                  optionType="button"
                  options={(['WHOLESALE_FIRST', 'RETAIL_FIRST'] as const).map((value) => ({
                    value,
                    label: t(`basic:config.priority.${value}`),
                  }))}
                />
              </Form.Item>
            </Col>
            {reviewPolicy === 'DESIGNATED' && (
              <Col xs={24} xl={12}>
                <Form.Item
                  name="designatedReviewerIds"
                  label={t('basic:config.designatedReviewers')}
                  extra={reviewers.isError ? t('basic:config.reviewersUnavailable') : undefined}
                  rules={[{ required: true, type: 'array', min: 1, message: t('basic:config.reviewersRequired') }]}
                >
                  <Select
                    mode="multiple"
                    showSearch
                    optionFilterProp="label"
                    loading={reviewers.isLoading}
                    options={reviewerOptions}
                    placeholder={t('basic:config.reviewersPlaceholder')}
                  />
                </Form.Item>
              </Col>
            )}
          </Row>

          <div className="q-section-title">{t('basic:config.sectionCheckout')}</div>
          <Row gutter={24}>
            <Col xs={24} md={12} xl={6}>
              <Form.Item name="autoCheckoutTime" label={t('basic:config.autoCheckoutTime')} extra={t('basic:config.autoCheckoutTimeHelp')}>
                <TimePicker format={TIME_FORMAT} minuteStep={5} style={{ width: '100%' }} placeholder={t('basic:config.noAutoCheckout')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={12}>
              <Form.Item name="roundingMode" label={t('basic:config.roundingMode')} rules={[choose]}>
                <Radio.Group
                  optionType="button"
                  options={(['NONE', 'HALF_UP', 'DOWN', 'UP'] as const).map((value) => ({
                    value,
                    label: t(`basic:config.rounding.${value}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={6}>
              <Form.Item
                name="roundingPrecision"
                label={t('basic:config.roundingPrecision')}
                rules={[choose]}
                extra={
                  roundingMode && roundingPrecision
                    ? t('basic:config.roundingExample', {
                        from: Number(SAMPLE_AMOUNT).toLocaleString(undefined, { maximumFractionDigits: 3 }),
                        to: Number(roundAmount(SAMPLE_AMOUNT, roundingMode, roundingPrecision)).toLocaleString(undefined, {
                          minimumFractionDigits: roundingMode === 'NONE' ? 3 : 0,
                          maximumFractionDigits: 3,
                        }),
                      })
                    : undefined
                }
              >
                <Radio.Group
                  optionType="button"
                  disabled={!canEdit || roundingMode === 'NONE'}
                  options={(['YUAN', 'JIAO', 'FEN'] as const).map((value) => ({
                    value,
                    label: t(`basic:config.precision.${value}`),
                  }))}
                />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      )}
      {canEdit && (
        <div className="q-editor-footer">
          <Button icon={<ReloadOutlined />} onClick={() => runAction(askReload)} disabled={!c}>
            {t('basic:config.reload')}
          </Button>
          <Button icon={<RollbackOutlined />} danger onClick={() => runAction(restoreDefaults)} disabled={!c} data-op="restore">
            {t('basic:config.restoreDefaults')}
          </Button>
          <Tooltip title="F4">
            <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!c} onClick={() => runAction(save)} data-op="save">
              {t('common:save')}
              <span style={{ opacity: 0.65, marginLeft: 4 }}>F4</span>
            </Button>
          </Tooltip>
        </div>
      )}
    </div>
  );
}
