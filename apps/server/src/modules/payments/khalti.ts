import type { ConfirmPaymentRequest } from '@pasal/contract';
import { fieldRefusal, refuse } from '../../lib/refusal.js';
import { askEveryAttempt, attemptsToAsk } from './attempts.js';
import type { OrderForPayment, PaymentProvider, PaymentStarted, PaymentVerdict } from './provider.js';
import { KhaltiApiError } from './providers/errors.js';
import type { FetchImpl } from './providers/http.js';
import { khaltiInitiate, khaltiLookup } from './providers/khalti-client.js';
import { khaltiOutcome } from './providers/types.js';

// Khalti ePayment (docs/rules/checkout-and-payments.md#khalti): initiate on the server, send the
// browser to Khalti's payment_url, and on return trust only the lookup API (the return query is
// unsigned).

export interface KhaltiSettings {
  baseUrl: () => string;
  secretKey: string;
  publicUrl: () => string;
  shopName: () => string | Promise<string>;
  simulated: boolean;
  fetchImpl?: FetchImpl;
}

export function createKhaltiProvider(settings: KhaltiSettings): PaymentProvider {
  const connection = () => ({
    baseUrl: settings.baseUrl(),
    secretKey: settings.secretKey,
    ...(settings.fetchImpl ? { fetchImpl: settings.fetchImpl } : {}),
  });

  async function lookup(order: OrderForPayment, pidx: string): Promise<PaymentVerdict> {
    try {
      const result = await khaltiLookup({ ...connection(), pidx });
      let outcome = khaltiOutcome(result.status);
      if (outcome === 'paid' && result.total_amount !== order.grandTotalPaisa) outcome = 'pending';
      return {
        outcome,
        reference: result.transaction_id,
        detail: { provider: 'khalti', pidx, status: result.status, total_amount: result.total_amount },
        attempt: pidx,
      };
    } catch (error) {
      // Khalti does not know the pidx: nothing was, or will be, paid through it.
      if (error instanceof KhaltiApiError && (error.httpStatus === 404 || error.detail === 'Not found.')) {
        return {
          outcome: 'failed',
          reference: null,
          detail: { provider: 'khalti', pidx, status: 'Not found' },
          attempt: pidx,
        };
      }
      throw error;
    }
  }

  return {
    gateway: 'Khalti',
    simulated: settings.simulated,

    async start(order, options): Promise<PaymentStarted> {
      const publicUrl = settings.publicUrl();
      const name = `${order.firstName} ${order.lastName}`.trim();
      const result = await khaltiInitiate({
        ...connection(),
        amountPaisa: order.grandTotalPaisa,
        purchaseOrderId: order.transactionId,
        purchaseOrderName: `${await settings.shopName()} order ${order.transactionId}`,
        returnUrl: `${publicUrl}${options?.returnPath ?? '/payment-success'}`,
        websiteUrl: publicUrl,
        customerInfo: { name, email: order.email, phone: order.phoneNumber },
      });
      let paymentUrl = result.payment_url;
      if (settings.simulated) {
        // The simulator page is served by this shop: send the browser to the shop's current address.
        const url = new URL(paymentUrl);
        paymentUrl = `${publicUrl}${url.pathname}${url.search}`;
      }
      const expiresAt = new Date(result.expires_at);
      return {
        start: { gateway: 'Khalti', payment_url: paymentUrl, pidx: result.pidx, expires_at: result.expires_at },
        reference: result.pidx,
        expiresAt: Number.isNaN(expiresAt.getTime()) ? null : expiresAt,
        detail: { pidx: result.pidx, expires_at: result.expires_at, expires_in: result.expires_in },
      };
    },

    async verifyReturn(order, input: ConfirmPaymentRequest): Promise<PaymentVerdict> {
      if (!input.pidx)
        throw refuse('payment_not_verified', undefined, { fields: { pidx: fieldRefusal('khalti_pidx_required') } });
      // Any payment link of this order: a tab still open on an earlier one may be the one that paid.
      if (!attemptsToAsk(order, order.paymentReference).includes(input.pidx)) {
        throw refuse('payment_not_verified', undefined, {
          fields: { pidx: fieldRefusal('payment_for_another_order') },
        });
      }
      return lookup(order, input.pidx);
    },

    async check(order): Promise<PaymentVerdict> {
      const pidxs = attemptsToAsk(order, order.paymentReference);
      if (pidxs.length === 0) {
        // Initiation never succeeded: there is no Khalti payment to wait for.
        return { outcome: 'failed', reference: null, detail: { provider: 'khalti', status: 'Not initiated' } };
      }
      return askEveryAttempt(pidxs, (pidx) => lookup(order, pidx));
    },
  };
}
