import type { SessionUser } from '@pasal/contract';
import { create } from 'zustand';

/**
 * The signed-in shopper as the browser keeps it: the user object and a logged-in flag only
 * (docs/rules/accounts.md#sessions-and-tokens). The access token lives in memory (api/http.ts) and
 * the refresh token in an HttpOnly cookie the page cannot read. 'Remember me' keeps the entry in
 * localStorage across browser restarts; without it sessionStorage ends it with the browser.
 */
const STORAGE_KEY = 'pasal-session';

interface StoredSession {
  user: SessionUser;
  loggedIn: true;
}

interface SessionState {
  user: SessionUser | null;
  loggedIn: boolean;
  signIn(user: SessionUser, remember: boolean): void;
  updateUser(user: SessionUser): void;
  signOut(): void;
}

function readStored(): StoredSession | null {
  if (typeof window === 'undefined') return null;
  for (const storage of [localStorage, sessionStorage]) {
    try {
      const raw = storage.getItem(STORAGE_KEY);
      if (raw) return JSON.parse(raw) as StoredSession;
    } catch {
      storage.removeItem(STORAGE_KEY);
    }
  }
  return null;
}

function write(user: SessionUser | null, remember: boolean): void {
  localStorage.removeItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
  if (user) (remember ? localStorage : sessionStorage).setItem(STORAGE_KEY, JSON.stringify({ user, loggedIn: true }));
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
    const remember = localStorage.getItem(STORAGE_KEY) !== null;
    if (get().loggedIn) write(user, remember);
    set({ user });
  },
  signOut() {
    write(null, false);
    set({ user: null, loggedIn: false });
  },
}));

// Another tab signing in or out changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    const stored = readStored();
    useSession.setState({ user: stored?.user ?? null, loggedIn: stored !== null });
  });
}
