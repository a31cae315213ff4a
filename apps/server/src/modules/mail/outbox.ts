import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/connection.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';

// The mail queue: messages are rows (schema.ts) written by the statement or transaction that makes
// the change they report, and one background loop per process hands them to the mailer. The
// request never waits for composing or writing an e-mail (which cost more CPU than placing the
// order), and an e-mail the mailer could not take is tried again later instead of being dropped.

/** Attempts before a message is given up (it stays in the table with its last error). */
export const MAX_ATTEMPTS = 10;
const BATCH = 50;
/**
 * How long a claimed batch is left to its process before another may send it: longer than a batch
 * takes even against a slow SMTP server, short enough that mail a crashed process held goes soon.
 */
export const LEASE_MS = 10 * 60_000;
/** Queued mail waits this long for more to send together (one claim and one delete per batch). */
const KICK_DELAY_MS = 50;
/**
 * While the server is busy answering requests, each message waits for a quiet moment, looking
 * every YIELD_STEP_MS, but never longer than MAX_YIELD_MS: composing and writing an e-mail costs
 * more CPU than the order it reports, so during a rush the mail waits and the shoppers don't, and
 * under load that never eases the queue still moves (at least 1000 / MAX_YIELD_MS messages a second).
 */
const YIELD_STEP_MS = 10;
export const MAX_YIELD_MS = 100;

/**
 * A queued e-mail: the mailer's message plus header lines of its own (a newsletter's
 * List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). The row keeps them and the mailer hands
 * them to SMTP as they are; a message without them is queued and sent exactly as before.
 */
export type OutboxMessage = MailMessage;

/**
 * A queued e-mail to be written when it is sent: the name of a template the app registered
 * (createMailOutbox's `templates`) and the facts it needs. A request that queues one does not pay
 * for composing the e-mail (a cash-on-delivery order's two cost more CPU than recording the order);
 * the background loop does, at a quiet moment.
 */
interface TemplatedMail {
  template: string;
  to: string;
  params: unknown;
}

/** Writes a templated e-mail's subject and body from its params; throws if they are not its own. */
export type MailTemplate = (params: unknown) => Omit<MailMessage, 'to' | 'headers'>;

/** What a mail_outbox row holds: a finished message, or a template to write at sending. */
export type QueuedMail = OutboxMessage | TemplatedMail;

function isTemplated(message: QueuedMail): message is TemplatedMail {
  return 'template' in message;
}

const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;
/** Headers the mailer writes itself from the message's own fields: never set twice. */
const RESERVED_HEADERS = new Set(['from', 'to', 'cc', 'bcc', 'subject', 'reply-to', 'date', 'message-id']);

/**
 * Refuses a header that could break the message: a line break in a value (header injection), a
 * malformed name, or one of the fields the mailer writes itself. A programming error, thrown before
 * anything is queued.
 */
function checkHeaders(messages: readonly OutboxMessage[]): void {
  for (const { headers } of messages) {
    for (const [name, value] of Object.entries(headers ?? {})) {
      if (!HEADER_NAME.test(name) || RESERVED_HEADERS.has(name.toLowerCase()) || /[\r\n]/.test(value)) {
        throw new Error(`mail header ${JSON.stringify(name)} cannot be queued`);
      }
    }
  }
}

/** Wait before attempt n + 1: 1 min, 2, 4 … capped at 2 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 * 60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The statement that queues messages, for use inside the statement or transaction that makes the
 * change they report (e.g. `WITH …, queued AS (${queueMailSql(…)}) SELECT …`): no extra commit.
 */
export function queueMailSql(messages: readonly OutboxMessage[], at: Date): SQL {
  checkHeaders(messages);
  return queueMailJsonSql(JSON.stringify(messages), at);
}

/**
 * queueMailSql with the messages as a JSON array: values, placeholders (db/prepared.ts
 * fixedStatement) or an expression of the statement's own. A message to no one is not queued:
 * an account signed up with a mobile number alone has no e-mail (users.email ''), and every
 * e-mail to an account passes here, so none of them needs to ask first.
 */
export function queueMailJsonSql(messagesJson: string | Placeholder | SQL, at: Date | Placeholder): SQL {
  return sql`INSERT INTO mail_outbox (message, next_attempt_at, created_at)
    SELECT value, ${at}::timestamptz, ${at}::timestamptz FROM jsonb_array_elements(${messagesJson}::jsonb)
    WHERE value->>'to' <> ''`;
}

