import {
  DASHBOARD_CHART_DAYS,
  DASHBOARD_LIST_SIZE,
  LOW_STOCK_THRESHOLD,
  paisaToRupees,
  SALES_KINDS,
  SHOP_TIME_ZONE,
  type Dashboard,
  type SalesFigure,
  type SalesKind,
  type SalesPeriod,
  type WaitingOrders,
} from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';

// The dashboard's figures, each one SQL aggregate over an index made for it (migration 0016), so
// the answer stays fast with 100,000 orders (scripts/bench/dashboard.ts). The queries run side by
// side on the pool: none writes, and the figures need not be one snapshot.

/**
 * Which sale an order is, as SQL (null: not a sale); the contract's SALES_KINDS says why. Every
 * column it reads is in the covering index on created_at, so PostgreSQL reads only the index.
 */
const salesKindSql = sql`CASE
    WHEN o.replaces_order_id IS NOT NULL THEN NULL
    WHEN o.payment_gateway <> 'COD' AND o.payment_status = 'paid' AND o.status <> 'Cancelled' THEN 'paid_online'
    WHEN o.payment_gateway = 'COD' AND o.status = 'Delivered' THEN 'cod_delivered'
    WHEN o.payment_gateway = 'COD' AND o.status IN ('Pending', 'Processing', 'Shipped') THEN 'cod_outstanding'
  END`;

/** Today's date in Nepal for the instant `now`, and the instants where the chart starts and today ends. */
const windowSql = (now: Date) => sql`
  SELECT today,
         ((today - ${DASHBOARD_CHART_DAYS - 1}::int)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}) AS starts,
         ((today + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}) AS ends
  FROM (SELECT (${now.toISOString()}::timestamptz AT TIME ZONE ${SHOP_TIME_ZONE})::date AS today) AS d`;

interface DailyRow {
  day: string;
  kind: SalesKind;
  count: number;
  amount_paisa: string | number;
}

/**
 * Midnight in Nepal, as the origin of date_bin: whole days counted from it are Nepal's days. Nepal
 * has kept UTC+05:45 since 1986 without daylight saving, so one fixed origin holds for every date
 * the shop has. Binning is integer arithmetic per row; the time zone conversion and the text are
 * made only for the ~90 grouped rows.
 */
const NEPAL_MIDNIGHT = '2000-01-01 00:00:00+05:45';

/** One row per shop day and kind of sale over the chart's 30 days; the periods are sums of these. */
async function dailySales(db: Database, now: Date) {
  const result = await db.execute<{ [K in keyof DailyRow]: DailyRow[K] }>(sql`
    WITH w AS (${windowSql(now)}),
    grouped AS (
      SELECT date_bin('1 day', o.created_at, ${NEPAL_MIDNIGHT}::timestamptz) AS day_start, ${salesKindSql} AS kind,
             count(*)::int AS count, sum(o.grand_total_paisa)::bigint AS amount_paisa
      FROM orders o, w
      WHERE o.created_at >= w.starts AND o.created_at < w.ends AND ${salesKindSql} IS NOT NULL
      GROUP BY 1, 2
    )
    SELECT to_char(day_start AT TIME ZONE ${SHOP_TIME_ZONE}, 'YYYY-MM-DD') AS day, kind, count, amount_paisa
    FROM grouped`);
  return result.rows.map((row) => ({ ...row, amount_paisa: Number(row.amount_paisa) }));
}

interface WaitingRow {
  to_process: number;
  awaiting_payment: number;
  to_ship: number;
  to_collect: number;
  to_deliver: number;
  to_refund: number;
}

/**
 * Orders waiting for each next step. The WHERE clause is the partial index's predicate word for
 * word (0016), so only the few unfinished orders are read, however many are delivered.
 */
async function waitingOrders(db: Database): Promise<WaitingRow> {
  const result = await db.execute<{ [K in keyof WaitingRow]: WaitingRow[K] }>(sql`
    SELECT count(*) FILTER (WHERE status = 'Pending' AND (payment_gateway = 'COD' OR payment_status = 'paid'))::int AS to_process,
           count(*) FILTER (WHERE status = 'Pending' AND payment_gateway <> 'COD' AND payment_status <> 'paid')::int AS awaiting_payment,
           count(*) FILTER (WHERE status = 'Processing')::int AS to_ship,
           count(*) FILTER (WHERE status = 'Shipped')::int AS to_deliver,
           count(*) FILTER (WHERE status = 'Ready for pickup')::int AS to_collect,
           count(*) FILTER (WHERE status = 'Cancelled' AND payment_status = 'paid' AND replaces_order_id IS NULL)::int AS to_refund
    FROM orders
    WHERE status IN ('Pending', 'Processing', 'Shipped', 'Ready for pickup') OR (status = 'Cancelled' AND payment_status = 'paid')`);
  return result.rows[0]!;
}

