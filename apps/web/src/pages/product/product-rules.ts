/** A code as the server takes it: letters, digits and - _ . / (upper-cased on save). */
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_./-]*$/;

/** A decimal ≥ 0 with at most `fraction` decimals (prices 4, measures 2). */
export function decimalPattern(integer: number, fraction: number): RegExp {
  return new RegExp(`^\\d{1,${integer}}(\\.\\d{1,${fraction}})?$`);
}
