// Public surface of the reports module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). It owns no tables: it reads the invoices (and later credit notes).
export { default as reportsRoutes } from './routes.js';
