import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../api/session-store';
import { PageMeta } from '../../components/page-meta';
import { linkClass } from '../../components/ui/text-link';
import { VerifyEmailForm, WithEmail } from '../../features/auth';
import { t } from '../../i18n';

interface VerifyState {
  email?: unknown;
  /** Where the shopper was going before sign-up (a redirect to checkout), kept for the login. */
  from?: unknown;
}

/**
 * /verify-email: sign-up's second step (docs/rules/accounts.md#e-mail-verification). The address
 * comes from sign-up (navigation state) or the signed-in account.
 */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = (typeof location.state === 'object' && location.state !== null ? location.state : {}) as VerifyState;
  const user = useSession((session) => (session.loggedIn ? session.user : null));
  const email = typeof state.email === 'string' && state.email !== '' ? state.email : (user?.email ?? null);
  const onVerified = () => {
    if (user) void navigate('/', { replace: true });
    else void navigate('/login', { replace: true, state: state.from });
  };

  return (
    <>
      <PageMeta title={t('auth.verifyMetaTitle')} description={t('auth.verifyMetaDescription')} noIndex />
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('auth.verifyHeading')}</h1>
      {email ? (
        <>
          <p className="mt-1 text-slate-600">
            <WithEmail text={(mark) => t('auth.verifyIntro', { email: mark })} email={email} />
          </p>
          <div className="mt-6">
            <VerifyEmailForm email={email} onVerified={onVerified} />
          </div>
          {user ? null : (
            <p className="mt-6 text-center text-sm text-slate-700">
              <Link to="/login" state={state.from} className={linkClass}>
                {t('auth.verifyLater')}
              </Link>
            </p>
          )}
        </>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-slate-700">{t('auth.verifyNeedsEmail')}</p>
          <Link to="/signup" className={linkClass}>
            {t('auth.signUpLink')}
          </Link>
        </div>
      )}
    </>
  );
}
