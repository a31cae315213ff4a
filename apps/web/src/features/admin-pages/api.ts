import {
  ADMIN_CONTENT_PAGE_PATH,
  ADMIN_CONTENT_PAGE_PUBLISH_PATH,
  ADMIN_CONTENT_PAGE_REVERT_PATH,
  ADMIN_CONTENT_PAGE_REVISION_PATH,
  ADMIN_CONTENT_PAGES_PATH,
  contentPagePath,
  type AdminContentPage,
  type ContentPageDraft,
  type ContentPageRevision,
  type ContentPageSlug,
  type ContentPageSummary,
  type ListPageSlug,
} from '@pasal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentPageQuery } from '../../api/content-pages';
import { apiRequest } from '../../api/http';

// The owner's content pages (admins only). Another admin may change them at any moment, so the
// screens read them again on every visit; a publish also refreshes this tab's storefront page.

/** The content pages and, under the same root, the FAQ and Services pages (list-page-api.ts). */
export const adminPagesKeys = {
  all: ['admin-pages'] as const,
  page: (slug: ContentPageSlug | ListPageSlug) => ['admin-pages', slug] as const,
  revision: (slug: ContentPageSlug | ListPageSlug, revision: number | null) =>
    ['admin-pages', slug, 'revision', revision] as const,
};

const adminPagesQuery = () =>
  queryOptions({
    queryKey: adminPagesKeys.all,
    queryFn: ({ signal }) =>
      apiRequest<{ data: ContentPageSummary[] }>(ADMIN_CONTENT_PAGES_PATH, { signal }).then((answer) => answer.data),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useAdminPages() {
  return useQuery(adminPagesQuery());
}

const adminPageQuery = (slug: ContentPageSlug) =>
  queryOptions({
    queryKey: adminPagesKeys.page(slug),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminContentPage }>(contentPagePath(ADMIN_CONTENT_PAGE_PATH, slug), { signal }).then(
        (answer) => answer.data,
      ),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useAdminPage(slug: ContentPageSlug) {
  return useQuery(adminPageQuery(slug));
}

const pageRevisionQuery = (slug: ContentPageSlug, revision: number | null) =>
  queryOptions({
    queryKey: adminPagesKeys.revision(slug, revision),
    queryFn: ({ signal }) =>
      apiRequest<{ data: ContentPageRevision }>(
        contentPagePath(ADMIN_CONTENT_PAGE_REVISION_PATH, slug, revision ?? 0),
        {
          signal,
        },
      ).then((answer) => answer.data),
    enabled: revision !== null,
  });

export function usePageRevision(slug: ContentPageSlug, revision: number | null) {
  return useQuery(pageRevisionQuery(slug, revision));
}

type Change =
  { kind: 'draft'; body: ContentPageDraft } | { kind: 'publish'; body: ContentPageDraft } | { kind: 'revert' };

/** Saves the draft, publishes or goes back to the built-in page; answers the page and the server's message. */
export function usePageChange(slug: ContentPageSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => {
      const path =
        change.kind === 'draft'
          ? ADMIN_CONTENT_PAGE_PATH
          : change.kind === 'publish'
            ? ADMIN_CONTENT_PAGE_PUBLISH_PATH
            : ADMIN_CONTENT_PAGE_REVERT_PATH;
      return apiRequest<{ data: AdminContentPage; message: string }>(contentPagePath(path, slug), {
        method: change.kind === 'draft' ? 'PUT' : 'POST',
        ...(change.kind === 'revert' ? {} : { body: change.body }),
      });
    },
    onSuccess: (answer, change) => {
      queryClient.setQueryData(adminPagesKeys.page(slug), answer.data);
      void queryClient.invalidateQueries({ queryKey: adminPagesKeys.all, exact: true });
      if (change.kind !== 'draft') void queryClient.invalidateQueries({ queryKey: contentPageQuery(slug).queryKey });
    },
  });
}
