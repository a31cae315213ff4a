import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';

// The mail queue: messages are rows (schema.ts) written by the request that causes them, and one
// background loop per process hands them to the mailer. The request never waits for composing or
// writing an e-mail (which cost more CPU than placing the order), and an e-mail the mailer could
// not take is tried again later instead of being dropped.

/** Attempts before a message is given up (it stays in the table with its last error). */
export const MAX_ATTEMPTS = 10;
const BATCH = 50;
/** How long a process may take to send a claimed message before another process may retry it. */
const LEASE_MS = 5 * 60_000;

/** Wait before attempt n + 1: 1 min, 2, 4 … capped at 2 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 * 60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

interface Logger {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface MailOutbox {
  /** Queues messages; with a transaction they are queued only if it commits. */
  enqueue(db: DbOrTx, messages: readonly MailMessage[]): Promise<void>;
  /** Starts sending what is due now (after a commit that queued mail). */
  kick(): void;
  /** Sends everything due now and resolves when done (tests, shutdown). */
  drain(): Promise<void>;
  /** Polls for retries and for mail a stopped process left behind. */
  startPolling(intervalMs?: number): void;
  close(): Promise<void>;
}

export function createMailOutbox(options: { db: DbOrTx; mailer: Mailer; now: () => number; log: Logger }): MailOutbox {
  const { db, mailer, now, log } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  /** Claims a batch (a lease, so a second process skips it) and sends it; false when none was due. */
  async function sendBatch(): Promise<boolean> {
    const claimedAt = new Date(now());
    const claimed = await db.execute<{ id: number; message: MailMessage; attempts: number }>(sql`
      UPDATE mail_outbox m SET attempts = m.attempts + 1, next_attempt_at = ${new Date(claimedAt.getTime() + LEASE_MS)}
      FROM (SELECT id FROM mail_outbox WHERE attempts < ${MAX_ATTEMPTS} AND next_attempt_at <= ${claimedAt}
            ORDER BY next_attempt_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED) due
      WHERE m.id = due.id
      RETURNING m.id, m.message, m.attempts`);
    if (claimed.rows.length === 0) return false;
    const sent: number[] = [];
    for (const row of claimed.rows) {
      try {
        await mailer.send(row.message);
        sent.push(row.id);
      } catch (error) {
        const giveUp = row.attempts >= MAX_ATTEMPTS;
        log[giveUp ? 'error' : 'warn'](
          { err: error, to: row.message.to, subject: row.message.subject, attempts: row.attempts },
          giveUp ? 'e-mail given up after repeated failures' : 'e-mail failed; will retry',
        );
        await db.execute(sql`
          UPDATE mail_outbox SET last_error = ${String((error as Error).message ?? error).slice(0, 500)},
            next_attempt_at = ${new Date(now() + retryDelayMs(row.attempts))}
          WHERE id = ${row.id}`);
      }
    }
    if (sent.length > 0) await db.execute(sql`DELETE FROM mail_outbox WHERE id = ANY(${sql.param(sent)}::bigint[])`);
    return true;
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        while (!closed && (await sendBatch()));
      } while (again && !closed);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'mail outbox run failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    async enqueue(tx, messages) {
      if (messages.length === 0) return;
      await tx.execute(sql`
        INSERT INTO mail_outbox (message, next_attempt_at, created_at)
        SELECT value, ${new Date(now())}, ${new Date(now())} FROM jsonb_array_elements(${JSON.stringify(messages)}::jsonb)`);
    },
    kick() {
      if (!closed) void run();
    },
    async drain() {
      await run();
      // A kick during the last batch may have started another pass.
      while (running) await running;
    },
    startPolling(intervalMs = 30_000) {
      timer ??= setInterval(() => void run(), intervalMs);
      timer.unref();
      void run();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      while (running) await running;
    },
  };
}
