// The owner's blog posts (issue #32), mounted by routes/staff/blog.tsx and blog-editor.tsx.
export { useAdminBlogPost, useAdminBlogPosts } from './api';
export { PostEditor } from './post-editor';
export { PostList } from './post-list';
