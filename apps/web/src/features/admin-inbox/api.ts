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
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, currentAccessToken, refreshAccessToken } from '../../api/http';

// The inbox (staff) and the newsletter list (admins). Both change under the reader's feet (new
// messages, other staff), so lists are read again on every visit and after every change.

/** The server's words for a refusal (4xx), else a generic line. */
const messagesKey = ['admin-messages'] as const;
const subscribersKey = ['admin-subscribers'] as const;

export interface MessageListQuery {
  view: ContactView;
  q?: string | undefined;
  page: number;
}

export function useMessages(query: MessageListQuery) {
  return useQuery({
    queryKey: [...messagesKey, 'list', query],
    queryFn: ({ signal }) => apiRequest<ContactList>(ADMIN_INBOX_PATHS.messages, { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Opening a message (the server marks an unread one read): the list's counts change too. */
export function useMessage(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...messagesKey, 'detail', id],
    enabled: id !== null,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<ContactDetailResponse>(ADMIN_INBOX_PATHS.message(id ?? 0), { signal });
      void queryClient.invalidateQueries({ queryKey: [...messagesKey, 'list'] });
      return answer.data;
    },
  });
}

function useMessageChange<V>(send: (variables: V) => Promise<ContactChanged>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => queryClient.setQueryData([...messagesKey, 'detail', answer.data.id], answer.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...messagesKey, 'list'] }),
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

export interface SubscriberListQuery {
  q?: string | undefined;
  sort: SubscriberSort;
  page: number;
}

export function useSubscribers(query: SubscriberListQuery) {
  return useQuery({
    queryKey: [...subscribersKey, query],
    queryFn: ({ signal }) => apiRequest<SubscriberList>(ADMIN_INBOX_PATHS.subscribers, { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<SubscriberRemoved>(ADMIN_INBOX_PATHS.subscriber(id), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscribersKey }),
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

export function useUnsubscribeState(token: string) {
  return useQuery({
    queryKey: ['newsletter-unsubscribe', token],
    enabled: token !== '',
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest<NewsletterUnsubscribeState>(NEWSLETTER_UNSUBSCRIBE_PATH, { signal, query: { token } }),
  });
}

export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<NewsletterUnsubscribed>(NEWSLETTER_UNSUBSCRIBE_PATH, { method: 'POST', body: {}, query: { token } }),
  });
}
