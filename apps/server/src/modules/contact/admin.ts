import {
  ADMIN_INBOX_MESSAGES,
  CONTACT_PREVIEW_LENGTH,
  INBOX_PAGE_SIZE,
  statusChangedMessage,
  type ContactChanged,
  type ContactDetail,
  type ContactList,
  type ContactStatus,
  type ContactView,
  type Locale,
} from '@pasal/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/connection.js';
import { refuse } from '../../lib/refusal.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { queueMailSql } from '../mail/index.js';
import { contactReplyMail } from './reply-mail.js';
import { singleLine } from './service.js';

// The contact form's inbox for staff: the list by state, opening a message (which marks an unread
// one read), changing its state, and replying by e-mail. The reply is kept with the message and
// queued for the mail in the same transaction, so it is sent exactly when it is recorded.

interface DetailRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  status: ContactStatus;
  created_at: Date;
  reply: string | null;
  replied_at: Date | null;
  replied_by_id: number | null;
  replied_by_name: string | null;
  [key: string]: unknown;
}

function preview(message: string): string {
  const line = singleLine(message, CONTACT_PREVIEW_LENGTH + 1);
  return line.length > CONTACT_PREVIEW_LENGTH ? `${line.slice(0, CONTACT_PREVIEW_LENGTH - 1)}…` : line;
}

function toDetail(row: DetailRow): ContactDetail {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    preview: preview(row.message),
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    reply: row.reply,
    replied_at: row.replied_at ? new Date(row.replied_at).toISOString() : null,
    replied_by:
      row.replied_by_id === null ? null : { id: row.replied_by_id, name: row.replied_by_name?.trim() || 'Staff' },
  };
}

const detailSelect = sql`
  SELECT m.id, m.name, m.email, m.phone, m.subject, m.message, m.status, m.created_at, m.reply,
    m.replied_at, u.id AS replied_by_id,
    nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS replied_by_name
  FROM contact_messages m LEFT JOIN users u ON u.id = m.replied_by`;

async function findMessage(db: DbOrTx, id: number): Promise<ContactDetail> {
  const result = await db.execute<DetailRow>(sql`${detailSelect} WHERE m.id = ${id}`);
  const row = result.rows[0];
  if (!row) throw refuse('contact_message_not_found');
  return toDetail(row);
}

export async function listMessages(
  db: DbOrTx,
  query: { view: ContactView; q?: string | undefined; page: number },
): Promise<ContactList> {
  const filters: SQL[] = [query.view === 'inbox' ? sql`m.status <> 'spam'` : sql`m.status = ${query.view}`];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      sql`(m.name ILIKE ${pattern} OR m.email ILIKE ${pattern} OR m.subject ILIKE ${pattern} OR m.message ILIKE ${pattern})`,
    );
  }
  const where = sql.join(filters, sql` AND `);
  const [page, total, counts] = await Promise.all([
    db.execute<DetailRow>(sql`${detailSelect} WHERE ${where}
      ORDER BY m.created_at DESC, m.id DESC
      LIMIT ${INBOX_PAGE_SIZE} OFFSET ${(query.page - 1) * INBOX_PAGE_SIZE}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM contact_messages m WHERE ${where}`),
    db.execute<{ status: ContactStatus; n: number }>(
      sql`SELECT status, count(*)::int AS n FROM contact_messages GROUP BY status`,
    ),
  ]);
  const n = total.rows[0]?.n ?? 0;
  const byStatus = { unread: 0, read: 0, handled: 0, spam: 0 };
  for (const row of counts.rows) byStatus[row.status] = row.n;
  return {
    data: page.rows.map((row) => {
      const { id, name, email, subject, preview: start, status, created_at, replied_at } = toDetail(row);
      return { id, name, email, subject, preview: start, status, created_at, replied_at };
    }),
    count: n,
    page: query.page,
    total_pages: Math.max(1, Math.ceil(n / INBOX_PAGE_SIZE)),
    counts: byStatus,
  };
}

/** Opening a message: an unread one becomes read (as in a mail program). */
export async function openMessage(db: DbOrTx, id: number): Promise<ContactDetail> {
  await db.execute(sql`UPDATE contact_messages SET status = 'read' WHERE id = ${id} AND status = 'unread'`);
  return findMessage(db, id);
}

export async function changeStatus(db: Database, id: number, status: ContactStatus): Promise<ContactChanged> {
  return db.transaction(async (tx) => {
    const before = await tx.execute<{ status: ContactStatus }>(
      sql`SELECT status FROM contact_messages WHERE id = ${id} FOR UPDATE`,
    );
    const from = before.rows[0]?.status;
    if (!from) throw refuse('contact_message_not_found');
    await tx.execute(sql`UPDATE contact_messages SET status = ${status} WHERE id = ${id}`);
    return { data: await findMessage(tx, id), message: statusChangedMessage(from, status) };
  });
}

/**
 * Records the reply with the message, marks it handled and queues the e-mail, all in one
 * transaction. One reply per message (409 for a second, and for spam): the record shows what the
 * shopper was told.
 */
export async function replyToMessage(
  db: Database,
  input: { id: number; reply: string; staffId: number; now: Date; shopName: string; shopEmail: string },
): Promise<ContactChanged> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ status: ContactStatus; reply: string | null; locale: Locale }>(
      sql`SELECT status, reply, locale FROM contact_messages WHERE id = ${input.id} FOR UPDATE`,
    );
    const current = locked.rows[0];
    if (!current) throw refuse('contact_message_not_found');
    if (current.reply !== null) throw refuse('contact_already_replied');
    if (current.status === 'spam') throw refuse('contact_spam_reply');
    await tx.execute(sql`UPDATE contact_messages
      SET reply = ${input.reply}, replied_at = ${input.now}, replied_by = ${input.staffId}, status = 'handled'
      WHERE id = ${input.id}`);
    const message = await findMessage(tx, input.id);
    const mail = contactReplyMail(
      message,
      input.reply,
      { shopName: input.shopName, shopEmail: input.shopEmail, staffName: message.replied_by?.name ?? null },
      current.locale,
    );
    await tx.execute(queueMailSql([mail], input.now));
    return { data: message, message: ADMIN_INBOX_MESSAGES.replied };
  });
}
