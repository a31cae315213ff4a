import {
  SEARCH_WORDS_PATHS,
  type SearchWordLine,
  type SearchWordLineInput,
  type SearchWordsList,
} from '@pasal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '../../api/catalog';
import { apiRequest } from '../../api/http';

// The staff's search words (issue #30): the list, adding a line and removing one. Another staff
// member may change it meanwhile, so it is read again on every visit and after each change; the
// shop's cached search answers in this tab are marked stale (the server rebuilt its index).

const searchWordsKeys = { lines: () => ['admin-search-words'] as const };

const searchWordsQuery = () =>
  queryOptions({
    queryKey: searchWordsKeys.lines(),
    queryFn: ({ signal }) =>
      apiRequest<{ data: SearchWordsList }>(SEARCH_WORDS_PATHS.lines, { signal }).then((body) => body.data),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useSearchWords() {
  return useQuery(searchWordsQuery());
}

function useSearchWordsChange<V, T>(send: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: searchWordsKeys.lines() });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.all, refetchType: 'none' });
    },
  });
}

export function useAddSearchWords() {
  return useSearchWordsChange((input: SearchWordLineInput) =>
    apiRequest<{ data: SearchWordLine; message: string }>(SEARCH_WORDS_PATHS.lines, { method: 'POST', body: input }),
  );
}

export function useRemoveSearchWords() {
  return useSearchWordsChange((id: number) =>
    apiRequest<{ data: { id: number }; message: string }>(SEARCH_WORDS_PATHS.line(id), { method: 'DELETE' }),
  );
}
