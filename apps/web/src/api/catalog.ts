import {
  CATALOG_PATHS,
  type Category,
  type Product,
  type ProductListPage,
  type ProductListParams,
  type ProductSummary,
  type ProductSuggestion,
} from '@pasal/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from './http';

// Catalogue reads (see BRIEFING "Catalogue cache"): thin fetchers plus TanStack Query options,
// so pages compose and caching lives here.

export type { ProductListParams };

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  featured: () => [...catalogKeys.all, 'featured'] as const,
  list: (params: ProductListParams) => [...catalogKeys.all, 'products', params] as const,
  product: (slug: string) => [...catalogKeys.all, 'product', slug] as const,
  suggest: (q: string) => [...catalogKeys.all, 'suggest', q] as const,
};

function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest<{ data: Category[] }>(CATALOG_PATHS.categories, { signal }).then((body) => body.data);
}

function fetchFeaturedProducts(signal?: AbortSignal): Promise<ProductSummary[]> {
  return apiRequest<{ data: ProductSummary[] }>(CATALOG_PATHS.featured, { signal }).then((body) => body.data);
}

function fetchProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductListPage> {
  return apiRequest<ProductListPage>(CATALOG_PATHS.products, { query: { ...params }, signal });
}

export function fetchProduct(slug: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<{ data: Product }>(CATALOG_PATHS.product(slug), { signal }).then((body) => body.data);
}

function fetchSuggestions(q: string, signal?: AbortSignal): Promise<ProductSuggestion[]> {
  return apiRequest<{ data: ProductSuggestion[] }>(CATALOG_PATHS.suggest, { query: { q }, signal }).then(
    (body) => body.data,
  );
}

export const categoriesQuery = () =>
  queryOptions({ queryKey: catalogKeys.categories(), queryFn: ({ signal }) => fetchCategories(signal) });

export const featuredProductsQuery = () =>
  queryOptions({ queryKey: catalogKeys.featured(), queryFn: ({ signal }) => fetchFeaturedProducts(signal) });

export const productListQuery = (params: ProductListParams) =>
  queryOptions({ queryKey: catalogKeys.list(params), queryFn: ({ signal }) => fetchProducts(params, signal) });

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.product(slug),
    queryFn: ({ signal }) => fetchProduct(slug, signal),
    // A missing (404) or no longer sold (410) product is an answer, not a hiccup: no retry.
    retry: (failures, error) =>
      !(error instanceof ApiError && (error.status === 404 || error.status === 410)) && failures < 1,
  });

export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: catalogKeys.suggest(q),
    queryFn: ({ signal }) => fetchSuggestions(q, signal),
    // Suggestions follow the catalogue; a minute is fresh enough while typing.
    staleTime: 60_000,
  });
