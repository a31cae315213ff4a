import { ORDER_MESSAGES, translateMessage, type Order } from '@pasal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import { activeLocale, t } from '../../i18n';
import { useSession } from '../../api/session-store';
import { useCart } from '../cart';
import { OrderDestination, ordersKeys } from '../orders';
import { confirmPaymentOnce, readPaymentReturn } from './payment-return';
import { PaymentStatusPanel, type PaymentPhase } from './payment-status-panel';
import { clearCheckout, readCheckout } from './stored-checkout';
import { paymentMethodName } from '../../components/locale-format';

interface Outcome {
  phase: PaymentPhase;
  detail: string | null;
  order: Order | null;
}

/**
 * Whether a failed confirmation is the server's verdict on this payment (a 4xx: data it could not
 * verify, an order that is not this shopper's) rather than a failure to find out. A 5xx (502: the
 * provider's status check did not answer), a timeout, a rate limit or a lost connection says
 * nothing about the money, which may already have been taken: calling that 'Payment Failed' with
 * 'Checkout Again' would invite the shopper to pay twice.
 */
function isVerdict(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);
}

/**
 * /payment-success (docs/rules/checkout-and-payments.md#payment-return-pages): 'Processing Payment'
 * while the server verifies what the provider sent back, then 'Payment Successful!' (saved checkout
 * and cart cleared), 'Payment Failed' with 'Checkout Again' when the payment definitely did not go
 * through, or 'Payment Pending' (checkout and cart kept) while that cannot be known yet.
 */
export function PaymentReturnPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const loggedIn = useSession((state) => state.loggedIn);
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>({ phase: 'processing', detail: null, order: null });

  useEffect(() => {
    if (!loggedIn) return;
    const returned = readPaymentReturn(search, readCheckout());
    if (!returned.transactionId || (!returned.body.data && !returned.body.pidx)) {
      setOutcome({ phase: 'failed', detail: t('checkout.noPaymentToConfirm'), order: null });
      return;
    }
    let active = true;
    confirmPaymentOnce(returned.transactionId, returned.body)
      .then((result) => {
        if (!active) return;
        void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
        if (result.outcome === 'paid') {
          clearCheckout();
          useCart.getState().clear();
        } else if (result.outcome === 'failed') {
          clearCheckout();
        }
        // A failure the server explains (money that reached a cancelled order) says so.
        const detail =
          result.outcome === 'failed' && result.message !== ORDER_MESSAGES.paymentFailed
            ? translateMessage(result.message, activeLocale())
            : null;
        setOutcome({ phase: result.outcome, detail, order: result.order });
      })
      .catch((error: unknown) => {
        if (!active) return;
        // The confirmation failure is logged, and the shopper is told.
        console.error('Payment confirmation failed', error);
        if (isVerdict(error)) {
          setOutcome({ phase: 'failed', detail: null, order: null });
          return;
        }
        // Not the server's 502 message ('… please try again'): here that would read as 'pay again'.
        const provider = returned.gateway ? paymentMethodName(returned.gateway) : t('checkout.theProvider');
        setOutcome({
          phase: 'pending',
          detail: t('checkout.couldNotCheck', { provider }),
          order: null,
        });
      });
    return () => {
      active = false;
    };
  }, [search, loggedIn, queryClient]);

  if (!loggedIn) {
    return (
      <Navigate to="/login" replace state={{ redirect: `${location.pathname}${location.search}`, type: 'payment' }} />
    );
  }

  const order = outcome.order;
  const gateway = order ? paymentMethodName(order.payment_gateway) : t('checkout.theProvider');
  switch (outcome.phase) {
    case 'processing':
      return (
        <PaymentStatusPanel phase="processing" title={t('checkout.processingPayment')}>
          {t('checkout.pleaseWait')}
        </PaymentStatusPanel>
      );
    case 'paid':
      return (
        <PaymentStatusPanel
          phase="paid"
          title={t('checkout.paymentSuccessful')}
          action={{ to: '/profile/orders', label: t('checkout.viewOrder') }}
        >
          {order ? (
            <>
              <p>
                {order.email === ''
                  ? t('checkout.orderConfirmedBySms', { id: order.transaction_id })
                  : t('checkout.orderConfirmed', { id: order.transaction_id, email: order.email })}
              </p>
              <OrderDestination order={order} className="mt-4 text-left" />
            </>
          ) : null}
        </PaymentStatusPanel>
      );
    case 'pending':
      return (
        <PaymentStatusPanel
          phase="pending"
          title={t('checkout.paymentPending')}
          action={{ to: '/profile/orders', label: t('checkout.viewOrder') }}
        >
          <p>{outcome.detail ?? t('checkout.waitingFor', { provider: gateway })}</p>
          {order ? <OrderDestination order={order} className="mt-4 text-left" /> : null}
        </PaymentStatusPanel>
      );
    case 'failed':
      return (
        <PaymentStatusPanel
          phase="failed"
          title={t('checkout.paymentFailed')}
          action={{ to: '/checkout', label: t('checkout.checkoutAgain') }}
        >
          <p>{outcome.detail ?? t('checkout.notPlaced')}</p>
        </PaymentStatusPanel>
      );
  }
}
