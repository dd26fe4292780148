import { gtinCheckDigit, isValidGtin } from '@quire/contracts';

/** What is wrong with a typed barcode (the server's GS1 rule, checked before sending). */
export type BarcodeProblem = { kind: 'format' } | { kind: 'checkDigit'; expected: number };

/** A GTIN-8/12/13/14 with a correct mod-10 check digit passes; else why not. */
export function barcodeProblem(value: string): BarcodeProblem | null {
  const v = value.trim();
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(v)) return { kind: 'format' };
  if (isValidGtin(v)) return null;
  return { kind: 'checkDigit', expected: gtinCheckDigit(v.slice(0, -1)) };
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** The clerk's message for a barcode problem. */
export function barcodeProblemText(value: string, problem: BarcodeProblem, t: T): string {
  return problem.kind === 'format'
    ? t('product:barcode.format', { value })
    : t('product:barcode.checkDigit', { value, digit: problem.expected });
}

/** Barcodes entered twice among the SKU's and its packages' barcodes. */
export function repeatedBarcodes(values: readonly (string | null | undefined)[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const v of values) {
    if (!v) continue;
    if (seen.has(v)) repeated.add(v);
    seen.add(v);
  }
  return repeated;
}
