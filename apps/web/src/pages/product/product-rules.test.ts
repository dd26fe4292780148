import type { CategoryNode } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import {
  canAddChild,
  filterTree,
  moveTargetRule,
  parentIds,
  pathIds,
  pathNames,
  subtreeHeight,
  toTreeOptions,
} from '../../kit/category-tree';
import { formatDecimal, formatDimensions, formatPrice, formatQuantity } from '../../kit/product-format';
import { barcodeProblem, repeatedBarcodes } from './barcode-rules';

function node(id: string, level: number, children: CategoryNode[] = [], status: 'ENABLE' | 'DISABLE' = 'ENABLE'): CategoryNode {
  return {
    id,
    code: `C${id}`,
    name: `分类${id}`,
    parentId: null,
    level,
    sort: 0,
    status,
    createTime: '2026-01-01T00:00:00Z',
    updateTime: '2026-01-01T00:00:00Z',
    children,
  };
}

// 1 › 2 › 3 › 4 › 5 (five levels) and 1 › 6; 7 (disabled) at the top.
const five = node('5', 5);
const tree = [node('1', 1, [node('2', 2, [node('3', 3, [node('4', 4, [five])])]), node('6', 2)]), node('7', 1, [], 'DISABLE')];

describe('barcodes (GS1 check digit, spec §5)', () => {
  it('accepts EAN-13, EAN-8, UPC-A and GTIN-14 with a correct check digit', () => {
    for (const ok of ['6901234567892', '96385074', '036000291452', '10012345678902']) expect(barcodeProblem(ok)).toBeNull();
  });

  it('names the expected check digit when only the last digit is wrong', () => {
    expect(barcodeProblem('6901234567891')).toEqual({ kind: 'checkDigit', expected: 2 });
  });

  it('refuses lengths that are no GTIN and non-digits', () => {
    expect(barcodeProblem('12345')).toEqual({ kind: 'format' });
    expect(barcodeProblem('69012345678A2')).toEqual({ kind: 'format' });
  });

  it('finds barcodes entered twice across the SKU and its packages', () => {
    expect([...repeatedBarcodes(['6901234567892', null, '96385074', '6901234567892'])]).toEqual(['6901234567892']);
  });
});

describe('category tree (at most 5 levels)', () => {
  it('allows a child only above level 5', () => {
    expect(canAddChild({ level: 4 })).toBe(true);
    expect(canAddChild({ level: 5 })).toBe(false);
  });

  it('measures a subtree and names the path from the root', () => {
    expect(subtreeHeight(tree[0])).toBe(5);
    expect(subtreeHeight(five)).toBe(1);
    expect(pathNames(tree, '4')).toEqual(['分类1', '分类2', '分类3', '分类4']);
    expect(pathIds(tree, '3')).toEqual(['1', '2', '3']);
  });

  it('moves a subtree only where it stays within 5 levels, not into itself nor under a disabled parent', () => {
    const three = tree[0].children[0].children[0];
    const allowed = moveTargetRule(three);
    // 3 › 4 › 5 is three levels high: it fits under level 1 or 2 only.
    expect(allowed(tree[0])).toBe(true);
    expect(allowed(tree[0].children[1])).toBe(true);
    expect(allowed(tree[0].children[0].children[0].children[0])).toBe(false);
    expect(allowed(three)).toBe(false);
    expect(allowed(tree[1])).toBe(false);
  });

  it('greys out disabled categories in pickers', () => {
    const options = toTreeOptions(tree, { enabledOnly: true });
    expect(options.map((o) => [o.value, o.disabled])).toEqual([
      ['1', false],
      ['7', true],
    ]);
    expect(options[0].children?.[1].children).toBeUndefined();
  });

  it('filters by keyword keeping ancestors, and lists the branches to open', () => {
    const hit = filterTree(tree, 'C4');
    expect(hit.map((n) => n.id)).toEqual(['1']);
    expect(parentIds(hit)).toEqual(['1', '2', '3', '4']);
    expect(filterTree(tree, '', 'DISABLE').map((n) => n.id)).toEqual(['7']);
  });
});

describe('number display', () => {
  it('groups thousands without float rounding and keeps up to four decimals', () => {
    expect(formatPrice('1234567.5')).toBe('1,234,567.50');
    expect(formatPrice('0.1234')).toBe('0.1234');
    expect(formatPrice('12')).toBe('12.00');
    expect(formatPrice(null)).toBe('');
    expect(formatQuantity('240')).toBe('240');
    expect(formatQuantity('0.5000')).toBe('0.5');
    expect(formatDecimal('99999999999999.9999')).toBe('99,999,999,999,999.9999');
  });

  it('writes dimensions as L × W × H', () => {
    expect(formatDimensions('120', '80.5', null)).toBe('120 × 80.5 × -');
    expect(formatDimensions(null, null, null)).toBe('');
  });
});
