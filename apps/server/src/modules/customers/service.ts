import {
  ADMIN_CUSTOMERS_PAGE_SIZE,
  CUSTOMER_DETAIL_DELIVERY_ADDRESSES_SHOWN,
  CUSTOMER_DETAIL_ORDERS_SHOWN,
  CUSTOMER_DETAIL_REVIEWS_SHOWN,
  CUSTOMER_MESSAGES,
  customerChangeMessages,
  paisaToRupees,
  phoneSearchDigits,
  totalPages,
  type AdminCustomerChanged,
  type AdminCustomerDetail,
  type AdminCustomerList,
  type CustomerState,
  type OrderStatus,
  type PaymentGateway,
  type PaymentStatus,
  type UserRole,
} from '@pasal/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/connection.js';
import { refuse } from '../../lib/refusal.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { users } from '../../db/schema.js';
import { disableUser, enableUser, eraseUser, findUserById, toSessionUser } from '../auth/index.js';
import { eraseSavedAddresses } from '../addresses/index.js';
import { eraseStockAlerts } from '../back-in-stock/index.js';
import { eraseCartAndWishlist } from '../cart/index.js';
import { dropQueuedMailTo } from '../mail/index.js';
import { eraseNewsletterSubscription } from '../newsletter/index.js';
import { eraseBuyerDetails } from '../orders/index.js';
import { dropTextMessagesOf } from '../sms/index.js';
import { eraseQuestions } from '../questions/index.js';
import { eraseReviews } from '../reviews/index.js';

// The back office's customers: every account (staff shop too), searched by name, e-mail or phone,
// with what it has ordered and spent, its addresses and reviews. Reads only here, apart from an
// admin disabling an account (no sign-in, no refresh, no writes; its sessions end) and enabling it,
// which this module checks and the auth module writes (disableUser, enableUser).
// Orders and reviews belong to their modules; this screen only reads their tables, in SQL that
// mirrors the contract's rules (orderCountsAsSpent).

/** SQL twin of the contract's orderCountsAsSpent, for an orders row aliased `o`. */
const COUNTS_AS_SPENT = sql`(o.status <> 'Cancelled' AND (o.payment_status = 'paid'
  OR (o.payment_gateway = 'COD' AND o.status = 'Delivered' AND o.payment_status = 'unpaid')))`;

/** The indexed expressions of migration 0018 (users_search_trgm_idx, users_phone_digits_trgm_idx). */
const NAME_AND_EMAIL = sql`lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || u.middle_name)`;
const PHONE_DIGITS = sql`regexp_replace(u.phone, '\\D', '', 'g')`;

