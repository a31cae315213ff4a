import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database, DbOrTx } from '../../db/connection.js';
import { postToCbms, type CbmsAnswer } from './client.js';
import { billPayload, billReturnPayload, type CbmsDocument } from './payload.js';

// The CBMS outbox, built like the mail queue (mail/outbox.ts): the transaction that issues a bill
// or credit note writes its row, and one loop per process sends what is due. A batch is claimed
// with FOR UPDATE SKIP LOCKED and leased (its next attempt moved past the lease), so two processes
// never send the same document at once and a crashed one only delays it. Unlike mail, a row stays
// once sent: the order page shows the document's status and CBMS's last answer. A document CBMS
// says it has already (101) counts as sent, so an answer lost on the way costs nothing.

/** Automatic attempts before the outbox stops trying (staff can still resend). */
export const MAX_ATTEMPTS = 10;
const BATCH = 20;
/** Longer than a batch of 20 × CBMS's 30-second timeout: a live process's claim does not expire under it. */
const LEASE_MS = 15 * 60_000;
const KICK_DELAY_MS = 50;
/** A running shop looks for retries and for rows another process left behind this often. */
const POLL_MS = 10_000;
/** A document sent within this long of being issued is sent "in real time" (isrealtime). */
const REALTIME_WINDOW_MS = 60_000;

/** Wait before attempt n + 1: 1 min, 2, 4 … capped at 2 hours (as the mail queue). */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 * 60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/** CBMS sync is configured: user name, password and address. The shop's PAN is checked per document. */
export function cbmsConfigured(config: Pick<Config, 'CBMS_USERNAME' | 'CBMS_PASSWORD' | 'CBMS_URL'>): boolean {
  return config.CBMS_USERNAME !== undefined && config.CBMS_PASSWORD !== undefined && config.CBMS_URL !== undefined;
}

/** A PAN CBMS takes: nine digits (the settings' demo default, '000000000 (demo)', is none). */
export function isPan(pan: string): boolean {
  return /^\d{9}$/.test(pan.trim());
}

export interface CbmsOutbox {
  /** Sends what is due soon (a document was just queued, or staff asked to resend). */
  kick(): void;
  /** Sends everything due now and resolves when done (tests). */
  drain(): Promise<void>;
  startPolling(intervalMs?: number): void;
  close(): Promise<void>;
}

/** Each app's outbox, by its config (one per buildApp): queueing a document kicks its own app's loop. */
const outboxes = new WeakMap<Config, CbmsOutbox>();

export function cbmsOutboxFor(config: Config): CbmsOutbox | undefined {
  return outboxes.get(config);
}

export interface QueuedDocument {
  kind: 'bill' | 'return';
  /** invoices.id or credit_notes.id. */
  id: number;
  /** The seller's PAN on the document as issued (the shop's PAN in its settings then). */
  sellerPan: string;
  issuedAt: Date;
}

/**
 * Queues a document for CBMS inside the transaction that issues it, when the shop syncs (CBMS_*
 * set and a PAN on the document); otherwise nothing. Idempotent: one row per document.
 */
export async function queueCbmsSync(tx: DbOrTx, services: { config: Config }, document: QueuedDocument): Promise<void> {
  if (!cbmsConfigured(services.config) || !isPan(document.sellerPan)) return;
  await insertOutboxRow(tx, document.kind, document.id, document.issuedAt);
  outboxes.get(services.config)?.kick();
}

/** The row for a document, due at `at`; nothing when it has one already. */
export async function insertOutboxRow(db: DbOrTx, kind: 'bill' | 'return', id: number, at: Date): Promise<void> {
  const invoiceId = kind === 'bill' ? id : null;
  const creditNoteId = kind === 'return' ? id : null;
  await db.execute(sql`
    INSERT INTO cbms_outbox (kind, invoice_id, credit_note_id, status, attempts, next_attempt_at, created_at)
    VALUES (${kind}, ${invoiceId}, ${creditNoteId}, 'pending', 0, ${at}, ${at})
    ON CONFLICT DO NOTHING`);
}

