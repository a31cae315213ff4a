// Public surface of the media module: other modules import only this file (eslint/server-boundaries.js,
// docs/architecture.md#module-map). Tables are not here: read them through db/schema.ts.
export { default as mediaRoutes } from './routes.js';
// Removing the demo data (db/seed/remove-demo.ts) lets go of uploads as deleting an image does.
export { deleteUnusedUploads } from './service.js';
// The shop's logo (settings module) is checked and decoded as product images are.
export { inspectUpload, ImageRejected, loadSharp } from './pipeline.js';
// A return's photos (returns module, issue #33): checked as product images are, kept as WebP.
export { webpRenditions } from './pipeline.js';
export { createLimiter } from './one-at-a-time.js';
