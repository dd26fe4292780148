import { useQuery } from '@tanstack/react-query';
import { businessGroupApi, employeeApi, roleApi, systemKeys } from '../../../api/system-api';

/** Roles, positions and business groups for the employee screens' pickers. */
export function useEmployeeOptions() {
  const roles = useQuery({
    queryKey: [...systemKeys.roles, 'options'],
    queryFn: () => roleApi.page({ pageNum: 1, pageSize: 500 }),
    staleTime: 60_000,
  });
  const positions = useQuery({ queryKey: systemKeys.positions, queryFn: employeeApi.positions, staleTime: 60_000 });
  const groups = useQuery({ queryKey: systemKeys.businessGroupList, queryFn: businessGroupApi.list, staleTime: 60_000 });
  return {
    roleOptions: (roles.data?.list ?? []).map((r) => ({ value: r.id, label: r.displayName, disabled: r.status !== 'ENABLE' })),
    positionOptions: (positions.data ?? []).map((p) => ({ value: p.id, label: p.name })),
    groupOptions: (groups.data ?? []).map((g) => ({ value: g.id, label: `${g.name} (${g.code})`, disabled: g.status !== 'ENABLE' })),
    loading: roles.isLoading || positions.isLoading || groups.isLoading,
  };
}
