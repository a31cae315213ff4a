import { refuse } from '../../lib/refusal.js';
import type { PaymentProvider } from './provider.js';

/** Cash on delivery: nothing to collect online; the order stays unpaid until staff record the cash. */
export const codProvider: PaymentProvider = {
  gateway: 'COD',
  simulated: false,
  async start() {
    return { start: { gateway: 'COD' }, reference: null, expiresAt: null, detail: {} };
  },
  async verifyReturn() {
    throw refuse('paid_by_cash_on_delivery');
  },
  async check() {
    return { outcome: 'pending', reference: null, detail: { provider: 'cod' } };
  },
};
