import type { SessionUser } from '@pasal/contract';
import { create } from 'zustand';

/**
 * The signed-in shopper as the browser keeps it: the user object and a logged-in flag only
 * (docs/rules/accounts.md#sessions-and-tokens). The access token lives in memory (api/http.ts) and
 * the refresh token in an HttpOnly cookie the page cannot read.
 *
 * The entry is in localStorage in both cases, so every tab of the browser shares it (a new tab is
 * signed in like the others, and one tab signing out signs them all out). Without 'Remember me'
 * the entry must still end with the browser, like the refresh cookie does: a session cookie of our
 * own (no expiry, so the browser drops it on close) vouches for it, and an entry without it is an
 * old browser session's, removed when read.
 */
const STORAGE_KEY = 'pasal-session';
const BROWSER_SESSION_COOKIE = 'pasal_browser_session';

interface StoredSession {
  user: SessionUser;
  loggedIn: true;
  /** false: ends with the browser (no 'Remember me'). Entries written before this field count as remembered. */
  remember?: boolean;
}

interface SessionState {
  user: SessionUser | null;
  loggedIn: boolean;
  signIn(user: SessionUser, remember: boolean): void;
  updateUser(user: SessionUser): void;
  signOut(): void;
}

function browserSessionAlive(): boolean {
  return document.cookie.split('; ').includes(`${BROWSER_SESSION_COOKIE}=1`);
}

function markBrowserSession(on: boolean): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = on
    ? `${BROWSER_SESSION_COOKIE}=1; Path=/; SameSite=Strict${secure}`
    : `${BROWSER_SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
}

function readStored(): StoredSession | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredSession;
    if (stored.remember === false && !browserSessionAlive()) {
      localStorage.removeItem(STORAGE_KEY);
      return null;
    }
    return stored;
  } catch {
    localStorage.removeItem(STORAGE_KEY);
    return null;
  }
}

/**
 * Writes only a change: every write is a storage event in every other tab, and a write that
 * removed the entry before setting it again made the other tabs see a sign-out for a moment
 * (they dropped their access token, refreshed, wrote back: tabs kept each other refreshing).
 */
function write(user: SessionUser | null, remember: boolean): void {
  // Entries of the earlier per-tab storage go: the shared entry is the one source.
  sessionStorage.removeItem(STORAGE_KEY);
  if (!user) {
    if (localStorage.getItem(STORAGE_KEY) !== null) localStorage.removeItem(STORAGE_KEY);
    markBrowserSession(false);
    return;
  }
  markBrowserSession(!remember);
  const next = JSON.stringify({ user, loggedIn: true, remember } satisfies StoredSession);
  if (localStorage.getItem(STORAGE_KEY) !== next) localStorage.setItem(STORAGE_KEY, next);
}

const initial = readStored();

export const useSession = create<SessionState>()((set, get) => ({
  user: initial?.user ?? null,
  loggedIn: initial !== null,
  signIn(user, remember) {
    write(user, remember);
    set({ user, loggedIn: true });
  },
  updateUser(user) {
    if (get().loggedIn) write(user, readStored()?.remember ?? true);
    if (JSON.stringify(user) !== JSON.stringify(get().user)) set({ user });
  },
  signOut() {
    write(null, false);
    set({ user: null, loggedIn: false });
  },
}));

// Another tab signing in or out, or changing the user, changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    const stored = readStored();
    const { user, loggedIn } = useSession.getState();
    if (loggedIn === (stored !== null) && JSON.stringify(user) === JSON.stringify(stored?.user ?? null)) return;
    useSession.setState({ user: stored?.user ?? null, loggedIn: stored !== null });
  });
}
