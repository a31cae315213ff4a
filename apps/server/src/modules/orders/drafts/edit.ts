import type {
  DraftCustomer,
  DraftCustomerRequest,
  DraftOrderQuoteRequest,
  DraftOrderRequest,
  OrderQuote,
} from '@pasal/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection.js';
import { refuse } from '../../../lib/refusal.js';
import type { AppServices } from '../../../services.js';
import { createPasswordlessCustomer, findUserByEmail, findUserById, isDisabled } from '../../auth/index.js';
import { draftOrders, type DraftOrderPayload } from '../drafts-schema.js';
import { buildQuote, destinationOf, quoteToApi } from '../quote.js';
import { draftRow } from './store.js';

// Staff writing a draft: create, change while open, cancel, and an account for a customer who has
// none. Nothing here touches stock: a draft holds no units until it becomes an order (place.ts).

type Services = Pick<AppServices, 'database' | 'config' | 'now'>;

/** The customer a draft is for: an account that exists and may order. */
export async function draftCustomerOf(db: DbOrTx, customerId: number) {
  const customer = await findUserById(db, customerId);
  if (!customer || customer.erasedAt !== null) throw refuse('draft_customer_not_found');
  if (isDisabled(customer)) throw refuse('draft_customer_disabled');
  return customer;
}

function payloadOf(input: DraftOrderRequest): DraftOrderPayload {
  const { customer_id: _customer, source: _source, staff_note: _note, ...payload } = input;
  return payload;
}

export async function createDraft(services: Services, staffId: number, input: DraftOrderRequest): Promise<number> {
  const db = services.database.db;
  await draftCustomerOf(db, input.customer_id);
  const now = new Date(services.now());
  const [created] = await db
    .insert(draftOrders)
    .values({
      customerId: input.customer_id,
      payload: payloadOf(input),
      source: input.source,
      staffNote: input.staff_note,
      createdBy: staffId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: draftOrders.id });
  return created!.id;
}

/** Replaces an open draft's contents; 409 once it has been placed or cancelled. */
export async function updateDraft(services: Services, id: number, input: DraftOrderRequest): Promise<void> {
  const db = services.database.db;
  await draftCustomerOf(db, input.customer_id);
  const [updated] = await db
    .update(draftOrders)
    .set({
      customerId: input.customer_id,
      payload: payloadOf(input),
      source: input.source,
      staffNote: input.staff_note,
      updatedAt: new Date(services.now()),
    })
    .where(and(eq(draftOrders.id, id), eq(draftOrders.state, 'open')))
    .returning({ id: draftOrders.id });
  if (!updated) {
    await draftRow(db, id);
    throw refuse('draft_not_open');
  }
}

/** Cancels an open draft; its payment link stops working with it. */
export async function cancelDraft(services: Services, id: number): Promise<void> {
  const db = services.database.db;
  const [cancelled] = await db
    .update(draftOrders)
    .set({ state: 'cancelled', payTokenHash: null, updatedAt: new Date(services.now()) })
    .where(and(eq(draftOrders.id, id), eq(draftOrders.state, 'open')))
    .returning({ id: draftOrders.id });
  if (!cancelled) {
    await draftRow(db, id);
    throw refuse('draft_not_open');
  }
}

/** The draft's figures now, for the customer (a coupon's once-per-customer rule is theirs). */
export async function quoteDraft(services: Services, input: DraftOrderQuoteRequest): Promise<OrderQuote> {
  const db = services.database.db;
  const customer = input.customer_id ? await draftCustomerOf(db, input.customer_id) : null;
  const quote = await buildQuote(db, services.config, {
    lines: input.lines,
    couponCode: input.coupon_code,
    // No customer chosen yet: priced as for nobody in particular (id 0 has no orders or coupon uses).
    userId: customer?.id ?? 0,
    now: services.now(),
    destination: destinationOf(input),
  });
  return quoteToApi(quote, services.config);
}

/**
 * An account for a customer who ordered by phone: no password (they can set one with "Forgot
 * password" on that address), e-mail not yet proven. 409 when the address has an account already.
 */
export async function addDraftCustomer(services: Services, input: DraftCustomerRequest): Promise<DraftCustomer> {
  const db = services.database.db;
  if (await findUserByEmail(db, input.email)) throw refuse('draft_customer_exists');
  const created = await createPasswordlessCustomer(db, {
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
  });
  // Taken between the look and the insert.
  if (!created) throw refuse('draft_customer_exists');
  return {
    id: created.id,
    name: `${created.firstName} ${created.lastName}`.trim(),
    email: created.email,
    phone: created.phone,
  };
}
