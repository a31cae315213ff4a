import { z } from 'zod';
import { KhaltiApiError, PaymentProviderError } from './errors.js';
import { joinUrl, requestJson, type FetchImpl } from './http.js';
import { khaltiPaymentStatuses, type KhaltiPaymentStatus } from './types.js';

// Khalti ePayment web checkout (docs/protocols.md §2). Amounts are integer paisa end to end.

export const KHALTI_BASE_URL_SANDBOX = 'https://dev.khalti.com/api/v2/';
// A live shop sets KHALTI_BASE_URL=https://khalti.com/api/v2/ (the production host). Khalti refuses
// payments under Rs. 10 (1000 paisa); orders/placement/price.ts refuses smaller online orders first.

export interface KhaltiConnection {
  /** The API base including `/api/v2`, e.g. `KHALTI_BASE_URL_SANDBOX` or the simulator's. */
  baseUrl: string;
  /** The merchant's `live_secret_key` (test-admin.khalti.com for the sandbox). */
  secretKey: string;
  fetchImpl?: FetchImpl;
  timeoutMs?: number;
}

interface KhaltiCustomerInfo {
  name?: string;
  email?: string;
  phone?: string;
}

export interface KhaltiInitiateInput extends KhaltiConnection {
  amountPaisa: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  /** Where Khalti sends the browser back (GET) with `pidx`, `status`, … in the query. */
  returnUrl: string;
  websiteUrl: string;
  customerInfo?: KhaltiCustomerInfo;
  /** When given, the amounts must add up to `amountPaisa` or Khalti refuses the payment. */
  amountBreakdown?: ReadonlyArray<{ label: string; amount: number }>;
}

export interface KhaltiInitiateResult {
  pidx: string;
  /** Send the customer's browser here. */
  payment_url: string;
  /** ISO 8601 in Nepal time (+05:45); trust it rather than a constant link lifetime. */
  expires_at: string;
  expires_in: number;
}

export interface KhaltiLookupResult {
  pidx: string;
  /** Paisa. */
  total_amount: number;
  status: KhaltiPaymentStatus;
  transaction_id: string | null;
  fee: number;
  refunded: boolean;
}

const initiateResponseSchema = z.object({
  pidx: z.string().min(1),
  payment_url: z.string().min(1),
  expires_at: z.string(),
  expires_in: z.number(),
});

/** Khalti's doc spells "Partially Refunded" two ways; match any casing, return the canonical one. */
const statusSchema = z.string().transform((value, context) => {
  const canonical = khaltiPaymentStatuses.find((status) => status.toLowerCase() === value.trim().toLowerCase());
  if (canonical === undefined) {
    context.addIssue({ code: 'custom', message: `unknown Khalti status ${JSON.stringify(value)}` });
    return z.NEVER;
  }
  return canonical;
});

const lookupResponseSchema = z.object({
  pidx: z.string(),
  total_amount: z.number().int(),
  status: statusSchema,
  transaction_id: z.string().nullable().optional(),
  fee: z.number().optional(),
  refunded: z.boolean().optional(),
});

function authorization(secretKey: string): Record<string, string> {
  return { authorization: `Key ${secretKey}` };
}

/**
 * Creates a payment (`POST {baseUrl}/epayment/initiate/`). Throws `KhaltiApiError` for a non-2xx
 * answer (its `fieldErrors` holds Khalti's validation messages, `detail` the auth message), and
 * `PaymentProviderError` for timeouts, network failures and malformed answers.
 */
export async function khaltiInitiate(input: KhaltiInitiateInput): Promise<KhaltiInitiateResult> {
  if (!Number.isSafeInteger(input.amountPaisa)) {
    throw new RangeError('amountPaisa must be an integer number of paisa');
  }
  const body: Record<string, unknown> = {
    return_url: input.returnUrl,
    website_url: input.websiteUrl,
    amount: input.amountPaisa,
    purchase_order_id: input.purchaseOrderId,
    purchase_order_name: input.purchaseOrderName,
  };
  if (input.customerInfo !== undefined) body['customer_info'] = input.customerInfo;
  if (input.amountBreakdown !== undefined) body['amount_breakdown'] = input.amountBreakdown;

  const answer = await requestJson({
    provider: 'khalti',
    url: joinUrl(input.baseUrl, 'epayment/initiate/'),
    method: 'POST',
    headers: authorization(input.secretKey),
    jsonBody: body,
    timeoutMs: input.timeoutMs,
    fetchImpl: input.fetchImpl,
  });
  if (answer.status < 200 || answer.status >= 300) throw new KhaltiApiError(answer.status, answer.body);

  const parsed = initiateResponseSchema.safeParse(answer.body);
  if (!parsed.success) {
    throw new PaymentProviderError('khalti', 'invalid_response', 'Khalti initiate answer has an unexpected shape', {
      httpStatus: answer.status,
      body: answer.body,
    });
  }
  return parsed.data;
}

/**
 * Asks Khalti for the state of a payment (`POST {baseUrl}/epayment/lookup/`). This, not the
 * unsigned return-URL query, is the only proof of payment; only `Completed` with the expected
 * `total_amount` means paid. `Expired` and `User canceled` arrive with HTTP 400 and are returned as
 * results. Throws `KhaltiApiError` for other non-2xx answers (unknown pidx, bad key).
 */
export async function khaltiLookup(input: KhaltiConnection & { pidx: string }): Promise<KhaltiLookupResult> {
  const answer = await requestJson({
    provider: 'khalti',
    url: joinUrl(input.baseUrl, 'epayment/lookup/'),
    method: 'POST',
    headers: authorization(input.secretKey),
    jsonBody: { pidx: input.pidx },
    timeoutMs: input.timeoutMs,
    fetchImpl: input.fetchImpl,
  });

  const parsed = lookupResponseSchema.safeParse(answer.body);
  if (parsed.success && (answer.status < 300 || answer.status === 400)) {
    const result = parsed.data;
    if (result.pidx !== input.pidx) {
      throw new PaymentProviderError('khalti', 'invalid_response', 'Khalti answered about a different pidx', {
        httpStatus: answer.status,
        body: answer.body,
      });
    }
    return {
      pidx: result.pidx,
      total_amount: result.total_amount,
      status: result.status,
      transaction_id: result.transaction_id ?? null,
      fee: result.fee ?? 0,
      refunded: result.refunded ?? false,
    };
  }
  if (answer.status < 200 || answer.status >= 300) throw new KhaltiApiError(answer.status, answer.body);
  throw new PaymentProviderError('khalti', 'invalid_response', 'Khalti lookup answer has an unexpected shape', {
    httpStatus: answer.status,
    body: answer.body,
  });
}
