import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../i18n';
import { useSession } from '../../api/session-store';
import { useCart } from '../cart';
import { ordersKeys } from '../orders';
import { reportFailureOnce } from './payment-return';
import { PaymentStatusPanel } from './payment-status-panel';
import { clearCheckout, readCheckout } from './stored-checkout';

/**
 * /payment-failed (docs/rules/checkout-and-payments.md#payment-return-pages): a message and
 * 'Checkout Again'. The order number comes in the query (eSewa's failure redirect carries nothing
 * else); the server checks with the provider and releases the order's stock straight away.
 */
export function PaymentFailedPage() {
  const [search] = useSearchParams();
  const loggedIn = useSession((state) => state.loggedIn);
  const queryClient = useQueryClient();
  const [paidAfterAll, setPaidAfterAll] = useState(false);

  useEffect(() => {
    const transactionId = search.get('transaction_id') ?? readCheckout()?.transaction_id ?? null;
    if (!loggedIn || !transactionId) return;
    let active = true;
    reportFailureOnce(transactionId)
      .then((result) => {
        if (!active) return;
        void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
        if (result.outcome !== 'pending') clearCheckout();
        if (result.outcome === 'paid') {
          useCart.getState().clear();
          setPaidAfterAll(true);
        }
      })
      .catch((error: unknown) => console.error('Could not report the failed payment', error));
    return () => {
      active = false;
    };
  }, [search, loggedIn, queryClient]);

  if (paidAfterAll) {
    return (
      <PaymentStatusPanel
        phase="paid"
        title={t('checkout.paymentSuccessful')}
        action={{ to: '/profile/orders', label: t('checkout.viewOrder') }}
      >
        <p>{t('checkout.paidAfterAll')}</p>
      </PaymentStatusPanel>
    );
  }
  return (
    <PaymentStatusPanel
      phase="failed"
      title={t('checkout.paymentFailed')}
      action={{ to: '/checkout', label: t('checkout.checkoutAgain') }}
    >
      <p>{t('checkout.failedNothingCharged')}</p>
    </PaymentStatusPanel>
  );
}
