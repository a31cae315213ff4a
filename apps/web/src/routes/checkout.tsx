import { Navigate } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { useSession } from '../api/session-store';
import { CHECKOUT_LOGIN_STATE } from '../features/cart';
import { VerifyEmailPanel } from '../features/auth';
import { CheckoutHeader, CheckoutPage } from '../features/checkout';
import { t } from '../i18n';

/**
 * /checkout: signed-in shoppers only; a visitor signs in first
 * (docs/rules/checkout-and-payments.md#who-may-check-out).
 */
export function Component() {
  const loggedIn = useSession((state) => state.loggedIn);
  if (!loggedIn) return <Navigate to="/login" replace state={CHECKOUT_LOGIN_STATE} />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <PageMeta title={t('checkout.metaTitle')} description={t('checkout.metaDescription')} noIndex />
      <CheckoutHeader />
      <VerifyEmailPanel />
      <CheckoutPage />
    </div>
  );
}
