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
   * Clears this process only, for a writer whose own statement already sent the NOTIFY
   * (`SELECT pg_notify(CATALOG_CHANGED_CHANNEL, '')`, delivered to the others when it commits).
   */
  clearLocal(): void;
  /** Starts listening for other processes' invalidations. */
  listen(): Promise<void>;
  close(): Promise<void>;
  readonly size: number;
}

export const CATALOG_CHANGED_CHANNEL = 'pasal_catalog_changed';
const CHANNEL = CATALOG_CHANGED_CHANNEL;
const MAX_ENTRIES = 5000;

export function createCatalogCache(options: { pool: pg.Pool; databaseUrl: string; enabled: boolean }): CatalogCache {
  const entries = new Map<string, string>();
  let listener: pg.Client | null = null;
  let closed = false;

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
    clearLocal() {
      entries.clear();
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
      entries.clear();
      await listener?.end().catch(() => undefined);
      listener = null;
    },
  };
}
