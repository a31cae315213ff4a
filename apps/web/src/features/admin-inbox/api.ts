import {
  ADMIN_INBOX_PATHS,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type ContactChanged,
  type ContactDetailResponse,
  type ContactList,
  type ContactStatus,
  type ContactView,
  type NewsletterUnsubscribed,
  type NewsletterUnsubscribeState,
  type SubscriberList,
  type SubscriberRemoved,
  type SubscriberSort,
} from '@pasal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, currentAccessToken, refreshAccessToken } from '../../api/http';

// The inbox (staff) and the newsletter list (admins). Both change under the reader's feet (new
// messages, other staff), so lists are read again on every visit and after every change.

export interface MessageListQuery {
  view: ContactView;
  q?: string | undefined;
  page: number;
}

export interface SubscriberListQuery {
  q?: string | undefined;
  sort: SubscriberSort;
  page: number;
}

const inboxKeys = {
  lists: () => ['admin-messages', 'list'] as const,
  list: (query: MessageListQuery) => ['admin-messages', 'list', query] as const,
  message: (id: number | null) => ['admin-messages', 'detail', id] as const,
  subscribers: () => ['admin-subscribers'] as const,
  subscriberPage: (query: SubscriberListQuery) => ['admin-subscribers', query] as const,
  unsubscribe: (token: string) => ['newsletter-unsubscribe', token] as const,
};

const messagesQuery = (query: MessageListQuery) =>
  queryOptions({
    queryKey: inboxKeys.list(query),
    queryFn: ({ signal }) => apiRequest<ContactList>(ADMIN_INBOX_PATHS.messages, { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useMessages(query: MessageListQuery) {
  return useQuery(messagesQuery(query));
}

/** Opening a message (the server marks an unread one read): the list's counts change too. */
const messageQuery = (id: number | null) =>
  queryOptions({
    queryKey: inboxKeys.message(id),
    enabled: id !== null,
    staleTime: 0,
    queryFn: async ({ signal, client }) => {
      const answer = await apiRequest<ContactDetailResponse>(ADMIN_INBOX_PATHS.message(id ?? 0), { signal });
      void client.invalidateQueries({ queryKey: inboxKeys.lists() });
      return answer.data;
    },
  });

export function useMessage(id: number | null) {
  return useQuery(messageQuery(id));
}

function useMessageChange<V>(send: (variables: V) => Promise<ContactChanged>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => queryClient.setQueryData(inboxKeys.message(answer.data.id), answer.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.lists() }),
  });
}

export function useChangeStatus() {
  return useMessageChange(({ id, status }: { id: number; status: ContactStatus }) =>
    apiRequest<ContactChanged>(ADMIN_INBOX_PATHS.message(id), { method: 'PATCH', body: { status } }),
  );
}

export function useReply() {
  return useMessageChange(({ id, reply }: { id: number; reply: string }) =>
    apiRequest<ContactChanged>(ADMIN_INBOX_PATHS.reply(id), { method: 'POST', body: { reply } }),
  );
}

const subscribersQuery = (query: SubscriberListQuery) =>
  queryOptions({
    queryKey: inboxKeys.subscriberPage(query),
    queryFn: ({ signal }) => apiRequest<SubscriberList>(ADMIN_INBOX_PATHS.subscribers, { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useSubscribers(query: SubscriberListQuery) {
  return useQuery(subscribersQuery(query));
}

export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<SubscriberRemoved>(ADMIN_INBOX_PATHS.subscriber(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.subscribers() }),
  });
}

/**
 * The subscribers as a CSV file. Not JSON, so fetch itself, authorised as apiRequest is: the token
 * in memory (or a refresh first), and on a 401 one refresh and one retry.
 */
export async function downloadSubscribers(): Promise<{ file: Blob; name: string }> {
  const send = (token: string | null) =>
    fetch(ADMIN_INBOX_PATHS.subscribersCsv, {
      credentials: 'same-origin',
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  let response = await send(currentAccessToken() ?? (await refreshAccessToken()));
  if (response.status === 401) response = await send(await refreshAccessToken());
  if (!response.ok) {
    throw new ApiError(response.status, (await response.json().catch(() => ({}))) as Record<string, unknown>);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { file: await response.blob(), name: name ?? 'newsletter-subscribers.csv' };
}

// The storefront's unsubscribe page: no sign-in, the token from the e-mail's link is the key.

const unsubscribeStateQuery = (token: string) =>
  queryOptions({
    queryKey: inboxKeys.unsubscribe(token),
    enabled: token !== '',
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest<NewsletterUnsubscribeState>(NEWSLETTER_UNSUBSCRIBE_PATH, { signal, query: { token } }),
  });

export function useUnsubscribeState(token: string) {
  return useQuery(unsubscribeStateQuery(token));
}

export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<NewsletterUnsubscribed>(NEWSLETTER_UNSUBSCRIBE_PATH, { method: 'POST', body: {}, query: { token } }),
  });
}
