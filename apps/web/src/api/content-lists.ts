import { LIST_PAGE_PATHS, type PublishedFaq, type PublishedServices } from '@pasal/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from './http';

// The owner's published FAQ and Services cards (issue #32), null while the shop shows its built-in
// ones (the API's 404). Read by those pages and the server's first screen of them; written on
// /staff/pages/faq and /staff/pages/services.

const orBuiltIn = (error: unknown) => {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
};

const contentListKeys = {
  faq: () => ['content-list', 'faq'] as const,
  services: () => ['content-list', 'services'] as const,
};

export const ownFaqQuery = () =>
  queryOptions({
    queryKey: contentListKeys.faq(),
    queryFn: ({ signal }): Promise<PublishedFaq | null> =>
      apiRequest<{ data: PublishedFaq }>(LIST_PAGE_PATHS.faq.shop, { signal }).then((body) => body.data, orBuiltIn),
    staleTime: 5 * 60_000,
  });

export const ownServicesQuery = () =>
  queryOptions({
    queryKey: contentListKeys.services(),
    queryFn: ({ signal }): Promise<PublishedServices | null> =>
      apiRequest<{ data: PublishedServices }>(LIST_PAGE_PATHS.services.shop, { signal }).then(
        (body) => body.data,
        orBuiltIn,
      ),
    staleTime: 5 * 60_000,
  });
