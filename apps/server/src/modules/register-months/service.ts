import {
  addDays,
  BS_MONTH_NAMES_EN,
  bsMonthRange,
  monthsOfPeriod,
  nepalDateOf,
  paisaToRupees,
  startOfNepalDay,
  toIsoDate,
  type ClosedMonth,
  type MonthEvent,
  type MonthTotals,
  type RegisterMonth,
  type RegisterPeriod,
} from '@pasal/contract';
import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { registerMonthEvents } from '../../db/schema.js';
import { fieldRefusal, refuse } from '../../lib/refusal.js';
import type { AppServices } from '../../services.js';

// Closing a BS month of the sales register (issue #34; docs/rules/nepal.md#closing-a-month). A month
// is closed while its latest event is a close. Closing needs the month to have ended; reopening
// needs a written reason. The database refuses any bill or credit note dated in a closed month
// (migration 0059); `assertRegisterMonthOpen` says so first, as a 409 the staff can read.

interface MonthSpan {
  year: number;
  month: number;
  label: string;
  first: ReturnType<typeof bsMonthRange>['first'];
  last: ReturnType<typeof bsMonthRange>['last'];
  starts: Date;
  ends: Date;
}

function spanOf(year: number, month: number): MonthSpan {
  let range;
  try {
    range = bsMonthRange(year, month);
  } catch {
    throw refuse('register_month_outside_calendar', undefined, {
      fields: { year: fieldRefusal('register_month_outside_calendar') },
    });
  }
  return {
    year,
    month,
    label: `${BS_MONTH_NAMES_EN[month - 1]} ${year}`,
    ...range,
    starts: startOfNepalDay(range.first),
    ends: startOfNepalDay(addDays(range.last, 1)),
  };
}

type EventRow = typeof registerMonthEvents.$inferSelect;
type TotalsPaisa = Pick<
  EventRow,
  | 'bills'
  | 'taxablePaisa'
  | 'vatPaisa'
  | 'billTotalPaisa'
  | 'creditNotes'
  | 'returnsTaxablePaisa'
  | 'returnsVatPaisa'
  | 'returnsTotalPaisa'
>;

/** The month's bills and credit notes summed now, in paisa. */
async function totalsOf(db: DbOrTx, span: MonthSpan): Promise<{ [K in keyof TotalsPaisa]: number }> {
  const starts = span.starts.toISOString();
  const ends = span.ends.toISOString();
  const result = await db.execute<Record<string, string | number>>(sql`
    SELECT b.bills, b.taxable, b.vat, b.total, c.notes, c.taxable AS c_taxable, c.vat AS c_vat, c.total AS c_total
    FROM (SELECT count(*)::int AS bills, coalesce(sum(taxable_paisa), 0)::bigint AS taxable,
                 coalesce(sum(vat_paisa), 0)::bigint AS vat, coalesce(sum(total_paisa), 0)::bigint AS total
          FROM invoices WHERE issued_at >= ${starts}::timestamptz AND issued_at < ${ends}::timestamptz) b,
         (SELECT count(*)::int AS notes, coalesce(sum(taxable_paisa), 0)::bigint AS taxable,
                 coalesce(sum(vat_paisa), 0)::bigint AS vat, coalesce(sum(total_paisa), 0)::bigint AS total
          FROM credit_notes WHERE issued_at >= ${starts}::timestamptz AND issued_at < ${ends}::timestamptz) c`);
  const row = result.rows[0];
  if (!row) throw new Error('month totals returned no row');
  return {
    bills: Number(row.bills),
    taxablePaisa: Number(row.taxable),
    vatPaisa: Number(row.vat),
    billTotalPaisa: Number(row.total),
    creditNotes: Number(row.notes),
    returnsTaxablePaisa: Number(row.c_taxable),
    returnsVatPaisa: Number(row.c_vat),
    returnsTotalPaisa: Number(row.c_total),
  };
}

function totalsJson(row: TotalsPaisa): MonthTotals {
  return {
    bills: row.bills ?? 0,
    taxable: paisaToRupees(row.taxablePaisa ?? 0),
    vat: paisaToRupees(row.vatPaisa ?? 0),
    bill_total: paisaToRupees(row.billTotalPaisa ?? 0),
    credit_notes: row.creditNotes ?? 0,
    returns_taxable: paisaToRupees(row.returnsTaxablePaisa ?? 0),
    returns_vat: paisaToRupees(row.returnsVatPaisa ?? 0),
    returns_total: paisaToRupees(row.returnsTotalPaisa ?? 0),
  };
}

function eventJson(row: EventRow): MonthEvent {
  return {
    action: row.action,
    at: row.at.toISOString(),
    by: row.byName,
    reason: row.reason,
    totals: row.action === 'close' ? totalsJson(row) : null,
  };
}

async function eventsOf(db: DbOrTx, span: MonthSpan): Promise<EventRow[]> {
  return db
    .select()
    .from(registerMonthEvents)
    .where(sql`${registerMonthEvents.bsYear} = ${span.year} AND ${registerMonthEvents.bsMonth} = ${span.month}`)
    .orderBy(asc(registerMonthEvents.id));
}

/** Has the month ended in Nepal (its last day is before today)? */
function hasEnded(span: MonthSpan, now: number): boolean {
  return span.ends.getTime() <= startOfNepalDay(nepalDateOf(new Date(now))).getTime();
}

