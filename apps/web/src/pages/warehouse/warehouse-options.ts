import {
  DEFAULT_FLAG_OF,
  DEFAULT_WAREHOUSE_KINDS,
  type DefaultFlag,
  type DefaultWarehouseKind,
  INVENTORY_MODES,
  type InventoryMode,
  WAREHOUSE_TYPES,
  type WarehouseType,
} from '@quire/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { logicalWarehouseApi, logicalWarehouseKeys } from './logical-warehouse-api';
import { physicalWarehouseApi, physicalWarehouseKeys } from './physical-warehouse-api';

/** Tag colours of the logical warehouse types. */
export const TYPE_COLOR: Record<WarehouseType, string> = {
  NORMAL: 'blue',
  DEFECTIVE: 'orange',
  TRANSIT: 'purple',
  DIRECT_SHIP: 'cyan',
};

/** The five default kinds with their flag on a warehouse, in the order the screens show them. */
export const DEFAULT_KINDS: readonly { kind: DefaultWarehouseKind; flag: DefaultFlag }[] = DEFAULT_WAREHOUSE_KINDS.map((kind) => ({
  kind,
  flag: DEFAULT_FLAG_OF[kind],
}));

export function useWarehouseTypeOptions() {
  const { t } = useTranslation();
  return WAREHOUSE_TYPES.map((value) => ({ value, label: t(`warehouse:type.${value}`) }));
}

export function useInventoryModeOptions() {
  const { t } = useTranslation();
  return INVENTORY_MODES.map((value: InventoryMode) => ({ value, label: t(`warehouse:mode.${value}`) }));
}

/** Enabled physical warehouses as picker options: "name (code)". */
export function usePhysicalWarehouseOptions() {
  const query = useQuery({ queryKey: physicalWarehouseKeys.options, queryFn: physicalWarehouseApi.options, staleTime: 60_000 });
  return {
    loading: query.isLoading,
    options: (query.data ?? []).map((w) => ({ value: w.id, label: `${w.name} (${w.code})` })),
  };
}

/** Enabled logical warehouses of the active group, with the defaults each holds. */
export function useLogicalWarehouseOptions() {
  const query = useQuery({ queryKey: logicalWarehouseKeys.options, queryFn: logicalWarehouseApi.options, staleTime: 60_000 });
  return {
    loading: query.isLoading,
    warehouses: query.data ?? [],
    options: (query.data ?? []).map((w) => ({ value: w.id, label: `${w.name} (${w.code})` })),
  };
}
