import { z } from 'zod';

// Idempotency-Key on POST /orders/ (docs/api-orders.md): the browser sends one per checkout
// attempt, so a retry or a double click of the same attempt places one order.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** How long a key replays its first answer. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 8 to 128 characters: letters, digits, "-", "_", "." or ":"',
} as const;

/**
 * A key is an opaque token chosen by the client (a UUID in the web app). Printable ASCII without
 * spaces or quotes keeps it safe in logs and in the database; 128 characters is plenty.
 */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, IDEMPOTENCY_MESSAGES.invalidKey);
