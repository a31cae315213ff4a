import { ORDER_MESSAGES, PAYMENT_GATEWAY_LABELS, type Order } from '@pasal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import { useSession } from '../auth/session-store';
import { useCart } from '../cart/cart-store';
import { ordersKeys } from '../orders/api';
import { confirmPaymentOnce, readPaymentReturn } from './payment-return';
import { PaymentStatusPanel, type PaymentPhase } from './payment-status-panel';
import { clearCheckout, readCheckout } from './stored-checkout';

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
 * /payment-success (spec §2, §4 Payment success page; DEVIATIONS #7): 'Processing Payment' while
 * the server verifies what the provider sent back, then 'Payment Successful!' (saved checkout and
 * cart cleared), 'Payment Failed' with 'Checkout Again' when the payment definitely did not go
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
      setOutcome({ phase: 'failed', detail: 'We could not find a payment to confirm.', order: null });
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
          result.outcome === 'failed' && result.message !== ORDER_MESSAGES.paymentFailed ? result.message : null;
        setOutcome({ phase: result.outcome, detail, order: result.order });
      })
      .catch((error: unknown) => {
        if (!active) return;
        // Spec §8: the confirmation failure is logged; DEVIATIONS #7: the shopper is told.
        console.error('Payment confirmation failed', error);
        if (isVerdict(error)) {
          setOutcome({ phase: 'failed', detail: null, order: null });
          return;
        }
        // Not the server's 502 message ('… please try again'): here that would read as 'pay again'.
        const provider = returned.gateway ? PAYMENT_GATEWAY_LABELS[returned.gateway] : 'the payment provider';
        setOutcome({
          phase: 'pending',
          detail: `We could not check your payment with ${provider} just now. If you have paid, please do not pay again: we will keep checking and update your order. Reload this page to check now.`,
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
  const gateway = order ? PAYMENT_GATEWAY_LABELS[order.payment_gateway] : 'the payment provider';
  switch (outcome.phase) {
    case 'processing':
      return (
        <PaymentStatusPanel phase="processing" title={ORDER_MESSAGES.processingPayment}>
          Please wait while we confirm your payment. Do not close this page.
        </PaymentStatusPanel>
      );
    case 'paid':
      return (
        <PaymentStatusPanel
          phase="paid"
          title={ORDER_MESSAGES.paymentSuccessful}
          action={{ to: '/profile/orders', label: 'View your Order' }}
        >
          {order ? (
            <p>
              Your order <strong className="font-mono">{order.transaction_id}</strong> is confirmed. We have sent the
              details to {order.email}.
            </p>
          ) : null}
        </PaymentStatusPanel>
      );
    case 'pending':
      return (
        <PaymentStatusPanel
          phase="pending"
          title="Payment Pending"
          action={{ to: '/profile/orders', label: 'View your Order' }}
        >
          <p>
            {outcome.detail ??
              `We are waiting for ${gateway} to confirm your payment. Your order will update as soon as it does; you will not be charged twice.`}
          </p>
        </PaymentStatusPanel>
      );
    case 'failed':
      return (
        <PaymentStatusPanel
          phase="failed"
          title={ORDER_MESSAGES.paymentFailed}
          action={{ to: '/checkout', label: 'Checkout Again' }}
        >
          <p>
            {outcome.detail ??
              'Your payment could not be completed, so your order was not placed. Your cart is still here.'}
          </p>
        </PaymentStatusPanel>
      );
  }
}
