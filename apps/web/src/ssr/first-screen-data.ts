import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The <script type="application/json"> holding the query answers the server rendered with. */
export const FIRST_SCREEN_DATA_ID = 'pasal-first-screen-data';

/**
 * Puts the server's answers into the app's query cache before the first render, so the app draws
 * exactly what the server drew instead of skeletons and a second round of API calls. True when
 * the page carries the server's first screen (and its data), which the app then hydrates.
 */
export function adoptFirstScreenData(queryClient: QueryClient): boolean {
  const element = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element?.textContent) return false;
  try {
    hydrate(queryClient, JSON.parse(element.textContent) as DehydratedState);
    return true;
  } catch {
    // A damaged script only costs the head start: the queries fetch as usual, and the app draws
    // the page afresh instead of hydrating HTML it has no data for.
    return false;
  }
}
