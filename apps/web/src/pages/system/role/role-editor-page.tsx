import type { RoleBody, RoleDetail } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleApi, systemKeys } from '../../../api/system-api';
import { usePermission } from '../../../core/access';
import { EditorFrame } from '../../../kit/editor-frame';
import { StatusTag } from '../../../kit/status-tag';
import { useRecordEditor } from '../../../kit/use-record-editor';
import { PermissionTree } from './permission-tree';
import { grantedIds, toPermNodes } from './permission-tree-rules';

type Values = { code: string; name: string; remark?: string | null };

/** Add, edit or view a role with its menu-and-button permissions. */
export default function RoleEditorPage() {
  const { t } = useTranslation();
  const { has } = usePermission();
  const [granted, setGranted] = useState<Set<string>>(new Set());
  const tree = useQuery({ queryKey: systemKeys.grantableTree, queryFn: roleApi.grantableTree });
  const editor = useRecordEditor<RoleDetail, Values>({
    queryKey: systemKeys.role,
    load: roleApi.detail,
    toValues: (r) => ({ code: r.code, name: r.name, remark: r.remark }),
    titleKey: 'system:role.title',
    titleName: (r) => r.displayName,
    permission: 'system:role',
    invalidate: systemKeys.roles,
    submit: (v, { id }) =>
      roleApi.save({
        ...(id ? { id } : {}),
        code: v.code,
        name: v.name,
        remark: v.remark ?? null,
        menuIds: grantedIds(toPermNodes(tree.data ?? []), granted),
      } satisfies RoleBody),
  });
  const { mode, readOnly, record } = editor;
  const canGrant = !readOnly && has('system:role:grant');

  useEffect(() => {
    if (record) setGranted(new Set(record.menuIds));
  }, [record]);

  return (
    <EditorFrame {...editor.frame} extra={record ? <StatusTag status={record.status} /> : null}>
      <Form<Values> {...editor.formProps}>
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
            editor.touch();
          }}
        />
      </Form>
    </EditorFrame>
  );
}
