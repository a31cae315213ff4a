import { Link } from 'react-router';
import { shopLogo, shopName, shopShortName, t } from '../../i18n';

export function Logo({ className = '', onClick }: { className?: string; onClick?: () => void }) {
  // The owner's uploaded logo, or the standard mark (issue #32); the name beside it, its short form on a phone.
  const logo = shopLogo();
  const name = shopName();
  const short = shopShortName();
  return (
    <Link
      to="/"
      aria-label={t('layout.logoLabel')}
      onClick={onClick}
      className={`inline-flex min-w-0 items-center gap-2 ${className}`}
    >
      {logo ? (
        <img src={logo.src} width={logo.width} height={32} alt="" className="h-8 w-auto shrink-0" />
      ) : (
        <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
          <rect width="32" height="32" rx="9" fill="#c2410c" className="fill-brand-700" />
          <path
            d="M9 24V8h8.2c3.6 0 5.8 2 5.8 5.1s-2.2 5.2-5.8 5.2H13V24H9Zm4-9h3.8c1.4 0 2.2-.7 2.2-1.9s-.8-1.8-2.2-1.8H13V15Z"
            fill="#fff"
          />
        </svg>
      )}
      {short === name ? (
        <span className="truncate text-xl font-bold tracking-tight whitespace-nowrap text-ink">{name}</span>
      ) : (
        <>
          <span className="truncate text-xl font-bold tracking-tight whitespace-nowrap text-ink sm:hidden">
            {short}
          </span>
          <span className="hidden truncate text-xl font-bold tracking-tight whitespace-nowrap text-ink sm:inline">
            {name}
          </span>
        </>
      )}
    </Link>
  );
}
