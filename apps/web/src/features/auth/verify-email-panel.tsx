import { useSession } from '../../api/session-store';
import { t } from '../../i18n';
import { VerifyEmailForm, WithEmail } from './verify-email-form';

/**
 * Shown at checkout (and on Account Details) while the signed-in account's address is unproven:
 * orders wait for the code, the cart stays. Nothing when the address is proven or nobody is in.
 */
export function VerifyEmailPanel({ heading }: { heading?: string }) {
  const user = useSession((state) => (state.loggedIn ? state.user : null));
  // An account stored by an older version of the app has no such field yet: the server decides.
  // An account signed up with a mobile number alone has no address to prove.
  if (!user || user.email_verified !== false || user.email === '') return null;
  return (
    <section
      aria-labelledby="verify-email-heading"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50/60 p-4 sm:p-6"
    >
      <h2 id="verify-email-heading" className="text-lg font-semibold text-ink">
        {heading ?? t('auth.verifyCheckoutHeading')}
      </h2>
      <p className="mt-1 mb-4 text-slate-700">
        <WithEmail text={(mark) => t('auth.verifyCheckoutIntro', { email: mark })} email={user.email} />
      </p>
      <VerifyEmailForm email={user.email} onVerified={() => undefined} />
    </section>
  );
}
