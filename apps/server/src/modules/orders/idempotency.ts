import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_KEY_TTL_HOURS, type Locale, type PlacedOrder, type PlaceOrderRequest } from '@pasal/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DatabaseHandle, DbOrTx } from '../../db/connection.js';
import { HttpError } from '../../lib/http-errors.js';
import { fieldRefusal, refuse } from '../../lib/refusal.js';
import type { AppServices } from '../../services.js';
import { codPaymentStart } from '../payments/index.js';
import { orderIdempotencyKeys } from './idempotency-schema.js';
import { newOrderNumber } from './order-number.js';
import { isKeyTaken, type OrderKeyClaim } from './order-statement.js';
import { placeOrder, type PlacementServices } from './placement/place-order.js';
import { selectOrders } from './serialize.js';

// Idempotency-Key on POST /orders/ (docs/api-orders.md, docs/decisions.md). The key row is inserted
// by the statement that records the order, first thing, before any stock is taken
// (order-statement.ts, pasal_claim_order_key of migration 0071): a duplicate arriving while the first
// is running waits on the row's primary key, and finds either nothing (the first was refused and
// undone, so it tries itself) or the key taken (its statement fails with PA003, writing nothing, and
// it replays the first answer). Only placed orders are remembered; a refused request (400, 409, 422)
// leaves the key free to try again.
//
// A cash-on-delivery answer is complete when the order commits, so its key row says 201 from the
// start and a replay rebuilds the answer from the order the row names: no write after the order.
// An online payment's answer holds the payment's start, which comes after the order is recorded:
// it is stored on the key row, and a duplicate waits for it.

const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60_000;
/** How long a duplicate waits for the first request's answer (an online payment's start included). */
const WAIT_FOR_ANSWER_MS = 15_000;
const POLL_MS = 50;
/** Expired keys are deleted at most this often per process, off the request's path. */
const CLEAN_UP_EVERY_MS = 60 * 60_000;

export interface OrderAnswer {
  statusCode: number;
  body: { data: PlacedOrder };
}

/** The status of a placed order's answer. */
const PLACED = 201;

/** JSON with sorted keys: the same body gives the same hash however its fields were ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function requestHash(input: PlaceOrderRequest): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}

// Per database handle: the keys live in that database, so that is what one clean-up an hour is for.
const lastCleanUp = new WeakMap<DatabaseHandle, number>();

/** Deletes keys past their day, at most once an hour per process, without holding up the order. */
function cleanUpSoon(services: Pick<AppServices, 'database' | 'log'>, now: number): void {
  const last = lastCleanUp.get(services.database);
  if (last !== undefined && now - last < CLEAN_UP_EVERY_MS) return;
  lastCleanUp.set(services.database, now);
  void deleteExpiredKeys(services.database.db, now).catch((error: unknown) =>
    services.log.warn({ err: error }, 'could not delete expired idempotency keys'),
  );
}

/** Keys older than a day (uses the created_at index); returns how many went. */
export async function deleteExpiredKeys(db: DbOrTx, now: number): Promise<number> {
  const deleted = await db
    .delete(orderIdempotencyKeys)
    .where(lt(orderIdempotencyKeys.createdAt, new Date(now - TTL_MS)))
    .returning({ key: orderIdempotencyKeys.key });
  return deleted.length;
}

const keyRow = (userId: number, key: string) =>
  and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, key));

type KeyRow = Pick<
  typeof orderIdempotencyKeys.$inferSelect,
  'requestHash' | 'transactionId' | 'statusCode' | 'response' | 'createdAt'
>;

async function readKey(db: DbOrTx, userId: number, key: string): Promise<KeyRow | undefined> {
  const [row] = await db
    .select({
      requestHash: orderIdempotencyKeys.requestHash,
      transactionId: orderIdempotencyKeys.transactionId,
      statusCode: orderIdempotencyKeys.statusCode,
      response: orderIdempotencyKeys.response,
      createdAt: orderIdempotencyKeys.createdAt,
    })
    .from(orderIdempotencyKeys)
    .where(keyRow(userId, key));
  return row;
}

/**
 * A cash-on-delivery order's answer, rebuilt from the order its key placed (the key row commits with
 * it, so the order is there). As long as nothing has happened to the order since, this is the first
 * answer over again. Once something has (staff moved, edited or cancelled it, or the customer's hour
 * to cancel ran out), the replay shows the order as it is now, not as it was: the shop's checkout
 * page reads only `payment` and then lists the orders afresh, and to any other client an order that
 * has shipped or been cancelled, answered as Pending and cancellable, would be a false statement.
 * What a replay promises stays the same: the same status, the same order, nothing placed twice.
 */
