import { isNepaliMobile, nepaliPhoneKey } from '@pasal/contract';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/connection.js';
import { smsParts } from './parts.js';
import { SmsSendError, type SmsMessage, type SmsSender } from './senders.js';

// The SMS queue, built like the mail queue (mail/outbox.ts): a message is a row written by the
// transaction that makes the change it reports, and one background loop per process hands the due
// ones to the sender. A batch is claimed with FOR UPDATE SKIP LOCKED and leased, so two processes
// never send the same message. Unlike e-mail, a row is kept once settled (sent or failed) with the
// provider's answer: text messages cost money per part, and the shop may want to see what went.

/** Attempts before a message is given up (status failed). */
export const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** How long a claimed batch is left to its process before another may send it. */
export const LEASE_MS = 10 * 60_000;
const KICK_DELAY_MS = 50;

/** Wait before attempt n + 1: 1 min, 2, 4 … capped at one hour. */
export function smsRetryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

interface QueuedRow {
  to: string;
  text: string;
  parts: number;
}

/**
 * The rows to queue as JSON: each number as 10 digits ("+977 984-1234567" is 9841234567), and a
 * number that is not a Nepali mobile dropped (a landline takes no SMS). An empty text is dropped too.
 */
export function smsRowsJson(messages: readonly SmsMessage[]): string {
  const rows: QueuedRow[] = [];
  for (const message of messages) {
    const to = nepaliPhoneKey(message.to);
    if (!isNepaliMobile(to) || message.text.trim() === '') continue;
    rows.push({ to, text: message.text, parts: smsParts(message.text).parts });
  }
  return JSON.stringify(rows);
}

/**
 * The statement that queues messages (smsRowsJson's JSON: values, placeholders or an expression),
 * for use inside the statement or transaction that makes the change they report.
 */
export function queueSmsJsonSql(rowsJson: string | Placeholder | SQL, at: Date | Placeholder): SQL {
  return sql`INSERT INTO sms_outbox (to_number, text, parts, next_attempt_at, created_at)
    SELECT value->>'to', value->>'text', (value->>'parts')::integer, ${at}::timestamptz, ${at}::timestamptz
    FROM jsonb_array_elements(${rowsJson}::jsonb)`;
}

interface Logger {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface SmsOutbox {
  /** False when the shop sends no SMS (production without credentials): enqueue then queues nothing. */
  readonly enabled: boolean;
  /** Queues messages; with a transaction they are queued only if it commits. Call kick() after. */
  enqueue(db: DbOrTx, messages: readonly SmsMessage[]): Promise<void>;
  /** Sends what is due soon (after a commit that queued messages). */
  kick(): void;
  /** Sends everything due now and resolves when done (tests). */
  drain(): Promise<void>;
  /** Polls for retries and for messages a stopped process left behind. */
  startPolling(intervalMs?: number): void;
  close(): Promise<void>;
}

/** `sender` null: the shop sends no SMS, and nothing is queued. */
export function createSmsOutbox(options: {
  db: Database;
  sender: SmsSender | null;
  now: () => number;
  log: Logger;
}): SmsOutbox {
  const { db, sender, now, log } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let kickTimer: NodeJS.Timeout | undefined;

  async function settle(id: number, attempts: number, outcome: { receipt: unknown } | { error: unknown }) {
    if ('receipt' in outcome) {
      await db.execute(sql`
        UPDATE sms_outbox SET status = 'sent', attempts = ${attempts}, sent_at = ${new Date(now())},
          provider_response = ${JSON.stringify(outcome.receipt)}::jsonb, last_error = NULL
        WHERE id = ${id}`);
      return;
    }
    const error = outcome.error;
    const permanent = error instanceof SmsSendError && error.permanent;
    const giveUp = permanent || attempts >= MAX_ATTEMPTS;
    const response = error instanceof SmsSendError ? error.response : null;
    await db.execute(sql`
      UPDATE sms_outbox SET attempts = ${attempts},
        status = ${giveUp ? 'failed' : 'pending'},
        last_error = ${String((error as Error).message ?? error).slice(0, 500)},
        provider_response = ${JSON.stringify(response)}::jsonb,
        next_attempt_at = ${new Date(now() + smsRetryDelayMs(attempts))}
      WHERE id = ${id}`);
    log[giveUp ? 'error' : 'warn'](
      { err: error, smsId: id, attempts },
      giveUp ? 'SMS given up' : 'SMS failed; will retry',
    );
  }

  /** Claims a batch by leasing it (as the mail queue does), sends it, and settles each message. */
  async function sendBatch(active: SmsSender): Promise<number> {
    const claimed = await db.execute<{ id: number; to_number: string; text: string; attempts: number }>(sql`
      UPDATE sms_outbox SET next_attempt_at = ${new Date(now() + LEASE_MS)}
      WHERE id IN (
        SELECT id FROM sms_outbox
        WHERE status = 'pending' AND next_attempt_at <= ${new Date(now())}
        ORDER BY next_attempt_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, to_number, text, attempts`);
    for (const row of claimed.rows.sort((a, b) => a.id - b.id)) {
      const attempts = row.attempts + 1;
      try {
        const receipt = await active.send({ to: row.to_number, text: row.text });
        await settle(row.id, attempts, { receipt });
      } catch (error) {
        await settle(row.id, attempts, { error });
      }
    }
    return claimed.rows.length;
  }

  function run(): Promise<void> {
    if (!sender) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        while (!closed && (await sendBatch(sender)) === BATCH);
      } while (again && !closed);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'SMS outbox run failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    enabled: sender !== null,
    async enqueue(tx, messages) {
      if (!sender || messages.length === 0) return;
      await tx.execute(queueSmsJsonSql(smsRowsJson(messages), new Date(now())));
    },
    kick() {
      if (closed || !sender || kickTimer) return;
      kickTimer = setTimeout(() => {
        kickTimer = undefined;
        void run();
      }, KICK_DELAY_MS);
    },
    async drain() {
      await run();
      while (running) await running;
    },
    startPolling(intervalMs = 30_000) {
      if (!sender) return;
      timer ??= setInterval(() => void run(), intervalMs);
      timer.unref();
      void run();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      if (kickTimer) clearTimeout(kickTimer);
      while (running) await running;
    },
  };
}