function searchCondition(query: string): SQL {
  const text = containsPattern(query.toLowerCase());
  const matches: SQL[] = [sql`${NAME_AND_EMAIL} LIKE ${text}`];
  const digits = phoneSearchDigits(query);
  // "+977 9841…" is a phone search only; "sita 98" is still a name search (no digits match).
  if (digits && /^[\d\s+()-]+$/.test(query)) matches.push(sql`${PHONE_DIGITS} LIKE ${`%${digits}%`}`);
  return sql`(${sql.join(matches, sql` OR `)})`;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const stateOf = (disabledAt: Date | string | null): CustomerState => (disabledAt === null ? 'active' : 'disabled');

interface ListSqlRow extends Record<string, unknown> {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  role: UserRole;
  disabled_at: Date | string | null;
  created_at: Date | string;
  order_count: number;
  spent_paisa: string | number;
  last_order_at: Date | string | null;
}

/** Newest accounts first; each with its orders' count, money spent and last order. */
export async function listCustomers(
  db: DbOrTx,
  query: { q?: string | undefined; state?: CustomerState | undefined; page: number },
): Promise<AdminCustomerList> {
  const conditions: SQL[] = [sql`TRUE`];
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.state === 'disabled') conditions.push(sql`u.disabled_at IS NOT NULL`);
  if (query.state === 'active') conditions.push(sql`u.disabled_at IS NULL`);
  const where = sql.join(conditions, sql` AND `);
  const [counted, page] = await Promise.all([
    db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM users u WHERE ${where}`),
    // The figures per account come from its orders through orders_user_created_idx, only for the
    // page's 25 rows.
    db.execute<ListSqlRow>(sql`
      SELECT u.id, u.email, u.first_name, u.last_name, u.phone, u.role, u.disabled_at, u.created_at,
        figures.order_count, figures.spent_paisa, figures.last_order_at
      FROM users u
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS order_count,
          coalesce(sum(o.grand_total_paisa) FILTER (WHERE ${COUNTS_AS_SPENT}), 0) AS spent_paisa,
          max(o.created_at) AS last_order_at
        FROM orders o WHERE o.user_id = u.id
      ) figures
      WHERE ${where}
      ORDER BY u.created_at DESC, u.id DESC
      LIMIT ${ADMIN_CUSTOMERS_PAGE_SIZE} OFFSET ${(query.page - 1) * ADMIN_CUSTOMERS_PAGE_SIZE}`),
  ]);
  const count = counted.rows[0]?.count ?? 0;
  return {
    data: page.rows.map((row) => ({
      id: row.id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      phone: row.phone,
      role: row.role,
      state: stateOf(row.disabled_at),
      joined_on: iso(row.created_at),
      order_count: row.order_count,
      total_spent: paisaToRupees(Number(row.spent_paisa)),
      last_order_on: row.last_order_at === null ? null : iso(row.last_order_at),
    })),
    count,
    page: query.page,
    total_pages: totalPages(count, ADMIN_CUSTOMERS_PAGE_SIZE),
  };
}

interface OrderSqlRow extends Record<string, unknown> {
  transaction_id: string;
  created_at: Date | string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_gateway: PaymentGateway;
  grand_total_paisa: number;
  item_count: number;
  counts_as_spent: boolean;
}

interface DeliverySqlRow extends Record<string, unknown> {
  country: string;
  province: string;
  city: string;
  details_address: string;
  monument: string;
  postal_code: string;
  phone_number: string;
  last_used_at: Date | string;
  order_count: number;
}

interface ReviewSqlRow extends Record<string, unknown> {
  id: number;
  product_id: number;
  product_name: string;
  product_slug: string;
  rating: number;
  review_text: string;
  verified_purchase: boolean;
  created_at: Date | string;
}

/** One account with everything the detail screen shows. */
export async function getCustomer(db: DbOrTx, id: number): Promise<AdminCustomerDetail> {
  const user = await findUserById(db, id);
  if (!user) throw refuse('customer_not_found');
  const [figures, orderRows, deliveryRows, reviewCount, reviewRows, disabler, eraser] = await Promise.all([
    db.execute<{ order_count: number; spent_paisa: string | number }>(sql`
      SELECT count(*)::int AS order_count,
        coalesce(sum(o.grand_total_paisa) FILTER (WHERE ${COUNTS_AS_SPENT}), 0) AS spent_paisa
      FROM orders o WHERE o.user_id = ${id}`),
    db.execute<OrderSqlRow>(sql`
      SELECT o.transaction_id, o.created_at, o.status, o.payment_status, o.payment_gateway, o.grand_total_paisa,
        (SELECT coalesce(sum(oi.quantity), 0)::int FROM order_items oi WHERE oi.order_id = o.id) AS item_count,
        ${COUNTS_AS_SPENT} AS counts_as_spent
      FROM orders o WHERE o.user_id = ${id}
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT ${CUSTOMER_DETAIL_ORDERS_SHOWN}`),
    // The same place typed twice (other case, spaces) is one address.
    db.execute<DeliverySqlRow>(sql`
      SELECT (array_agg(o.country ORDER BY o.created_at DESC))[1] AS country,
        (array_agg(o.province ORDER BY o.created_at DESC))[1] AS province,
        (array_agg(o.city ORDER BY o.created_at DESC))[1] AS city,
        (array_agg(o.details_address ORDER BY o.created_at DESC))[1] AS details_address,
        (array_agg(o.monument ORDER BY o.created_at DESC))[1] AS monument,
        (array_agg(o.postal_code ORDER BY o.created_at DESC))[1] AS postal_code,
        (array_agg(o.phone_number ORDER BY o.created_at DESC))[1] AS phone_number,
        max(o.created_at) AS last_used_at, count(*)::int AS order_count
      FROM orders o WHERE o.user_id = ${id}
      GROUP BY lower(btrim(o.province)), lower(btrim(o.city)), lower(btrim(o.details_address)),
        lower(btrim(o.monument)), regexp_replace(o.phone_number, '\\D', '', 'g')
      ORDER BY last_used_at DESC
      LIMIT ${CUSTOMER_DETAIL_DELIVERY_ADDRESSES_SHOWN}`),
    db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM reviews r WHERE r.user_id = ${id}`),
    db.execute<ReviewSqlRow>(sql`
      SELECT r.id, r.product_id, p.name AS product_name, p.slug AS product_slug, r.rating, r.review_text,
        r.verified_purchase, r.created_at
      FROM reviews r JOIN products p ON p.id = r.product_id
      WHERE r.user_id = ${id}
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT ${CUSTOMER_DETAIL_REVIEWS_SHOWN}`),
    user.disabledBy === null ? undefined : findUserById(db, user.disabledBy),
    user.erasedBy === null ? undefined : findUserById(db, user.erasedBy),
  ]);
  const staffName = (staff: { id: number; firstName: string; lastName: string; email: string }) => ({
    id: staff.id,
    name: `${staff.firstName} ${staff.lastName}`.trim() || staff.email,
  });
  const totals = figures.rows[0];
  return {
    ...toSessionUser(user),
    state: stateOf(user.disabledAt),
    disabled:
      user.disabledAt === null
        ? null
        : {
            at: iso(user.disabledAt),
            reason: user.disabledReason,
            by: disabler ? staffName(disabler) : null,
          },
    erased: user.erasedAt === null ? null : { at: iso(user.erasedAt), by: eraser ? staffName(eraser) : null },
    joined_on: iso(user.createdAt),
    sign_in: { password: user.passwordHash !== null, google: user.googleSub !== null },
    order_count: totals?.order_count ?? 0,
    total_spent: paisaToRupees(Number(totals?.spent_paisa ?? 0)),
    orders: orderRows.rows.map((row) => ({
      transaction_id: row.transaction_id,
      created_on: iso(row.created_at),
      order_status: row.status,
      payment_status: row.payment_status,
      payment_gateway: row.payment_gateway,
      grand_total: paisaToRupees(row.grand_total_paisa),
      item_count: row.item_count,
      counts_as_spent: row.counts_as_spent,
    })),
    addresses: {
      billing: user.billing ?? null,
      delivery: deliveryRows.rows.map((row) => ({
        country: row.country,
        state: row.province,
        city: row.city,
        address: row.details_address,
        monument: row.monument,
        zipcode: row.postal_code,
        phone_number: row.phone_number,
        last_used_on: iso(row.last_used_at),
        order_count: row.order_count,
      })),
    },
    review_count: reviewCount.rows[0]?.count ?? 0,
    reviews: reviewRows.rows.map((row) => ({
      id: row.id,
      product: { id: row.product_id, name: row.product_name, slug: row.product_slug },
      rating: row.rating,
      review_text: row.review_text,
      verified_purchase: row.verified_purchase,
      created_on: iso(row.created_at),
    })),
  };
}

