import { decimalPattern } from '../product-rules';

const FACTOR = decimalPattern(14, 4);

/** A package the SKU already has (from the quick search's hit). */
export type ExistingPackage = { unitName: string; factor: string };

/** What is wrong with a new package's factor: empty, not a positive decimal, 1 (the base package), or a factor the SKU has. */
export function packFactorProblem(
  value: string | number | null | undefined,
  existing: readonly ExistingPackage[] = [],
): 'required' | 'positive' | 'one' | 'taken' | null {
  if (value === null || value === undefined || value === '') return 'required';
  const text = String(value).trim();
  if (!FACTOR.test(text) || Number(text) <= 0) return 'positive';
  if (Number(text) === 1) return 'one';
  if (existing.some((p) => Number(p.factor) === Number(text))) return 'taken';
  return null;
}

/** Whether the SKU already has a package in this unit (its base unit included). */
export function packUnitTaken(unitName: string | undefined, existing: readonly ExistingPackage[] = []): boolean {
  return Boolean(unitName) && existing.some((p) => p.unitName === unitName);
}
