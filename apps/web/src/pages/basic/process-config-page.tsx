import { EditOutlined, RollbackOutlined } from '@ant-design/icons';
import { ErrorCode, type ProcessConfigLogView, type ProcessConfigView, type ReviewPolicy } from '@quire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Drawer, Form, Radio, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { runAction } from '../../api/report-error';
import { usePermission } from '../../core/access';
import { DATE_TIME_FORMAT } from '../../core/constants';
import { useSession } from '../../core/session-store';
import { ui } from '../../core/ui-bridge';
import { showSubmitError } from '../../kit/form-errors';
import { businessConfigApi, businessConfigKeys } from './business-config-api';
import { processConfigApi, processConfigKeys } from './process-config-api';

const EDIT = 'system:processConfig:edit';
const POLICIES: ReviewPolicy[] = ['NONE', 'SECOND_REVIEWER', 'DESIGNATED'];
const LOG_PAGE_SIZE = 10;

type Values = { reviewPolicy: ReviewPolicy; designatedReviewerIds: string[]; pickingRequired: boolean; receiptNeedsOrder: boolean };

/** Which settings a type has beyond its review policy. */
const hasPicking = (row: ProcessConfigView) => row.documentType === 'WHOLESALE_SALE';
const hasReceiptOrder = (row: ProcessConfigView) => row.documentType === 'PURCHASE_RECEIVE';

/**
 * Process configuration (流程配置) of the active business group: per document type the review
 * policy, picking before a wholesale sale posts, and whether a purchase receipt needs an order;
 * edited in a drawer, every change in the log below.
 */
