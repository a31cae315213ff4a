import { afterEach, describe, expect, it } from 'vitest';
import { createTokenKeeper, type TabBus, type TabMessage, type TokenKeeper, type TurnTaking } from './shared-token';

// Issue 30, defect 1: the tabs of one browser share one session and renew its token once, however
// many need it at that moment. These tabs share a fake browser: one lock for turns (as Web Locks)
// and a channel whose messages take a while (as a BroadcastChannel to a busy tab may), so a lock
// can be handed over before the message that came with it.

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One lock, handed over in the order asked, at once (a Web Lock's release grants the next). */
function oneLock(): TurnTaking {
  let locked = false;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else locked = false;
  };
  const run = async <T>(task: () => Promise<T>): Promise<T> => {
    try {
      return await task();
    } finally {
      release();
    }
  };
  return {
    async take(task) {
      if (locked) await new Promise<void>((resolve) => queue.push(resolve));
      else locked = true;
      return run(task);
    },
    async takeIfFree(task) {
      if (locked) return null;
      locked = true;
      return { value: await run(task) };
    },
  };
}

interface FakeBrowser {
  /** Tokens the fake server issued, in order; every call to it is a renewal. */
  renewals: string[];
  /** Messages posted on the channel, by tab. */
  posted: { from: string; message: TabMessage }[];
  serverDown: boolean;
  tab(name: string, options?: { signedIn?: boolean; token?: string }): FakeTab;
  /** A message from a tab these tests do not drive. */
  say(from: string, message: TabMessage): void;
}

interface FakeTab {
  keeper: TokenKeeper;
  signedIn: boolean;
  /** Messages this tab received. */
  heard: TabMessage[];
}

const openBrowsers: { closed: boolean }[] = [];
afterEach(() => {
  for (const browser of openBrowsers.splice(0)) browser.closed = true;
});

function browser(
  options: { locks?: boolean; messageDelayMs?: number; renewalMs?: number; answerWaitMs?: number } = {},
): FakeBrowser {
  const lock = options.locks === false ? null : oneLock();
  const listeners = new Map<string, (message: TabMessage) => void>();
  const state = { closed: false };
  openBrowsers.push(state);
  const fake: FakeBrowser = {
    renewals: [],
    posted: [],
    serverDown: false,
    say(from, message) {
      fake.posted.push({ from, message });
      for (const [other, listener] of listeners)
        if (other !== from)
          setTimeout(() => {
            if (!state.closed) listener(structuredClone(message));
          }, options.messageDelayMs ?? 0);
    },
    tab(name, tabOptions = {}) {
      const bus: TabBus = {
        post: (message) => fake.say(name, message),
        listen(listener) {
          listeners.set(name, (message) => {
            tab.heard.push(message);
            listener(message);
          });
        },
      };
      const tab: FakeTab = {
        signedIn: tabOptions.signedIn ?? true,
        heard: [],
        keeper: createTokenKeeper({
          bus,
          turns: lock,
          now: () => Date.now(),
          signedIn: () => tab.signedIn,
          answerWaitMs: options.answerWaitMs ?? 60,
          // The refresh call as api/http.ts makes it: the answer's token is set, which hands it over.
          async fetchToken() {
            await sleep(options.renewalMs ?? 20);
            if (fake.serverDown) return null;
            const token = `T${fake.renewals.length + 1}`;
            fake.renewals.push(token);
            tab.keeper.set(token);
            return token;
          },
        }),
      };
      if (tabOptions.token) {
        tab.keeper.set(tabOptions.token);
        fake.posted.length = 0;
      }
      return tab;
    },
  };
  return fake;
}

