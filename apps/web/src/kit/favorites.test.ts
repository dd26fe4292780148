import type { FavoriteView, MenuNode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { favoriteScreens, toggledFavorites } from './favorites';

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

const fav = (kind: FavoriteView['kind'], key: string, sort: number): FavoriteView => ({
  kind,
  key,
  sort,
  title: `saved ${key}`,
  path: `/${key.replace('.', '/')}`,
  component: 'X',
  iconName: null,
});

const tree = [
  node('wholesale', null, [node('wholesale.customer', 'CustomerList'), node('wholesale.retailSale', 'RetailSale')]),
  node('inventory', null, [node('inventory.stock', 'StockQuery'), node('inventory.movement', 'ProductMovement')]),
  node('system', null, [node('system.role', 'RoleManagement', [], true)]),
];

describe('favorite screens', () => {
  it('lists business modules before reports, each in the order the user gave', () => {
    const list = [
      fav('REPORT', 'inventory.movement', 0),
      fav('MODULE', 'inventory.stock', 1),
      fav('REPORT', 'wholesale.retailSale', 1),
      fav('MODULE', 'wholesale.customer', 0),
    ];
    expect(favoriteScreens(list, tree).map((s) => s.key)).toEqual([
      'wholesale.customer',
      'inventory.stock',
      'inventory.movement',
      'wholesale.retailSale',
    ]);
  });

  it('leaves out screens no longer in the menu (or hidden) and lists a screen once, titled as the menu is', () => {
    const list = [fav('MODULE', 'wholesale.customer', 0), fav('MODULE', 'system.role', 1), fav('REPORT', 'wholesale.customer', 0)];
    const screens = favoriteScreens(list, tree);
    expect(screens).toEqual([
      {
        key: 'wholesale.customer',
        kind: 'MODULE',
        path: '/wholesale/customer',
        title: 'title wholesale.customer',
        iconName: null,
        component: 'CustomerList',
      },
    ]);
  });

  it('adds a starred screen after the other business modules and removes an unstarred one', () => {
    const list = [fav('REPORT', 'inventory.movement', 0), fav('MODULE', 'wholesale.customer', 0)];
    expect(toggledFavorites(list, 'inventory.stock', true).items).toEqual([
      { kind: 'MODULE', key: 'wholesale.customer', sort: 0 },
      { kind: 'MODULE', key: 'inventory.stock', sort: 1 },
      { kind: 'REPORT', key: 'inventory.movement', sort: 0 },
    ]);
    expect(toggledFavorites(list, 'wholesale.customer', false).items).toEqual([{ kind: 'REPORT', key: 'inventory.movement', sort: 0 }]);
    // Starring a screen already there keeps it once.
    expect(toggledFavorites(list, 'wholesale.customer', true).items.filter((i) => i.key === 'wholesale.customer')).toHaveLength(1);
  });
});