async function rebuiltCodAnswer(
  services: Pick<AppServices, 'database' | 'now'>,
  userId: number,
  row: KeyRow,
): Promise<OrderAnswer> {
  const where = sql`o.transaction_id = ${row.transactionId} AND o.user_id = ${userId}`;
  const [order] = await selectOrders(services.database.db, where, services.now());
  // Orders are never deleted, and an erased customer's key rows went with the account.
  if (!order) throw new Error(`idempotency key names order ${row.transactionId}, which is not there`);
  return { statusCode: row.statusCode ?? PLACED, body: { data: { order, payment: codPaymentStart } } };
}

/**
 * The first answer as the key's row gives it: stored (an online payment's), rebuilt from the order
 * (cash on delivery: a status and no stored answer), or null while the first request is still
 * starting an online payment.
 */
async function answerOf(
  services: Pick<AppServices, 'database' | 'now'>,
  userId: number,
  row: KeyRow,
): Promise<OrderAnswer | null> {
  if (row.statusCode === null) return null;
  if (row.response !== null) return { statusCode: row.statusCode, body: row.response as { data: PlacedOrder } };
  return rebuiltCodAnswer(services, userId, row);
}

/**
 * The first answer for a key another request took: 422 for another body, the first answer once it
 * is known (the first request may still be starting an online payment), or null when the key is
 * free again (the first request failed and gave it back, or it expired) and this one should try.
 */
async function replay(
  services: Pick<AppServices, 'database' | 'now'>,
  userId: number,
  key: string,
  hash: string,
): Promise<OrderAnswer | null> {
  const deadline = Date.now() + WAIT_FOR_ANSWER_MS;
  for (;;) {
    const row = await readKey(services.database.db, userId, key);
    if (!row || row.createdAt.getTime() < services.now() - TTL_MS) return null;
    if (row.requestHash !== hash)
      throw refuse('idempotency_key_reused', undefined, {
        fields: { 'idempotency-key': fieldRefusal('idempotency_key_reused') },
      });
    const answer = await answerOf(services, userId, row);
    if (answer) return answer;
    if (Date.now() > deadline) throw refuse('order_in_flight', undefined, { headers: { 'retry-after': '5' } });
    await sleep(POLL_MS);
  }
}

/** What the order's statement claims: the key, with the status a cash-on-delivery answer has at once. */
function keyClaimOf(key: string, hash: string, input: PlaceOrderRequest, now: number): OrderKeyClaim {
  return {
    key,
    requestHash: hash,
    answerStatus: input.payment_gateway === 'COD' ? PLACED : null,
    expiredBefore: new Date(now - TTL_MS),
  };
}

/**
 * Places the order, its statement claiming the key; null when another request placed an order with
 * the key (nothing was written). An online payment's answer is stored on the key's row.
 */
async function placeClaimingKey(
  services: PlacementServices,
  userId: number,
  key: string,
  hash: string,
  input: PlaceOrderRequest,
  locale: Locale,
): Promise<OrderAnswer | null> {
  const db = services.database.db;
  const transactionId = newOrderNumber();
  const keyClaim = keyClaimOf(key, hash, input, services.now());
  let placed: PlacedOrder;
  try {
    placed = await placeOrder(services, userId, input, { transactionId, locale, keyClaim });
  } catch (error) {
    if (isKeyTaken(error)) return null;
    // The order was recorded but its payment could not be started, so it was cancelled: the key
    // is given back, and a retry of the same attempt places a fresh order.
    if (error instanceof HttpError && error.statusCode === 502) {
      await db.delete(orderIdempotencyKeys).where(keyRow(userId, key));
    }
    throw error;
  }
  const answer: OrderAnswer = { statusCode: PLACED, body: { data: placed } };
  // A cash-on-delivery answer is rebuilt from its order: nothing more to write on the request's path.
  if (keyClaim.answerStatus === null) {
    await db
      .update(orderIdempotencyKeys)
      .set({ statusCode: answer.statusCode, response: sql`${JSON.stringify(answer.body)}::jsonb` })
      .where(and(keyRow(userId, key), eq(orderIdempotencyKeys.transactionId, transactionId)));
  }
  return answer;
}

/** POST /orders/ with an Idempotency-Key: places the order once, and answers repeats as the first time. */
export async function placeOrderOnce(
  services: PlacementServices,
  userId: number,
  key: string,
  input: PlaceOrderRequest,
  locale: Locale,
): Promise<OrderAnswer> {
  const hash = requestHash(input);
  cleanUpSoon(services, services.now());
  // A key given back (its first request refused, or expired) is tried again; a few rounds at most.
  for (let round = 0; round < 3; round += 1) {
    const answer =
      (await placeClaimingKey(services, userId, key, hash, input, locale)) ??
      (await replay(services, userId, key, hash));
    if (answer) return answer;
  }
  throw refuse('order_in_flight', undefined, { headers: { 'retry-after': '5' } });
}
