import type { DocumentScreenConfig } from '../../../kit/document/document-screen';

/** 成本调整单: lines of SKU and its new moving-average unit cost (≥ 0); the standard list. */
export const screen: DocumentScreenConfig = {
  type: 'COST_ADJUST',
  title: 'inventory:costAdjust.title',
  lineKind: 'cost',
};
