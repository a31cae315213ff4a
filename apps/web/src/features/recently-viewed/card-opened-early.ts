import { CARD_OPENED_EARLY_KEY } from '@pasal/contract';

// Spec §2: clicking a product card records it as recently viewed. A card tapped before the app has
// taken over the server's HTML is followed by the browser alone, so the page's loader
// (apps/server/src/modules/seo/first-screen.ts) notes the path it opened, and the product page
// asks here whether it was opened that way.

/** True once if the card followed last, before the app loaded, opened `pathname`; the note is used up. */
export function takeCardOpenedEarly(pathname: string): boolean {
  try {
    if (sessionStorage.getItem(CARD_OPENED_EARLY_KEY) !== pathname) return false;
    sessionStorage.removeItem(CARD_OPENED_EARLY_KEY);
    return true;
  } catch {
    // Storage refused (private mode, quota): nothing was noted.
    return false;
  }
}
