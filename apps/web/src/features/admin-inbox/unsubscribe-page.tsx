import { NEWSLETTER_UNSUBSCRIBE_MESSAGES } from '@pasal/contract';
import { CheckCircle2, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/spinner';
import { withMarkup } from '../content';
import { t } from '../../i18n';
import { useUnsubscribe, useUnsubscribeState } from './api';
import { staffFailureMessage } from '../../api/failure-message';

// The page behind every newsletter e-mail's unsubscribe link. Opening it changes nothing (mail
// scanners open links on their own); the button unsubscribes. The token in the link is the only
// key: no sign-in. Mail programs' own one-click button POSTs to the API directly (RFC 8058).

function Card({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto my-12 w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:my-20 sm:p-8">
      {children}
    </div>
  );
}

export function UnsubscribePage({ token }: { token: string }) {
  const state = useUnsubscribeState(token);
  const unsubscribe = useUnsubscribe(token);

  if (token === '') {
    return (
      <Card>
        <h1 className="text-2xl font-bold text-ink">{t('content.unsubscribeTitle')}</h1>
        <p className="mt-3 text-slate-700">{NEWSLETTER_UNSUBSCRIBE_MESSAGES.missingToken}</p>
      </Card>
    );
  }
  if (unsubscribe.isSuccess || state.data?.data.subscribed === false) {
    return (
      <Card>
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-emerald-700" />
        <h1 className="mt-4 text-2xl font-bold text-ink">{t('content.unsubscribeDoneTitle')}</h1>
        <p role="status" className="mt-3 text-slate-700">
          {t('content.unsubscribeDoneText')}
        </p>
        <Link to="/" className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('content.unsubscribeBack')}
        </Link>
      </Card>
    );
  }
  if (state.isError) {
    return (
      <Card>
        <h1 className="text-2xl font-bold text-ink">{t('content.unsubscribeTitle')}</h1>
        <div className="mt-4 text-left">
          <FormAlert message={staffFailureMessage(state.error)} />
        </div>
        <Link to="/" className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('content.unsubscribeBack')}
        </Link>
      </Card>
    );
  }
  if (!state.data) {
    return (
      <Card>
        <h1 className="text-2xl font-bold text-ink">{t('content.unsubscribeTitle')}</h1>
        <Spinner label={t('content.unsubscribeLoading')} className="mt-4 justify-center" />
      </Card>
    );
  }
  return (
    <Card>
      <MailX aria-hidden="true" className="mx-auto size-12 text-brand-700" />
      <h1 className="mt-4 text-2xl font-bold text-ink">{t('content.unsubscribeTitle')}</h1>
      <p className="mt-3 text-slate-700">
        {withMarkup(t('content.unsubscribeConfirm', { email: state.data.data.email ?? '' }), (email) => (
          <strong className="break-all text-ink">{email}</strong>
        ))}
      </p>
      {unsubscribe.isError ? (
        <div className="mt-4 text-left">
          <FormAlert message={staffFailureMessage(unsubscribe.error)} />
        </div>
      ) : null}
      <Button
        className="mt-6 w-full sm:w-auto"
        loading={unsubscribe.isPending}
        loadingText={t('content.unsubscribeBusy')}
        onClick={() => unsubscribe.mutate()}
      >
        {t('content.unsubscribeButton')}
      </Button>
      <p className="mt-4 text-sm text-slate-600">{t('content.unsubscribeNote')}</p>
    </Card>
  );
}