interface Logger {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

interface ClaimedRow extends Record<string, unknown> {
  id: number;
  kind: 'bill' | 'return';
  invoice_id: number | null;
  credit_note_id: number | null;
  attempts: number;
  last_attempt_at: Date | string | null;
  created_at: Date | string;
}

interface DocumentRow extends Record<string, unknown> {
  number: string;
  fiscal_year: string;
  issued_at: Date | string;
  seller_pan: string;
  buyer_pan: string | null;
  buyer_name: string;
  taxable_paisa: number;
  vat_paisa: number;
  total_paisa: number;
  reason: string | null;
  ref_invoice_number: string | null;
}

export function createCbmsOutbox(options: {
  db: Database;
  config: Config;
  now: () => number;
  log: Logger;
  /** How to reach CBMS: the simulator's in-process fetch in demo mode, else the real one. */
  fetch: typeof fetch;
}): CbmsOutbox {
  const { db, config, now, log } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let kickTimer: NodeJS.Timeout | undefined;

  async function documentOf(row: ClaimedRow): Promise<DocumentRow | undefined> {
    const result =
      row.kind === 'bill'
        ? await db.execute<DocumentRow>(sql`
            SELECT invoice_number AS number, fiscal_year, issued_at, seller->>'pan' AS seller_pan,
              NULLIF(btrim(buyer->>'pan'), '') AS buyer_pan, buyer->>'name' AS buyer_name,
              taxable_paisa, vat_paisa, total_paisa, NULL AS reason, NULL AS ref_invoice_number
            FROM invoices WHERE id = ${row.invoice_id}`)
        : await db.execute<DocumentRow>(sql`
            SELECT c.number, c.fiscal_year, c.issued_at, c.seller->>'pan' AS seller_pan,
              NULLIF(btrim(c.buyer->>'pan'), '') AS buyer_pan, c.buyer->>'name' AS buyer_name,
              c.taxable_paisa, c.vat_paisa, c.total_paisa, c.reason, i.invoice_number AS ref_invoice_number
            FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id WHERE c.id = ${row.credit_note_id}`);
    return result.rows[0];
  }

  async function send(row: ClaimedRow, at: Date): Promise<CbmsAnswer> {
    const found = await documentOf(row);
    if (!found) return { sent: false, code: null, answer: 'The document is missing from the database' };
    const issuedAt = new Date(found.issued_at);
    const document: CbmsDocument = {
      number: found.number,
      fiscalYear: found.fiscal_year,
      issuedAt,
      sellerPan: found.seller_pan.trim(),
      buyerPan: found.buyer_pan,
      buyerName: found.buyer_name,
      taxablePaisa: found.taxable_paisa,
      vatPaisa: found.vat_paisa,
      totalPaisa: found.total_paisa,
    };
    const sending = {
      username: config.CBMS_USERNAME ?? '',
      password: config.CBMS_PASSWORD ?? '',
      // The first attempt, made as the document was issued; a retry or a resend is a later upload.
      realtime:
        row.last_attempt_at === null && new Date(row.created_at).getTime() - issuedAt.getTime() < REALTIME_WINDOW_MS,
      at,
    };
    const baseUrl = config.CBMS_URL ?? '';
    return row.kind === 'bill'
      ? postToCbms(options.fetch, baseUrl, 'api/bill', billPayload(document, sending))
      : postToCbms(
          options.fetch,
          baseUrl,
          'api/billreturn',
          billReturnPayload(
            { ...document, refInvoiceNumber: found.ref_invoice_number ?? '', reason: found.reason ?? '' },
            sending,
          ),
        );
  }

  /** Claims a batch (leasing it), sends each row and records the answer. Answers how many it claimed. */
  async function sendBatch(): Promise<number> {
    const at = new Date(now());
    // A credit note waits for its bill: CBMS refuses a return for a bill it does not have (105).
    const claimed = await db.execute<ClaimedRow>(sql`
      UPDATE cbms_outbox SET next_attempt_at = ${new Date(at.getTime() + LEASE_MS)}
      WHERE id IN (
        SELECT q.id FROM cbms_outbox q
        WHERE q.status <> 'sent' AND q.attempts < ${sql.raw(String(MAX_ATTEMPTS))} AND q.next_attempt_at <= ${at}
          AND (q.kind = 'bill' OR NOT EXISTS (
            SELECT 1 FROM credit_notes c JOIN cbms_outbox b ON b.invoice_id = c.invoice_id
            WHERE c.id = q.credit_note_id AND b.status <> 'sent'))
        ORDER BY q.id LIMIT ${BATCH} FOR UPDATE OF q SKIP LOCKED)
      RETURNING id, kind, invoice_id, credit_note_id, attempts, last_attempt_at, created_at`);
    for (const row of claimed.rows.sort((a, b) => a.id - b.id)) {
      const sentAt = new Date(now());
      let answer: CbmsAnswer;
      try {
        answer = await send(row, sentAt);
      } catch (error) {
        answer = { sent: false, code: null, answer: String((error as Error).message ?? error).slice(0, 500) };
      }
      const attempts = row.attempts + 1;
      if (answer.sent) {
        await db.execute(sql`
          UPDATE cbms_outbox SET status = 'sent', attempts = ${attempts}, last_code = ${answer.code},
            last_answer = ${answer.answer}, last_attempt_at = ${sentAt}, sent_at = ${sentAt}, next_attempt_at = ${sentAt}
          WHERE id = ${row.id}`);
        continue;
      }
      const giveUp = attempts >= MAX_ATTEMPTS;
      log[giveUp ? 'error' : 'warn'](
        { cbms: row.kind, outboxId: row.id, code: answer.code, answer: answer.answer, attempts },
        giveUp ? 'CBMS sync given up after repeated failures' : 'CBMS sync failed; will retry',
      );
      await db.execute(sql`
        UPDATE cbms_outbox SET status = 'failed', attempts = ${attempts}, last_code = ${answer.code},
          last_answer = ${answer.answer}, last_attempt_at = ${sentAt},
          next_attempt_at = ${new Date(sentAt.getTime() + retryDelayMs(attempts))}
        WHERE id = ${row.id}`);
    }
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
        // A full batch may mean more are due; a bill sent may free its credit notes (one more pass).
        let claimed: number;
        do claimed = await sendBatch();
        while (!closed && claimed > 0);
      } while (again && !closed);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'CBMS outbox run failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const outbox: CbmsOutbox = {
    kick() {
      if (closed || kickTimer) return;
      kickTimer = setTimeout(() => {
        kickTimer = undefined;
        void run();
      }, KICK_DELAY_MS);
    },
    async drain() {
      await run();
      while (running) await running;
    },
    startPolling(intervalMs = POLL_MS) {
      timer ??= setInterval(() => void run(), intervalMs);
      timer.unref();
      void run();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      if (kickTimer) clearTimeout(kickTimer);
      while (running) await running;
      outboxes.delete(config);
    },
  };
  outboxes.set(config, outbox);
  return outbox;
}
