// Public surface of the order-desk module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as orderDeskRoutes } from './routes.js';
export { deskFilter } from './service.js';
