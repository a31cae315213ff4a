import { z } from 'zod';
import { PaymentProviderError } from './errors.js';
import { parseEsewaAmountToPaisa } from './esewa-signature.js';
import { requestJson, type FetchImpl } from './http.js';
import { esewaTransactionStatuses, type EsewaTransactionStatus } from './types.js';

// eSewa transaction status API (docs/protocols.md §1.8). The test host is rc.esewa.com.np, not
// rc-epay.esewa.com.np: the status URL is configured on its own, separately from the form URL.

export const ESEWA_STATUS_URL_TEST = 'https://rc.esewa.com.np/api/epay/transaction/status/';
export const ESEWA_FORM_URL_TEST = 'https://rc-epay.esewa.com.np/api/epay/main/v2/form';
// A live shop sets ESEWA_FORM_URL=https://epay.esewa.com.np/api/epay/main/v2/form and
// ESEWA_STATUS_URL=https://epay.esewa.com.np/api/epay/transaction/status/ (production hosts).

const statusResponseSchema = z.object({
  product_code: z.string(),
  transaction_uuid: z.string(),
  // A JSON number in the documentation; a string is tolerated because the callback uses strings.
  total_amount: z.union([z.number(), z.string()]),
  status: z.enum(esewaTransactionStatuses),
  ref_id: z.string().nullable().optional(),
});

const outageSchema = z.object({ code: z.number(), error_message: z.string() });

export interface EsewaStatusResult {
  status: EsewaTransactionStatus;
  /** eSewa's reference (`transaction_code` in the callback); `null` for PENDING and NOT_FOUND. */
  ref_id: string | null;
  product_code: string;
  transaction_uuid: string;
  /** As eSewa returned it. */
  total_amount: number | string;
  /** `total_amount` in paisa; compare it with the order before treating COMPLETE as paid. */
  total_amount_paisa: number;
}

export interface EsewaStatusQuery {
  /** Full status endpoint, e.g. `ESEWA_STATUS_URL_TEST` or the simulator's. */
  statusUrl: string;
  productCode: string;
  /** The exact `total_amount` string that was sent in the form (e.g. `"1500"`). */
  totalAmount: string;
  transactionUuid: string;
  fetchImpl?: FetchImpl;
  timeoutMs?: number;
}

/**
 * Asks eSewa what happened to a payment (GET with query parameters). Throws
 * `PaymentProviderError` when there is no usable answer: `timeout`/`network` (ask again later),
 * `unavailable` (eSewa's outage body), `http` or `invalid_response` (an unexpected answer, or one
 * about a different transaction). A NOT_FOUND answer is a result, not an error.
 */
export async function checkEsewaStatus(query: EsewaStatusQuery): Promise<EsewaStatusResult> {
  const url = new URL(query.statusUrl);
  url.searchParams.set('product_code', query.productCode);
  url.searchParams.set('total_amount', query.totalAmount);
  url.searchParams.set('transaction_uuid', query.transactionUuid);

  const answer = await requestJson({
    provider: 'esewa',
    url,
    method: 'GET',
    timeoutMs: query.timeoutMs,
    fetchImpl: query.fetchImpl,
  });

  // eSewa does not document its HTTP codes, so the body decides, whatever the status.
  const parsed = statusResponseSchema.safeParse(answer.body);
  if (parsed.success) {
    const result = parsed.data;
    if (result.transaction_uuid !== query.transactionUuid || result.product_code !== query.productCode) {
      throw new PaymentProviderError('esewa', 'invalid_response', 'eSewa answered about a different transaction', {
        httpStatus: answer.status,
        body: answer.body,
      });
    }
    const paisa = parseEsewaAmountToPaisa(result.total_amount);
    if (paisa === null) {
      throw new PaymentProviderError('esewa', 'invalid_response', 'eSewa status total_amount is not an amount', {
        httpStatus: answer.status,
        body: answer.body,
      });
    }
    return {
      status: result.status,
      ref_id: result.ref_id ?? null,
      product_code: result.product_code,
      transaction_uuid: result.transaction_uuid,
      total_amount: result.total_amount,
      total_amount_paisa: paisa,
    };
  }

  const outage = outageSchema.safeParse(answer.body);
  if (outage.success) {
    throw new PaymentProviderError('esewa', 'unavailable', `eSewa: ${outage.data.error_message}`, {
      httpStatus: answer.status,
      body: answer.body,
    });
  }
  const kind = answer.status >= 200 && answer.status < 300 ? 'invalid_response' : 'http';
  throw new PaymentProviderError(
    'esewa',
    kind,
    `eSewa status API answered HTTP ${answer.status} with an unexpected body`,
    {
      httpStatus: answer.status,
      body: answer.body,
    },
  );
}
