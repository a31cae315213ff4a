import './zod-without-eval';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client';
import { loadSharedMessages } from './i18n';
import { createRouter } from './router';
import { replayEarlyClicks } from './ssr/early-clicks';
import { adoptFirstScreenData } from './ssr/first-screen-data';
import { ServerRenderContext } from './ssr/server-render';
import './index.css';

const queryClient = createQueryClient();

/**
 * Hydration draws the page exactly as the server did (its first screen only), so React adopts the
 * HTML already on screen instead of building it again; what the server leaves out (below the
 * fold, footer, head tags) follows in a transition, in slices that keep the phone responsive.
 */
function FirstScreen({ children }: { children: ReactNode }) {
  const [serverScreen, setServerScreen] = useState(true);
  useEffect(() => {
    // Hydrated: the page's controls answer now, including those tapped while it was loading.
    replayEarlyClicks();
    startTransition(() => setServerScreen(false));
  }, []);
  return <ServerRenderContext.Provider value={serverScreen}>{children}</ServerRenderContext.Provider>;
}

function mount(router: ReturnType<typeof createRouter>, hasFirstScreen: boolean) {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  if (hasFirstScreen) {
    // In a transition, hydration works in short slices instead of one long task that would keep
    // the phone from responding while the page is already on screen.
    startTransition(() => {
      hydrateRoot(container, <FirstScreen>{app}</FirstScreen>);
    });
    return;
  }
  // index.html's app shell (pages the server does not render): a plain render replaces it.
  startTransition(() => createRoot(container).render(app));
}

// The page's language is the one the server wrote into <html lang> (the shopper's choice). Every
// module brings its own words (vite.config.ts, messageWords); a Nepali page also needs the Nepali
// of the contract's shared messages (validation and server messages) before a form or an error
// shows them: see the start below for when they load.
if (document.documentElement.lang === 'ne') void import('./i18n/devanagari-font.css');

// A card followed before the app loaded is recorded by its product page, or, when that page is
// left before it could, by the next page (card-opened-early.ts). Drawing the page does not wait
// for it: its code (and the catalogue's API client) loads beside the page's own.
const recentlyViewed = import('./features/recently-viewed');
const recordCardOpened = (pathname: string) =>
  void recentlyViewed.then((feature) => feature.recordCardOpenedElsewhere(pathname));

// The start runs in a task of its own once the code has been evaluated: on a phone, evaluating
// the app and starting it (the server's data adopted, the address matched, its screen's code
// asked for) made one task long enough to hold up a tap.
setTimeout(() => {
  const hasFirstScreen = adoptFirstScreenData(queryClient);
  const router = createRouter();
  recordCardOpened(window.location.pathname);
  router.subscribe((state) => recordCardOpened(state.location.pathname));
  // The server's HTML (or index.html's app shell) stays on screen until the first route's code has
  // arrived: hydration needs every component of the page, and the shell must not flash blank.
  const routerReady = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  // A page the server drew shows none of the shared messages until the shopper acts (a form's
  // error): it starts without them and they load once it has, so a Nepali page's first download is
  // no bigger than an English one's (issue #37). The app shell draws everything itself, so it waits.
  if (hasFirstScreen)
    void routerReady.then(() => {
      mount(router, hasFirstScreen);
      void loadSharedMessages();
    });
  else void Promise.all([loadSharedMessages(), routerReady]).then(() => mount(router, hasFirstScreen));
});
