// Public surface of the seo module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as seoRoutes } from './routes.js';
export { FIRST_SCREEN_LOADER } from './first-screen.js';
export { brandHtml } from './page-brand.js';
export { localizeHtml, pageLocale, readLocaleAssets, rememberLocale, withoutLocaleParam } from './page-locale.js';
