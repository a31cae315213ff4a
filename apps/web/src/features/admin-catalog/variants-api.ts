import {
  ADMIN_CATALOGUE_PATHS,
  ADMIN_VARIANT_PATHS,
  type AdminProductRow,
  type AdminVariantFamily,
  type ProductQuickEdit,
  type VariantCreate,
  type VariantFamilyInput,
} from '@pasal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { staffFailureMessage } from '../../api/failure-message';
import { ApiError, apiRequest } from '../../api/http';
import { adminCatalogKeys } from './api';

// The editor's Variants section (issue #35): a product's family (its options and every variant),
// naming the options, making a new variant, leaving the family, and the quick edits of the variant
// table. A variant is a product, so a change here is also a change to the products list, to that
// product's editor and to its history; another admin may change any of them at any moment.

type FamilyChanged = { data: AdminVariantFamily; message: string };

const variantFamilyQuery = (productId: number) =>
  queryOptions({
    queryKey: adminCatalogKeys.family(productId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminVariantFamily }>(ADMIN_VARIANT_PATHS.variants(productId), { signal }).then(
        (answer) => answer.data,
      ),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useVariantFamily(productId: number) {
  return useQuery(variantFamilyQuery(productId));
}

/** After a write: the variant tables, the products list, and the changed product and its history. */
function invalidate(queryClient: QueryClient, productIds: readonly number[]) {
  void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.variants() });
  void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.products() });
  for (const id of productIds) {
    void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.product(id) });
    void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.audit(id) });
  }
}

/** Its answer becomes the table at once (the server sends the family back). */
function useFamilyWrite<Body>(productId: number, send: (body: Body) => Promise<FamilyChanged>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => queryClient.setQueryData(adminCatalogKeys.family(productId), answer.data),
    onSettled: () => invalidate(queryClient, [productId]),
  });
}

/** PUT: names the options and this product's values (the first save makes the family). */
export function useSaveVariantOptions(productId: number) {
  return useFamilyWrite<VariantFamilyInput>(productId, (body) =>
    apiRequest<FamilyChanged>(ADMIN_VARIANT_PATHS.variants(productId), { method: 'PUT', body }),
  );
}

/** POST: a new variant made from this product. */
export function useCreateVariant(productId: number) {
  return useFamilyWrite<VariantCreate>(productId, (body) =>
    apiRequest<FamilyChanged>(ADMIN_VARIANT_PATHS.variants(productId), { method: 'POST', body }),
  );
}

/** DELETE: this product leaves its family. */
export function useLeaveVariants(productId: number) {
  return useFamilyWrite<void>(productId, () =>
    apiRequest<FamilyChanged>(ADMIN_VARIANT_PATHS.variants(productId), { method: 'DELETE' }),
  );
}

/** Why the server refused a quick edit: its message on the field, else its message. */
export function refusalOf(error: unknown): string {
  const onField =
    error instanceof ApiError && error.status < 500 ? Object.values(error.body.errors ?? {})[0] : undefined;
  return onField ?? staffFailureMessage(error);
}

/** The variant table's inline and bulk edits: PATCH …/quick/ of one variant. */
export function useVariantQuickEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: number; edit: ProductQuickEdit }) =>
      apiRequest<{ data: AdminProductRow; message: string }>(ADMIN_CATALOGUE_PATHS.quickEdit(id), {
        method: 'PATCH',
        body: edit,
      }),
    onSettled: (_answer, _error, { id }) => invalidate(queryClient, [id]),
  });
}

export interface BulkOutcome {
  changed: AdminProductRow[];
  /** Each variant refused, with the server's reason. */
  refused: { id: number; name: string; message: string }[];
}

/**
 * One value for several variants: a PATCH …/quick/ each, one after the other (each is its own
 * change, in its own history); a refusal names the variant and the rest go on.
 */
export function useBulkQuickEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (edits: { id: number; name: string; edit: ProductQuickEdit }[]): Promise<BulkOutcome> => {
      const outcome: BulkOutcome = { changed: [], refused: [] };
      for (const { id, name, edit } of edits) {
        try {
          const answer = await apiRequest<{ data: AdminProductRow; message: string }>(
            ADMIN_CATALOGUE_PATHS.quickEdit(id),
            { method: 'PATCH', body: edit },
          );
          outcome.changed.push(answer.data);
        } catch (error) {
          outcome.refused.push({ id, name, message: refusalOf(error) });
        }
      }
      return outcome;
    },
    onSettled: (_outcome, _error, edits) =>
      invalidate(
        queryClient,
        edits.map((edit) => edit.id),
      ),
  });
}