interface ChangeContext {
  /** The admin making the change. */
  actorId: number;
  now: number;
}

/**
 * Locks the target's row and the actor's, then checks the rules, so a role granted or an account
 * disabled at the same moment is seen. The actor's admin role is checked again under the lock.
 */
async function lockedTarget(tx: DbOrTx, id: number, actorId: number) {
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      disabledAt: users.disabledAt,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .where(sql`${users.id} IN (${id}, ${actorId})`)
    .orderBy(users.id)
    .for('update');
  const target = rows.find((row) => row.id === id);
  if (!target) throw refuse('customer_not_found');
  const actor = rows.find((row) => row.id === actorId);
  if (!actor || actor.role !== 'admin' || actor.disabledAt !== null) throw refuse('admin_only');
  return target;
}

/** No sign-in, refresh or write from now on; every session ends, a pending reset code dies. */
export async function disableCustomer(
  db: Database,
  id: number,
  reason: string,
  context: ChangeContext,
): Promise<AdminCustomerChanged> {
  await db.transaction(async (tx) => {
    const target = await lockedTarget(tx, id, context.actorId);
    if (target.id === context.actorId) throw refuse('customer_disable_own');
    // A staff account is stopped by taking its role away (Staff screen), which the shop's
    // one-admin rules guard; disabling it here would go around them.
    if (target.role !== 'customer') throw refuse('customer_disable_staff');
    if (target.disabledAt !== null) throw refuse('customer_already_disabled');
    await disableUser(tx, id, { by: context.actorId, reason, now: context.now });
  });
  const customer = await getCustomer(db, id);
  return { data: customer, message: customerChangeMessages.disabled(customer) };
}

/** The account may sign in again (with its old password or Google); nothing else changes. */
export async function enableCustomer(db: Database, id: number, context: ChangeContext): Promise<AdminCustomerChanged> {
  await db.transaction(async (tx) => {
    const target = await lockedTarget(tx, id, context.actorId);
    if (target.erasedAt !== null) throw refuse('customer_erased_for_good');
    if (target.disabledAt === null) throw refuse('customer_not_disabled');
    await enableUser(tx, id, context.now);
  });
  const customer = await getCustomer(db, id);
  return { data: customer, message: customerChangeMessages.enabled(customer) };
}

/**
 * Erases a customer account on the customer's request, in one transaction: every owner erases its
 * part (auth the account itself, then addresses, cart and wishlist, newsletter, stock alerts,
 * e-mails waiting to be sent to it, text messages to its phones, questions and reviews, and the orders' buyer details). The orders stay for the tax records, as
 * "Erased customer"; issued bills are never edited. Staff and admin accounts are refused (their
 * role is taken away on the Staff screen first), and so is the admin's own account.
 */
export async function eraseCustomer(db: Database, id: number, context: ChangeContext): Promise<AdminCustomerChanged> {
  await db.transaction(async (tx) => {
    const target = await lockedTarget(tx, id, context.actorId);
    if (target.id === context.actorId) throw refuse('customer_erase_own');
    if (target.role !== 'customer') throw refuse('customer_erase_staff');
    if (target.erasedAt !== null) throw refuse('customer_already_erased');
    // The parts found by the address first, while the account still has it.
    await eraseNewsletterSubscription(tx, target.email);
    await eraseStockAlerts(tx, id, target.email);
    await dropQueuedMailTo(tx, target.email);
    await eraseSavedAddresses(tx, id);
    await eraseCartAndWishlist(tx, id);
    await eraseQuestions(tx, id);
    await eraseReviews(tx, id);
    // Its text messages, found by the phones while the account and its orders still have them.
    await dropTextMessagesOf(tx, id);
    await eraseBuyerDetails(tx, id);
    await eraseUser(tx, id, { by: context.actorId, now: context.now });
  });
  return { data: await getCustomer(db, id), message: CUSTOMER_MESSAGES.erased };
}
