import {
  ESEWA_FORM_FIELD_NAMES,
  esewaAttemptOf,
  nextEsewaAttemptUuid,
  type ConfirmPaymentRequest,
} from '@pasal/contract';
import { fieldRefusal, refuse, type FieldRefusal } from '../../lib/refusal.js';
import { askEveryAttempt, attemptsToAsk } from './attempts.js';
import type { OrderForPayment, PaymentProvider, PaymentStarted, PaymentVerdict } from './provider.js';
import { checkEsewaStatus } from './providers/esewa-client.js';
import { PaymentProviderError } from './providers/errors.js';
import { buildEsewaFormFields, decodeEsewaCallback, formatEsewaAmount } from './providers/esewa-signature.js';
import type { FetchImpl } from './providers/http.js';
import { esewaOutcome } from './providers/types.js';

// eSewa ePay v2 (docs/protocols.md §1): the browser posts a signed form to eSewa; eSewa sends it back
// to /payment-success with a signed Base64 `data`; the status API has the last word.

export interface EsewaSettings {
  productCode: string;
  secret: string;
  /** Where the browser posts the form. A function: the public URL can change after start-up. */
  formUrl: () => string;
  statusUrl: () => string;
  publicUrl: () => string;
  simulated: boolean;
  fetchImpl?: FetchImpl;
}

/** 400 for a return that does not prove this order's payment; `data` says what was wrong with it. */
const notVerified = (data: FieldRefusal) => refuse('payment_not_verified', undefined, { fields: { data } });

/**
 * The transaction_uuid of the order's latest attempt: the payment reference while it names one
 * (a paid order's is eSewa's own reference code instead), else the order number.
 */
function currentUuid(order: OrderForPayment): string {
  const reference = order.paymentReference;
  return reference !== null && esewaAttemptOf(order.transactionId, reference) !== null
    ? reference
    : order.transactionId;
}

export function createEsewaProvider(settings: EsewaSettings): PaymentProvider {
  async function askStatus(order: OrderForPayment, uuid = currentUuid(order)): Promise<PaymentVerdict> {
    const result = await checkEsewaStatus({
      statusUrl: settings.statusUrl(),
      productCode: settings.productCode,
      totalAmount: formatEsewaAmount(order.grandTotalPaisa),
      transactionUuid: uuid,
      fetchImpl: settings.fetchImpl,
    });
    let outcome = esewaOutcome(result.status);
    // eSewa looked it up by the amount we sent, but a paid verdict must be for the whole order.
    if (outcome === 'paid' && result.total_amount_paisa !== order.grandTotalPaisa) outcome = 'pending';
    // NOT_FOUND normally means an abandoned session; after eSewa itself signed COMPLETE it means
    // the status API does not know (yet) about money that may have been taken: not a failure.
    const contradictsClaim = order.paymentClaimed && result.status === 'NOT_FOUND';
    if (contradictsClaim) outcome = 'pending';
    return {
      outcome,
      reference: result.ref_id,
      detail: { provider: 'esewa', status: result.status, ref_id: result.ref_id, total_amount: result.total_amount },
      attempt: uuid,
      ...(contradictsClaim ? { inconclusive: true } : {}),
    };
  }

  return {
    gateway: 'Esewa',
    simulated: settings.simulated,

    async start(order, options): Promise<PaymentStarted> {
      const publicUrl = settings.publicUrl();
      // "Pay now": the attempt after every earlier one, so eSewa never sees a uuid again.
      const transactionUuid = options?.retry
        ? nextEsewaAttemptUuid(order.transactionId, [currentUuid(order), ...order.attempts])
        : currentUuid(order);
      const goodsPaisa = order.grandTotalPaisa - order.deliveryChargePaisa - order.taxPaisa;
      // A coupon can cover the goods entirely, and eSewa refuses an amount of 0: the delivery is
      // then sent as the amount. The total, which is what is signed and checked, is the same.
      const deliveryAsAmount = goodsPaisa === 0;
      const fields = buildEsewaFormFields({
        amountPaisa: deliveryAsAmount ? order.deliveryChargePaisa : goodsPaisa,
        taxPaisa: order.taxPaisa,
        serviceChargePaisa: 0,
        deliveryChargePaisa: deliveryAsAmount ? 0 : order.deliveryChargePaisa,
        transactionUuid,
        productCode: settings.productCode,
        secret: settings.secret,
        // docs/rules/checkout-and-payments.md#esewa: built from the configured public URL. The
        // failure redirect carries no data (docs/protocols.md §1.7), so the order number travels in its
        // query.
        successUrl: `${publicUrl}${options?.returnPath ?? '/payment-success'}`,
        failureUrl: options?.returnPath
          ? `${publicUrl}${options.returnPath}?failed=1`
          : `${publicUrl}/payment-failed?transaction_id=${encodeURIComponent(order.transactionId)}`,
      });
      const start = { gateway: 'Esewa' as const, payment_url: settings.formUrl(), ...fields };
      return {
        start,
        reference: transactionUuid === order.transactionId ? null : transactionUuid,
        expiresAt: null,
        detail: Object.fromEntries(ESEWA_FORM_FIELD_NAMES.map((name) => [name, start[name]])),
      };
    },

    async verifyReturn(order, input: ConfirmPaymentRequest): Promise<PaymentVerdict> {
      if (!input.data) throw notVerified(fieldRefusal('esewa_data_required'));
      const callback = decodeEsewaCallback(input.data, settings.secret);
      if (!callback.ok) throw notVerified(fieldRefusal('esewa_data_invalid', { detail: callback.message }));
      const payload = callback.payload;
      // Any attempt of this order: a tab still open on an earlier attempt may be the one that paid.
      const attempt = esewaAttemptOf(order.transactionId, payload.transaction_uuid);
      if (attempt === null || payload.product_code !== settings.productCode) {
        throw notVerified(fieldRefusal('payment_for_another_order'));
      }
      if (callback.totalAmountPaisa !== order.grandTotalPaisa) {
        throw notVerified(fieldRefusal('payment_amount_mismatch'));
      }
      if (payload.status !== 'COMPLETE') {
        throw notVerified(fieldRefusal('payment_reported_as', { status: payload.status }));
      }
      // A genuine signature proves eSewa said it; the status API guards against replays from
      // elsewhere and reversals (eSewa asks merchants to check, docs/protocols.md §1.6). When that API
      // cannot answer, the signed COMPLETE still means money may have been taken: pending, checked
      // again later (payment-flow.ts), never failed.
      let verdict: PaymentVerdict;
      try {
        verdict = await askStatus({ ...order, paymentClaimed: true }, payload.transaction_uuid);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        verdict = {
          outcome: 'pending',
          reference: null,
          detail: { provider: 'esewa', status_error: error.kind, message: error.message },
          inconclusive: true,
          attempt: payload.transaction_uuid,
        };
      }
      return { ...verdict, claimed: true, reference: verdict.reference ?? payload.transaction_code };
    },

    // Every attempt: a tab left open on an older one may have paid it after "Pay now" began anew.
    check: (order) => askEveryAttempt(attemptsToAsk(order, currentUuid(order)), (uuid) => askStatus(order, uuid)),
  };
}
