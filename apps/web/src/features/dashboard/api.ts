import { DASHBOARD_PATHS, type Dashboard } from '@pasal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

// The dashboard's figures (staff and admins). Orders arrive and move all day, so they are read
// again on every visit and when staff ask for them (the Refresh button), never trusted from cache.

const dashboardKeys = { figures: () => ['staff-dashboard'] as const };

const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.figures(),
    queryFn: async ({ signal }) => (await apiRequest<{ data: Dashboard }>(DASHBOARD_PATHS.dashboard, { signal })).data,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useDashboard() {
  return useQuery(dashboardQuery());
}
