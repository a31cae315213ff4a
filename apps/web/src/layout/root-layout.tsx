import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useServerRender } from '../ssr/server-render';
import { Header } from './header';
import { t } from '../i18n';

// Below the fold on every page: its code arrives after the page itself, keeping the first load small.
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));
// Toasts only follow something the shopper did, so Sonner can arrive just after the page.
const AppToaster = lazy(() =>
  import('../components/layout/app-toaster').then((module) => ({ default: module.AppToaster })),
);

export function RootLayout() {
  const { pathname } = useLocation();
  // Not in the server's first screen (their code is not loaded yet): they follow hydration.
  const serverRender = useServerRender();
  // Every path change scrolls to the top (docs/rules/content.md#routes). Not the first page: the
  // browser placed it, and a shopper may have scrolled the server's HTML before the app took over.
  // A block body: Chromium 156's scrollTo returns a Promise, which React would take for the
  // effect's cleanup.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-ink shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('layout.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        <Outlet />
      </main>
      {serverRender ? null : (
        <>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </>
      )}
    </div>
  );
}
