import {
  paymentSettingsPath,
  paymentSettingsTestPath,
  type PaymentCredentialProvider,
  type PaymentSettingsInput,
  type PaymentSettingsResponse,
  type PaymentSettingsTestResponse,
} from '@pasal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';
import { checkoutKeys } from '../checkout';
import { adminSettingsKeys } from './api';

// The shop's own eSewa and Khalti credentials on the settings screen (issue #32): never the
// secret, only whether one is saved and its last 4 characters.

const paymentCredentialsQuery = (provider: PaymentCredentialProvider) =>
  queryOptions({
    queryKey: adminSettingsKeys.payments(provider),
    queryFn: ({ signal }) =>
      apiRequest<PaymentSettingsResponse>(paymentSettingsPath(provider), { signal }).then((answer) => answer.data),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function usePaymentCredentials(provider: PaymentCredentialProvider) {
  return useQuery(paymentCredentialsQuery(provider));
}

export function useSavePaymentCredentials(provider: PaymentCredentialProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentSettingsInput) =>
      apiRequest<PaymentSettingsResponse>(paymentSettingsPath(provider), { method: 'PUT', body: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminSettingsKeys.payments(provider), answer.data);
      // Which methods checkout can offer may have changed (the settings form shows them).
      void queryClient.invalidateQueries({ queryKey: adminSettingsKeys.settings(), exact: true });
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    },
  });
}

export function useRemovePaymentCredentials(provider: PaymentCredentialProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PaymentSettingsResponse>(paymentSettingsPath(provider), { method: 'DELETE' }),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminSettingsKeys.payments(provider), answer.data);
      void queryClient.invalidateQueries({ queryKey: adminSettingsKeys.settings(), exact: true });
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    },
  });
}

/** Khalti only: eSewa has no call that checks a secret without a payment. */
export function useCheckPaymentKey(provider: PaymentCredentialProvider) {
  return useMutation({
    mutationFn: () => apiRequest<PaymentSettingsTestResponse>(paymentSettingsTestPath(provider), { method: 'POST' }),
  });
}
