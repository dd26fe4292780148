// Barcodes and QR codes as SVG text (bwip-js), loaded with the first print: only the three
// symbologies a template may use are bundled.
import { code128, drawingSVG, ean13, qrcode } from 'bwip-js/browser';

export type Symbology = 'code128' | 'ean13' | 'qrcode';

/** The symbol of `text` as an SVG scaled to its box; throws when the text cannot be encoded (EAN-13 wants 12 or 13 digits). */
export function barcodeSvg(symbology: Symbology, text: string, box?: { w: number; h: number }): string {
  // A linear code's bars take most of its box's height (bwip-js's height is in mm), its digits the rest.
  const bars = symbology !== 'qrcode' && box ? { height: Math.max(2, Math.round(box.h * 0.7 * 10) / 10) } : {};
  const opts = { bcid: symbology, text, scale: 2, includetext: symbology !== 'qrcode', textxalign: 'center' as const, ...bars };
  const svg =
    symbology === 'code128' ? code128(opts, drawingSVG()) : symbology === 'ean13' ? ean13(opts, drawingSVG()) : qrcode(opts, drawingSVG());
  // Scaled whole into its box: bars and the digits under them keep their proportions.
  return svg.replace('<svg ', `<svg width="100%" height="100%" preserveAspectRatio="xMidYMid meet" data-symbology="${symbology}" `);
}
