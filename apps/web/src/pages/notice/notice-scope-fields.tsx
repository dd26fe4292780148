import { NOTICE_MAX_TIMES, NOTICE_SCOPES, type NoticeScope } from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, InputNumber, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { noticeApi, noticeKeys } from './notice-api';

/** Scope (everyone, chosen groups, chosen roles) with its pickers, and the pop-up and voice counts. */
export function NoticeScopeFields() {
  const { t } = useTranslation('notice');
  const options = useQuery({ queryKey: noticeKeys.scopeOptions, queryFn: () => noticeApi.scopeOptions(), staleTime: 60_000 });
  const scope = Form.useWatch<NoticeScope | undefined>('scope');
  return (
    <>
      <Form.Item name="scope" label={t('field.scope')} rules={[{ required: true }]} extra={scope === 'ALL' ? t('scope.hint') : undefined}>
        <Radio.Group data-testid="notice-scope" options={NOTICE_SCOPES.map((s) => ({ value: s, label: t(`scope.${s}`) }))} />
      </Form.Item>
      {scope === 'GROUPS' && (
        <Form.Item name="groupIds" label={t('field.groups')} rules={[{ required: true }]}>
          <Select
            mode="multiple"
            data-testid="notice-groups"
            optionFilterProp="label"
            options={(options.data?.groups ?? []).map((g) => ({ value: g.id, label: `${g.name} (${g.code})` }))}
          />
        </Form.Item>
      )}
      {scope === 'ROLES' && (
        <Form.Item name="roleIds" label={t('field.roles')} rules={[{ required: true }]}>
          <Select
            mode="multiple"
            data-testid="notice-roles"
            optionFilterProp="label"
            options={(options.data?.roles ?? []).map((r) => ({ value: r.id, label: `${r.name} (${r.code})` }))}
          />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="popUpTimes" label={t('field.popUpTimes')}>
            <InputNumber min={0} max={NOTICE_MAX_TIMES} precision={0} style={{ width: '100%' }} data-testid="notice-popups" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="voiceTimes" label={t('field.voiceTimes')}>
            <InputNumber min={0} max={NOTICE_MAX_TIMES} precision={0} style={{ width: '100%' }} data-testid="notice-voices" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
