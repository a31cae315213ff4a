// Taps on the server's HTML before hydration. Until the app has taken over, nothing listens to a
// button: the page's loader (apps/server/src/modules/seo/first-screen.ts) holds such taps, and the
// app clicks them again once hydrated, so a shopper on a slow phone who taps "Add to Cart" at once
// is not ignored.

interface EarlyClicks {
  /** Stops holding taps and hands over the controls tapped so far, oldest first. */
  release(): Element[];
}

declare global {
  interface Window {
    __pasalEarlyClicks?: EarlyClicks;
  }
}

/** Call once, after hydration: clicks again every held control that is still on the page. */
export function replayEarlyClicks(): void {
  const early = window.__pasalEarlyClicks;
  if (!early) return;
  delete window.__pasalEarlyClicks;
  for (const control of early.release()) {
    if (control.isConnected && control instanceof HTMLElement) control.click();
  }
}
