// The home page's editor (issue #32), mounted by routes/staff/storefront.tsx.
export { useAdminHome } from './api';
export { StorefrontEditor } from './storefront-editor';
