import { CARD_OPENED_EARLY_KEY, type CardOpenedEarlyNote, type Product } from '@pasal/contract';
import { fetchProduct } from '../../api/catalog';
import { recordRecentlyViewed } from './store';

// Clicking a product card records it as recently viewed (docs/rules/catalogue.md#product-card). A
// card tapped before the app has taken over the server's HTML is followed by the browser alone, so
// the page's loader (apps/server/src/modules/seo/first-screen.ts) notes the path it opened, and the
// product page asks here whether it was opened that way.

/** The loader's note, if there is one (storage can be refused: private mode, quota). */
function readNote(): CardOpenedEarlyNote | null {
  try {
    const raw = sessionStorage.getItem(CARD_OPENED_EARLY_KEY);
    if (!raw) return null;
    const note = JSON.parse(raw) as Partial<CardOpenedEarlyNote>;
    return typeof note.path === 'string' && typeof note.page === 'number' ? { path: note.path, page: note.page } : null;
  } catch {
    return null;
  }
}

function forgetNote(): void {
  try {
    sessionStorage.removeItem(CARD_OPENED_EARLY_KEY);
  } catch {
    // Storage refused: there is nothing to forget.
  }
}

/** True once if the card followed last, before the app loaded, opened `pathname`; the note is used up. */
export function takeCardOpenedEarly(pathname: string): boolean {
  if (readNote()?.path !== pathname) return false;
  forgetNote();
  return true;
}

/**
 * A card followed before the app loaded, whose product page was then left before that page had
 * recorded it (its app still loading or hydrating, on a slow phone), is recorded by the next page,
 * reading the product from the API. Call with each page's path; the product page itself records
 * its own visit (takeCardOpenedEarly).
 *
 * A note this page wrote itself is left alone: the browser is on its way to that product page
 * (this page's app can still finish loading meanwhile), and the product page records it.
 */
export async function recordCardOpenedElsewhere(
  pathname: string,
  {
    load = fetchProduct,
    record = recordRecentlyViewed,
    page = performance.timeOrigin,
  }: { load?: (slug: string) => Promise<Product>; record?: (product: Product) => void; page?: number } = {},
): Promise<void> {
  const note = readNote();
  if (!note || note.path === pathname || note.page === page) return;
  forgetNote();
  const slug = /^\/products\/([^/]+)$/.exec(note.path)?.[1];
  if (!slug) return;
  try {
    record(await load(decodeURIComponent(slug)));
  } catch {
    // The product is gone or the shop is unreachable: there is nothing to show for it.
  }
}
