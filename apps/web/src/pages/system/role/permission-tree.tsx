import type { MenuNode } from '@quire/contracts';
import { Button, Empty, Input, Space, Tag, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allKeys, displayState, type PermNode, toggleGrant, toPermNodes } from './permission-tree-rules';

type Props = {
  tree: readonly MenuNode[];
  value: ReadonlySet<string>;
  onChange?: (next: Set<string>) => void;
  disabled?: boolean;
};

function matches(node: PermNode, text: string): boolean {
  return node.title.toLowerCase().includes(text) || node.children.some((c) => matches(c, text));
}

/** The menu-and-button permission editor of a role: antd Tree, menus and buttons checkable. */
export function PermissionTree({ tree, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const nodes = useMemo(() => toPermNodes(tree), [tree]);
  const everything = useMemo(() => allKeys(nodes), [nodes]);
  const menuKeys = useMemo(() => {
    const keys: string[] = [];
    const walk = (list: PermNode[]) => {
      for (const n of list) {
        if (n.kind === 'menu' && n.children.length > 0) keys.push(n.key);
        walk(n.children);
      }
    };
    walk(nodes);
    return keys;
  }, [nodes]);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [filter, setFilter] = useState('');
  const text = filter.trim().toLowerCase();

  const toData = (list: PermNode[]): TreeDataNode[] =>
    list
      .filter((n) => !text || matches(n, text))
      .map((n) => ({
        key: n.key,
        title:
          n.kind === 'button' ? (
            <Tag color="geekblue" style={{ marginInlineEnd: 0 }}>
              {n.title}
            </Tag>
          ) : (
            n.title
          ),
        children: n.children.length ? toData(n.children) : undefined,
        isLeaf: n.children.length === 0,
      }));

  if (nodes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;

  return (
    <div>
      <Space style={{ marginBottom: 8 }} wrap>
        <Input.Search
          allowClear
          placeholder={t('system:role.permissionSearch')}
          onChange={(e) => setFilter(e.target.value)}
          style={{ width: 220 }}
        />
        <Button size="small" onClick={() => setExpanded(menuKeys)}>
          {t('system:role.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('system:role.collapseAll')}
        </Button>
        {!disabled && (
          <>
            <Button size="small" onClick={() => onChange?.(new Set(everything))}>
              {t('system:role.checkAll')}
            </Button>
            <Button size="small" onClick={() => onChange?.(new Set())}>
              {t('system:role.uncheckAll')}
            </Button>
          </>
        )}
        <span style={{ color: '#8c8c8c' }}>{t('system:role.grantedCount', { count: everything.filter((k) => value.has(k)).length })}</span>
      </Space>
      <div className="q-perm-tree" data-testid="permission-tree">
        <Tree
          checkable
          checkStrictly
          selectable={false}
          disabled={disabled}
          treeData={toData(nodes)}
          expandedKeys={text ? menuKeys : (expanded ?? nodes.map((n) => n.key))}
          onExpand={(keys) => setExpanded(keys.map(String))}
          checkedKeys={displayState(nodes, value)}
          onCheck={(_, info) => onChange?.(toggleGrant(nodes, value, String(info.node.key), info.checked))}
        />
      </div>
    </div>
  );
}
