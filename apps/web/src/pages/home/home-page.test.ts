import type { MenuNode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { builtGroups } from './home-page';

const node = (name: string, component: string | null, children: MenuNode[] = [], hidden = false): MenuNode => ({
  id: name,
  parentId: null,
  name,
  path: `/${name.replace('.', '/')}`,
  component,
  title: `title ${name}`,
  icon: name,
  iconName: null,
  hidden,
  externalLink: null,
  docLink: null,
  sort: 0,
  buttons: [],
  children,
});

const tree = [
  node('wholesale', null, [node('wholesale.customer', 'CustomerList'), node('wholesale.retailSale', 'RetailSale')]),
  node('inventory', null, [node('inventory.stock', 'StockQuery'), node('inventory.movement', 'ProductMovement')]),
  node('system', null, [node('system.role', 'RoleManagement', [], true)]),
];

describe('home page links', () => {
  it('links only to built screens and drops groups left empty', () => {
    const built = new Set(['CustomerList', 'StockQuery']);
    const groups = builtGroups(tree, (c) => c !== null && built.has(c));
    expect(groups.map((g) => [g.name, g.children.map((c) => c.name)])).toEqual([
      ['wholesale', ['wholesale.customer']],
      ['inventory', ['inventory.stock']],
    ]);
  });
});
