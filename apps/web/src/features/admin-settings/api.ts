import {
  ADMIN_DEMO_DATA_PATH,
  ADMIN_SETTINGS_PATH,
  type AdminSettings,
  type DemoDataRemoval,
  MAIL_SETTINGS_PATH,
  MAIL_TEST_PATH,
  type MailSettingsInput,
  type MailSettingsResponse,
  type MailTestResponse,
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

const mailServerKey = ['admin-settings', 'mail-server'] as const;

/** The shop's mail server as saved (never its password). */
export function useMailServer() {
  return useQuery({
    queryKey: mailServerKey,
    queryFn: ({ signal }) =>
      apiRequest<MailSettingsResponse>(MAIL_SETTINGS_PATH, { signal }).then((answer) => answer.data),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useSaveMailServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (server: MailSettingsInput) =>
      apiRequest<MailSettingsResponse>(MAIL_SETTINGS_PATH, { method: 'PUT', body: server }),
    onSuccess: (answer) => queryClient.setQueryData(mailServerKey, answer.data),
  });
}

export function useRemoveMailServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<MailSettingsResponse>(MAIL_SETTINGS_PATH, { method: 'DELETE' }),
    onSuccess: (answer) => queryClient.setQueryData(mailServerKey, answer.data),
  });
}

/** Sends a test e-mail to the signed-in admin, now. */
export function useSendTestMail() {
  return useMutation({
    mutationFn: () => apiRequest<MailTestResponse>(MAIL_TEST_PATH, { method: 'POST' }),
  });
}