interface Logger {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface MailOutbox {
  /** Queues messages; with a transaction they are queued only if it commits. Call kick() after. */
  enqueue(db: DbOrTx, messages: readonly OutboxMessage[]): Promise<void>;
  /** Sends what is due soon (after a commit that queued mail); kicks close together share a batch. */
  kick(): void;
  /** Sends everything due now and resolves when done (tests, benchmarks). */
  drain(): Promise<void>;
  /** Polls for retries and for mail a stopped process left behind. */
  startPolling(intervalMs?: number): void;
  close(): Promise<void>;
}

export function createMailOutbox(options: {
  db: Database;
  mailer: Mailer;
  now: () => number;
  log: Logger;
  /** True while the server is answering requests (countInFlight); unset: never busy. */
  busy?: () => boolean;
  /** The templates that queued rows may name (TemplatedMail). */
  templates?: Readonly<Record<string, MailTemplate>>;
}): MailOutbox {
  const { db, mailer, now, log, busy, templates = {} } = options;

  /** The message to send; a template that is unknown or refuses its params fails like a mailer would. */
  function written(message: QueuedMail): MailMessage {
    if (!isTemplated(message)) return message;
    const template = Object.hasOwn(templates, message.template) ? templates[message.template] : undefined;
    if (!template) throw new Error(`no mail template named ${JSON.stringify(message.template)}`);
    return { to: message.to, ...template(message.params) };
  }
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let kickTimer: NodeJS.Timeout | undefined;

  /** Resolves at a quiet moment, or after MAX_YIELD_MS of waiting for one. */
  async function giveWay(): Promise<void> {
    if (!busy) return;
    const started = performance.now();
    while (!closed && busy() && performance.now() - started < MAX_YIELD_MS) {
      await new Promise((resolve) => setTimeout(resolve, YIELD_STEP_MS));
    }
  }

  /**
   * Claims a batch by leasing it (moving its next attempt past the lease: another process skips it
   * and a crash only delays it), sends it, then deletes what was sent and reschedules what failed.
   * Claiming and settling are single short statements: a transaction held open while the mailer
   * works would keep PostgreSQL from pruning old row versions everywhere (checkouts' stock updates
   * included) for as long as the SMTP server takes. Answers how many it claimed.
   */
  async function sendBatch(): Promise<number> {
    const claimed = await db.execute<{ id: number; message: QueuedMail; attempts: number }>(sql`
      UPDATE mail_outbox SET next_attempt_at = ${new Date(now() + LEASE_MS)}
      WHERE id IN (
        -- MAX_ATTEMPTS as a literal: a parameter would keep the partial index (schema.ts) out of the plan.
        SELECT id FROM mail_outbox
        WHERE attempts < ${sql.raw(String(MAX_ATTEMPTS))} AND next_attempt_at <= ${new Date(now())}
        ORDER BY next_attempt_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, message, attempts`);
    const sent: number[] = [];
    // RETURNING comes in no particular order; the queue's order is the ids'.
    for (const row of claimed.rows.sort((a, b) => a.id - b.id)) {
      try {
        await giveWay();
        await mailer.send(written(row.message));
        sent.push(row.id);
      } catch (error) {
        const attempts = row.attempts + 1;
        const giveUp = attempts >= MAX_ATTEMPTS;
        log[giveUp ? 'error' : 'warn'](
          {
            err: error,
            to: row.message.to,
            subject: isTemplated(row.message) ? row.message.template : row.message.subject,
            attempts,
          },
          giveUp ? 'e-mail given up after repeated failures' : 'e-mail failed; will retry',
        );
        await db.execute(sql`
          UPDATE mail_outbox SET attempts = ${attempts},
            last_error = ${String((error as Error).message ?? error).slice(0, 500)},
            next_attempt_at = ${new Date(now() + retryDelayMs(attempts))}
          WHERE id = ${row.id}`);
      }
    }
    if (sent.length > 0) await db.execute(sql`DELETE FROM mail_outbox WHERE id = ANY(${sql.param(sent)}::bigint[])`);
    return claimed.rows.length;
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        // A short batch means the queue is empty (unless a kick arrived meanwhile: `again`).
        while (!closed && (await sendBatch()) === BATCH);
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
      if (messages.length > 0) await tx.execute(queueMailSql(messages, new Date(now())));
    },
    kick() {
      if (closed || kickTimer) return;
      kickTimer = setTimeout(() => {
        kickTimer = undefined;
        void run();
      }, KICK_DELAY_MS);
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
      // Mail queued just before shutdown is sent by the next start (or another process).
      if (kickTimer) clearTimeout(kickTimer);
      while (running) await running;
    },
  };
}
