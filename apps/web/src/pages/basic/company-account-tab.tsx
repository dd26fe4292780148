import {
  BANK_ACCOUNT_MAX_LENGTH,
  COMPANY_ACCOUNT_TYPES,
  type CompanyAccountType,
  type CompanyAccountView,
  type Status,
} from '@quire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, Modal, Radio, Row, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../core/access';
import { ui } from '../../core/ui-bridge';
import { type ListColumn, ListPage, type RowAction } from '../../kit/list-page';
import { createTimeColumn, statusColumn } from '../../kit/record-columns';
import { RemarkField, StatusField } from '../../kit/record-fields';
import { useChoiceRule } from '../../kit/required-rules';
import { useStatusActions } from '../../kit/status-actions';
import { useStatusOptions } from '../../kit/status-tag';
import { useModalForm } from '../../kit/use-modal-form';
import { companyAccountApi, companyAccountKeys } from './company-account-api';
import { currencyApi, currencyKeys } from './currency-api';

const TYPE_COLOR: Record<CompanyAccountType, string> = {
  BASIC: 'blue',
  GENERAL: 'geekblue',
  TEMP: 'orange',
  DESIGNATED: 'purple',
  OTHER: 'default',
};

/** "121908765410001" -> "1219 0876 5410 001": how a clerk reads an account number aloud. */
export function groupAccountNo(accountNo: string): string {
  return accountNo.replace(/(.{4})(?=.)/g, '$1 ');
}

function useAccountTypeOptions() {
  const { t } = useTranslation();
  return COMPANY_ACCOUNT_TYPES.map((value) => ({ value, label: t(`basic:account.type.${value}`) }));
}

type Values = {
  name: string;
  bankName: string;
  accountNo: string;
  accountType: CompanyAccountType;
  currencyCode: string;
  remark?: string | null;
  status: Status;
};

