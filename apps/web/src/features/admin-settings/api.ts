import {
  ADMIN_DEMO_DATA_PATH,
  ADMIN_SETTINGS_PATH,
  type AdminSettings,
  type DemoDataRemoval,
  type ShopSettingsInput,
} from '@pasal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';
import { shopInfoQuery } from '../../api/shop-info';

// The shop's settings (admins only). Another admin may change them at any moment, so the screen
// reads them again on every visit; a save also refreshes this tab's storefront facts (footer,
// contact page, checkout).

const adminSettingsKey = ['admin-settings'] as const;

export function useAdminSettings() {
  return useQuery({
    queryKey: adminSettingsKey,
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminSettings }>(ADMIN_SETTINGS_PATH, { signal }).then((answer) => answer.data),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShopSettingsInput) =>
      apiRequest<{ data: AdminSettings }>(ADMIN_SETTINGS_PATH, { method: 'PUT', body: settings }).then(
        (answer) => answer.data,
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: shopInfoQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: ['checkout'] });
    },
  });
}

/** Removes the demo catalogue; every cached page of the shop (products, categories, carts) is read again. */
export function useRemoveDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ data: DemoDataRemoval }>(ADMIN_DEMO_DATA_PATH, { method: 'DELETE' }).then((answer) => answer.data),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
