import type { TableColumnSetting, TableConfig } from '../api/system-api';

export type ColumnLike = { key: string; defaultHidden?: boolean; width?: number };

/** The columns' settings as stored, completed with columns added since (visible unless defaultHidden). */
export function mergeSettings(columns: readonly ColumnLike[], config: TableConfig | null | undefined): TableColumnSetting[] {
  const stored = new Map((config?.columns ?? []).map((c) => [c.key, c]));
  const known = columns.filter((c) => stored.has(c.key)).sort((a, b) => (stored.get(a.key)?.order ?? 0) - (stored.get(b.key)?.order ?? 0));
  const added = columns.filter((c) => !stored.has(c.key));
  return [...known, ...added].map((c, order) => {
    const s = stored.get(c.key);
    return { key: c.key, visible: s ? s.visible : !c.defaultHidden, width: s?.width ?? c.width, order };
  });
}

/** Visible columns in their chosen order and widths. */
export function applySettings<C extends ColumnLike>(columns: readonly C[], settings: readonly TableColumnSetting[]): C[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  return settings
    .filter((s) => s.visible && byKey.has(s.key))
    .map((s) => {
      const column = byKey.get(s.key) as C;
      return s.width ? { ...column, width: s.width } : column;
    });
}

export function moveSetting(settings: readonly TableColumnSetting[], key: string, delta: -1 | 1): TableColumnSetting[] {
  const list = [...settings];
  const i = list.findIndex((s) => s.key === key);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= list.length) return list;
  [list[i], list[j]] = [list[j], list[i]];
  return list.map((s, order) => ({ ...s, order }));
}
