import {
  blogPostPath,
  SHOP_BLOG_PATH,
  SHOP_BLOG_POST_PATH,
  type ShopBlogList,
  type ShopBlogPostDetail,
} from '@pasal/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from './http';

const blogKeys = {
  list: () => ['blog'] as const,
  post: (id: number) => ['blog', id] as const,
};

/**
 * The blog as the shop shows it (GET /api/v1/shop/blog/, issue #32): the owner's published posts,
 * or `builtin` while the shop shows its two built-in posts (demo content). Read by /blogs, a
 * post's page and /sitemap; written on /staff/blog.
 */
export const blogListQuery = () =>
  queryOptions({
    queryKey: blogKeys.list(),
    queryFn: ({ signal }) => apiRequest<ShopBlogList>(SHOP_BLOG_PATH, { signal }),
    staleTime: 60_000,
  });

/** One of the owner's published posts, null when there is none by that id (the API's 404). */
export const blogPostQuery = (id: number) =>
  queryOptions({
    queryKey: blogKeys.post(id),
    queryFn: ({ signal }): Promise<ShopBlogPostDetail | null> =>
      apiRequest<{ data: ShopBlogPostDetail }>(blogPostPath(SHOP_BLOG_POST_PATH, id), { signal }).then(
        (body) => body.data,
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
    staleTime: 60_000,
  });
