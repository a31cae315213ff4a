import {
  ADMIN_BLOG_POST_PATH,
  ADMIN_BLOG_POST_PUBLISH_PATH,
  ADMIN_BLOG_POST_REVISION_PATH,
  ADMIN_BLOG_POST_UNPUBLISH_PATH,
  ADMIN_BLOG_POSTS_PATH,
  blogPostPath,
  type AdminBlogPost,
  type BlogPostContent,
  type BlogPostRevision,
  type BlogPostSummary,
} from '@pasal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blogListQuery } from '../../api/blog';
import { apiRequest } from '../../api/http';

// The owner's blog posts (admins only). Another admin may change them at any moment, so the
// screens read them again on every visit; a publish or unpublish also refreshes this tab's shop blog.

const adminBlogKeys = {
  posts: () => ['admin-blog'] as const,
  post: (id: number) => ['admin-blog', id] as const,
  revision: (id: number, revision: number | null) => ['admin-blog', id, 'revision', revision] as const,
};

const adminBlogPostsQuery = () =>
  queryOptions({
    queryKey: adminBlogKeys.posts(),
    queryFn: ({ signal }) =>
      apiRequest<{ data: BlogPostSummary[] }>(ADMIN_BLOG_POSTS_PATH, { signal }).then((answer) => answer.data),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useAdminBlogPosts() {
  return useQuery(adminBlogPostsQuery());
}

const adminBlogPostQuery = (id: number) =>
  queryOptions({
    queryKey: adminBlogKeys.post(id),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminBlogPost }>(blogPostPath(ADMIN_BLOG_POST_PATH, id), { signal }).then(
        (answer) => answer.data,
      ),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useAdminBlogPost(id: number) {
  return useQuery(adminBlogPostQuery(id));
}

const blogRevisionQuery = (id: number, revision: number | null) =>
  queryOptions({
    queryKey: adminBlogKeys.revision(id, revision),
    queryFn: ({ signal }) =>
      apiRequest<{ data: BlogPostRevision }>(blogPostPath(ADMIN_BLOG_POST_REVISION_PATH, id, revision ?? 0), {
        signal,
      }).then((answer) => answer.data),
    enabled: revision !== null,
  });

export function useBlogRevision(id: number, revision: number | null) {
  return useQuery(blogRevisionQuery(id, revision));
}

export type BlogChange =
  | { kind: 'draft'; content: BlogPostContent }
  | { kind: 'publish'; content: BlogPostContent }
  | { kind: 'unpublish' }
  | { kind: 'delete' };

type Answer = { data: AdminBlogPost | null; message: string };

/**
 * Saves, publishes, unpublishes or deletes a post. A post not yet stored (`id` null) is created
 * first: saving makes its draft, publishing makes it and publishes it.
 */
export function useBlogChange(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: BlogChange): Promise<Answer> => {
      let postId = id;
      if (postId === null) {
        if (change.kind !== 'draft' && change.kind !== 'publish') throw new Error('This post is not saved yet');
        const created = await apiRequest<{ data: AdminBlogPost; message: string }>(ADMIN_BLOG_POSTS_PATH, {
          method: 'POST',
          body: change.content,
        });
        if (change.kind === 'draft') return created;
        postId = created.data.id;
      }
      if (change.kind === 'delete') {
        const deleted = await apiRequest<{ message: string }>(blogPostPath(ADMIN_BLOG_POST_PATH, postId), {
          method: 'DELETE',
        });
        return { data: null, message: deleted.message };
      }
      const path =
        change.kind === 'draft'
          ? ADMIN_BLOG_POST_PATH
          : change.kind === 'publish'
            ? ADMIN_BLOG_POST_PUBLISH_PATH
            : ADMIN_BLOG_POST_UNPUBLISH_PATH;
      return apiRequest<{ data: AdminBlogPost; message: string }>(blogPostPath(path, postId), {
        method: change.kind === 'draft' ? 'PUT' : 'POST',
        ...(change.kind === 'unpublish' ? {} : { body: change.content }),
      });
    },
    onSuccess: (answer, change) => {
      if (answer.data) queryClient.setQueryData(adminBlogKeys.post(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: adminBlogKeys.posts(), exact: true });
      if (change.kind === 'publish' || change.kind === 'unpublish')
        void queryClient.invalidateQueries({ queryKey: blogListQuery().queryKey });
    },
  });
}
