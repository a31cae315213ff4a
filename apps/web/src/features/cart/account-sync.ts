import { CART_PATHS, type ServerCartResponse } from '@pasal/contract';
import { apiRequest } from '../../api/http';
import { useSession } from '../../api/session-store';
import { lineFromServer, toLineInput } from './cart-lines';
import { useCart } from './cart-store';

// The cart follows a signed-in shopper (beyond the spec). The browser's cart stays the one the
// pages read; this module keeps the account's server copy in step with it:
// - on login (or the first page load of a session this browser has not merged yet) the browser's
//   lines and the server's are merged, and the merged cart becomes the browser's (merged again
//   when the shopper changed the cart here while the first merge was on its way);
// - on a later page load while signed in the server's copy (changed on another device) wins,
//   unless the shopper changed the cart here while it was on its way (a line added, the cart
//   emptied by a paid order): that change is newer, and it is saved over the server's copy;
// - every change while signed in is saved to the server (debounced); until its save is answered
//   the change is marked unsaved in localStorage, so a page loaded before the save went out (a
//   quick tap, then a link that reloads the page) keeps it and saves it instead of taking the
//   server's older copy;
// - on logout the account's cart leaves this browser.

/** Changes within this many milliseconds are saved in one request. */
const CART_SAVE_DELAY_MS = 300;

let started = false;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
/** Counts this tab's own changes to the lines, so a server answer can tell whether it is older. */
let localChanges = 0;

/** localStorage key: the id of the account whose cart has a change here that its server copy lacks. */
export const UNSAVED_CART_KEY = 'pasal-cart-unsaved';

function unsavedFor(userId: number): boolean {
  try {
    return localStorage.getItem(UNSAVED_CART_KEY) === String(userId);
  } catch {
    return false;
  }
}

function markUnsaved(userId: number | null): void {
  try {
    if (userId === null) localStorage.removeItem(UNSAVED_CART_KEY);
    else localStorage.setItem(UNSAVED_CART_KEY, String(userId));
  } catch {
    // Storage full or blocked: the cart still saves; only a reload within the save delay may lose a change.
  }
}

function currentUserId(): number | null {
  const session = useSession.getState();
  return session.loggedIn && session.user ? session.user.id : null;
}

async function reconcile(): Promise<void> {
  const userId = currentUserId();
  const { ownerId, lines } = useCart.getState();
  if (userId === null) {
    if (ownerId !== null) useCart.getState().replaceFromServer([], null);
    markUnsaved(null);
    return;
  }
  const changesBefore = localChanges;
  if (ownerId === userId && unsavedFor(userId)) {
    // A change made here (on this page or before a reload) never reached the server: it is newer
    // than the server's copy, so it is saved rather than replaced.
    scheduleSave();
    return;
  }
  try {
    const fetchOnly = ownerId === userId;
    const response = fetchOnly
      ? await apiRequest<ServerCartResponse>(CART_PATHS.cart)
      : await apiRequest<ServerCartResponse>(CART_PATHS.cartMerge, {
          method: 'POST',
          body: { items: lines.map(toLineInput) },
        });
    // The shopper may have signed out (or another one in) while the request was on its way.
    if (currentUserId() !== userId) return;
    if (localChanges !== changesBefore) {
      // The copy read is older than the shopper's change here, whose save is already scheduled.
      if (fetchOnly) return;
      // A merge's answer holds account lines this browser never had, but taking it would drop a
      // line added here meanwhile (a tap on Add to Cart while the app was signing in). Merging
      // again with today's lines keeps both; the server keeps the larger quantity of a line, so
      // nothing doubles. (A line removed meanwhile comes back from the first merge: the rarer loss.)
      return reconcile();
    }
    useCart.getState().replaceFromServer(response.data.map(lineFromServer), userId);
  } catch {
    // Offline or the server is busy: the browser's cart keeps working; the next load tries again.
  }
}

function scheduleSave(): void {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    const userId = currentUserId();
    const { ownerId, lines } = useCart.getState();
    if (userId === null || ownerId !== userId) return;
    const changesBefore = localChanges;
    apiRequest(CART_PATHS.cart, { method: 'PUT', body: { items: lines.map(toLineInput) } }).then(
      () => {
        // Saved, unless another change came meanwhile (its own save clears the mark).
        if (localChanges === changesBefore && unsavedFor(userId)) markUnsaved(null);
      },
      () => {
        // Kept in the browser and still marked unsaved; the next change or page load saves it again.
      },
    );
  }, CART_SAVE_DELAY_MS);
}

/** Starts following the session (idempotent). Called by the header's cart button. */
export function startCartSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void reconcile();
  useSession.subscribe((session, previous) => {
    if (session.loggedIn !== previous.loggedIn || session.user?.id !== previous.user?.id) void reconcile();
  });
  useCart.subscribe((state, previous) => {
    if (state.lines !== previous.lines && !state.fromRemote) {
      localChanges += 1;
      const userId = currentUserId();
      if (userId !== null && state.ownerId === userId) markUnsaved(userId);
      scheduleSave();
    }
  });
}
