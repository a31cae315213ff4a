import { contentPagePath, SHOP_PAGE_PATH, type ContentPageSlug, type PublishedContentPage } from '@pasal/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from './http';

const contentPageKeys = {
  page: (slug: ContentPageSlug) => ['content-page', slug] as const,
};

/**
 * The owner's published About, Warranty, Privacy or Terms page (GET /api/v1/shop/pages/{slug}/,
 * issue #32), null while the shop shows its built-in page (the API's 404). Read by those pages and
 * the server's first screen of them; written on /staff/pages.
 */
export const contentPageQuery = (slug: ContentPageSlug) =>
  queryOptions({
    queryKey: contentPageKeys.page(slug),
    queryFn: ({ signal }): Promise<PublishedContentPage | null> =>
      apiRequest<{ data: PublishedContentPage }>(contentPagePath(SHOP_PAGE_PATH, slug), { signal }).then(
        (body) => body.data,
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
    staleTime: 5 * 60_000,
  });

/** The storefront path of each owner-written page. */
export const CONTENT_PAGE_ROUTES: Readonly<Record<string, ContentPageSlug>> = {
  '/about': 'about',
  '/warranty': 'warranty',
  '/privacy-policy': 'privacy-policy',
  '/terms-and-conditions': 'terms-and-conditions',
};