/**
 * Active products at or under their low-stock threshold (their own, else the shop's: issue #35),
 * and the colours sold out on products that still have stock in others. The listed products are
 * the sold-out and low ones first (fewest units first), then those with a colour sold out.
 */
async function lowStock(db: Database): Promise<Dashboard['low_stock']> {
  const threshold = sql`coalesce(p.low_stock_threshold, s.shop)`;
  const shop = sql`(SELECT coalesce((SELECT low_stock_threshold FROM shop_settings WHERE id = 1), ${LOW_STOCK_THRESHOLD}) AS shop) s`;
  const soldOutColors = sql`(SELECT coalesce(array_agg(k.color_name ORDER BY k.position, k.id), '{}')
      FROM product_colors k WHERE k.product_id = p.id AND k.quantity = 0)`;
  const [counts, rows] = await Promise.all([
    db.execute<{ threshold: number; low: number; out: number; colors_sold_out: number }>(sql`
      SELECT min(s.shop)::int AS threshold,
        count(*) FILTER (WHERE p.total_quantity > 0 AND p.total_quantity <= ${threshold})::int AS low,
        count(*) FILTER (WHERE p.total_quantity = 0)::int AS out,
        coalesce(sum(z.n) FILTER (WHERE p.total_quantity > 0), 0)::int AS colors_sold_out
      FROM ${shop} LEFT JOIN (products p CROSS JOIN LATERAL (
          SELECT count(*) AS n FROM product_colors k WHERE k.product_id = p.id AND k.quantity = 0) z
        ) ON p.status = 'active'`),
    db.execute<{
      id: number;
      name: string;
      slug: string;
      stock: number;
      threshold: number;
      sold_out_colors: string[];
    }>(sql`
      SELECT p.id, p.name, p.slug, p.total_quantity AS stock, ${threshold}::int AS threshold,
        ${soldOutColors} AS sold_out_colors
      FROM products p, ${shop}
      WHERE p.status = 'active' AND (p.total_quantity <= ${threshold}
        OR EXISTS (SELECT 1 FROM product_colors k WHERE k.product_id = p.id AND k.quantity = 0))
      ORDER BY (p.total_quantity <= ${threshold}) DESC, p.total_quantity, lower(p.name), p.id
      LIMIT ${DASHBOARD_LIST_SIZE}`),
  ]);
  const figures = counts.rows[0] ?? { threshold: LOW_STOCK_THRESHOLD, low: 0, out: 0, colors_sold_out: 0 };
  return {
    threshold: figures.threshold,
    low: figures.low,
    out: figures.out,
    colors_sold_out: figures.colors_sold_out,
    products: rows.rows,
  };
}

/**
 * The best sellers of the chart's 30 days, counting the same orders as the sales figures, ranked
 * by net revenue: each line's price after its share of the order's discount (a coupon takes off
 * the goods, shared by their prices), then by units.
 */
async function topSellers(db: Database, now: Date): Promise<Dashboard['top_sellers']> {
  const result = await db.execute<{ product_id: number; name: string; units: number; amount_paisa: string | number }>(
    sql`
    WITH w AS (${windowSql(now)}),
    sold AS (
      SELECT i.product_id, sum(i.quantity)::int AS units,
             sum(i.line_total_paisa - CASE WHEN o.discount_paisa > 0 AND o.subtotal_paisa > 0
               THEN round(o.discount_paisa::numeric * i.line_total_paisa / o.subtotal_paisa) ELSE 0 END)::bigint AS amount_paisa
      FROM orders o CROSS JOIN w JOIN order_items i ON i.order_id = o.id
      WHERE o.created_at >= w.starts AND o.created_at < w.ends AND ${salesKindSql} IS NOT NULL
        -- Always true (an order of the window has an id at least the window's smallest), but it lets
        -- PostgreSQL read only the recent part of order_items: ids grow with time.
        AND i.order_id >= (SELECT min(f.id) FROM orders f, w WHERE f.created_at >= w.starts AND f.created_at < w.ends)
      GROUP BY i.product_id
      ORDER BY amount_paisa DESC, units DESC, i.product_id
      LIMIT ${DASHBOARD_LIST_SIZE}
    )
    SELECT sold.product_id, p.name, sold.units, sold.amount_paisa
    FROM sold JOIN products p ON p.id = sold.product_id
    ORDER BY sold.amount_paisa DESC, sold.units DESC, sold.product_id`,
  );
  return result.rows.map((row) => ({
    product_id: row.product_id,
    name: row.name,
    units: row.units,
    amount: paisaToRupees(Number(row.amount_paisa)),
  }));
}

