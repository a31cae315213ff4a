// Public surface of the admin-catalog module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as adminCatalogRoutes } from './routes.js';
// The catalogue's history: the media module records image changes in it.
export { audit as recordCatalogueChanges } from './service.js';