async function monthJson(db: DbOrTx, span: MonthSpan, now: number): Promise<RegisterMonth> {
  const [events, totals] = await Promise.all([eventsOf(db, span), totalsOf(db, span)]);
  const latest = events.at(-1);
  const closed = latest?.action === 'close' ? latest : undefined;
  return {
    year: span.year,
    month: span.month,
    label: span.label,
    from: toIsoDate(span.first),
    to: toIsoDate(span.last),
    state: closed ? 'closed' : hasEnded(span, now) ? 'open' : 'not_ended',
    closed: closed ? { at: closed.at.toISOString(), by: closed.byName } : null,
    totals_now: totalsJson(totals),
    history: events.map(eventJson),
  };
}

type Services = Pick<AppServices, 'database' | 'now'>;

export async function readRegisterMonth(services: Services, year: number, month: number): Promise<RegisterMonth> {
  return monthJson(services.database.db, spanOf(year, month), services.now());
}

async function staffName(tx: DbOrTx, userId: number): Promise<string> {
  const named = await tx.execute<{ name: string }>(
    sql`SELECT btrim(first_name || ' ' || last_name) AS name FROM users WHERE id = ${userId}`,
  );
  return named.rows[0]?.name || `Staff #${userId}`;
}

/**
 * Locks what a close or reopening reads: the events (one change to a month at a time) and, in SHARE
 * mode, both documents' tables, so a bill being issued finishes before the month is summed and
 * none starts until the close is committed.
 */
async function lockBooks(tx: DbOrTx) {
  await tx.execute(sql`LOCK TABLE register_month_events IN SHARE ROW EXCLUSIVE MODE`);
  await tx.execute(sql`LOCK TABLE invoices, credit_notes IN SHARE MODE`);
}

/** Closes an ended month, recording who, when and its totals now. 409 when not ended or already closed. */
export async function closeRegisterMonth(
  services: Services,
  year: number,
  month: number,
  userId: number,
): Promise<RegisterMonth> {
  const span = spanOf(year, month);
  const now = services.now();
  if (!hasEnded(span, now)) throw refuse('register_month_not_ended');
  return services.database.db.transaction(async (tx) => {
    await lockBooks(tx);
    const latest = (await eventsOf(tx, span)).at(-1);
    if (latest?.action === 'close') throw refuse('register_month_already_closed');
    const totals = await totalsOf(tx, span);
    await tx.insert(registerMonthEvents).values({
      bsYear: span.year,
      bsMonth: span.month,
      startsAt: span.starts,
      endsAt: span.ends,
      action: 'close',
      at: new Date(now),
      byUser: userId,
      byName: await staffName(tx, userId),
      reason: null,
      ...totals,
    });
    return monthJson(tx, span, now);
  });
}

/** Reopens a closed month with a written reason (checked by the route's schema and the table). */
export async function reopenRegisterMonth(
  services: Services,
  year: number,
  month: number,
  userId: number,
  reason: string,
): Promise<RegisterMonth> {
  const span = spanOf(year, month);
  const now = services.now();
  return services.database.db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE register_month_events IN SHARE ROW EXCLUSIVE MODE`);
    const latest = (await eventsOf(tx, span)).at(-1);
    if (latest?.action !== 'close') throw refuse('register_month_not_closed');
    await tx.insert(registerMonthEvents).values({
      bsYear: span.year,
      bsMonth: span.month,
      startsAt: span.starts,
      endsAt: span.ends,
      action: 'reopen',
      at: new Date(now),
      byUser: userId,
      byName: await staffName(tx, userId),
      reason,
    });
    return monthJson(tx, span, now);
  });
}

/** The latest event of every month that overlaps [starts, ends), closes only. */
async function closesBetween(db: DbOrTx, starts: Date, ends: Date): Promise<EventRow[]> {
  const result = await db
    .selectDistinctOn([registerMonthEvents.bsYear, registerMonthEvents.bsMonth])
    .from(registerMonthEvents)
    .where(
      sql`${registerMonthEvents.startsAt} < ${ends.toISOString()}::timestamptz AND ${registerMonthEvents.endsAt} > ${starts.toISOString()}::timestamptz`,
    )
    .orderBy(registerMonthEvents.bsYear, registerMonthEvents.bsMonth, sql`${registerMonthEvents.id} DESC`);
  return result.filter((row) => row.action === 'close');
}

/** The months of a register's period that are closed now, in order: "Closed on … by …". */
export async function closedMonthsOf(
  db: DbOrTx,
  period: Pick<RegisterPeriod, 'first' | 'last'>,
): Promise<ClosedMonth[]> {
  const months = monthsOfPeriod(period);
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  const closes = await closesBetween(db, spanOf(first.year, first.month).starts, spanOf(last.year, last.month).ends);
  return closes.map((row) => ({
    year: row.bsYear,
    month: row.bsMonth,
    label: `${BS_MONTH_NAMES_EN[row.bsMonth - 1]} ${row.bsYear}`,
    at: row.at.toISOString(),
    by: row.byName,
  }));
}

/**
 * Refuses (409) a bill or credit note dated `issuedAt` when its BS month is closed; call it in the
 * transaction that issues the document, before the insert (the database's trigger is the backstop).
 */
export async function assertRegisterMonthOpen(tx: DbOrTx, issuedAt: Date): Promise<void> {
  const result = await tx.execute<{ action: string; bs_year: number; bs_month: number }>(sql`
    SELECT action, bs_year, bs_month FROM register_month_events
    WHERE ${issuedAt.toISOString()}::timestamptz >= starts_at AND ${issuedAt.toISOString()}::timestamptz < ends_at
    ORDER BY id DESC LIMIT 1`);
  const latest = result.rows[0];
  if (latest?.action === 'close') {
    throw refuse('register_month_closed', { label: `${BS_MONTH_NAMES_EN[latest.bs_month - 1]} ${latest.bs_year}` });
  }
}
