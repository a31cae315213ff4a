// Public surface of the admin module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as adminRoutes } from './routes.js';
export { deskFilter } from './service.js';
