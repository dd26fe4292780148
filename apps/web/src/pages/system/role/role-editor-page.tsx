import type { RoleBody } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleApi, systemKeys } from '../../../api/system-api';
import { usePermission } from '../../../core/access';
import { ui } from '../../../core/ui-bridge';
import { EditorFrame } from '../../../kit/editor-frame';
import { showSubmitError } from '../../../kit/form-errors';
import { StatusTag } from '../../../kit/status-tag';
import { useEditorTab, useTabTitle } from '../../../kit/use-editor-tab';
import { PermissionTree } from './permission-tree';
import { grantedIds, toPermNodes } from './permission-tree-rules';

type Values = { code: string; name: string; remark?: string | null };

/** Add, edit or view a role with its menu-and-button permissions. */
export default function RoleEditorPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const { mode, id, finish, back } = useEditorTab();
  const [form] = Form.useForm<Values>();
  const [granted, setGranted] = useState<Set<string>>(new Set());
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const readOnly = mode === 'detail';
  const canGrant = !readOnly && has('system:role:grant');

  const detail = useQuery({ queryKey: systemKeys.role(id ?? ''), queryFn: () => roleApi.detail(id ?? ''), enabled: Boolean(id) });
  const tree = useQuery({ queryKey: systemKeys.grantableTree, queryFn: roleApi.grantableTree });

  useEffect(() => {
    if (!detail.data) return;
    form.setFieldsValue({ code: detail.data.code, name: detail.data.name, remark: detail.data.remark });
    setGranted(new Set(detail.data.menuIds));
    setDirty(false);
  }, [detail.data, form]);

  useTabTitle(mode === 'add' || detail.data ? t(`system:role.title.${mode}`, { name: detail.data?.name ?? '' }) : null);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body: RoleBody = {
        ...(id ? { id } : {}),
        code: values.code,
        name: values.name,
        remark: values.remark ?? null,
        menuIds: grantedIds(toPermNodes(tree.data ?? []), granted),
      };
      await roleApi.save(body);
      ui.success(t('common:saved'));
      await finish(systemKeys.roles);
    } catch (error) {
      showSubmitError(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <EditorFrame
      title={t(`system:role.title.${mode}`, { name: detail.data?.name ?? '' })}
      extra={detail.data ? <StatusTag status={detail.data.status} /> : null}
      dirty={dirty}
      loading={Boolean(id) && detail.isLoading}
      onBack={() => void back()}
      operations={
        readOnly
          ? []
          : [
              {
                key: 'save',
                label: t('common:save'),
                primary: true,
                shortcut: 'F4',
                loading: saving,
                permission: mode === 'add' ? 'system:role:add' : 'system:role:edit',
                onClick: save,
              },
            ]
      }
    >
      <Form<Values> form={form} layout="vertical" disabled={readOnly} onValuesChange={() => setDirty(true)}>
        <div className="q-section-title">{t('system:role.basic')}</div>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="code" label={t('system:role.code')} rules={[{ required: true, whitespace: true }, { max: 32 }]}>
              <Input maxLength={32} disabled={readOnly || mode === 'edit'} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={t('system:role.name')} rules={[{ required: true, whitespace: true }, { max: 50 }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="remark" label={t('system:role.remark')} rules={[{ max: 200 }]}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
        <div className="q-section-title">{t('system:role.permissions')}</div>
        <PermissionTree
          tree={tree.data ?? []}
          value={granted}
          disabled={!canGrant}
          onChange={(next) => {
            setGranted(next);
            setDirty(true);
          }}
        />
      </Form>
    </EditorFrame>
  );
}
