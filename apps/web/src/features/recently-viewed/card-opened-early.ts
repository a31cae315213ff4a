import { CARD_OPENED_EARLY_KEY, type Product } from '@pasal/contract';
import { fetchProduct } from '../../api/catalog';
import { recordRecentlyViewed } from './store';

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

/**
 * A card followed before the app loaded, whose product page was then left before that page had
 * recorded it (its app still loading or hydrating, on a slow phone), is recorded by the next page,
 * reading the product from the API. Call with each page's path; the product page itself records
 * its own visit (takeCardOpenedEarly).
 */
export async function recordCardOpenedElsewhere(
  pathname: string,
  {
    load = fetchProduct,
    record = recordRecentlyViewed,
  }: { load?: (slug: string) => Promise<Product>; record?: (product: Product) => void } = {},
): Promise<void> {
  let noted: string | null;
  try {
    noted = sessionStorage.getItem(CARD_OPENED_EARLY_KEY);
    if (!noted || noted === pathname) return;
    sessionStorage.removeItem(CARD_OPENED_EARLY_KEY);
  } catch {
    return; // storage refused: nothing was noted
  }
  const slug = /^\/products\/([^/]+)$/.exec(noted)?.[1];
  if (!slug) return;
  try {
    record(await load(decodeURIComponent(slug)));
  } catch {
    // The product is gone or the shop is unreachable: there is nothing to show for it.
  }
}
