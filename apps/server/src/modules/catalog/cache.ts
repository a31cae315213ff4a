import pg from 'pg';

/** 'stock': an order moved stock; 'catalogue': products, prices or ratings may have changed. */
export type CatalogChange = 'catalogue' | 'stock';

/**
 * In-process cache of catalogue responses (already serialised JSON). Any catalogue write clears
 * it here and, through PostgreSQL LISTEN/NOTIFY, in every other server process on the same
 * database, so no process keeps serving an old price or stock figure.
 */
export interface CatalogCache {
  get(key: string): string | undefined;
  set(key: string, body: string): void;
  /**
   * Call after a transaction that changed products, stock or ratings has committed. 'stock' (an
   * order cancelled or expired) leaves caches of product facts without stock alone (generation).
   */
  invalidate(change?: 'catalogue' | 'stock'): Promise<void>;
  /**
   * For stock moves of placed orders: clears this process now and tells the others within
   * ANNOUNCE_DELAY_MS, with one NOTIFY for every change in that time. A NOTIFY inside each order's
   * own transaction would make every order's commit queue for PostgreSQL's one notification lock.
   */
  announceSoon(): void;
  /**
   * Starts listening for other processes' invalidations (also with the response cache off: the
   * search index follows the same announcements).
   */
  listen(): Promise<void>;
  /**
   * Calls `listener` on every change announced here or heard from another process (and after the
   * listening connection was lost, as a catalogue change). Returns the unsubscribe function.
   */
  onChange(listener: (change: CatalogChange) => void): () => void;
  /**
   * Changes with every catalogue change other than a placed order's stock move, here or in another
   * process: caches of product facts that leave stock out (the order pricing cache) compare it.
   */
  readonly generation: number;
  readonly enabled: boolean;
  close(): Promise<void>;
  readonly size: number;
}

const CHANNEL = 'pasal_catalog_changed';
/** The NOTIFY payload of a stock move; any other (or none) means prices or products may have changed. */
const STOCK_MOVED = 'stock';
const RECONNECT_DELAY_MS = 1000;
const MAX_ENTRIES = 5000;
/** How long other processes may show a stock figure an order has just changed. */
export const ANNOUNCE_DELAY_MS = 50;

export function createCatalogCache(options: { pool: pg.Pool; databaseUrl: string; enabled: boolean }): CatalogCache {
  const entries = new Map<string, string>();
  let listener: pg.Client | null = null;
  let closed = false;
  let announceTimer: NodeJS.Timeout | undefined;
  let generation = 0;
  const listeners = new Set<(change: CatalogChange) => void>();
  const tell = (change: CatalogChange) => {
    for (const listener of listeners) listener(change);
  };
  const forgetAll = () => {
    entries.clear();
    generation += 1;
    tell('catalogue');
  };
  const forgetStock = () => {
    entries.clear();
    tell('stock');
  };

  function announceNow(): Promise<void> {
    clearTimeout(announceTimer);
    announceTimer = undefined;
    // A failed NOTIFY means the database is unreachable, and then the other processes' listeners
    // have lost their connection too and cleared their caches themselves.
    return options.pool.query(`NOTIFY ${CHANNEL}, '${STOCK_MOVED}'`).then(
      () => undefined,
      () => undefined,
    );
  }

  /** Tries again every second until the database answers (or the cache is closed). */
  function reconnectSoon(): void {
    if (closed) return;
    setTimeout(() => void connectListener().catch(reconnectSoon), RECONNECT_DELAY_MS).unref();
  }

  async function connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on('notification', (message) => {
      if (message.payload === STOCK_MOVED) forgetStock();
      else forgetAll();
    });
    client.on('error', () => {
      // The connection dropped (database restart): clear what we may have missed and reconnect.
      forgetAll();
      listener = null;
      reconnectSoon();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
    // A change made while the listener was away was not heard.
    forgetAll();
  }

  return {
    get size() {
      return entries.size;
    },
    get generation() {
      return generation;
    },
    enabled: options.enabled,
    get(key) {
      return options.enabled ? entries.get(key) : undefined;
    },
    set(key, body) {
      if (!options.enabled) return;
      // Simple bound: a full cache starts over rather than tracking recency on every hit.
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, body);
    },
    announceSoon() {
      forgetStock();
      if (!closed) announceTimer ??= setTimeout(() => void announceNow(), ANNOUNCE_DELAY_MS);
    },
    async invalidate(change = 'catalogue') {
      if (change === 'stock') forgetStock();
      else forgetAll();
      await options.pool.query(change === 'stock' ? `NOTIFY ${CHANNEL}, '${STOCK_MOVED}'` : `NOTIFY ${CHANNEL}`);
    },
    async listen() {
      if (!listener) await connectListener();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      if (announceTimer) await announceNow();
      forgetAll();
      await listener?.end().catch(() => undefined);
      listener = null;
    },
  };
}
