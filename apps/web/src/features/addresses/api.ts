import { SAVED_ADDRESS_PATHS, type SavedAddress, type SavedAddressInput, type SavedAddressList } from '@pasal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';
import { useSession } from '../../api/session-store';

// The signed-in shopper's saved addresses through TanStack Query: the account's address book and
// the checkout share one cached list, and every change refreshes it.

const savedAddressKeys = {
  all: ['saved-addresses'] as const,
  list: (userId: number | null) => ['saved-addresses', userId] as const,
};

/**
 * The saved addresses (default first) and the account's limit; only while signed in (a guest's
 * query stays idle). `data.data.find((a) => a.is_default)` is the address checkout starts with.
 */
export function useSavedAddresses() {
  const userId = useSession((state) => (state.loggedIn ? (state.user?.id ?? null) : null));
  return useQuery(savedAddressesQuery(userId));
}

const savedAddressesQuery = (userId: number | null) =>
  queryOptions({
    queryKey: savedAddressKeys.list(userId),
    queryFn: () => apiRequest<SavedAddressList>(SAVED_ADDRESS_PATHS.list),
    enabled: userId !== null,
  });

function useRefreshAfter<V>(mutationFn: (variables: V) => Promise<SavedAddress | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedAddressKeys.all }),
  });
}

export function useCreateAddress() {
  return useRefreshAfter((input: SavedAddressInput) =>
    apiRequest<{ data: SavedAddress }>(SAVED_ADDRESS_PATHS.list, { method: 'POST', body: input }).then(
      (body) => body.data,
    ),
  );
}

export function useUpdateAddress() {
  return useRefreshAfter(({ id, input }: { id: number; input: SavedAddressInput }) =>
    apiRequest<{ data: SavedAddress }>(SAVED_ADDRESS_PATHS.one(id), { method: 'PUT', body: input }).then(
      (body) => body.data,
    ),
  );
}

export function useMakeDefaultAddress() {
  return useRefreshAfter((id: number) =>
    apiRequest<{ data: SavedAddress }>(SAVED_ADDRESS_PATHS.makeDefault(id), { method: 'POST' }).then(
      (body) => body.data,
    ),
  );
}

export function useDeleteAddress() {
  return useRefreshAfter((id: number) =>
    apiRequest<Record<string, never>>(SAVED_ADDRESS_PATHS.one(id), { method: 'DELETE' }).then(() => null),
  );
}
