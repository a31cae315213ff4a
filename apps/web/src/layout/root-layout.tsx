import { COMPARE_PAGE_PATH } from '@pasal/contract';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useCompare } from '../features/compare';
import { useServerRender } from '../ssr/server-render';
import { Header } from './header';
import { AnnouncementBar } from '../components/layout/announcement-bar';
import { t } from '../i18n';

// Below the fold on every page: its code arrives after the page itself, keeping the first load small.
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));
// Toasts only follow something the shopper did, so Sonner can arrive just after the page.
const AppToaster = lazy(() =>
  import('../components/layout/app-toaster').then((module) => ({ default: module.AppToaster })),
);
// The compare bar (issue #35): its code arrives only once a product is chosen to compare.
const CompareTray = lazy(() =>
  import('../features/compare/compare-tray').then((module) => ({ default: module.CompareTray })),
);

/** The compare bar while products are chosen, on every page but the comparison itself. */
function ChosenToCompare({ pathname }: { pathname: string }) {
  const chosen = useCompare((state) => state.items.length > 0);
  if (!chosen || pathname === COMPARE_PAGE_PATH) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}

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
      {/* The header is fixed (a sticky one in the flow lost the scroll of a tap made while the app
          loads): this block takes its height, and the owner's announcement (issue #32) sits right
          under it, in the flow, so the page below starts after both. */}
      <div className="pt-16">
        <AnnouncementBar />
      </div>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {serverRender ? null : (
        <>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
          <ChosenToCompare pathname={pathname} />
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </>
      )}
    </div>
  );
}
