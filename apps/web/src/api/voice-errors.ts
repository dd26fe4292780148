import { type Language, PICKING_SCREEN } from '@quire/contracts';
import { speak, speechSupported } from '../core/speech';

/**
 * The calls whose failure is read aloud (spec §8: "read the error aloud for certain urls"):
 * the scanning a clerk does with eyes on the goods, not the screen. One list, here.
 * (Retail sale scanning and receipt scanning have no screen on main yet; add their urls here
 * when they do.)
 */
export const VOICE_ERROR_URIS: readonly string[] = [
  // 拣货装箱: scan a SKU, set a picked quantity, box, complete the picking
  `${PICKING_SCREEN.base}/skuScan`,
  `${PICKING_SCREEN.base}/pickedQty`,
  `${PICKING_SCREEN.base}/box`,
  `${PICKING_SCREEN.base}/complete`,
  // 盘点: scan a SKU into a count sheet, save the counts, upload a PDA / counting file
  '/api/stock/stockCheck/skuScan',
  '/api/stock/stockCheck/update',
  '/api/stock/stockCheck/upload',
];

let unsupportedTold = false;

/**
 * Reads a failed call's message aloud in the user's language when its url is on the list;
 * where the browser cannot speak, `tell` shows the spec's "use Chrome" message once per page.
 */
export function announceFailure(
  path: string,
  message: string,
  language: Language,
  tell: (unsupportedText: string) => void,
  unsupportedText: string,
): boolean {
  if (!message || !VOICE_ERROR_URIS.includes(path)) return false;
  if (!speechSupported()) {
    if (!unsupportedTold) {
      unsupportedTold = true;
      tell(unsupportedText);
    }
    return false;
  }
  window.speechSynthesis.cancel?.();
  speak(message, language);
  return true;
}
