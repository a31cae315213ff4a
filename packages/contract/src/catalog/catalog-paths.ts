// The storefront catalogue's API paths, apart from its zod schemas: the first screen asks for them.

export const CATALOG_PATHS = {
  categories: '/api/v1/categories/',
  products: '/api/v1/products/',
  featured: '/api/v1/products/featured/',
  suggest: '/api/v1/products/suggest/',
  byIds: '/api/v1/products/by-ids/',
  /** Products side by side (issue #35). */
  compare: '/api/v1/products/compare/',
  /** One product by its id or its slug. */
  product: (idOrSlug: number | string) => `/api/v1/products/${encodeURIComponent(idOrSlug)}/`,
} as const;
