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
  type PaymentCredentialProvider,
  type ShopSettingsInput,
} from '@pasal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';
import { shopInfoQuery } from '../../api/shop-info';
import { checkoutKeys } from '../checkout';

// The shop's settings (admins only). Another admin may change them at any moment, so the screen
// reads them again on every visit; a save also refreshes this tab's storefront facts (footer,
// contact page, checkout).

/** The settings form's own read, and under it the mail server's and each payment provider's (payments-api.ts). */
export const adminSettingsKeys = {
  settings: () => ['admin-settings'] as const,
  mailServer: () => ['admin-settings', 'mail-server'] as const,
  payments: (provider: PaymentCredentialProvider) => ['admin-settings', 'payments', provider] as const,
};

const adminSettingsQuery = () =>
  queryOptions({
    queryKey: adminSettingsKeys.settings(),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminSettings }>(ADMIN_SETTINGS_PATH, { signal }).then((answer) => answer.data),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useAdminSettings() {
  return useQuery(adminSettingsQuery());
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShopSettingsInput) =>
      apiRequest<{ data: AdminSettings }>(ADMIN_SETTINGS_PATH, { method: 'PUT', body: settings }).then(
        (answer) => answer.data,
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsKeys.settings(), saved);
      void queryClient.invalidateQueries({ queryKey: shopInfoQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
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

/** The shop's mail server as saved (never its password). */
const mailServerQuery = () =>
  queryOptions({
    queryKey: adminSettingsKeys.mailServer(),
    queryFn: ({ signal }) =>
      apiRequest<MailSettingsResponse>(MAIL_SETTINGS_PATH, { signal }).then((answer) => answer.data),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useMailServer() {
  return useQuery(mailServerQuery());
}

export function useSaveMailServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (server: MailSettingsInput) =>
      apiRequest<MailSettingsResponse>(MAIL_SETTINGS_PATH, { method: 'PUT', body: server }),
    onSuccess: (answer) => queryClient.setQueryData(adminSettingsKeys.mailServer(), answer.data),
  });
}

export function useRemoveMailServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<MailSettingsResponse>(MAIL_SETTINGS_PATH, { method: 'DELETE' }),
    onSuccess: (answer) => queryClient.setQueryData(adminSettingsKeys.mailServer(), answer.data),
  });
}

/** Sends a test e-mail to the signed-in admin, now. */
export function useSendTestMail() {
  return useMutation({
    mutationFn: () => apiRequest<MailTestResponse>(MAIL_TEST_PATH, { method: 'POST' }),
  });
}
