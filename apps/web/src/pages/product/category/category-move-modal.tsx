import type { CategoryNode } from '@quire/contracts';
import { Alert, Form, Modal, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryApi } from '../../../api/category-api';
import { runAction } from '../../../api/report-error';
import { ui } from '../../../core/ui-bridge';
import { moveTargetRule, pathIds, pathNames, subtreeHeight, toTreeOptions } from '../../../kit/category-tree';

/** The parent choice "no parent": the category becomes a top-level one. */
export const ROOT_PARENT = '__root__';

/** Moves a category (and its subtree: the server moves it whole) under another parent. */
export function CategoryMoveModal({
  category,
  tree,
  onClose,
  onMoved,
}: {
  category: CategoryNode;
  tree: readonly CategoryNode[];
  onClose: () => void;
  onMoved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const treeData = useMemo(
    () => [{ value: ROOT_PARENT, title: t('product:category.topLevel') }, ...toTreeOptions(tree, { selectable: moveTargetRule(category) })],
    [tree, category, t],
  );
  const from = pathNames(tree, category.id).slice(0, -1).join(' / ') || t('product:category.topLevel');
  const unchanged = target !== undefined && (target === ROOT_PARENT ? null : target) === category.parentId;

  const move = async () => {
    if (!target || unchanged) return;
    setSaving(true);
    try {
      await categoryApi.edit({
        id: category.id,
        code: category.code,
        name: category.name,
        sort: category.sort,
        status: category.status,
        parentId: target === ROOT_PARENT ? null : target,
      });
      ui.success(t('product:category.moved', { name: category.name }));
      await onMoved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('product:category.moveTitle', { name: category.name })}
      okText={t('product:category.move')}
      okButtonProps={{ disabled: !target || unchanged, loading: saving, 'data-testid': 'move-ok' }}
      onOk={() => runAction(move)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('product:category.currentParent')}>{from}</Form.Item>
        <Form.Item
          label={t('product:category.newParent')}
          required
          validateStatus={unchanged ? 'warning' : undefined}
          help={unchanged ? t('product:category.sameParent') : undefined}
        >
          <TreeSelect<string>
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandedKeys={category.parentId ? pathIds(tree, category.parentId) : undefined}
            value={target}
            onChange={setTarget}
            treeData={treeData}
            placeholder={t('product:category.chooseParent')}
            data-testid="move-target"
          />
        </Form.Item>
      </Form>
      <Alert type="info" showIcon title={t('product:category.moveHint', { levels: subtreeHeight(category) })} />
    </Modal>
  );
}
