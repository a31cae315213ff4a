// The owner's content pages (issue #32), mounted by routes/staff/pages.tsx and page-editor.tsx.
export { useAdminPage, useAdminPages } from './api';
export { FaqEditor } from './faq-editor';
export { useAdminListPage } from './list-page-api';
export { PageEditor } from './page-editor';
export { PageList } from './page-list';
// The blog's editor previews its Markdown by the same rules (features/admin-blog).
export { previewHtml } from './page-markdown';
export { ServicesEditor } from './services-editor';
