import { Info } from 'lucide-react';
import { t } from '../../i18n';

/** What the checkout says in demo mode (PAYMENT_SIMULATORS, server payments/modes.ts). */
export const DEMO_SHOP_NOTICE = 'Demo shop: online payments are simulated, no money moves';

/**
 * Shown on every checkout step when the API says the shop is a demo: its eSewa and Khalti are the
 * built-in simulators, so nobody should believe (or fear) that a real payment is being made. A
 * note, not a live region: it is there from the start, read in order with the form.
 */
export function DemoShopNotice() {
  return (
    <div
      role="note"
      className="mb-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="font-medium">{t('checkout.demoShop')}</p>
    </div>
  );
}
