import type { ConfirmPaymentRequest, PaymentGateway, PaymentStart } from '@pasal/contract';

// One interface for every way of paying (eSewa ePay v2, Khalti ePayment, cash on delivery). The
// orders module only talks to this; the protocol details live in ./providers.

/** What a provider needs to know about an order. Amounts in paisa. */
export interface OrderForPayment {
  transactionId: string;
  grandTotalPaisa: number;
  deliveryChargePaisa: number;
  taxPaisa: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /**
   * The provider's reference stored when the payment started: Khalti's pidx; for eSewa the
   * transaction_uuid of a "Pay now" attempt (null: the order number was the uuid).
   */
  paymentReference: string | null;
  /**
   * Every attempt started for the order, newest first: the eSewa transaction_uuid (the order number,
   * then `<order number>-R<n>`) or the Khalti pidx of each. A tab left open on an older attempt can
   * still pay it after "Pay now" began a new one, so checks ask about all of them and a return from
   * any of them is accepted. Empty for an order whose start was never recorded (the current
   * reference is asked then).
   */
  attempts: readonly string[];
  /**
   * eSewa already sent a correctly signed COMPLETE for it: the money may have been taken, so a
   * status answer of NOT_FOUND is inconclusive (pending), not a failure.
   */
  paymentClaimed: boolean;
}

interface PaymentStartOptions {
  /** "Pay now": an attempt after an unfinished one (eSewa needs a transaction_uuid it has not seen). */
  retry?: boolean;
  /**
   * The shop's page the provider sends the payer back to, '/payment-success' by default. A payment
   * link's page (/pay/<token>) confirms the payment itself: its payer may not be signed in.
   */
  returnPath?: string;
}

export interface PaymentStarted {
  start: PaymentStart;
  /** Provider reference to remember (Khalti pidx); null when the order number is the reference. */
  reference: string | null;
  /** Until when the payment may still complete, when the provider says so. */
  expiresAt: Date | null;
  detail: Record<string, unknown>;
}

/**
 * The provider's answer about a payment:
 * - paid: money received, for `amountPaisa` (already checked against the order);
 * - failed: it did not and will not happen;
 * - pending: not decided yet (ask again later);
 * - refunded: the money went back.
 */
export interface PaymentVerdict {
  outcome: 'paid' | 'failed' | 'pending' | 'refunded';
  /** Provider's transaction reference (eSewa ref_id / transaction_code, Khalti transaction_id). */
  reference: string | null;
  detail: Record<string, unknown>;
  /** The browser brought an authentic claim of payment (eSewa's signed COMPLETE). */
  claimed?: boolean;
  /** 'pending' because the provider gave no usable answer (or contradicts a claim): check again later. */
  inconclusive?: boolean;
  /**
   * The attempt this verdict is about (eSewa transaction_uuid, Khalti pidx); for 'paid', the one
   * that took the money. The payment record of that attempt is the one completed.
   */
  attempt?: string;
}

export interface PaymentProvider {
  readonly gateway: PaymentGateway;
  readonly simulated: boolean;
  /**
   * Starts collecting money for a freshly placed order, or again ("Pay now", `retry`) for one whose
   * earlier attempt was left unfinished: eSewa then needs a transaction_uuid it has not seen.
   */
  start(order: OrderForPayment, options?: PaymentStartOptions): Promise<PaymentStarted>;
  /**
   * Checks what the browser brought back from the provider (eSewa's signed `data`, Khalti's
   * `pidx`). Throws an HttpError 400 when it is not authentic or not about this order; otherwise
   * confirms with the provider's own API and returns the verdict.
   */
  verifyReturn(order: OrderForPayment, input: ConfirmPaymentRequest): Promise<PaymentVerdict>;
  /**
   * Asks the provider directly (no browser input) about every attempt of the order: used for
   * expiry, the failure page, "Pay now" and the order page. Combined by `combineAttemptVerdicts`.
   */
  check(order: OrderForPayment): Promise<PaymentVerdict>;
}
