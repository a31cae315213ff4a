import { ADMIN_STOREFRONT_HOME_PATH, type AdminHome, type HomeContent } from '@pasal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { homeContentQuery } from '../../api/home-content';
import { apiRequest } from '../../api/http';

// The home page's sections (admins only). Another admin may change them at any moment, so the
// editor reads them again on every visit; a save also refreshes this tab's home page.

const storefrontKeys = { home: () => ['admin-storefront', 'home'] as const };

const adminHomeQuery = () =>
  queryOptions({
    queryKey: storefrontKeys.home(),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminHome }>(ADMIN_STOREFRONT_HOME_PATH, { signal }).then((answer) => answer.data),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useAdminHome() {
  return useQuery(adminHomeQuery());
}

export function useSaveHome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: HomeContent) =>
      apiRequest<{ data: AdminHome }>(ADMIN_STOREFRONT_HOME_PATH, { method: 'PUT', body: content }).then(
        (answer) => answer.data,
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(storefrontKeys.home(), saved);
      queryClient.setQueryData(homeContentQuery().queryKey, saved.content);
    },
  });
}
