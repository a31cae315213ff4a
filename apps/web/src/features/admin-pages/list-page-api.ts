import {
  LIST_PAGE_PATHS,
  type AdminFaqPage,
  type AdminServicesPage,
  type FaqDraft,
  type FaqRevision,
  type ListPageSlug,
  type ServicesDraft,
  type ServicesRevision,
} from '@pasal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownFaqQuery, ownServicesQuery } from '../../api/content-lists';
import { apiRequest } from '../../api/http';
import { adminPagesKeys } from './api';

// The FAQ and the Services page in the owner's words (admins only): read again on every visit, as
// another admin may change them; a publish also refreshes this tab's storefront page.

export interface ListPages {
  faq: { page: AdminFaqPage; doc: FaqDraft; revision: FaqRevision };
  services: { page: AdminServicesPage; doc: ServicesDraft; revision: ServicesRevision };
}

const shopKey = { faq: ownFaqQuery().queryKey, services: ownServicesQuery().queryKey } as const;

const adminListPageQuery = <S extends ListPageSlug>(slug: S) =>
  queryOptions({
    queryKey: adminPagesKeys.page(slug),
    queryFn: ({ signal }) =>
      apiRequest<{ data: ListPages[S]['page'] }>(LIST_PAGE_PATHS[slug].admin, { signal }).then((answer) => answer.data),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useAdminListPage<S extends ListPageSlug>(slug: S) {
  return useQuery(adminListPageQuery(slug));
}

const listPageRevisionQuery = <S extends ListPageSlug>(slug: S, revision: number) =>
  queryOptions({
    queryKey: adminPagesKeys.revision(slug, revision),
    queryFn: ({ signal }) =>
      apiRequest<{ data: ListPages[S]['revision'] }>(
        LIST_PAGE_PATHS[slug].revision.replace(':revision', String(revision)),
        { signal },
      ).then((answer) => answer.data),
  });

export function useListPageRevision<S extends ListPageSlug>(slug: S, revision: number) {
  return useQuery(listPageRevisionQuery(slug, revision));
}

export type ListChange<D> = { kind: 'draft'; doc: D } | { kind: 'publish'; doc: D } | { kind: 'revert' };

/** Saves the draft, publishes or goes back to the built-in page; answers the page and the server's message. */
export function useListPageChange<S extends ListPageSlug>(slug: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ListChange<ListPages[S]['doc']>) => {
      const paths = LIST_PAGE_PATHS[slug];
      return apiRequest<{ data: ListPages[S]['page']; message: string }>(
        change.kind === 'draft' ? paths.admin : change.kind === 'publish' ? paths.publish : paths.revert,
        { method: change.kind === 'draft' ? 'PUT' : 'POST', ...(change.kind === 'revert' ? {} : { body: change.doc }) },
      );
    },
    onSuccess: (answer, change) => {
      queryClient.setQueryData(adminPagesKeys.page(slug), answer.data);
      void queryClient.invalidateQueries({ queryKey: adminPagesKeys.all, exact: true });
      if (change.kind !== 'draft') void queryClient.invalidateQueries({ queryKey: shopKey[slug] });
    },
  });
}
