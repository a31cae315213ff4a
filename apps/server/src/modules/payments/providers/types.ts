// Shared vocabulary of the payment-provider protocol layer. The checkout code maps provider
// statuses onto its own order/payment states through `PaymentOutcome`, so it never has to know
// the spelling quirks of each provider.

export type PaymentProviderName = 'esewa' | 'khalti';

/**
 * What the store should do with a payment after asking the provider:
 * - `paid`: provide the goods (only after also checking the amount against the order);
 * - `failed`: the payment did not and will not happen; the order can be released;
 * - `pending`: do not ship, do not release yet; ask again later (or contact the provider);
 * - `refunded`: money went back to the customer (fully or partly).
 */
export type PaymentOutcome = 'paid' | 'failed' | 'pending' | 'refunded';

/** The `status` values of the eSewa status API (docs/protocols.md §1.8). */
export const esewaTransactionStatuses = [
  'COMPLETE',
  'PENDING',
  'FULL_REFUND',
  'PARTIAL_REFUND',
  'AMBIGUOUS',
  'NOT_FOUND',
  'CANCELED',
] as const;
export type EsewaTransactionStatus = (typeof esewaTransactionStatuses)[number];

/** The `status` values of the Khalti lookup API (docs/protocols.md §2.4), in their canonical spelling. */
export const khaltiPaymentStatuses = [
  'Completed',
  'Pending',
  'Initiated',
  'Refunded',
  'Expired',
  'User canceled',
  'Partially Refunded',
  // Only named in the doc's "treat as failed" note, not in its status table; accepted so a real
  // `Failed` answer is classified instead of being rejected as an unknown shape.
  'Failed',
] as const;
export type KhaltiPaymentStatus = (typeof khaltiPaymentStatuses)[number];

export function esewaOutcome(status: EsewaTransactionStatus): PaymentOutcome {
  switch (status) {
    case 'COMPLETE':
      return 'paid';
    // A partial refund means the order was paid and part of it given back (staff's business, e.g.
    // one item out of stock): the order stays paid rather than becoming wholly refunded.
    case 'PARTIAL_REFUND':
      return 'paid';
    case 'FULL_REFUND':
      return 'refunded';
    // NOT_FOUND is how eSewa reports a session that was abandoned or expired: it will never pay.
    case 'NOT_FOUND':
    case 'CANCELED':
      return 'failed';
    // AMBIGUOUS ("at halt state") may still settle either way, so it must not release stock.
    case 'PENDING':
    case 'AMBIGUOUS':
      return 'pending';
  }
}

export function khaltiOutcome(status: KhaltiPaymentStatus): PaymentOutcome {
  switch (status) {
    case 'Completed':
      return 'paid';
    // As for eSewa: partly refunded is still paid.
    case 'Partially Refunded':
      return 'paid';
    case 'Refunded':
      return 'refunded';
    case 'Expired':
    case 'User canceled':
    case 'Failed':
      return 'failed';
    // Khalti says to hold Pending transactions and contact them; Initiated may still be paid.
    case 'Pending':
    case 'Initiated':
      return 'pending';
  }
}
