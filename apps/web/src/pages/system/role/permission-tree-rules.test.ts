import type { MenuNode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { displayState, grantedIds, toggleGrant, toPermNodes } from './permission-tree-rules';

const n = (id: string, path: string, children: MenuNode[] = [], buttons: string[] = []): MenuNode => ({
  id,
  parentId: null,
  name: path,
  path,
  component: null,
  title: path,
  icon: path,
  iconName: null,
  hidden: false,
  externalLink: null,
  docLink: null,
  sort: Number(id),
  buttons: buttons.map((b) => ({ id: b, name: `x.${b}`, path: `x:${b}`, title: b })),
  children,
});

const tree = [n('1', '/', [n('2', '/system', [n('3', '/system/role', [], ['31', '32']), n('4', '/system/employee', [], ['41'])])])];

describe('role permission editor', () => {
  it('shows menus with their buttons as leaves, without the root', () => {
    const nodes = toPermNodes(tree);
    expect(nodes.map((x) => x.key)).toEqual(['2']);
    expect(nodes[0].children.map((x) => x.key)).toEqual(['3', '4']);
    expect(nodes[0].children[0].children.map((x) => [x.key, x.kind])).toEqual([
      ['31', 'button'],
      ['32', 'button'],
    ]);
  });

  it('checking a button grants its screen and group; checking a menu grants everything below', () => {
    const nodes = toPermNodes(tree);
    expect([...toggleGrant(nodes, new Set(), '32', true)].sort()).toEqual(['2', '3', '32']);
    expect([...toggleGrant(nodes, new Set(), '4', true)].sort()).toEqual(['2', '4', '41']);
  });

  it('unchecking a menu removes everything below it and keeps the ancestors', () => {
    const nodes = toPermNodes(tree);
    const all = new Set(['2', '3', '31', '32', '4', '41']);
    expect([...toggleGrant(nodes, all, '3', false)].sort()).toEqual(['2', '4', '41']);
    expect(grantedIds(nodes, new Set(['3', '99']))).toEqual(['3']);
  });

  it('shows a partly granted menu half checked', () => {
    const nodes = toPermNodes(tree);
    const state = displayState(nodes, new Set(['2', '3', '31', '32', '4']));
    expect(state.checked.sort()).toEqual(['3', '31', '32']);
    expect(state.halfChecked.sort()).toEqual(['2', '4']);
  });
});
