// Public surface of the serials module (issue #33): other modules import only this file
// (eslint/server-boundaries.js, docs/architecture.md#module-map). Tables are not here: read them
// through db/schema.ts.
export { default as serialsRoutes } from './routes.js';
export {
  releaseOrderSerials,
  releaseReturnedSerials,
  requireSerials,
  serialChoicesOf,
  serialsByLine,
  unitsStillSold,
} from './service.js';
