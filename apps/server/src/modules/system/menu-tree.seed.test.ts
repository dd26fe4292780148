import { DOCUMENT_LIFECYCLES, DOCUMENT_SCREENS, operationButton, type ScreenDocumentType } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { buttonPath, MENU_TREE, type SeedMenu } from './menu-tree.seed';

function flatten(m: SeedMenu): SeedMenu[] {
  return [m, ...(m.children ?? []).flatMap(flatten)];
}

describe('menu tree seed', () => {
  const menus = flatten(MENU_TREE);

  it.each(Object.keys(DOCUMENT_SCREENS) as ScreenDocumentType[])('seeds the screen %s declares, with a button per operation', (type) => {
    const screen = DOCUMENT_SCREENS[type];
    const menu = menus.find((m) => m.path === screen.menu);
    expect(menu).toMatchObject({ component: screen.component, name: screen.menu.slice(1).replaceAll('/', '.') });
    const buttons = new Set((menu?.buttons ?? []).map((b) => buttonPath(menu?.name ?? '', b.name)));
    const operations = Object.values(DOCUMENT_LIFECYCLES[type].operations).flat();
    const needed = ['add', 'edit', 'delete', 'export', ...operations.map((o) => operationButton(o))];
    for (const b of needed) expect(buttons, `${type} ${b}`).toContain(`${screen.permission}:${b}`);
  });
});
