import { t } from '../i18n';

/** A small rotating ring. With a label it announces itself as a status to screen readers. */
export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className={`inline-flex items-center gap-2 ${className}`}>
      <span
        aria-hidden="true"
        data-spinner=""
        className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600 motion-reduce:[animation-duration:1.5s]"
      />
      {label ? <span>{label}</span> : <span className="sr-only">{t('common.loading')}</span>}
    </span>
  );
}
