import { RETURNS_PATHS, type OrderReturnAnswer, type OrderReturns, type ReturnRequest } from '@pasal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';
import { uploadWithProgress } from '../../api/upload';

// A delivered order's returns (issue #33): what may still be returned, and asking for it with up to
// three photos.

const orderReturnKeys = { order: (transactionId: string) => ['order-returns', transactionId] as const };

/** Read for a delivered order only; re-read on every visit (staff move returns along). */
const orderReturnsQuery = (transactionId: string, enabled: boolean) =>
  queryOptions({
    queryKey: orderReturnKeys.order(transactionId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: OrderReturns }>(RETURNS_PATHS.order(transactionId), { signal }).then((answer) => answer.data),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useOrderReturns(transactionId: string, enabled: boolean) {
  return useQuery(orderReturnsQuery(transactionId, enabled));
}

/** A photo the return could not take, and why (the server's words, or the network's). */
interface PhotoFailure {
  name: string;
  error: unknown;
}

/**
 * Sends the request, then each photo to the new return, one request per file (the API takes the
 * file as the body). The return stands even when a photo is refused: the answer lists those.
 */
export function useRequestReturn(transactionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, photos }: { request: ReturnRequest; photos: readonly File[] }) => {
      const answer = await apiRequest<OrderReturnAnswer>(RETURNS_PATHS.order(transactionId), {
        method: 'POST',
        body: request,
      });
      const failures: PhotoFailure[] = [];
      for (const photo of photos) {
        try {
          await uploadWithProgress<OrderReturnAnswer>(RETURNS_PATHS.photos(transactionId, answer.data.id), photo, {
            // What the file is, the server reads from its bytes.
            contentType: photo.type || 'application/octet-stream',
          });
        } catch (error) {
          failures.push({ name: photo.name, error });
        }
      }
      return { answer, failures };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderReturnKeys.order(transactionId) }),
  });
}