describe('tabs renewing the access token', () => {
  it('renew it once when it expires in two tabs at the same moment: the second takes the first one’s token', async () => {
    // The hand-over message is slower than the lock: the waiting tab gets its turn first.
    const shop = browser({ messageDelayMs: 15 });
    const checkout = shop.tab('checkout', { token: 'T0' });
    const products = shop.tab('products', { token: 'T0' });
    await sleep(20);
    const answers = await Promise.all([checkout.keeper.renew(), products.keeper.renew()]);
    expect(shop.renewals).toEqual(['T1']);
    expect(answers).toEqual(['T1', 'T1']);
    expect(products.keeper.current()).toBe('T1');
    expect(checkout.keeper.current()).toBe('T1');
  });

  it('renew it once for three tabs', async () => {
    const shop = browser({ messageDelayMs: 10 });
    const tabs = ['a', 'b', 'c'].map((name) => shop.tab(name, { token: 'T0' }));
    await sleep(20);
    const answers = await Promise.all(tabs.map((tab) => tab.keeper.renew()));
    expect(shop.renewals).toEqual(['T1']);
    expect(answers).toEqual(['T1', 'T1', 'T1']);
  });

  it('a request refused with the old token after the other tab’s renewal uses the token already handed over', async () => {
    const shop = browser();
    const checkout = shop.tab('checkout', { token: 'T0' });
    const products = shop.tab('products', { token: 'T0' });
    // The products tab sent a request with T0; meanwhile the checkout renewed and handed T1 over.
    await checkout.keeper.renew();
    await sleep(5);
    expect(products.keeper.current()).toBe('T1');
    // Now the refusal of T0 comes back: no renewal, the token in hand is newer.
    await expect(products.keeper.renew('T0')).resolves.toBe('T1');
    expect(shop.renewals).toEqual(['T1']);
  });

  it('a tab opened while another renews waits for it and takes its token', async () => {
    const shop = browser({ messageDelayMs: 5, renewalMs: 40 });
    const checkout = shop.tab('checkout', { token: 'T0' });
    const renewing = checkout.keeper.renew();
    await sleep(5);
    const opened = shop.tab('new tab');
    await expect(opened.keeper.renew()).resolves.toBe('T1');
    await renewing;
    expect(shop.renewals).toEqual(['T1']);
  });

  it('a lone tab renews at once, without listening for other tabs first', async () => {
    // Were it to listen for an answer, it would wait these 10 seconds for nobody.
    const shop = browser({ answerWaitMs: 10_000 });
    const only = shop.tab('only', { token: 'T0' });
    const started = Date.now();
    await expect(only.keeper.renew()).resolves.toBe('T1');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(shop.posted.map((post) => post.message.type)).toEqual(['token']);
  });

  it('renews on its own when the tab before it brought nothing (its renewal failed)', async () => {
    const shop = browser({ messageDelayMs: 5 });
    const first = shop.tab('first', { token: 'T0' });
    const second = shop.tab('second', { token: 'T0' });
    shop.serverDown = true;
    const failing = first.keeper.renew();
    await sleep(1);
    const waiting = second.keeper.renew();
    await expect(failing).resolves.toBeNull();
    shop.serverDown = false;
    // It asked, heard only the expired token, and renewed itself after listening briefly.
    await expect(waiting).resolves.toBe('T1');
    expect(shop.posted.some((post) => post.from === 'second' && post.message.type === 'ask')).toBe(true);
    expect(shop.renewals).toEqual(['T1']);
  });

  it('never takes a token got too long ago, nor goes back to an older one, when a tab that is behind hands one over', async () => {
    const shop = browser({ messageDelayMs: 1, renewalMs: 40 });
    const renewer = shop.tab('renewer', { token: 'T0' });
    const opened = shop.tab('new tab');
    const renewing = renewer.keeper.renew();
    await sleep(1);
    const waiting = opened.keeper.renew();
    // A tab that missed the last hand-overs answers the question with what it holds, 20 minutes old.
    shop.say('behind', { type: 'token', access: 'EXPIRED', obtainedAt: Date.now() - 20 * 60_000 });
    await expect(waiting).resolves.toBe('T1');
    await renewing;
    expect(shop.renewals).toEqual(['T1']);
    shop.say('behind', { type: 'token', access: 'OLDER', obtainedAt: Date.now() - 60_000 });
    await sleep(5);
    expect(opened.keeper.current()).toBe('T1');
  });

  it('a signed-out tab neither takes tokens nor hands its own out', async () => {
    const shop = browser({ messageDelayMs: 1 });
    // A tab still holding a token when the browser was signed out (it is only dropped on sign-out).
    const signedOut = shop.tab('signed out', { signedIn: false });
    signedOut.keeper.set('LEFT-BEHIND');
    const renewer = shop.tab('renewer', { token: 'T0' });
    const waiter = shop.tab('waiter', { token: 'T0' });
    shop.posted.length = 0;
    // The renewer's renewal fails, so the waiter asks the other tabs, then renews itself.
    shop.serverDown = true;
    const failing = renewer.keeper.renew();
    await sleep(1);
    const waiting = waiter.keeper.renew();
    await failing;
    shop.serverDown = false;
    await expect(waiting).resolves.toBe('T1');
    expect(shop.posted.some((post) => post.from === 'waiter' && post.message.type === 'ask')).toBe(true);
    expect(shop.posted.filter((post) => post.from === 'signed out')).toEqual([]);
    await sleep(5);
    expect(signedOut.keeper.current()).toBe('LEFT-BEHIND');
  });

  it('without Web Locks (not a secure context) each tab renews on its own and they end on one token', async () => {
    const shop = browser({ locks: false, messageDelayMs: 1 });
    const first = shop.tab('first', { token: 'T0' });
    const second = shop.tab('second', { token: 'T0' });
    await Promise.all([first.keeper.renew(), second.keeper.renew()]);
    // Two renewals: the server answers the one cookie presented twice with the same successor.
    expect(shop.renewals).toHaveLength(2);
    await sleep(10);
    expect(first.keeper.current()).toBe(second.keeper.current());
  });
});
