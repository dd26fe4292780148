import { describe, expect, it } from 'vitest';
import { summaryLayout } from './list-summary';

const shows = (cells: ReturnType<typeof summaryLayout>) => cells.map((c) => `${c.key}:${c.show}`);

describe('list totals row', () => {
  it('puts the label in the first column and each total under its column', () => {
    const cells = summaryLayout([
      { key: 'skuCode', hasTotal: false },
      { key: 'skuName', hasTotal: false },
      { key: 'onHand', hasTotal: true },
      { key: 'updateTime', hasTotal: false },
      { key: 'stockValue', hasTotal: true },
    ]);
    expect(shows(cells)).toEqual(['skuCode:label', 'skuName:empty', 'onHand:total', 'updateTime:empty', 'stockValue:total']);
    expect(cells.map((c) => c.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('counts the selection and operations columns so the cells stay under their columns', () => {
    const cells = summaryLayout(
      [
        { key: 'code', hasTotal: false },
        { key: 'qty', hasTotal: true },
      ],
      { selection: true, actions: true },
    );
    expect(shows(cells)).toEqual(['__selection:empty', 'code:label', 'qty:total', '__actions:empty']);
    expect(cells.find((c) => c.key === 'qty')?.index).toBe(2);
  });

  it('has no label when a total comes first (a hidden or moved code column)', () => {
    expect(
      shows(
        summaryLayout([
          { key: 'onHand', hasTotal: true },
          { key: 'skuName', hasTotal: false },
        ]),
      ),
    ).toEqual(['onHand:total', 'skuName:empty']);
  });
});
