// Public surface of the catalog module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as catalogRoutes } from './routes.js';
// Products side by side (issue #35); the seo module draws /compare with compareProducts.
export { default as compareRoutes } from './compare/routes.js';
export { compareProducts, type CompareOutcome } from './compare/service.js';
export { default as catalogCsvRoutes } from './csv/routes.js';
export { default as catalogEditorRoutes } from './editor/routes.js';
// The catalogue's history: the media module records image changes in it.
export { audit as recordCatalogueChanges } from './editor/service.js';
// Deleting (or, once sold, archiving) a product: the media module runs it with its images' uploads.
export { removeProduct, type ProductRemoved } from './editor/remove-product.js';
export { CSV_BOM, csvCell, csvLine } from './csv/csv.js';
export { createCatalogCache, type CatalogCache } from './cache.js';
export { refreshRatings, storedRating, touchProduct } from './product-updates.js';
export { findProductsByIds, findProductWithStatus } from './service.js';
// Stock is the catalogue's: orders reserve and return it through these (order placement).
export * from './stock.js';
