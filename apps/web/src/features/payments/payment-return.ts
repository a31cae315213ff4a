import {
  API_PATHS,
  orderNumberOfEsewaUuid,
  type ConfirmPaymentRequest,
  type PaymentConfirmation,
  type PaymentGateway,
  type StoredCheckout,
} from '@pasal/contract';
import { apiRequest } from '../../api/http';

// What the browser brings back from eSewa (`?data=<base64 JSON>`) or Khalti
// (`?pidx=…&status=…&purchase_order_id=…`). Only used to find the order and pass the proof on:
// the server verifies everything.

export interface PaymentReturn {
  transactionId: string | null;
  gateway: PaymentGateway | null;
  body: ConfirmPaymentRequest;
}

function decodeBase64Json(data: string): Record<string, unknown> | null {
  try {
    const normalised = data.replaceAll(' ', '+').replaceAll('-', '+').replaceAll('_', '/');
    const binary = atob(normalised);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function readPaymentReturn(search: URLSearchParams, stored: StoredCheckout | null): PaymentReturn {
  const data = search.get('data');
  if (data) {
    const decoded = decodeBase64Json(data);
    // A "Pay now" attempt's uuid is the order number with its attempt after it.
    const uuid =
      typeof decoded?.transaction_uuid === 'string' ? orderNumberOfEsewaUuid(decoded.transaction_uuid) : null;
    return { transactionId: uuid ?? stored?.transaction_id ?? null, gateway: 'Esewa', body: { data } };
  }
  const pidx = search.get('pidx');
  if (pidx) {
    const status = search.get('status');
    return {
      transactionId: search.get('purchase_order_id') || stored?.transaction_id || null,
      gateway: 'Khalti',
      body: { pidx, ...(status ? { status } : {}) },
    };
  }
  return { transactionId: stored?.transaction_id ?? null, gateway: stored?.payment_gateway ?? null, body: {} };
}

// React StrictMode runs effects twice in development, and a shopper may reload the page: the
// confirmation for one return is posted once per page load.
const inFlight = new Map<string, Promise<PaymentConfirmation>>();

export function confirmPaymentOnce(transactionId: string, body: ConfirmPaymentRequest): Promise<PaymentConfirmation> {
  const key = `${transactionId}|${JSON.stringify(body)}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = apiRequest<{ data: PaymentConfirmation }>(API_PATHS.confirmPayment(transactionId), {
      method: 'POST',
      body,
    }).then((answer) => answer.data);
    inFlight.set(key, pending);
  }
  return pending;
}

export function reportFailureOnce(transactionId: string): Promise<PaymentConfirmation> {
  const key = `failed|${transactionId}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = apiRequest<{ data: PaymentConfirmation }>(API_PATHS.paymentFailed(transactionId), {
      method: 'POST',
    }).then((answer) => answer.data);
    inFlight.set(key, pending);
  }
  return pending;
}

/** For tests. */
export function forgetConfirmations(): void {
  inFlight.clear();
}
