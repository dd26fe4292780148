import type { MenuNode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { canDownload, hasUnfinished, markDownloaded, rowsText } from './download-center-rules';
import { addItems, type FavoriteItem, moveItem, pickerTree, removeItem, toUpdateBody } from './favorites-rules';

const menu = (name: string, component: string | null, children: MenuNode[] = [], hidden = false): MenuNode => ({
  id: name,
  parentId: null,
  name,
  path: `/${name.replace('.', '/')}`,
  component,
  title: name,
  icon: name,
  iconName: null,
  hidden,
  externalLink: null,
  docLink: null,
  sort: 0,
  buttons: [],
  children,
});

const item = (kind: FavoriteItem['kind'], key: string): FavoriteItem => ({ kind, key, title: key, path: `/${key}` });

describe('favorites lists', () => {
  const items = [item('MODULE', 'a'), item('REPORT', 'r1'), item('MODULE', 'b'), item('MODULE', 'c')];

  it('moves within one list and leaves the other alone', () => {
    const moved = moveItem(items, 'MODULE', 2, -1);
    expect(moved.filter((i) => i.kind === 'MODULE').map((i) => i.key)).toEqual(['a', 'c', 'b']);
    expect(moved.filter((i) => i.kind === 'REPORT').map((i) => i.key)).toEqual(['r1']);
    expect(moveItem(items, 'MODULE', 0, -1).map((i) => i.key)).toEqual(items.map((i) => i.key));
  });

  it('adds screens once, up to the limit', () => {
    const added = addItems(items, 'REPORT', [menu('a', 'A'), menu('d', 'D'), menu('e', 'E')], 5);
    expect(added.map((i) => i.key)).toEqual(['a', 'r1', 'b', 'c', 'd']);
    expect(added[4].kind).toBe('REPORT');
  });

  it('numbers each list from 0 in the update body', () => {
    expect(toUpdateBody(removeItem(items, 'b')).items).toEqual([
      { kind: 'MODULE', key: 'a', sort: 0 },
      { kind: 'REPORT', key: 'r1', sort: 0 },
      { kind: 'MODULE', key: 'c', sort: 1 },
    ]);
  });

  it('offers the screens of the menu tree, hiding hidden ones and empty groups', () => {
    const tree = [
      menu('wholesale', null, [menu('wholesale.customer', 'CustomerList')]),
      menu('hiddenGroup', null, [menu('x.y', 'X', [], true)]),
    ];
    const nodes = pickerTree(tree, new Set(['wholesale.customer']));
    expect(nodes).toEqual([
      {
        value: 'group:wholesale',
        title: 'wholesale',
        selectable: false,
        children: [{ value: 'wholesale.customer', title: 'wholesale.customer', selectable: true, disabled: true }],
      },
    ]);
  });
});

describe('download center', () => {
  it('keeps refreshing while a task is queued or running', () => {
    expect(hasUnfinished([{ status: 'DOWNLOADED' }, { status: 'DOWNLOADING' }])).toBe(true);
    expect(hasUnfinished([{ status: 'DOWNLOADED' }, { status: 'FINISHED' }, { status: 'FAILED' }])).toBe(false);
  });

  it('offers the file of a finished export, and marks only that export 已下载 once it is fetched', () => {
    expect(canDownload({ kind: 'EXPORT', status: 'FINISHED', downloadable: true })).toBe(true);
    expect(canDownload({ kind: 'EXPORT', status: 'DOWNLOADED', downloadable: true })).toBe(true);
    expect(canDownload({ kind: 'EXPORT', status: 'DOWNLOADING', downloadable: false })).toBe(false);
    expect(canDownload({ kind: 'IMPORT', status: 'FINISHED', downloadable: true })).toBe(false);
    const list = [
      { id: '1', kind: 'EXPORT', status: 'FINISHED' },
      { id: '2', kind: 'EXPORT', status: 'FINISHED' },
      { id: '3', kind: 'IMPORT', status: 'FINISHED' },
      { id: '4', kind: 'EXPORT', status: 'FAILED' },
    ] as const;
    expect(markDownloaded(list, '2').map((t) => t.status)).toEqual(['FINISHED', 'DOWNLOADED', 'FINISHED', 'FAILED']);
    expect(markDownloaded(list, '3').map((t) => t.status)).toEqual(['FINISHED', 'FINISHED', 'FINISHED', 'FAILED']);
    expect(markDownloaded(list, '4')[3].status).toBe('FAILED');
  });

  it('shows an import as total / ok / failed', () => {
    expect(rowsText({ kind: 'IMPORT', totalRows: 1200, okRows: 1199, failedRows: 1 })).toBe('1,200 / 1,199 / 1');
    expect(rowsText({ kind: 'EXPORT', totalRows: 1200, okRows: 0, failedRows: 0 })).toBe('1,200');
  });
});
