import {
  SUBSCRIBER_CSV_COLUMNS,
  SUBSCRIBER_PAGE_SIZE,
  type Subscriber,
  type SubscriberList,
  type SubscriberSort,
} from '@pasal/contract';
import { asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { refuse } from '../../lib/refusal.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { CSV_BOM, csvLine } from '../catalog/index.js';
import { newsletterSubscribers } from './schema.js';

// The newsletter list for admins: one page at a time, the whole list as CSV, and removing a reader.

const columns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  source: newsletterSubscribers.source,
  createdAt: newsletterSubscribers.createdAt,
};
type Row = { id: number; email: string; source: Subscriber['source']; createdAt: Date };

const toSubscriber = (row: Row): Subscriber => ({
  id: row.id,
  email: row.email,
  source: row.source,
  created_at: row.createdAt.toISOString(),
});

const orderings: Record<SubscriberSort, SQL[]> = {
  newest: [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)],
  oldest: [asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id)],
  email: [asc(newsletterSubscribers.email), asc(newsletterSubscribers.id)],
};

export async function listSubscribers(
  db: DbOrTx,
  query: { q?: string | undefined; sort: SubscriberSort; page: number },
): Promise<SubscriberList> {
  const where = query.q ? ilike(newsletterSubscribers.email, containsPattern(query.q)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(SUBSCRIBER_PAGE_SIZE)
      .offset((query.page - 1) * SUBSCRIBER_PAGE_SIZE),
    db.select({ n: count() }).from(newsletterSubscribers).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    data: rows.map(toSubscriber),
    count: n,
    page: query.page,
    total_pages: Math.max(1, Math.ceil(n / SUBSCRIBER_PAGE_SIZE)),
  };
}

/**
 * Every subscriber, oldest first, as RFC 4180 CSV with a byte-order mark. Cells go through the
 * catalogue export's csvCell: quoted when they must be, and a cell a spreadsheet would run as a
 * formula (= + - @ first) gets a leading apostrophe.
 */
export async function subscribersCsv(db: DbOrTx): Promise<string> {
  const rows = await db
    .select(columns)
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
  return (
    CSV_BOM +
    csvLine(SUBSCRIBER_CSV_COLUMNS) +
    rows.map((row) => csvLine([row.email, row.source, row.createdAt.toISOString()])).join('')
  );
}

export async function removeSubscriber(db: DbOrTx, id: number): Promise<Subscriber> {
  const [row] = await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning(columns);
  if (!row) throw refuse('newsletter_subscriber_not_found');
  return toSubscriber(row);
}
