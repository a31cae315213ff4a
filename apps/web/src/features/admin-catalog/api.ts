import {
  ADMIN_CATALOGUE_PATHS,
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
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminBrandsQuery, adminCategoriesQuery } from '../../api/admin-catalog';
import { apiRequest } from '../../api/http';

// The back office's catalogue (admins only): the products list with its inline edits, the editor's
// product, categories and brands, and a product's audit log. Another admin (or a CSV import, or
// an order) may change a product at any moment, so everything is read again on every visit.

export type ProductListQuery = Omit<AdminProductListQuery, 'page'> & { page: number };

export const adminCatalogKeys = {
  products: () => ['admin-products'] as const,
  productPage: (query: ProductListQuery) => ['admin-products', query] as const,
  product: (id: number) => ['admin-product', id] as const,
  /** Every product's variant table (a family's table is shared by its variants): variants-api.ts. */
  variants: () => ['admin-variants'] as const,
  family: (productId: number) => ['admin-variants', productId] as const,
  audit: (id: number) => ['admin-product-audit', id] as const,
  auditPage: (id: number, page: number) => ['admin-product-audit', id, page] as const,
};

const adminProductsQuery = (query: ProductListQuery) =>
  queryOptions({
    queryKey: adminCatalogKeys.productPage(query),
    queryFn: ({ signal }) =>
      apiRequest<AdminProductList>(ADMIN_CATALOGUE_PATHS.products, { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useAdminProducts(query: ProductListQuery) {
  return useQuery(adminProductsQuery(query));
}

export function useQuickEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: number; edit: ProductQuickEdit }) =>
      apiRequest<{ data: AdminProductRow; message: string }>(ADMIN_CATALOGUE_PATHS.quickEdit(id), {
        method: 'PATCH',
        body: edit,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCatalogKeys.products() }),
  });
}

const adminProductQuery = (id: number | null) =>
  queryOptions({
    queryKey: adminCatalogKeys.product(id ?? 0),
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

export function useAdminProduct(id: number | null) {
  return useQuery(adminProductQuery(id));
}

export function useCategories() {
  return useQuery({ ...adminCategoriesQuery(), staleTime: 60_000 });
}

export function useBrands() {
  return useQuery({ ...adminBrandsQuery(), staleTime: 60_000 });
}

export function useSaveProduct(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput | ProductUpdate) =>
      id === null
        ? apiRequest<AdminProductChanged>(ADMIN_CATALOGUE_PATHS.products, { method: 'POST', body })
        : apiRequest<AdminProductChanged>(ADMIN_CATALOGUE_PATHS.product(id), { method: 'PUT', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminCatalogKeys.product(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.audit(answer.data.id) });
      void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.products() });
      // Its price, stock or status may be on a variant table.
      void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.variants() });
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
      if (answer.data.outcome === 'deleted') queryClient.removeQueries({ queryKey: adminCatalogKeys.product(id) });
      else void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.product(id) });
      void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.audit(id) });
      void queryClient.invalidateQueries({ queryKey: adminCatalogKeys.products() });
    },
  });
}

const productAuditQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: adminCatalogKeys.auditPage(id, page),
    queryFn: ({ signal }) =>
      apiRequest<CatalogueAuditList>(ADMIN_CATALOGUE_PATHS.audit(id), { signal, query: { page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useProductAudit(id: number, page: number) {
  return useQuery(productAuditQuery(id, page));
}
