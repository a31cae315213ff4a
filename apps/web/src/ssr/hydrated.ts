import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the server's HTML (and on the server), true from then on. Parts that
 * show what only the browser knows (the signed-in shopper, scroll position, motion setting) draw
 * the server's version first, so hydration finds exactly the HTML it was sent, then update.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
