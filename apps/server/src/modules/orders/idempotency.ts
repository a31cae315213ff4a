import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_KEY_TTL_HOURS, type Locale, type PlacedOrder, type PlaceOrderRequest } from '@pasal/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DatabaseHandle, DbOrTx } from '../../db/connection.js';
import { HttpError } from '../../lib/http-errors.js';
import { fieldRefusal, refuse } from '../../lib/refusal.js';
import type { AppServices } from '../../services.js';
import { orderIdempotencyKeys } from './idempotency-schema.js';
import { newOrderNumber } from './order-number.js';
import { placeOrder, type PlacementServices } from './placement/place-order.js';

// Idempotency-Key on POST /orders/ (docs/api-orders.md, docs/decisions.md). The key row is inserted
// in the same transaction as the order, before its stock is taken: a duplicate arriving while the
// first is running waits on the row's unique index, and finds either nothing (the first was refused
// and rolled back, so it tries itself) or the key taken (it replays the first answer). Only placed
// orders are remembered; a refused request (400, 409, 422) leaves the key free to try again.

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

/** Thrown inside the order's transaction when the key is already taken: nothing is recorded. */
class KeyTaken extends Error {}

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

/**
 * Takes the key for this request inside the order's transaction, or throws KeyTaken. A key past its
 * day is taken over in place (the old answer no longer replays). Waits while another transaction
 * holds the same key, and takes it if that one rolled back.
 */
async function claimKey(
  tx: DbOrTx,
  claim: { userId: number; key: string; hash: string; transactionId: string; now: number },
): Promise<void> {
  const createdAt = new Date(claim.now);
  const taken = await tx
    .insert(orderIdempotencyKeys)
    .values({
      userId: claim.userId,
      key: claim.key,
      requestHash: claim.hash,
      transactionId: claim.transactionId,
      createdAt,
    })
    .onConflictDoUpdate({
      target: [orderIdempotencyKeys.userId, orderIdempotencyKeys.key],
      set: {
        requestHash: claim.hash,
        transactionId: claim.transactionId,
        statusCode: null,
        response: null,
        createdAt,
      },
      setWhere: lt(orderIdempotencyKeys.createdAt, new Date(claim.now - TTL_MS)),
    })
    .returning({ key: orderIdempotencyKeys.key });
  if (taken.length === 0) throw new KeyTaken();
}

const keyRow = (userId: number, key: string) =>
  and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, key));

/**
 * The first answer for a key another request took: 422 for another body, the stored answer once
 * it is there (the first request may still be starting an online payment), or null when the key is
 * free again (the first request failed and gave it back, or it expired) and this one should try.
 */
async function replay(
  services: Pick<AppServices, 'database' | 'now'>,
  userId: number,
  key: string,
  hash: string,
): Promise<OrderAnswer | null> {
  const db = services.database.db;
  const deadline = Date.now() + WAIT_FOR_ANSWER_MS;
  for (;;) {
    const [row] = await db
      .select({
        requestHash: orderIdempotencyKeys.requestHash,
        statusCode: orderIdempotencyKeys.statusCode,
        response: orderIdempotencyKeys.response,
        createdAt: orderIdempotencyKeys.createdAt,
      })
      .from(orderIdempotencyKeys)
      .where(keyRow(userId, key));
    if (!row || row.createdAt.getTime() < services.now() - TTL_MS) return null;
    if (row.requestHash !== hash)
      throw refuse('idempotency_key_reused', undefined, {
        fields: { 'idempotency-key': fieldRefusal('idempotency_key_reused') },
      });
    if (row.statusCode !== null && row.response !== null) {
      return { statusCode: row.statusCode, body: row.response as { data: PlacedOrder } };
    }
    if (Date.now() > deadline) throw refuse('order_in_flight', undefined, { headers: { 'retry-after': '5' } });
    await sleep(POLL_MS);
  }
}

/** POST /orders/ with an Idempotency-Key: places the order once, and answers repeats as the first time. */
export async function placeOrderOnce(
  services: PlacementServices,
  userId: number,
  key: string,
  input: PlaceOrderRequest,
  locale: Locale,
): Promise<OrderAnswer> {
  const db = services.database.db;
  const hash = requestHash(input);
  cleanUpSoon(services, services.now());
  // A key given back (its first request refused, or expired) is tried again; a few rounds at most.
  for (let round = 0; round < 3; round += 1) {
    const transactionId = newOrderNumber();
    let placed: PlacedOrder;
    try {
      placed = await placeOrder(services, userId, input, {
        transactionId,
        locale,
        claim: (tx) => claimKey(tx, { userId, key, hash, transactionId, now: services.now() }),
      });
    } catch (error) {
      if (error instanceof KeyTaken) {
        const answer = await replay(services, userId, key, hash);
        if (answer) return answer;
        continue;
      }
      // The order was recorded but its payment could not be started, so it was cancelled: the key
      // is given back, and a retry of the same attempt places a fresh order.
      if (error instanceof HttpError && error.statusCode === 502) {
        await db.delete(orderIdempotencyKeys).where(keyRow(userId, key));
      }
      throw error;
    }
    const answer: OrderAnswer = { statusCode: 201, body: { data: placed } };
    await db
      .update(orderIdempotencyKeys)
      .set({ statusCode: answer.statusCode, response: sql`${JSON.stringify(answer.body)}::jsonb` })
      .where(and(keyRow(userId, key), eq(orderIdempotencyKeys.transactionId, transactionId)));
    return answer;
  }
  throw refuse('order_in_flight', undefined, { headers: { 'retry-after': '5' } });
}
