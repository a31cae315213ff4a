import { useServerRender } from './server-render';

/**
 * False while the page shows the server's first screen (on the server, and while React hydrates
 * that HTML), true once the app has taken it over, and at once on a page the app draws itself.
 * Parts that show what only the browser knows (the signed-in shopper, scroll position, motion
 * setting) draw the server's version first, so hydration finds exactly the HTML it was sent, then
 * update in the first-screen transition (main.tsx), in short slices rather than in a re-render
 * React would do at once, in one task, right after hydrating.
 */
export const useHydrated = (): boolean => !useServerRender();
