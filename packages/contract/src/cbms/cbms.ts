import { z } from 'zod';

// IRD's Central Billing Monitoring System (CBMS, issue #34): a shop that syncs sends every bill to
// CBMS's bill endpoint and every credit note to its bill-return endpoint. The staff order page shows
// where each of the order's documents stands and can send one again. Field names and answer codes:
// docs/rules/nepal.md#cbms.

/** CBMS's answers (its documentation's "Error/Success Code"): the body of its reply. */
export const CBMS_ANSWERS = {
  200: 'Success',
  100: 'API credentials do not match',
  101: 'Bill already exists',
  102: 'Exception while saving bill details',
  103: 'Unknown exception',
  104: 'Model invalid',
  105: 'Bill does not exist (a return must name a bill CBMS has)',
} as const;
export type CbmsAnswerCode = keyof typeof CBMS_ANSWERS;

/** The answers that mean CBMS has the document: 200, and 101 for one it had already. */
export const CBMS_SENT_CODES: readonly number[] = [200, 101];

export const CBMS_STATUSES = ['pending', 'sent', 'failed'] as const;
export type CbmsStatus = (typeof CBMS_STATUSES)[number];

export const CBMS_MESSAGES = {
  queued: 'Queued to be sent to CBMS again',
} as const;

export const cbmsDocumentStatusSchema = z.object({
  kind: z.enum(['bill', 'return']).describe('bill: sent to api/bill; return (credit note): to api/billreturn'),
  number: z.string().describe('The bill or credit note number'),
  status: z
    .enum([...CBMS_STATUSES, 'not_queued'])
    .describe(
      'pending: not sent yet (or being retried); sent; failed: CBMS refused it or could not be reached; not_queued: issued while CBMS sync was off',
    ),
  attempts: z.number().int().min(0),
  last_code: z
    .number()
    .int()
    .nullable()
    .describe("CBMS's last answer code (200, 100 … 105); null before an answer or when CBMS could not be reached"),
  last_answer: z.string().nullable().describe('What the last attempt got, in words'),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z
    .string()
    .nullable()
    .describe('When it is tried again (pending or failed); null once sent or given up'),
  sent_at: z.string().nullable(),
});
export type CbmsDocumentStatus = z.infer<typeof cbmsDocumentStatusSchema>;

/** GET /api/v1/admin/orders/{transaction_id}/cbms/ → 200. */
export const cbmsOrderStatusResponseSchema = z.object({
  data: z.object({
    enabled: z.boolean().describe('Whether this shop sends its bills to CBMS'),
    documents: z.array(cbmsDocumentStatusSchema).describe('The bill first, then its credit notes in number order'),
  }),
});
export type CbmsOrderStatus = z.infer<typeof cbmsOrderStatusResponseSchema>['data'];

/** Body of POST /api/v1/admin/orders/{transaction_id}/cbms/resend/. */
export const cbmsResendRequestSchema = z.object({
  kind: z.enum(['bill', 'return']),
  number: z.string().trim().min(1).max(64),
});
export type CbmsResendRequest = z.infer<typeof cbmsResendRequestSchema>;

/** POST /api/v1/admin/orders/{transaction_id}/cbms/resend/ → 202. */
export const cbmsResendResponseSchema = z.object({ message: z.string(), data: cbmsDocumentStatusSchema });

export const CBMS_PATHS = {
  status: (transactionId: string) => `/api/v1/admin/orders/${encodeURIComponent(transactionId)}/cbms/`,
  resend: (transactionId: string) => `/api/v1/admin/orders/${encodeURIComponent(transactionId)}/cbms/resend/`,
} as const;
