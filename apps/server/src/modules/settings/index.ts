// Public surface of the settings module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as settingsRoutes } from './routes.js';
export { currentShopLook, currentShopSettings, mailSenderFor, shopSettingsFor } from './service.js';
export { default as homeRoutes } from './home/routes.js';
export { default as contentPagesRoutes } from './pages/routes.js';
export { default as blogRoutes } from './blog/routes.js';
// The sitemap lists the blog posts the shop shows.
export { shownBlog } from './blog/service.js';
export { default as listPagesRoutes } from './pages/list-routes.js';
export { default as logoRoutes } from './logo/routes.js';
export { mailServerControl } from './mail/control.js';
export { default as mailServerRoutes } from './mail/routes.js';
export { paymentCredentialsControl } from './payments/control.js';
export { default as paymentSettingsRoutes } from './payments/routes.js';
