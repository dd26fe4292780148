/**
 * The totals row of a list (antd Table summary): one cell per table column, in the table's
 * order (the selection column first when rows are selectable, the operations column last).
 * Columns with a total show it; the first other cell says "合计" (Total).
 */
export type SummaryCell = { index: number; key: string; show: 'label' | 'total' | 'empty' };

export function summaryLayout(
  columns: readonly { key: string; hasTotal: boolean }[],
  opts: { selection?: boolean; actions?: boolean } = {},
): SummaryCell[] {
  const all = [
    ...(opts.selection ? [{ key: '__selection', hasTotal: false }] : []),
    ...columns,
    ...(opts.actions ? [{ key: '__actions', hasTotal: false }] : []),
  ];
  const labelAt = all.findIndex((c) => !c.hasTotal && c.key !== '__selection');
  const firstTotal = all.findIndex((c) => c.hasTotal);
  return all.map((c, index) => ({
    index,
    key: c.key,
    // The label stands before the totals it names; with a total in the first column there is none.
    show: c.hasTotal ? 'total' : index === labelAt && (firstTotal < 0 || labelAt < firstTotal) ? 'label' : 'empty',
  }));
}
