import { Spinner } from '../../components/spinner';
import { t } from '../../i18n';

/** While the blog's posts load, or when they could not be: a way to try again. */
export function BlogStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (!failed) return <Spinner label={t('content.blogLoading')} className="py-10 text-slate-700" />;
  return (
    <div role="alert" className="rounded-2xl border border-slate-300 bg-slate-50 px-6 py-8 text-center text-slate-700">
      <p>{t('content.blogLoadFailed')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 inline-flex min-h-11 items-center rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:border-brand-700 hover:text-brand-700"
      >
        {t('content.blogRetry')}
      </button>
    </div>
  );
}
