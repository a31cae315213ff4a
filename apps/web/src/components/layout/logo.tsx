import { Link } from 'react-router';
import { shopName, t } from '../../i18n';

export function Logo({ className = '', onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      aria-label={t('layout.logoLabel')}
      onClick={onClick}
      className={`inline-flex min-w-0 items-center gap-2 ${className}`}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="9" fill="#c2410c" />
        <path
          d="M9 24V8h8.2c3.6 0 5.8 2 5.8 5.1s-2.2 5.2-5.8 5.2H13V24H9Zm4-9h3.8c1.4 0 2.2-.7 2.2-1.9s-.8-1.8-2.2-1.8H13V15Z"
          fill="#fff"
        />
      </svg>
      <span className="truncate text-xl font-bold tracking-tight whitespace-nowrap text-ink">{shopName()}</span>
    </Link>
  );
}
