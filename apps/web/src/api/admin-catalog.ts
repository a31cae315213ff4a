import { ADMIN_CATALOGUE_PATHS, type AdminBrand, type AdminCategory } from '@pasal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './http';

// The back office's categories and brands (admins only), read by three features: the Categories
// and Brands screens (catalog-groups), the product editor's choices (admin-catalog) and the
// specification templates (category-attributes). One key each, so they share one cached list and
// a change on the Categories screen is what the editor's menus show. Each screen says how fresh
// it needs the list (staleTime, refetchOnMount) where it reads it.

export const adminCatalogueKeys = {
  categories: () => ['admin-categories'] as const,
  brands: () => ['admin-brands'] as const,
};

export const adminCategoriesQuery = () =>
  queryOptions({
    queryKey: adminCatalogueKeys.categories(),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminCategory[] }>(ADMIN_CATALOGUE_PATHS.categories, { signal }).then((body) => body.data),
  });

export const adminBrandsQuery = () =>
  queryOptions({
    queryKey: adminCatalogueKeys.brands(),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminBrand[] }>(ADMIN_CATALOGUE_PATHS.brands, { signal }).then((body) => body.data),
  });