function AccountModal({
  account,
  open,
  onClose,
}: {
  account: CompanyAccountView | null;
  open: boolean;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const choose = useChoiceRule();
  const { form, modal } = useModalForm<Values, CompanyAccountView>({
    open,
    resetOnOpen: true,
    record: account,
    toValues: (a) => ({ ...a }),
    onClose,
    submit: async (v) => {
      const body = {
        name: v.name.trim(),
        bankName: v.bankName.trim(),
        accountNo: v.accountNo.replace(/\s+/g, ''),
        accountType: v.accountType,
        currencyCode: v.currencyCode,
        remark: v.remark?.trim() || null,
      };
      if (account) await companyAccountApi.update({ ...body, id: account.id });
      else await companyAccountApi.add({ ...body, status: v.status });
    },
  });
  const typeOptions = useAccountTypeOptions();
  const currencies = useQuery({ queryKey: currencyKeys.list, queryFn: currencyApi.list, enabled: open });
  const currencyOptions = (currencies.data ?? []).map((c) => ({
    value: c.code,
    label: `${c.code} ${c.name}`,
    disabled: c.status !== 'ENABLE' && c.code !== account?.currencyCode,
  }));

  return (
    <Modal
      {...modal}
      title={t(account ? 'basic:account.editTitle' : 'basic:account.addTitle', { name: account?.name ?? '' })}
      width={680}
      forceRender
    >
      <Form
        form={form}
        name="companyAccount"
        layout="vertical"
        initialValues={{ accountType: 'GENERAL', currencyCode: 'CNY', status: 'ENABLE' }}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label={t('basic:account.name')} rules={[{ required: true, whitespace: true }, { max: 100 }]}>
              <Input maxLength={100} placeholder={t('basic:account.namePlaceholder')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="bankName" label={t('basic:account.bankName')} rules={[{ required: true, whitespace: true }, { max: 100 }]}>
              <Input maxLength={100} placeholder={t('basic:account.bankPlaceholder')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="accountNo"
              label={t('basic:account.accountNo')}
              extra={t('basic:account.accountNoHelp', { max: BANK_ACCOUNT_MAX_LENGTH })}
              rules={[
                { required: true, whitespace: true },
                {
                  validator: async (_, v: string | undefined) => {
                    const compact = (v ?? '').replace(/\s+/g, '');
                    if (compact.length > BANK_ACCOUNT_MAX_LENGTH) {
                      throw new Error(t('basic:account.accountNoTooLong', { max: BANK_ACCOUNT_MAX_LENGTH, length: compact.length }));
                    }
                    if (compact && !/^[0-9A-Za-z-]+$/.test(compact)) throw new Error(t('basic:account.accountNoPattern'));
                  },
                },
              ]}
            >
              <Input className="q-mono" maxLength={BANK_ACCOUNT_MAX_LENGTH + 6} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="currencyCode" label={t('basic:account.currency')} rules={[choose]}>
              <Select options={currencyOptions} loading={currencies.isLoading} showSearch optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="accountType" label={t('basic:account.accountType')} rules={[choose]}>
              <Radio.Group options={typeOptions} optionType="button" />
            </Form.Item>
          </Col>
          {!account && <StatusField col={{ span: 12 }} required={false} />}
          <RemarkField col={{ span: 24 }} label={t('basic:remark')} maxRows={3} />
        </Row>
      </Form>
    </Modal>
  );
}

/** Company accounts (公司账户): the bank accounts collections and payments go through. */
export function CompanyAccountTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { has } = usePermission();
  const statusOptions = useStatusOptions();
  const typeOptions = useAccountTypeOptions();
  const currencies = useQuery({ queryKey: currencyKeys.list, queryFn: currencyApi.list });
  const [editing, setEditing] = useState<{ account: CompanyAccountView | null } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyAccountKeys.all });

  const status = useStatusActions<CompanyAccountView>({
    permission: 'system:basicData:status',
    statusOf: (r) => r.status,
    apply: companyAccountApi.setStatus,
    invalidate: companyAccountKeys.all,
    confirm: { keys: 'basic:account', name: (r) => r.name },
  });

  const columns: ListColumn<CompanyAccountView>[] = [
    { key: 'name', title: t('basic:account.name'), dataIndex: 'name', width: 180, fixed: 'left' },
    { key: 'bankName', title: t('basic:account.bankName'), dataIndex: 'bankName', width: 200, ellipsis: true },
    {
      key: 'accountNo',
      title: t('basic:account.accountNo'),
      width: 200,
      render: (r) => <span className="q-mono">{groupAccountNo(r.accountNo)}</span>,
    },
    {
      key: 'accountType',
      title: t('basic:account.accountType'),
      width: 90,
      render: (r) => <Tag color={TYPE_COLOR[r.accountType]}>{t(`basic:account.type.${r.accountType}`)}</Tag>,
    },
    { key: 'currencyCode', title: t('basic:account.currency'), dataIndex: 'currencyCode', width: 70 },
    statusColumn(),
    { key: 'remark', title: t('basic:remark'), dataIndex: 'remark', width: 200, ellipsis: true, defaultHidden: true },
    createTimeColumn(),
  ];

  const actions: RowAction<CompanyAccountView>[] = [
    { key: 'edit', label: t('common:edit'), permission: 'system:basicData:edit', onClick: (r) => setEditing({ account: r }) },
    status.rowAction('DISABLE'),
    status.rowAction('ENABLE'),
    {
      key: 'delete',
      label: t('common:delete'),
      permission: 'system:basicData:edit',
      danger: true,
      confirm: (r) => t('basic:account.confirmDelete', { name: r.name }),
      onClick: async (r) => {
        await companyAccountApi.remove([r.id]);
        ui.success(t('common:deleted'));
        await refresh();
      },
    },
  ];

  return (
    <>
      <ListPage<CompanyAccountView>
        tableKey="basic.companyAccount"
        queryKey={companyAccountKeys.all}
        fetch={(q, signal) => companyAccountApi.page(q, signal)}
        columns={columns}
        filters={[
          { kind: 'keyword', name: 'keyword', label: t('common:keyword'), placeholder: t('basic:account.keywordPlaceholder') },
          { kind: 'select', name: 'accountType', label: t('basic:account.accountType'), options: typeOptions },
          {
            kind: 'select',
            name: 'currencyCode',
            label: t('basic:account.currency'),
            options: (currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} ${c.name}` })),
          },
          { kind: 'select', name: 'status', label: t('common:statusLabel'), options: statusOptions },
        ]}
        rowActions={actions}
        selectable={has('system:basicData:status')}
        onAdd={() => setEditing({ account: null })}
        addPermission="system:basicData:add"
        exportAction={{ permission: 'system:basicData:export', url: companyAccountApi.exportUrl }}
        toolbar={status.toolbar}
      />
      <AccountModal
        account={editing?.account ?? null}
        open={editing !== null}
        onClose={(changed) => {
          setEditing(null);
          if (changed) void refresh();
        }}
      />
    </>
  );
}
