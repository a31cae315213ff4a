import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { NE_REFUSALS, NEPALI_MESSAGE_TABLE, setMessageTable, setRefusalTexts } from '@pasal/contract';
import { activateLocale } from './src/i18n';
import { en } from './src/i18n/catalogues/en';
import { server } from './src/testing/server';

// findBy… and waitFor give up after 1 s by default: on a busy 2-core machine (the whole suite at
// once) a screen's answer to a click can take longer, and a test failed that passes alone in 0.6 s.
// Waiting longer changes nothing for a test that fails: it fails, later.
configure({ asyncUtilTimeout: 5_000 });

// Components speak the active language; tests read the specification's English unless a test
// switches to Nepali itself (and switches back).
activateLocale('en', en);
// The browser loads this with the Nepali catalogue; tests that switch to Nepali expect it there.
setMessageTable(NEPALI_MESSAGE_TABLE);
setRefusalTexts(NE_REFUSALS);

// Children React cannot tell apart (two with one key, or a list without keys) are a defect, not
// noise in the log: the test that renders them fails.
const reportError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const [first] = args;
  if (typeof first === 'string' && /two children with the same key|unique "key" prop/.test(first)) {
    throw new Error(`React: ${first.replaceAll('%s', () => String(args.splice(1, 1)[0]))}`);
  }
  reportError(...args);
};

// The one fake API (src/testing): a request no test route answers fails instead of going out.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});

// Node's BroadcastChannel reaches every worker thread of the process, so under the threads pool a
// token one test file posted on 'pasal-session' arrived in another file's test. A browser's channel
// stays inside its origin, as this one stays inside its test file: same-name instances of this
// module (one per file) hear each other, and a message arrives as a task, as in a browser. The real
// setTimeout is kept here, before any test fakes timers, since Node's delivery ignores fake timers too.
const deliverLater = globalThis.setTimeout;
const openChannels = new Map<string, Set<FileChannel>>();
class FileChannel extends EventTarget {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  #open = true;
  constructor(readonly name: string) {
    super();
    const peers = openChannels.get(name) ?? new Set<FileChannel>();
    peers.add(this);
    openChannels.set(name, peers);
  }
  postMessage(message: unknown): void {
    if (!this.#open) throw new DOMException('BroadcastChannel is closed.', 'InvalidStateError');
    for (const peer of openChannels.get(this.name) ?? []) {
      if (peer === this) continue;
      const data = structuredClone(message);
      deliverLater(() => peer.#receive(data), 0);
    }
  }
  #receive(data: unknown): void {
    if (!this.#open) return;
    const event = new MessageEvent('message', { data });
    this.dispatchEvent(event);
    this.onmessage?.(event);
  }
  close(): void {
    this.#open = false;
    openChannels.get(this.name)?.delete(this);
  }
}
globalThis.BroadcastChannel = FileChannel as unknown as typeof BroadcastChannel;

// jsdom lacks these browser APIs that carousels, sliders and dialogs use.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
