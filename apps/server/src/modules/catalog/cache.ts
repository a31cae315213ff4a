import pg from 'pg';

/**
 * In-process cache of catalogue responses (already serialised JSON). Any catalogue write clears
 * it here and, through PostgreSQL LISTEN/NOTIFY, in every other server process on the same
 * database, so no process keeps serving an old price or stock figure.
 */
export interface CatalogCache {
  get(key: string): string | undefined;
  set(key: string, body: string): void;
  /** Call after a transaction that changed products, stock or ratings has committed. */
  invalidate(): Promise<void>;
  /**
   * For stock moves of placed orders: clears this process now and tells the others within
   * ANNOUNCE_DELAY_MS, with one NOTIFY for every change in that time. A NOTIFY inside each order's
   * own transaction would make every order's commit queue for PostgreSQL's one notification lock.
   */
  announceSoon(): void;
  /** Starts listening for other processes' invalidations. */
  listen(): Promise<void>;
  close(): Promise<void>;
  readonly size: number;
}

const CHANNEL = 'pasal_catalog_changed';
const MAX_ENTRIES = 5000;
/** How long other processes may show a stock figure an order has just changed. */
export const ANNOUNCE_DELAY_MS = 50;

export function createCatalogCache(options: { pool: pg.Pool; databaseUrl: string; enabled: boolean }): CatalogCache {
  const entries = new Map<string, string>();
  let listener: pg.Client | null = null;
  let closed = false;
  let announceTimer: NodeJS.Timeout | undefined;

  function announceNow(): Promise<void> {
    clearTimeout(announceTimer);
    announceTimer = undefined;
    // A failed NOTIFY means the database is unreachable, and then the other processes' listeners
    // have lost their connection too and cleared their caches themselves.
    return options.pool.query(`NOTIFY ${CHANNEL}`).then(
      () => undefined,
      () => undefined,
    );
  }

  async function connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on('notification', () => entries.clear());
    client.on('error', () => {
      // The connection dropped (database restart): clear what we may have missed and reconnect.
      entries.clear();
      listener = null;
      if (!closed) setTimeout(() => void connectListener().catch(() => undefined), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  }

  return {
    get size() {
      return entries.size;
    },
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
      entries.clear();
      if (!closed) announceTimer ??= setTimeout(() => void announceNow(), ANNOUNCE_DELAY_MS);
    },
    async invalidate() {
      entries.clear();
      await options.pool.query(`NOTIFY ${CHANNEL}`);
    },
    async listen() {
      if (options.enabled && !listener) await connectListener();
    },
    async close() {
      closed = true;
      if (announceTimer) await announceNow();
      entries.clear();
      await listener?.end().catch(() => undefined);
      listener = null;
    },
  };
}
