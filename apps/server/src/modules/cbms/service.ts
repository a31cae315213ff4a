import type { CbmsDocumentStatus, CbmsOrderStatus, CbmsResendRequest } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { AppServices } from '../../services.js';
import { cbmsConfigured, cbmsOutboxFor, insertOutboxRow, isPan, MAX_ATTEMPTS } from './outbox.js';
import { refuse } from '../../lib/refusal.js';

// What the staff order page shows of CBMS: where the order's bill and credit notes stand, and a
// resend for one that failed (or was issued while CBMS sync was off).

interface DocumentStatusRow extends Record<string, unknown> {
  kind: 'bill' | 'return';
  document_id: number;
  number: string;
  seller_pan: string;
  issued_at: Date | string;
  status: 'pending' | 'sent' | 'failed' | null;
  attempts: number | null;
  last_code: number | null;
  last_answer: string | null;
  last_attempt_at: Date | string | null;
  next_attempt_at: Date | string | null;
  sent_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toApi(row: DocumentStatusRow): CbmsDocumentStatus {
  const attempts = row.attempts ?? 0;
  const waiting = row.status !== null && row.status !== 'sent' && attempts < MAX_ATTEMPTS;
  return {
    kind: row.kind,
    number: row.number,
    status: row.status ?? 'not_queued',
    attempts,
    last_code: row.last_code,
    last_answer: row.last_answer,
    last_attempt_at: iso(row.last_attempt_at),
    next_attempt_at: waiting ? iso(row.next_attempt_at) : null,
    sent_at: iso(row.sent_at),
  };
}

async function documentsOf(services: Pick<AppServices, 'database'>, transactionId: string) {
  const order = await services.database.db.execute<{ id: number }>(
    sql`SELECT id FROM orders WHERE transaction_id = ${transactionId}`,
  );
  const orderId = order.rows[0]?.id;
  if (orderId === undefined) throw refuse('order_not_found');
  const rows = await services.database.db.execute<DocumentStatusRow>(sql`
    SELECT 'bill' AS kind, i.id AS document_id, i.invoice_number AS number, i.seller->>'pan' AS seller_pan,
      i.issued_at, o.status, o.attempts, o.last_code, o.last_answer, o.last_attempt_at, o.next_attempt_at, o.sent_at
    FROM invoices i LEFT JOIN cbms_outbox o ON o.invoice_id = i.id
    WHERE i.order_id = ${orderId}
    UNION ALL
    SELECT 'return', c.id, c.number, c.seller->>'pan', c.issued_at, o.status, o.attempts, o.last_code,
      o.last_answer, o.last_attempt_at, o.next_attempt_at, o.sent_at
    FROM credit_notes c LEFT JOIN cbms_outbox o ON o.credit_note_id = c.id
    WHERE c.order_id = ${orderId}
    ORDER BY kind, number`);
  return rows.rows;
}

/** Whether this shop sends its documents to CBMS: CBMS_* set (the PAN is the documents' own). */
function cbmsEnabled(config: Config): boolean {
  return cbmsConfigured(config);
}

export async function cbmsStatusOfOrder(
  services: Pick<AppServices, 'config' | 'database'>,
  transactionId: string,
): Promise<CbmsOrderStatus> {
  const rows = await documentsOf(services, transactionId);
  return { enabled: cbmsEnabled(services.config), documents: rows.map(toApi) };
}

/**
 * Sends a document again: due now, with a fresh round of attempts. A document issued while CBMS
 * sync was off is queued now. 409 when CBMS is off or already has it.
 */
export async function resendToCbms(
  services: Pick<AppServices, 'config' | 'database' | 'now'>,
  transactionId: string,
  request: CbmsResendRequest,
): Promise<CbmsDocumentStatus> {
  if (!cbmsEnabled(services.config)) throw refuse('cbms_off');
  const rows = await documentsOf(services, transactionId);
  const row = rows.find((candidate) => candidate.kind === request.kind && candidate.number === request.number);
  if (!row) throw refuse('cbms_document_not_found');
  if (row.status === 'sent') throw refuse('cbms_already_sent');
  if (!isPan(row.seller_pan)) throw refuse('cbms_off');
  const now = new Date(services.now());
  const { db } = services.database;
  if (row.status === null) await insertOutboxRow(db, row.kind, row.document_id, now);
  const column = row.kind === 'bill' ? sql`invoice_id` : sql`credit_note_id`;
  // Due now with a fresh round of attempts. Should a process be sending it at this very moment, the
  // second request is answered "already exists" (101), which counts as sent: CBMS keeps it once.
  await db.execute(sql`
    UPDATE cbms_outbox SET attempts = 0, next_attempt_at = ${now}, status = 'pending'
    WHERE ${column} = ${row.document_id} AND status <> 'sent'`);
  cbmsOutboxFor(services.config)?.kick();
  const [updated] = (await documentsOf(services, transactionId)).filter(
    (candidate) => candidate.kind === row.kind && candidate.document_id === row.document_id,
  );
  return toApi(updated ?? row);
}
