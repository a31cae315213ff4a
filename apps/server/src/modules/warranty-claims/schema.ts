import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { WARRANTY_CLAIM_STATUSES } from '@pasal/contract';
import { users } from '../auth/schema.js';
import { orders } from '../orders/schema.js';
import { orderItemUnits } from '../serials/schema.js';

// Warranty claims (issue #33, migration 0052). A sold unit still in its warranty is received with
// its fault, sent to the brand's service centre (name, job number), comes back repaired, replaced or
// refused, and is returned to its customer. Each step is a row of warranty_claim_steps (who, when);
// a step is taken by one conditional update of the claim's status (`WHERE status = <the step
// before>`), so two clicks at once take it once. A unit has at most one claim not yet returned.

const statusList = sql.raw(WARRANTY_CLAIM_STATUSES.map((status) => `'${status}'`).join(', '));

export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => orderItemUnits.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The serial as recorded on the unit when the claim was opened. */
    serial: text('serial').notNull(),
    fault: text('fault').notNull(),
    status: text('status', { enum: WARRANTY_CLAIM_STATUSES }).notNull().default('received'),
    /** The Nepal day the shop received the unit: the claim's age counts from it. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    serviceCentre: text('service_centre'),
    jobNumber: text('job_number'),
    /** What the service centre said (a refusal's reason is required). */
    outcomeNote: text('outcome_note'),
    /** The unit the brand gave instead, when known. */
    replacementSerial: text('replacement_serial'),
    /** When it went back to its customer: the claim's age stops. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('warranty_claims_status_check', sql`${table.status} IN (${statusList})`),
    check('warranty_claims_fault_check', sql`btrim(${table.fault}) <> ''`),
    check(
      'warranty_claims_centre_check',
      sql`${table.status} = 'received' OR (${table.serviceCentre} IS NOT NULL AND btrim(${table.serviceCentre}) <> '' AND ${table.jobNumber} IS NOT NULL AND btrim(${table.jobNumber}) <> '')`,
    ),
    check(
      'warranty_claims_returned_check',
      sql`(${table.status} = 'returned_to_customer') = (${table.returnedAt} IS NOT NULL)`,
    ),
    uniqueIndex('warranty_claims_open_unit_unique')
      .on(table.unitId)
      .where(sql`${table.status} <> 'returned_to_customer'`),
    index('warranty_claims_status_idx').on(table.status, table.id),
    index('warranty_claims_order_idx').on(table.orderId, table.id),
    index('warranty_claims_unit_idx').on(table.unitId, table.id),
  ],
);

export const warrantyClaimSteps = pgTable(
  'warranty_claim_steps',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: 'cascade' }),
    status: text('status', { enum: WARRANTY_CLAIM_STATUSES }).notNull(),
    note: text('note').notNull().default(''),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('warranty_claim_steps_status_check', sql`${table.status} IN (${statusList})`),
    index('warranty_claim_steps_claim_idx').on(table.claimId, table.id),
  ],
);
