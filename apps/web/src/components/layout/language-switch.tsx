import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { recordAccountLanguage } from '../../api/account-language';
import { renewalInFlight } from '../../api/http';
import { useSession } from '../../api/session-store';
import { activeLocale, LOCALE_PARAM, t, type Locale } from '../../i18n';

/** This page's address in the other language: the same path and filters, with ?lang=. */
export function addressIn(locale: Locale, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(LOCALE_PARAM, locale);
  return `${pathname}?${params.toString()}`;
}

/**
 * English ⇄ नेपाली. A full page load, not an in-app navigation: the server remembers the choice
 * (cookie) and draws the page in the new language from its first byte. A signed-in shopper's
 * account takes the new language first, for its e-mails (issue #30).
 */
export function LanguageSwitch({ className = '', onSwitch }: { className?: string; onSwitch?: () => void }) {
  const { pathname, search } = useLocation();
  const other: Locale = activeLocale() === 'ne' ? 'en' : 'ne';
  const href = addressIn(other, pathname, search);
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={t('common.switchLanguageLabel')}
      className={className}
      onClick={(event) => {
        onSwitch?.();
        // A session renewal under way finishes first: leaving now would lose its new cookie.
        const renewal = renewalInFlight();
        const signedIn = useSession.getState().loggedIn;
        if (!renewal && !signedIn) return;
        event.preventDefault();
        void Promise.resolve(renewal)
          .catch(() => undefined)
          .then(() => recordAccountLanguage(other))
          .finally(() => window.location.assign(href));
      }}
    >
      <Languages aria-hidden="true" className="size-5 shrink-0" />
      <span>{t('common.switchLanguage')}</span>
    </a>
  );
}
