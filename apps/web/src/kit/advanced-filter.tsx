import { DeleteOutlined, FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FILTER_CONDITIONS } from '../core/constants';
import { FilterInput } from './filter-input';
import { filterProblemText } from './filter-problem-text';
import { type Condition, canAddCondition, checkFilter, type FilterField } from './filter-rules';

type Props = {
  fields: readonly FilterField[];
  conditions: Condition[];
  onApply: (conditions: Condition[]) => void;
};

/** Up to 11 extra conditions, each a declared field and its value (spec §5). */
export function AdvancedFilter({ fields, conditions, onApply }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Condition[]>(conditions);
  const [error, setError] = useState<string | null>(null);

  const used = new Set(draft.map((c) => c.field));
  const addable = canAddCondition(draft, fields);

  const apply = () => {
    for (const c of draft) {
      const field = fields.find((f) => f.name === c.field);
      const problem = field ? checkFilter(field, c.value) : null;
      if (problem && field) {
        setError(`${field.label}: ${filterProblemText(problem, t)}`);
        return;
      }
    }
    setError(null);
    onApply(draft.filter((c) => c.field));
    setOpen(false);
  };

  const content = (
    <div style={{ width: 520 }} data-testid="advanced-filter">
      {draft.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('kit:filter.noConditions')} />
      ) : (
        draft.map((condition, index) => {
          const field = fields.find((f) => f.name === condition.field);
          return (
            <Space key={condition.field || `new-${index}`} align="start" style={{ display: 'flex', marginBottom: 8 }}>
              <Select
                style={{ width: 160 }}
                value={condition.field || undefined}
                placeholder={t('kit:filter.chooseField')}
                options={fields.map((f) => ({ value: f.name, label: f.label, disabled: used.has(f.name) && f.name !== condition.field }))}
                onChange={(name: string) => setDraft(draft.map((c, i) => (i === index ? { field: name, value: undefined } : c)))}
              />
              {field ? (
                <FilterInput
                  field={field}
                  value={condition.value}
                  onChange={(value) => setDraft(draft.map((c, i) => (i === index ? { ...c, value } : c)))}
                />
              ) : (
                <span style={{ width: 220, display: 'inline-block' }} />
              )}
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('common:delete')}
                onClick={() => setDraft(draft.filter((_, i) => i !== index))}
              />
            </Space>
          );
        })
      )}
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 12, alignItems: 'center' }}>
        <Space>
          <Button icon={<PlusOutlined />} disabled={!addable} onClick={() => setDraft([...draft, { field: '', value: undefined }])}>
            {t('kit:filter.addCondition')}
          </Button>
          <Typography.Text type="secondary">
            {t('kit:filter.conditionCount', { count: draft.length, max: Math.min(MAX_FILTER_CONDITIONS, fields.length) })}
          </Typography.Text>
        </Space>
        <Space>
          <Button onClick={() => setDraft([])}>{t('kit:filter.clear')}</Button>
          <Button type="primary" onClick={apply}>
            {t('kit:filter.apply')}
          </Button>
        </Space>
      </div>
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(conditions);
        setOpen(next);
      }}
      trigger="click"
      placement="bottomLeft"
      title={t('kit:filter.advanced')}
      content={content}
    >
      <Badge count={conditions.length} size="small">
        <Button icon={<FilterOutlined />}>{t('kit:filter.advanced')}</Button>
      </Badge>
    </Popover>
  );
}