async function unansweredQuestions(db: Database): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM questions WHERE answer IS NULL`,
  );
  return result.rows[0]?.count ?? 0;
}

/** Contact messages nobody has opened (the inbox's status_idx answers it). */
async function unreadMessages(db: Database): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM contact_messages WHERE status = 'unread'`,
  );
  return result.rows[0]?.count ?? 0;
}

/** The Nepal date `days` before `today` (YYYY-MM-DD in, YYYY-MM-DD out; calendar arithmetic in UTC). */
function daysBefore(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The shop's date in Nepal at an instant. */
function shopDate(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function emptyFigures(): Record<SalesKind, { count: number; paisa: number }> {
  return {
    paid_online: { count: 0, paisa: 0 },
    cod_delivered: { count: 0, paisa: 0 },
    cod_outstanding: { count: 0, paisa: 0 },
  };
}

function periodOf(figures: Record<SalesKind, { count: number; paisa: number }>): SalesPeriod {
  const figure = (kind: SalesKind): SalesFigure => ({
    count: figures[kind].count,
    amount: paisaToRupees(figures[kind].paisa),
  });
  return {
    paid_online: figure('paid_online'),
    cod_delivered: figure('cod_delivered'),
    cod_outstanding: figure('cod_outstanding'),
    // Sums in paisa (integers), converted once.
    revenue: paisaToRupees(figures.paid_online.paisa + figures.cod_delivered.paisa),
    orders: SALES_KINDS.reduce((sum, kind) => sum + figures[kind].count, 0),
  };
}

export async function readDashboard(db: Database, now: Date): Promise<Dashboard> {
  const [daily, waiting, lowStockFigures, sellers, questions, messages] = await Promise.all([
    dailySales(db, now),
    waitingOrders(db),
    lowStock(db),
    topSellers(db, now),
    unansweredQuestions(db),
    unreadMessages(db),
  ]);

  const today = shopDate(now);
  const days = Array.from({ length: DASHBOARD_CHART_DAYS }, (_, index) =>
    daysBefore(today, DASHBOARD_CHART_DAYS - 1 - index),
  );
  const byDay = new Map(days.map((day) => [day, emptyFigures()]));
  for (const row of daily) {
    const figures = byDay.get(row.day);
    if (!figures) continue;
    figures[row.kind].count += row.count;
    figures[row.kind].paisa += row.amount_paisa;
  }
  const sumSince = (first: string) => {
    const total = emptyFigures();
    for (const [day, figures] of byDay) {
      if (day < first) continue;
      for (const kind of SALES_KINDS) {
        total[kind].count += figures[kind].count;
        total[kind].paisa += figures[kind].paisa;
      }
    }
    return periodOf(total);
  };

  const waitingList: WaitingOrders[] = [
    { step: 'process', count: waiting.to_process, status: 'Pending', payment_status: null },
    { step: 'ship', count: waiting.to_ship, status: 'Processing', payment_status: null },
    { step: 'deliver', count: waiting.to_deliver, status: 'Shipped', payment_status: null },
    { step: 'collect', count: waiting.to_collect, status: 'Ready for pickup', payment_status: null },
    { step: 'refund', count: waiting.to_refund, status: 'Cancelled', payment_status: 'paid' },
  ];

  return {
    as_of: now.toISOString(),
    today,
    time_zone: SHOP_TIME_ZONE,
    periods: {
      today: sumSince(today),
      last_7_days: sumSince(daysBefore(today, 6)),
      last_30_days: sumSince(daysBefore(today, DASHBOARD_CHART_DAYS - 1)),
    },
    waiting: waitingList,
    awaiting_payment: waiting.awaiting_payment,
    low_stock: lowStockFigures,
    top_sellers: sellers,
    inbox: { unanswered_questions: questions, unread_messages: messages },
    daily: days.map((date) => {
      const figures = byDay.get(date)!;
      return {
        date,
        revenue: paisaToRupees(figures.paid_online.paisa + figures.cod_delivered.paisa),
        cod_outstanding: paisaToRupees(figures.cod_outstanding.paisa),
        orders: SALES_KINDS.reduce((sum, kind) => sum + figures[kind].count, 0),
      };
    }),
  };
}
