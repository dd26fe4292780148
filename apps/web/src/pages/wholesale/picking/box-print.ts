import { PICKING_SCREEN, type PickSheetView } from '@quire/contracts';
import type { TFunction } from 'i18next';
import { http } from '../../../api/http';
import { permissionsOf } from '../../../core/access';
import { useSession } from '../../../core/session-store';
import type { PrintExtras } from '../../../kit/print/use-print';
import { pickingApi } from './picking-api';

/**
 * Why a wholesale sale cannot print its packing list or box labels now, or null when it can:
 * only a picked and boxed sale has boxes to print (spec §6: "delivery not yet picked cannot
 * print"), the same rule the picking screen's F11 and the server keep.
 */
export function boxPrintRefusal(t: TFunction, sheet: Pick<PickSheetView, 'pickingState' | 'packed'> | null): string | null {
  if (sheet?.pickingState !== 'PICKED') return t('print:notPicked');
  if (!sheet.packed) return t('print:notPacked');
  return null;
}

/**
 * The wholesale sale screen's 打印: the packing list (装箱单, template type 1) and the box labels
 * (箱贴, type 2) are offered only for one sale that is picked and boxed, printed through the
 * picking screen's print (each box's lines; "box i of N" per label), which needs its permission.
 */
export const saleBoxPrint: PrintExtras = {
  templateTypes: [1, 2],
  ready: async (ids, t) => {
    if (ids.length !== 1) return t('print:boxOneAtATime');
    const { has } = permissionsOf(useSession.getState().user?.permissions);
    if (!has(`${PICKING_SCREEN.permission}:print`)) return t('print:boxNoPermission');
    const sheet = await http
      .get<PickSheetView>(`${PICKING_SCREEN.base}/${ids[0]}`, undefined, { silent: true, cache: false })
      .catch(() => null);
    return boxPrintRefusal(t, sheet);
  },
  documents: (ids, templateType) => pickingApi.print(ids[0], templateType === 1 ? 'PACKING_LIST' : 'BOX_LABEL'),
};
