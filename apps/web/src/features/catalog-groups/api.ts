import {
  ADMIN_CATALOGUE_PATHS,
  type AdminBrand,
  type AdminCategory,
  type BrandInput,
  type CategoryInput,
  type CategoryUpdate,
} from '@pasal/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminBrandsQuery, adminCatalogueKeys, adminCategoriesQuery } from '../../api/admin-catalog';
import { catalogKeys } from '../../api/catalog';
import { apiRequest } from '../../api/http';

// Categories and brands in the back office (admins only): the lists, and creating, renaming,
// reordering and deleting. Another admin may change them meanwhile, so each list is read again on
// every visit and after each change; the shop's cached catalogue (menus, filters) is marked stale.

interface Changed<T> {
  data: T;
  message: string;
}
interface Deleted {
  data: { id: number };
  message: string;
}

export function useAdminCategories() {
  return useQuery({ ...adminCategoriesQuery(), staleTime: 0, refetchOnMount: 'always' });
}

export function useAdminBrands() {
  return useQuery({ ...adminBrandsQuery(), staleTime: 0, refetchOnMount: 'always' });
}

function settled(queryClient: QueryClient, key: readonly string[]) {
  void queryClient.invalidateQueries({ queryKey: key });
  // The storefront's menus and filters read categories and brands: its copies are stale now.
  void queryClient.invalidateQueries({ queryKey: catalogKeys.all, refetchType: 'none' });
}

function useGroupChange<V, T>(key: readonly string[], send: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => settled(queryClient, key) });
}

export function useCreateCategory() {
  return useGroupChange(adminCatalogueKeys.categories(), (input: CategoryInput) =>
    apiRequest<Changed<AdminCategory>>(ADMIN_CATALOGUE_PATHS.categories, { method: 'POST', body: input }),
  );
}

export function useUpdateCategory() {
  return useGroupChange(adminCatalogueKeys.categories(), ({ id, ...change }: CategoryUpdate & { id: number }) =>
    apiRequest<Changed<AdminCategory>>(ADMIN_CATALOGUE_PATHS.category(id), { method: 'PATCH', body: change }),
  );
}

/** Saves the whole order (every id, first first); the answer is the list as it now is. */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryIds: number[]) =>
      apiRequest<Changed<AdminCategory[]>>(ADMIN_CATALOGUE_PATHS.categoryOrder, {
        method: 'PUT',
        body: { category_ids: categoryIds },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminCatalogueKeys.categories(), answer.data);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.all, refetchType: 'none' });
    },
  });
}

export function useDeleteCategory() {
  return useGroupChange(adminCatalogueKeys.categories(), (id: number) =>
    apiRequest<Deleted>(ADMIN_CATALOGUE_PATHS.category(id), { method: 'DELETE' }),
  );
}

export function useCreateBrand() {
  return useGroupChange(adminCatalogueKeys.brands(), (input: BrandInput) =>
    apiRequest<Changed<AdminBrand>>(ADMIN_CATALOGUE_PATHS.brands, { method: 'POST', body: input }),
  );
}

export function useRenameBrand() {
  return useGroupChange(adminCatalogueKeys.brands(), ({ id, name }: { id: number; name: string }) =>
    apiRequest<Changed<AdminBrand>>(ADMIN_CATALOGUE_PATHS.brand(id), { method: 'PATCH', body: { name } }),
  );
}

export function useDeleteBrand() {
  return useGroupChange(adminCatalogueKeys.brands(), (id: number) =>
    apiRequest<Deleted>(ADMIN_CATALOGUE_PATHS.brand(id), { method: 'DELETE' }),
  );
}
