import type { Order, OrderList } from '@pasal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCart } from '../cart';
import { clearCheckout, readCheckout } from './stored-checkout';

/**
 * The checkout stored while the shopper was away at eSewa or Khalti, for an order now shown paid:
 * the provider's return never reached this browser (a closed tab, a dropped connection; issue #30)
 * and the server found the payment by asking the provider. What the return page would have done
 * is done now: the stored checkout and the cart, whose lines were bought, are cleared.
 */
function settleStoredCheckout(orders: readonly Order[]): void {
  const stored = readCheckout();
  if (!stored) return;
  const order = orders.find((candidate) => candidate.transaction_id === stored.transaction_id);
  if (!order || order.payment_status !== 'paid' || order.order_status === 'Cancelled') return;
  clearCheckout();
  useCart.getState().clear();
}

/**
 * The server asks the provider about unpaid orders when they are read (issue #30): a page that
 * reads the purchases (Your Orders, the account dashboard) settles the stored checkout against
 * each page of them as it arrives; a placeholder page kept on screen while the next loads is not
 * an answer.
 */
export function useSettleStoredCheckout(
  purchases: Pick<UseQueryResult<OrderList>, 'data' | 'isPlaceholderData'>,
): void {
  const orders = purchases.isPlaceholderData ? undefined : purchases.data?.data;
  useEffect(() => {
    if (orders) settleStoredCheckout(orders);
  }, [orders]);
}
