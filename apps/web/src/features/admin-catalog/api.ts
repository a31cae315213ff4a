import {
  ADMIN_CATALOGUE_PATHS,
  type AdminBrand,
  type AdminCategory,
  type AdminProduct,
  type AdminProductChanged,
  type AdminProductList,
  type AdminProductListQuery,
  type AdminProductRow,
  type CatalogueAuditList,
  type ProductInput,
  type ProductQuickEdit,
  type ProductRemoval,
  type ProductUpdate,
} from '@pasal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

// The back office's catalogue (admins only): the products list with its inline edits, the editor's
// product, categories and brands, and a product's audit log. Another admin (or a CSV import, or
// an order) may change a product at any moment, so everything is read again on every visit.

export const adminProductsKey = ['admin-products'] as const;
export const adminProductKey = (id: number) => ['admin-product', id] as const;
/** Every product's variant table (a family's table is shared by its variants): variants-api.ts. */
export const adminVariantsKey = ['admin-variants'] as const;
const auditKey = (id: number, page: number) => ['admin-product-audit', id, page] as const;

export type ProductListQuery = Omit<AdminProductListQuery, 'page'> & { page: number };

export function useAdminProducts(query: ProductListQuery) {
  return useQuery({
    queryKey: [...adminProductsKey, query],
    queryFn: ({ signal }) =>
      apiRequest<AdminProductList>(ADMIN_CATALOGUE_PATHS.products, { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useQuickEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: number; edit: ProductQuickEdit }) =>
      apiRequest<{ data: AdminProductRow; message: string }>(ADMIN_CATALOGUE_PATHS.quickEdit(id), {
        method: 'PATCH',
        body: edit,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}

export function useAdminProduct(id: number | null) {
  return useQuery({
    queryKey: adminProductKey(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminProduct }>(ADMIN_CATALOGUE_PATHS.product(id ?? 0), { signal }).then(
        (answer) => answer.data,
      ),
    enabled: id !== null,
    staleTime: 0,
    refetchOnMount: 'always',
    // The editor decides when to take a fresh copy (after a save, or Reload after a 409).
    refetchOnWindowFocus: false,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: ['admin-categories'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminCategory[] }>(ADMIN_CATALOGUE_PATHS.categories, { signal }).then((answer) => answer.data),
    staleTime: 60_000,
  });
}

export function useBrands() {
  return useQuery({
    queryKey: ['admin-brands'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminBrand[] }>(ADMIN_CATALOGUE_PATHS.brands, { signal }).then((answer) => answer.data),
    staleTime: 60_000,
  });
}

export function useSaveProduct(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput | ProductUpdate) =>
      id === null
        ? apiRequest<AdminProductChanged>(ADMIN_CATALOGUE_PATHS.products, { method: 'POST', body })
        : apiRequest<AdminProductChanged>(ADMIN_CATALOGUE_PATHS.product(id), { method: 'PUT', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminProductKey(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: ['admin-product-audit', answer.data.id] });
      void queryClient.invalidateQueries({ queryKey: adminProductsKey });
      // Its price, stock or status may be on a variant table.
      void queryClient.invalidateQueries({ queryKey: adminVariantsKey });
    },
  });
}

/**
 * Delete a product (or, when an order has it, archive it: the answer says which). A deleted
 * product is forgotten; an archived one is read again, as are the list and the history.
 */
export function useRemoveProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ProductRemoval>(ADMIN_CATALOGUE_PATHS.product(id), { method: 'DELETE' }),
    onSuccess: (answer) => {
      if (answer.data.outcome === 'deleted') queryClient.removeQueries({ queryKey: adminProductKey(id) });
      else void queryClient.invalidateQueries({ queryKey: adminProductKey(id) });
      void queryClient.invalidateQueries({ queryKey: ['admin-product-audit', id] });
      void queryClient.invalidateQueries({ queryKey: adminProductsKey });
    },
  });
}

export function useProductAudit(id: number, page: number) {
  return useQuery({
    queryKey: auditKey(id, page),
    queryFn: ({ signal }) =>
      apiRequest<CatalogueAuditList>(ADMIN_CATALOGUE_PATHS.audit(id), { signal, query: { page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
