import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../api/session-store';

/** What the login screen receives when a visitor heads for checkout (docs/rules/cart.md#going-to-checkout). */
export const CHECKOUT_LOGIN_STATE = { redirect: '/checkout', type: 'checkout' } as const;

/**
 * The checkout entry used by the drawer, the cart page and Buy Now: a signed-in shopper goes to
 * /checkout, a visitor to /login with state { redirect: '/checkout', type: 'checkout' }.
 */
export function useGoToCheckout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (useSession.getState().loggedIn) void navigate('/checkout');
    else void navigate('/login', { state: CHECKOUT_LOGIN_STATE });
  }, [navigate]);
}
