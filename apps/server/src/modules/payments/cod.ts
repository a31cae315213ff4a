import { badRequest } from '../../lib/http-errors.js';
import type { PaymentProvider } from './provider.js';

/** Cash on delivery: nothing to collect online; the order stays unpaid until staff record the cash. */
export const codProvider: PaymentProvider = {
  gateway: 'COD',
  simulated: false,
  async start() {
    return { start: { gateway: 'COD' }, reference: null, expiresAt: null, detail: {} };
  },
  async verifyReturn() {
    throw badRequest('This order is paid in cash on delivery');
  },
  async check() {
    return { outcome: 'pending', reference: null, detail: { provider: 'cod' } };
  },
};