export default function ProcessConfigPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canEdit = usePermission().has(EDIT);
  const belongId = useSession((s) => s.belongId);
  const [editing, setEditing] = useState<ProcessConfigView | null>(null);
  const [logPage, setLogPage] = useState(1);
  const [form] = Form.useForm<Values>();
  const policy = Form.useWatch('reviewPolicy', form);

  const list = useQuery({ queryKey: processConfigKeys.list(belongId), queryFn: processConfigApi.list });
  const log = useQuery({ queryKey: processConfigKeys.log(belongId, logPage), queryFn: () => processConfigApi.log(logPage, LOG_PAGE_SIZE) });
  const reviewers = useQuery({
    queryKey: businessConfigKeys.reviewers(belongId),
    queryFn: () => businessConfigApi.reviewers(),
    staleTime: 60_000,
  });
  const reviewerName = useMemo(() => new Map((reviewers.data ?? []).map((r) => [r.id, r.name])), [reviewers.data]);
  const typeName = (code: string) => t(`document:type.${code}`);
  const refresh = () => queryClient.invalidateQueries({ queryKey: processConfigKeys.all(belongId) });

  const open = (row: ProcessConfigView) => {
    form.resetFields();
    form.setFieldsValue({
      reviewPolicy: row.reviewPolicy,
      designatedReviewerIds: row.designatedReviewerIds,
      pickingRequired: row.pickingRequired,
      receiptNeedsOrder: row.receiptNeedsOrder,
    });
    setEditing(row);
  };

  const save = async () => {
    if (!editing) return;
    const v = await form.validateFields();
    try {
      await processConfigApi.save({
        documentType: editing.documentType,
        reviewPolicy: v.reviewPolicy,
        designatedReviewerIds: v.reviewPolicy === 'DESIGNATED' ? v.designatedReviewerIds : [],
        pickingRequired: v.pickingRequired ?? false,
        receiptNeedsOrder: v.receiptNeedsOrder ?? false,
        version: editing.version,
      });
      ui.success(t('common:saved'));
      setEditing(null);
      await refresh();
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.VERSION_CONFLICT) {
        ui.dialog({ title: t('error:systemPrompt'), content: error.message, onClose: () => runAction(refresh) });
        setEditing(null);
      } else {
        showSubmitError(form, error);
      }
    }
  };

  const reset = async (row: ProcessConfigView) => {
    const ok = await ui.confirm({
      title: t('process:resetTitle', { type: typeName(row.documentType) }),
      content: t('process:resetContent'),
    });
    if (!ok) return;
    await processConfigApi.reset(row.documentType);
    await refresh();
  };

  const flag = (on: boolean) =>
    on ? <Tag color="orange">{t('process:yes')}</Tag> : <Typography.Text type="secondary">{t('process:no')}</Typography.Text>;
  const value = (field: string, v: unknown) => {
    if (field === 'reviewPolicy') return t(`process:policy.${String(v)}`);
    if (field === 'designatedReviewerIds') return (v as string[]).map((id) => reviewerName.get(id) ?? id).join('、') || '—';
    return v ? t('process:yes') : t('process:no');
  };

  return (
    <div className="q-page" data-testid="process-config-page">
      <Typography.Paragraph type="secondary">{t('process:intro')}</Typography.Paragraph>
      <Table<ProcessConfigView>
        size="small"
        rowKey="documentType"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        onRow={(row) => ({ 'data-type': row.documentType }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('process:documentType'), dataIndex: 'documentType', width: 180, render: (v: string) => typeName(v) },
          {
            title: t('process:reviewPolicy'),
            dataIndex: 'reviewPolicy',
            width: 260,
            render: (v: ReviewPolicy, row) => (
              <Space size={4} wrap>
                <Tag color={v === 'NONE' ? 'default' : 'blue'} data-testid="policy">
                  {t(`process:policy.${v}`)}
                </Tag>
                {v === 'DESIGNATED' ? row.designatedReviewerIds.map((id) => <Tag key={id}>{reviewerName.get(id) ?? id}</Tag>) : null}
              </Space>
            ),
          },
          {
            title: t('process:pickingRequired'),
            dataIndex: 'pickingRequired',
            width: 140,
            render: (v: boolean, row) => (hasPicking(row) ? flag(v) : '—'),
          },
          {
            title: t('process:receiptNeedsOrder'),
            dataIndex: 'receiptNeedsOrder',
            width: 150,
            render: (v: boolean, row) => (hasReceiptOrder(row) ? flag(v) : '—'),
          },
          {
            title: t('process:source'),
            dataIndex: 'configured',
            width: 150,
            render: (v: boolean) => (v ? <Tag color="green">{t('process:own')}</Tag> : <Tag>{t('process:followsBusinessConfig')}</Tag>),
          },
          {
            title: t('process:updateTime'),
            dataIndex: 'updateTime',
            width: 170,
            render: (v: string | null) => (v ? dayjs(v).format(DATE_TIME_FORMAT) : '—'),
          },
          ...(canEdit
            ? [
                {
                  title: t('process:actions'),
                  key: 'actions',
                  width: 160,
                  fixed: 'right' as const,
                  render: (_: unknown, row: ProcessConfigView) => (
                    <Space size={0}>
                      <Button type="link" size="small" icon={<EditOutlined />} onClick={() => open(row)} data-testid="process-edit">
                        {t('process:edit')}
                      </Button>
                      {row.configured ? (
                        <Button type="link" size="small" icon={<RollbackOutlined />} onClick={() => runAction(() => reset(row))}>
                          {t('process:reset')}
                        </Button>
                      ) : null}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />

      <Card size="small" title={t('process:log')} style={{ marginTop: 16 }} data-testid="process-log">
        <Table<ProcessConfigLogView>
          size="small"
          rowKey="id"
          loading={log.isLoading}
          dataSource={log.data?.list ?? []}
          locale={{ emptyText: t('process:logEmpty') }}
          pagination={{
            current: logPage,
            pageSize: LOG_PAGE_SIZE,
            total: log.data?.total ?? 0,
            onChange: setLogPage,
            showSizeChanger: false,
          }}
          columns={[
            { title: t('process:changedAt'), dataIndex: 'changedAt', width: 170, render: (v: string) => dayjs(v).format(DATE_TIME_FORMAT) },
            { title: t('process:changedBy'), dataIndex: 'employeeName', width: 120, render: (v: string | null) => v ?? '—' },
            { title: t('process:documentType'), dataIndex: 'documentType', width: 160, render: (v: string) => typeName(v) },
            {
              title: t('process:changes'),
              dataIndex: 'changes',
              render: (changes: ProcessConfigLogView['changes']) => (
                <Space direction="vertical" size={0}>
                  {changes.map((c) => (
                    <span key={c.field}>
                      {t(`process:field.${c.field}`)}: {value(c.field, c.from)} → {value(c.field, c.to)}
                    </span>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </Card>

      <Drawer
        open={editing !== null}
        title={editing ? t('process:editTitle', { type: typeName(editing.documentType) }) : ''}
        width={480}
        onClose={() => setEditing(null)}
        destroyOnHidden
        extra={
          <Space>
            <Button onClick={() => setEditing(null)}>{t('process:cancel')}</Button>
            <Button type="primary" onClick={() => runAction(save)} data-testid="process-save">
              {t('process:save')}
            </Button>
          </Space>
        }
      >
        <Form form={form} layout="vertical">
          <Form.Item name="reviewPolicy" label={t('process:reviewPolicy')} extra={t(`process:policyHelp.${policy ?? 'NONE'}`)}>
            <Radio.Group optionType="button" options={POLICIES.map((p) => ({ value: p, label: t(`process:policy.${p}`) }))} />
          </Form.Item>
          {policy === 'DESIGNATED' && (
            <Form.Item
              name="designatedReviewerIds"
              label={t('process:designatedReviewers')}
              rules={[{ required: true, type: 'array', min: 1, message: t('process:reviewersRequired') }]}
            >
              <Select
                mode="multiple"
                showSearch
                optionFilterProp="label"
                loading={reviewers.isLoading}
                options={(reviewers.data ?? []).map((e) => ({ value: e.id, label: `${e.name} (${e.employeeNo})` }))}
              />
            </Form.Item>
          )}
          {editing && hasPicking(editing) && (
            <Form.Item name="pickingRequired" label={t('process:pickingRequired')} extra={t('process:pickingHelp')} valuePropName="checked">
              <Switch />
            </Form.Item>
          )}
          {editing && hasReceiptOrder(editing) && (
            <Form.Item
              name="receiptNeedsOrder"
              label={t('process:receiptNeedsOrder')}
              extra={t('process:receiptHelp')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          )}
        </Form>
      </Drawer>
    </div>
  );
}
