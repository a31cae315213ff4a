// Public surface of the returns module (issue #33): other modules import only this file
// (eslint/server-boundaries.js, docs/architecture.md#module-map). Tables are not here: read them
// through db/schema.ts.
export { default as returnsRoutes } from './routes.js';
