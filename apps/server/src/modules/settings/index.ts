// Public surface of the settings module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as settingsRoutes } from './routes.js';
export { currentShopSettings, mailSenderFor, shopSettingsFor } from './service.js';
