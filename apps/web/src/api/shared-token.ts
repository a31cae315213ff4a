/**
 * The access token of one tab, shared with the other tabs of the browser
 * (docs/rules/accounts.md#sessions-and-tokens).
 *
 * Every tab holds the token in memory only. Renewing it spends the refresh cookie, which all tabs
 * share: two tabs renewing on their own would present one cookie twice, the sign of a copied
 * token. So tabs take turns (Web Locks), a tab hands every token it gets from the server to the
 * others (BroadcastChannel), and a tab that had to wait for its turn takes the token the tab
 * before it brought instead of renewing once more: one renewal per expiry, whatever the number of
 * tabs. Whether it waited is what tells it to look: a tab whose turn came at once renews without
 * delay, as a lone tab does on every page load.
 */

/** A token and when this browser got it from the server (this computer's clock, the same in every tab). */
interface HeldToken {
  access: string;
  obtainedAt: number;
}

/** What tabs say to each other: a token one of them holds, or a question for the current one. */
export type TabMessage = ({ type: 'token' } & HeldToken) | { type: 'ask' };

/** How tabs reach each other (a BroadcastChannel in a browser): a message reaches every tab but the sender. */
export interface TabBus {
  post(message: TabMessage): void;
  listen(listener: (message: TabMessage) => void): void;
}

/** One tab at a time (Web Locks in a browser). */
export interface TurnTaking {
  /** Runs `task` once no other tab is running one. */
  take<T>(task: () => Promise<T>): Promise<T>;
  /** Runs `task` if no other tab is running one now; null (and nothing run) if one is. */
  takeIfFree<T>(task: () => Promise<T>): Promise<{ value: T } | null>;
}

export interface TokenKeeperOptions {
  /** Null where there is no BroadcastChannel (the server's first-screen render). */
  bus: TabBus | null;
  /**
   * Null where there are no Web Locks: a page on a plain-http address other than this computer
   * is not a secure context. Tabs then renew on their own, and the server answers a cookie
   * presented twice within seconds with the same successor (docs/api-auth.md), so that costs a
   * second renewal, never the session.
   */
  turns: TurnTaking | null;
  now(): number;
  /** The refresh call: a new token from the server, or null. Runs during this tab's turn. */
  fetchToken(): Promise<string | null>;
  /** A signed-out tab neither takes tokens from the others nor hands its own out. */
  signedIn(): boolean;
  /** How long a tab that waited its turn listens for the token the tab before it brought. */
  answerWaitMs?: number;
}

export interface TokenKeeper {
  current(): string | null;
  /** A token from the server (sign-in, refresh, password change), handed to the other tabs; null forgets it. */
  set(access: string | null): void;
  /**
   * A working token in place of `refused` (the one a request was refused with; by default the one
   * held): one another tab brought meanwhile, else a renewal; null when none can be had.
   */
  renew(refused?: string | null): Promise<string | null>;
  /** The renewal under way in this tab, if any. */
  inFlight(): Promise<string | null> | null;
}

function isTabMessage(data: unknown): data is TabMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type === 'ask') return true;
  return message.type === 'token' && typeof message.access === 'string' && typeof message.obtainedAt === 'number';
}

/** The tabs' channel in a browser; null elsewhere (Node has BroadcastChannel too, and an open one keeps a process alive). */
export function browserTabBus(name: string): TabBus | null {
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) =>
      channel.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (isTabMessage(event.data)) listener(event.data);
      }),
  };
}

/** Turns through the Web Locks API; null where it is missing (not a secure context, the server). */
export function webLockTurns(name: string): TurnTaking | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return null;
  // The lock is held until the callback's promise settles; `request` answers with its result
  // (lib.dom types that answer as a promise of the promise, hence the awaits).
  return {
    async take(task) {
      return await locks.request(name, () => task());
    },
    async takeIfFree(task) {
      return await locks.request(name, { ifAvailable: true }, async (lock) => (lock ? { value: await task() } : null));
    },
  };
}

/** A token got this recently is taken from another tab rather than renewed. */
const RECENT_MS = 60_000;

export function createTokenKeeper(options: TokenKeeperOptions): TokenKeeper {
  const { bus, turns, now, fetchToken, signedIn } = options;
  const answerWaitMs = options.answerWaitMs ?? 500;
  let held: HeldToken | null = null;
  let renewing: Promise<string | null> | null = null;
  /** Renewals waiting for another tab's token, told of every token taken. */
  const waiting = new Set<() => void>();

  function adopt(token: HeldToken): void {
    // Never back to an older token: answers to a question come from every tab, some behind.
    // Two got in the same millisecond are ordered by their text, so every tab keeps the same one.
    if (
      held &&
      (token.obtainedAt < held.obtainedAt || (token.obtainedAt === held.obtainedAt && token.access <= held.access))
    )
      return;
    held = { access: token.access, obtainedAt: token.obtainedAt };
    for (const check of [...waiting]) check();
  }

  bus?.listen((message) => {
    if (!signedIn()) return;
    if (message.type === 'ask') {
      if (held) bus.post({ type: 'token', ...held });
      return;
    }
    adopt(message);
  });

  /**
   * A token to use instead of renewing: not the refused one, and got from the server within
   * RECENT_MS (an access token lives 15 minutes, so it has most of its life). The token held only
   * ever moves on to a newer one, so one other than the refused one is newer than it.
   */
  function usable(refused: string | null): string | null {
    if (!held || held.access === refused) return null;
    return now() - held.obtainedAt <= RECENT_MS ? held.access : null;
  }

  /**
   * The token the tab before this one brought. Its hand-over is usually here already; when the
   * turn came first, the other tabs are asked. Null if none comes in time (that tab's renewal
   * failed, or the page that made it was left before the answer came).
   */
  function answerFromOtherTabs(refused: string | null): Promise<string | null> {
    const found = usable(refused);
    if (found || !bus) return Promise.resolve(found);
    return new Promise((resolve) => {
      const check = () => {
        const token = usable(refused);
        if (token) finish(token);
      };
      const finish = (token: string | null) => {
        clearTimeout(timer);
        waiting.delete(check);
        resolve(token);
      };
      const timer = setTimeout(() => finish(null), answerWaitMs);
      waiting.add(check);
      bus.post({ type: 'ask' });
    });
  }

  return {
    current: () => held?.access ?? null,
    set(access) {
      held = access ? { access, obtainedAt: now() } : null;
      if (held) {
        bus?.post({ type: 'token', ...held });
        for (const check of [...waiting]) check();
      }
    },
    renew(refused = held?.access ?? null) {
      // Another tab's renewal may have brought a token since the refused request left.
      const ready = usable(refused);
      if (ready) return Promise.resolve(ready);
      renewing ??= (async () => {
        const turn = async (waited: boolean) =>
          usable(refused) ?? (waited ? await answerFromOtherTabs(refused) : null) ?? (await fetchToken());
        try {
          if (!turns) return await turn(false);
          const atOnce = await turns.takeIfFree(() => turn(false));
          return atOnce ? atOnce.value : await turns.take(() => turn(true));
        } finally {
          renewing = null;
        }
      })();
      return renewing;
    },
    inFlight: () => renewing,
  };
}
