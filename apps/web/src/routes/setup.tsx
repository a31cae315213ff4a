import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AppToaster } from '../components/layout/app-toaster';
import { LanguageSwitch } from '../components/layout/language-switch';
import { Logo } from '../components/layout/logo';
import { PageMeta } from '../components/page-meta';
import { Button } from '../components/ui/button';
import { SetupForm, useSetupStatus } from '../features/setup';
import { t } from '../i18n';

/**
 * /setup: a shop without an admin is set up here (issue #32). No shop header or footer: the shop
 * is not the owner's yet. Once an admin exists the page sends people to the sign-in.
 */
export function Component() {
  const status = useSetupStatus();
  const navigate = useNavigate();
  const done = status.data === 'done';

  useEffect(() => {
    if (!done) return;
    toast.info(t('setup.done'));
    void navigate('/login', { replace: true });
  }, [done, navigate]);

  return (
    <>
      <PageMeta title={t('setup.metaTitle')} description={t('setup.metaDescription')} noIndex />
      <main id="main" className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-8 sm:py-12">
        <div className="w-full max-w-xl">
          <div className="mb-6 flex items-center justify-between gap-3">
            <Logo />
            <LanguageSwitch className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-slate-700 transition hover:bg-slate-100 hover:text-ink" />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight text-ink">{t('setup.heading')}</h1>
            {status.isPending || done ? (
              <p role="status" className="mt-4 text-slate-700">
                {t('setup.checking')}
              </p>
            ) : status.isError ? (
              <div role="alert" className="mt-4 text-slate-800">
                <p>{t('setup.loadFailed')}</p>
                <Button variant="secondary" size="sm" className="mt-3" onClick={() => void status.refetch()}>
                  {t('setup.tryAgain')}
                </Button>
              </div>
            ) : (
              <>
                <p className="mt-1 text-slate-700">{t('setup.intro')}</p>
                <SetupForm />
              </>
            )}
          </div>
        </div>
      </main>
      <AppToaster />
    </>
  );
}
