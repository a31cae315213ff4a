import {
  DRAFT_ORDER_PATHS,
  type ConfirmPaymentRequest,
  type PaymentConfirmation,
  type PayLinkPayRequest,
  type PayLinkView,
  type PlacedOrder,
} from '@pasal/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

// The payment link's calls (issue #36). No session: the token in the address is the key.

export const payLinkKeys = { view: (token: string) => ['pay-link', token] as const };

const payLinkViewQuery = (token: string) =>
  queryOptions({
    queryKey: payLinkKeys.view(token),
    queryFn: () => apiRequest<{ data: PayLinkView }>(DRAFT_ORDER_PATHS.payLink(token)).then((body) => body.data),
    retry: false,
  });

/** The link's order; `enabled: false` holds the read back (until a payment return is confirmed). */
export function usePayLinkView(token: string, enabled = true) {
  return useQuery({ ...payLinkViewQuery(token), enabled });
}

export function usePayFromLink(token: string) {
  return useMutation({
    mutationFn: (body: PayLinkPayRequest) =>
      apiRequest<{ data: PlacedOrder }>(DRAFT_ORDER_PATHS.payLinkPay(token), { method: 'POST', body }).then(
        (answer) => answer.data,
      ),
  });
}

// StrictMode runs effects twice and a payer may reload: one return is confirmed once per page load.
const confirming = new Map<string, Promise<PaymentConfirmation>>();

export function confirmFromLinkOnce(token: string, body: ConfirmPaymentRequest): Promise<PaymentConfirmation> {
  const key = `${token}|${JSON.stringify(body)}`;
  let pending = confirming.get(key);
  if (!pending) {
    pending = apiRequest<{ data: PaymentConfirmation }>(DRAFT_ORDER_PATHS.payLinkConfirm(token), {
      method: 'POST',
      body,
    }).then((answer) => answer.data);
    confirming.set(key, pending);
  }
  return pending;
}
