import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  ExportOutlined,
  PlusOutlined,
  SaveOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { FAVORITE_KINDS, FAVORITES_MAX, type FavoriteKind } from '@quire/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Col, Empty, List, Row, Space, Tooltip, TreeSelect, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { excelKeys, favoritesApi } from '../../api/files';
import { runAction } from '../../api/report-error';
import { useUnsavedGuard } from '../../core/dirty-store';
import { useNavigate } from '../../core/navigation';
import { useSession } from '../../core/session-store';
import { type ShortcutHandlers, useShortcuts } from '../../core/shortcuts';
import { ui } from '../../core/ui-bridge';
import { addItems, type FavoriteItem, moveItem, pickerTree, removeItem, sameItems, screensOf, toUpdateBody } from './favorites-rules';

/** 收藏管理: the caller's favorite business modules and reports, picked from their menu tree. */
export default function FavoritesManagerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tree = useSession((s) => s.user?.permissions);
  const saved = useQuery({ queryKey: excelKeys.favorites, queryFn: favoritesApi.list });
  const [items, setItems] = useState<FavoriteItem[]>([]);
  const [picked, setPicked] = useState<Record<FavoriteKind, string[]>>({ MODULE: [], REPORT: [] });
  const [saving, setSaving] = useState(false);

  const original = useMemo<FavoriteItem[]>(
    () => (saved.data ?? []).map(({ kind, key, title, path }) => ({ kind, key, title, path })),
    [saved.data],
  );
  useEffect(() => setItems(original), [original]);
  const dirty = !sameItems(items, original);
  useUnsavedGuard(dirty);

  const screens = useMemo(() => screensOf(tree ?? []), [tree]);
  const taken = useMemo(() => new Set(items.map((i) => i.key)), [items]);
  const treeData = useMemo(() => pickerTree(tree ?? [], taken), [tree, taken]);
  const full = items.length >= FAVORITES_MAX;

  const add = (kind: FavoriteKind) => {
    const nodes = picked[kind].map((key) => screens.get(key)).filter((n) => n !== undefined);
    if (nodes.length === 0) return;
    if (items.length + nodes.length > FAVORITES_MAX) ui.warning(t('excel:favorites.limit', { max: FAVORITES_MAX }));
    setItems((list) => addItems(list, kind, nodes, FAVORITES_MAX));
    setPicked((p) => ({ ...p, [kind]: [] }));
  };

  const save = async () => {
    setSaving(true);
    try {
      const next = await favoritesApi.update(toUpdateBody(items));
      queryClient.setQueryData(excelKeys.favorites, next);
      ui.success(t('excel:favorites.saved'));
    } finally {
      setSaving(false);
    }
  };

  const shortcuts: ShortcutHandlers = {};
  if (dirty && !saving) shortcuts.F4 = () => runAction(save);
  useShortcuts(shortcuts);

  const column = (kind: FavoriteKind) => {
    const own = items.filter((i) => i.kind === kind);
    return (
      <Card
        title={
          <Space>
            {t(`excel:favorites.kinds.${kind}`)}
            <Badge count={own.length} showZero color={own.length ? '#1677ff' : '#d9d9d9'} />
          </Space>
        }
        data-testid={`favorites-${kind}`}
        styles={{ body: { paddingTop: 12 } }}
      >
        <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
          <TreeSelect
            multiple
            showSearch
            allowClear
            treeNodeFilterProp="title"
            style={{ flex: 1 }}
            maxTagCount="responsive"
            placeholder={t('excel:favorites.pickMenu')}
            treeData={treeData}
            value={picked[kind]}
            onChange={(value: string[]) => setPicked((p) => ({ ...p, [kind]: value.filter((v) => !v.startsWith('group:')) }))}
            disabled={full}
          />
          <Button type="primary" icon={<PlusOutlined />} disabled={picked[kind].length === 0 || full} onClick={() => add(kind)}>
            {t('excel:favorites.add')}
          </Button>
        </Space.Compact>
        <List<FavoriteItem>
          bordered
          size="small"
          dataSource={own}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('excel:favorites.empty')} /> }}
          renderItem={(item, index) => (
            <List.Item
              data-favorite={item.key}
              actions={[
                <Tooltip key="up" title={t('excel:favorites.moveUp')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    onClick={() => setItems((l) => moveItem(l, kind, index, -1))}
                    aria-label={t('excel:favorites.moveUp')}
                  />
                </Tooltip>,
                <Tooltip key="down" title={t('excel:favorites.moveDown')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === own.length - 1}
                    onClick={() => setItems((l) => moveItem(l, kind, index, 1))}
                    aria-label={t('excel:favorites.moveDown')}
                  />
                </Tooltip>,
                <Tooltip key="open" title={t('excel:favorites.open')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ExportOutlined />}
                    onClick={() => navigate(item.path)}
                    aria-label={t('excel:favorites.open')}
                  />
                </Tooltip>,
                <Tooltip key="remove" title={t('excel:favorites.remove')}>
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => setItems((l) => removeItem(l, item.key))}
                    aria-label={t('excel:favorites.remove')}
                  />
                </Tooltip>,
              ]}
            >
              <Space>
                <Typography.Text type="secondary" style={{ width: 24, display: 'inline-block', textAlign: 'right' }}>
                  {index + 1}.
                </Typography.Text>
                <Typography.Text strong>{item.title}</Typography.Text>
                <Typography.Text type="secondary">{item.path}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      </Card>
    );
  };

  return (
    <div className="q-page" data-testid="favorites-manager">
      <div className="q-toolbar">
        <Space wrap>
          <Tooltip title="F4">
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={!dirty}
              loading={saving}
              onClick={() => runAction(save)}
              data-testid="favorites-save"
            >
              {t('excel:favorites.save')}
            </Button>
          </Tooltip>
          <Button icon={<UndoOutlined />} disabled={!dirty || saving} onClick={() => setItems(original)}>
            {t('excel:favorites.undo')}
          </Button>
          {dirty && <Typography.Text type="warning">{t('excel:favorites.unsaved')}</Typography.Text>}
        </Space>
        <Typography.Text type="secondary">
          {t('excel:favorites.count', { count: items.length })} · {t('excel:favorites.limit', { max: FAVORITES_MAX })}
        </Typography.Text>
      </div>
      <Alert type="info" showIcon title={t('excel:favorites.hint')} style={{ marginBottom: 16 }} />
      {saved.isError ? (
        <Empty description={t('error:generic')} />
      ) : (
        <Row gutter={[16, 16]}>
          {FAVORITE_KINDS.map((kind) => (
            <Col key={kind} xs={24} xl={12}>
              {column(kind)}
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
