// Public surface of the setup module (first run: the setup code, the first admin, the checklist):
// other modules import only this file (eslint/server-boundaries.js, docs/architecture.md#module-map).
export { default as setupRoutes } from './routes.js';
export { issueSetupCode } from './codes.js';
