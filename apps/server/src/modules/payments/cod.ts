import type { PaymentStart } from '@pasal/contract';
import { refuse } from '../../lib/refusal.js';
import type { PaymentProvider } from './provider.js';

/**
 * The payment part of a cash-on-delivery order's answer: always the same, so a replay of the order's
 * Idempotency-Key rebuilds it without starting anything (orders/idempotency.ts).
 */
export const codPaymentStart: PaymentStart = { gateway: 'COD' };

/** Cash on delivery: nothing to collect online; the order stays unpaid until staff record the cash. */
export const codProvider: PaymentProvider = {
  gateway: 'COD',
  simulated: false,
  async start() {
    return { start: codPaymentStart, reference: null, expiresAt: null, detail: {} };
  },
  async verifyReturn() {
    throw refuse('paid_by_cash_on_delivery');
  },
  async check() {
    return { outcome: 'pending', reference: null, detail: { provider: 'cod' } };
  },
};
