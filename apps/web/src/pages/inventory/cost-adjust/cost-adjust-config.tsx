import type { DocumentEditorConfig } from '../../../kit/document/document-editor';

export const COST_ADJUST_BASE = '/api/stock/costAdjust';
export const COST_ADJUST_PERMISSION = 'inventory:costAdjust';

/** 成本调整单: lines of SKU and its new moving-average unit cost (≥ 0). */
export const costAdjustConfig: DocumentEditorConfig = {
  base: COST_ADJUST_BASE,
  permission: COST_ADJUST_PERMISSION,
  title: 'inventory:costAdjust.title',
  lineKind: 'cost',
  headerFields: () => null,
  headerValues: () => ({}),
  headerBody: () => ({}),
  headerItems: () => [],
  operations: { DRAFT: ['review'], REVIEWED: ['decline', 'complete'], COMPLETE: ['reverse'] },
};
