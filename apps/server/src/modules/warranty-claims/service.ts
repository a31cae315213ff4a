import {
  nepalDateOf,
  normaliseSerial,
  parseIsoDate,
  STAFF_WARRANTY_CLAIMS_PAGE_SIZE,
  toIsoDate,
  totalPages,
  WARRANTY_CLAIM_MOVES,
  WARRANTY_CLAIM_STATUS_LABELS,
  warrantyClaimAgeing,
  warrantyEnd,
  type AdDate,
  type Locale,
  type StaffWarrantyClaim,
  type StaffWarrantyClaimList,
  type WarrantyClaim,
  type WarrantyClaimFilter,
  type WarrantyClaimOpen,
  type WarrantyClaimStatus,
  type WarrantyClaimStep,
} from '@pasal/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import type { AppServices } from '../../services.js';
import { recordOrderEvents } from '../orders/index.js';
import { currentShopSettings } from '../settings/index.js';
import { warrantyClaimEmail } from './mail.js';
import { warrantyClaimSteps, warrantyClaims } from './schema.js';
import { fieldRefusal, refuse, type RefusalError } from '../../lib/refusal.js';

// Warranty claims (issue #33): opened by staff from the warranty lookup for a sold unit still in its
// warranty, moved step by step (received → at the service centre → repaired | replaced | refused →
// returned to the customer). Each step is one conditional update of the claim's status (`WHERE
// status = <the step before>`): the second of two clicks finds nothing to change and is told 409.
// The step's row (who, when), its entry in the order's history and the customer's e-mail are
// written in the same transaction; the outbox is kicked after the commit.

export type WarrantyClaimServices = Pick<AppServices, 'config' | 'database' | 'catalogCache' | 'mailOutbox' | 'now'>;

type Tx = Parameters<Parameters<WarrantyClaimServices['database']['db']['transaction']>[0]>[0];

/** Thrown inside a transaction to roll it back and answer with the error. */
class Refusal extends Error {
  constructor(readonly error: RefusalError) {
    super(error.message);
  }
}

async function inTransaction<T>(services: WarrantyClaimServices, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    const result = await services.database.db.transaction(work);
    services.mailOutbox.kick();
    return result;
  } catch (error) {
    if (error instanceof Refusal) throw error.error;
    throw error;
  }
}

/** The shop's listed holidays (the delivery settings'): they are not working days. */
async function holidaysOf(services: WarrantyClaimServices): Promise<ReadonlySet<string>> {
  const shop = await currentShopSettings(services);
  return new Set(shop.delivery.holidays);
}

interface ClaimRow {
  id: number;
  unit_id: number;
  order_id: number;
  serial: string;
  fault: string;
  status: WarrantyClaimStatus;
  received_on: string;
  service_centre: string | null;
  job_number: string | null;
  outcome_note: string | null;
  replacement_serial: string | null;
  returned_at: Date | null;
  transaction_id: string;
  product_name: string;
  color_name: string | null;
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  [key: string]: unknown;
}

interface StepRow {
  claim_id: number;
  status: WarrantyClaimStatus;
  note: string;
  at: Date;
  by: string | null;
  [key: string]: unknown;
}

async function selectClaims(db: DbOrTx, where: SQL, page?: { limit: number; offset: number }): Promise<ClaimRow[]> {
  const result = await db.execute<ClaimRow>(sql`
    SELECT c.id, c.unit_id, c.order_id, c.serial, c.fault, c.status, c.received_on::text AS received_on,
      c.service_centre, c.job_number, c.outcome_note, c.replacement_serial, c.returned_at,
      o.transaction_id, oi.product_name, oi.color_name, o.first_name, o.last_name, o.phone_number, o.email
    FROM warranty_claims c
    JOIN orders o ON o.id = c.order_id
    JOIN order_item_units u ON u.id = c.unit_id
    JOIN order_items oi ON oi.id = u.order_item_id
    WHERE ${where}
    ORDER BY c.id DESC
    ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`);
  return result.rows;
}

async function stepsOf(db: DbOrTx, claimIds: number[]): Promise<Map<number, StepRow[]>> {
  const byClaim = new Map<number, StepRow[]>();
  if (claimIds.length === 0) return byClaim;
  const result = await db.execute<StepRow>(sql`
    SELECT s.claim_id, s.status, s.note, s.at,
      nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') AS by
    FROM warranty_claim_steps s LEFT JOIN users u ON u.id = s.by_user_id
    WHERE s.claim_id IN (${sql.join(
      claimIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    ORDER BY s.claim_id, s.id`);
  for (const row of result.rows) byClaim.set(row.claim_id, [...(byClaim.get(row.claim_id) ?? []), row]);
  return byClaim;
}

const describe = (row: { product_name: string; color_name: string | null }) =>
  row.color_name ? `${row.product_name} (${row.color_name})` : row.product_name;

function dayOf(iso: string): AdDate {
  const day = parseIsoDate(iso);
  if (!day) throw new Error(`Not a date: ${iso}`);
  return day;
}

function toStaffClaim(row: ClaimRow, steps: StepRow[], holidays: ReadonlySet<string>, now: Date): StaffWarrantyClaim {
  return {
    id: row.id,
    transaction_id: row.transaction_id,
    serial: row.serial,
    description: describe(row),
    fault: row.fault,
    status: row.status,
    received_on: row.received_on,
    service_centre: row.service_centre,
    job_number: row.job_number,
    replacement_serial: row.replacement_serial,
    outcome_note: row.outcome_note,
    ageing: warrantyClaimAgeing(
      dayOf(row.received_on),
      nepalDateOf(now),
      holidays,
      row.returned_at ? nepalDateOf(new Date(row.returned_at)) : null,
    ),
    steps: steps.map((step) => ({
      status: step.status,
      at: new Date(step.at).toISOString(),
      note: step.note,
      by: step.by,
    })),
    customer_name: `${row.first_name} ${row.last_name}`.trim(),
    customer_phone: row.phone_number,
    customer_email: row.email,
    next: [...WARRANTY_CLAIM_MOVES[row.status]],
  };
}

/** The customer's view: the same claim without who did what, nor the staff's next moves. */
function forCustomer(claim: StaffWarrantyClaim): WarrantyClaim {
  return {
    id: claim.id,
    transaction_id: claim.transaction_id,
    serial: claim.serial,
    description: claim.description,
    fault: claim.fault,
    status: claim.status,
    received_on: claim.received_on,
    service_centre: claim.service_centre,
    job_number: claim.job_number,
    replacement_serial: claim.replacement_serial,
    outcome_note: claim.outcome_note,
    ageing: claim.ageing,
    steps: claim.steps.map(({ status, at, note }) => ({ status, at, note })),
  };
}

async function claimsWhere(
  services: WarrantyClaimServices,
  db: DbOrTx,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<StaffWarrantyClaim[]> {
  const rows = await selectClaims(db, where, page);
  const [steps, holidays] = await Promise.all([
    stepsOf(
      db,
      rows.map((row) => row.id),
    ),
    holidaysOf(services),
  ]);
  const now = new Date(services.now());
  return rows.map((row) => toStaffClaim(row, steps.get(row.id) ?? [], holidays, now));
}

export async function staffClaim(services: WarrantyClaimServices, id: number): Promise<StaffWarrantyClaim> {
  const [claim] = await claimsWhere(services, services.database.db, sql`c.id = ${id}`);
  if (!claim) throw refuse('warranty_claim_not_found');
  return claim;
}

/** The Warranty claims desk: open claims (not yet returned), the overdue ones, or all; newest first. */
export async function listClaims(
  services: WarrantyClaimServices,
  query: { filter: WarrantyClaimFilter; page: number },
): Promise<StaffWarrantyClaimList> {
  const { db } = services.database;
  const offset = (query.page - 1) * STAFF_WARRANTY_CLAIMS_PAGE_SIZE;
  if (query.filter === 'overdue') {
    // Overdue depends on working days (Saturdays, the shop's holidays): counted here, on the open
    // claims (a desk's worth), then paged.
    const open = (await claimsWhere(services, db, sql`c.status <> 'returned_to_customer'`)).filter(
      (claim) => claim.ageing.overdue,
    );
    return {
      data: open.slice(offset, offset + STAFF_WARRANTY_CLAIMS_PAGE_SIZE),
      count: open.length,
      page: query.page,
      total_pages: totalPages(open.length, STAFF_WARRANTY_CLAIMS_PAGE_SIZE),
    };
  }
  const where = query.filter === 'open' ? sql`c.status <> 'returned_to_customer'` : sql`TRUE`;
  const [counted, data] = await Promise.all([
    db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM warranty_claims c WHERE ${where}`),
    claimsWhere(services, db, where, { limit: STAFF_WARRANTY_CLAIMS_PAGE_SIZE, offset }),
  ]);
  const count = counted.rows[0]?.count ?? 0;
  return { data, count, page: query.page, total_pages: totalPages(count, STAFF_WARRANTY_CLAIMS_PAGE_SIZE) };
}

/** The buyer's claims on their own order, newest first; 404 for an order that is not theirs. */
export async function customerClaims(
  services: WarrantyClaimServices,
  userId: number,
  transactionId: string,
): Promise<WarrantyClaim[]> {
  const { db } = services.database;
  const mine = await db.execute(
    sql`SELECT 1 FROM orders WHERE transaction_id = ${transactionId} AND user_id = ${userId}`,
  );
  if (mine.rows.length === 0) throw refuse('order_not_found');
  const claims = await claimsWhere(services, db, sql`o.transaction_id = ${transactionId} AND o.user_id = ${userId}`);
  return claims.map(forCustomer);
}

async function mailCustomer(
  services: WarrantyClaimServices,
  tx: DbOrTx,
  claimId: number,
  step: { status: WarrantyClaimStatus; note: string },
): Promise<void> {
  const [claim] = await claimsWhere(services, tx, sql`c.id = ${claimId}`);
  if (!claim) return;
  // The ordering account's own address (as orders' recipient.ts), never the checkout form's.
  const result = await tx.execute<{ email: string; locale: Locale; first_name: string }>(sql`
    SELECT u.email, o.locale, o.first_name FROM warranty_claims c
    JOIN orders o ON o.id = c.order_id JOIN users u ON u.id = o.user_id WHERE c.id = ${claimId}`);
  const to = result.rows[0];
  if (!to) return;
  const shop = await currentShopSettings(services);
  await services.mailOutbox.enqueue(tx, [
    warrantyClaimEmail({
      to: to.email,
      locale: to.locale,
      firstName: to.first_name,
      shopName: shop.name,
      transactionId: claim.transaction_id,
      claimId,
      description: claim.description,
      serial: claim.serial,
      publicUrl: services.config.PUBLIC_URL,
      status: step.status,
      workingDays: claim.ageing.working_days,
      serviceCentre: claim.service_centre,
      jobNumber: claim.job_number,
      note: step.note,
      replacementSerial: claim.replacement_serial,
    }),
  ]);
}

async function recordStep(
  tx: DbOrTx,
  step: {
    claimId: number;
    orderId: number;
    from: WarrantyClaimStatus | null;
    to: WarrantyClaimStatus;
    note: string;
    history: string;
    staffId: number;
    at: Date;
  },
): Promise<void> {
  await tx
    .insert(warrantyClaimSteps)
    .values({ claimId: step.claimId, status: step.to, note: step.note, byUserId: step.staffId, at: step.at });
  await recordOrderEvents(tx, [
    {
      orderId: step.orderId,
      kind: 'warranty',
      fromValue: step.from,
      toValue: step.to,
      actor: 'staff',
      userId: step.staffId,
      note: step.history,
      createdAt: step.at,
    },
  ]);
}

interface UnitRow {
  id: number;
  order_id: number;
  serial: string;
  released_at: Date | null;
  warranty_months: number;
  product_name: string;
  color_name: string | null;
  delivered_at: Date | null;
  [key: string]: unknown;
}

function isOpenClaimTaken(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string };
    if (candidate.code === '23505' && candidate.constraint === 'warranty_claims_open_unit_unique') return true;
  }
  return false;
}

/**
 * Opens a claim for the sold unit with this serial: 404 when none was sold, 409 when it came back,
 * was never delivered, its warranty has ended, or it has a claim not yet returned.
 */
export async function openClaim(
  services: WarrantyClaimServices,
  staffId: number,
  request: WarrantyClaimOpen,
): Promise<StaffWarrantyClaim> {
  const now = new Date(services.now());
  const today = nepalDateOf(now);
  const receivedOn = request.received_on ? parseIsoDate(request.received_on) : today;
  if (!receivedOn || toIsoDate(receivedOn) > toIsoDate(today)) {
    throw refuse('warranty_received_on_invalid', undefined, {
      fields: { received_on: fieldRefusal('warranty_received_on_invalid') },
    });
  }
  const serial = normaliseSerial(request.serial);
  const fault = request.fault.trim();
  try {
    const id = await inTransaction(services, async (tx) => {
      // The unit's latest sale; a unit returned and sold again is the new buyer's.
      const result = await tx.execute<UnitRow>(sql`
        SELECT u.id, u.order_id, u.serial, u.released_at, p.warranty_months, oi.product_name, oi.color_name,
          (SELECT max(e.created_at) FROM order_events e
            WHERE e.order_id = u.order_id AND e.kind = 'status' AND e.to_value = 'Delivered') AS delivered_at
        FROM order_item_units u
        JOIN order_items oi ON oi.id = u.order_item_id
        JOIN products p ON p.id = oi.product_id
        WHERE upper(u.serial) = upper(${serial})
        ORDER BY (u.released_at IS NULL) DESC, u.id DESC LIMIT 1
        FOR UPDATE OF u`);
      const unit = result.rows[0];
      if (!unit) throw new Refusal(refuse('warranty_unit_not_sold'));
      if (unit.released_at) throw new Refusal(refuse('warranty_unit_returned'));
      if (!unit.delivered_at) throw new Refusal(refuse('warranty_not_started'));
      const ends = warrantyEnd(new Date(unit.delivered_at), unit.warranty_months);
      if (ends.getTime() <= now.getTime()) {
        throw new Refusal(refuse('warranty_ended_on', { date: toIsoDate(nepalDateOf(ends)) }));
      }
      const [saved] = await tx
        .insert(warrantyClaims)
        .values({
          unitId: unit.id,
          orderId: unit.order_id,
          serial: unit.serial,
          fault,
          receivedOn: toIsoDate(receivedOn),
          openedBy: staffId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: warrantyClaims.id });
      if (!saved) throw new Error('warranty claim insert returned no row');
      await recordStep(tx, {
        claimId: saved.id,
        orderId: unit.order_id,
        from: null,
        to: 'received',
        note: fault,
        history: `Warranty claim ${saved.id}: ${describe(unit)}, serial ${unit.serial}, received on ${toIsoDate(receivedOn)}. Fault: ${fault}`,
        staffId,
        at: now,
      });
      await mailCustomer(services, tx, saved.id, { status: 'received', note: '' });
      return saved.id;
    });
    return await staffClaim(services, id);
  } catch (error) {
    if (isOpenClaimTaken(error)) throw refuse('warranty_claim_open');
    throw error;
  }
}

/** Which step comes before `to`: the status the conditional update requires. */
function fromStatusesOf(to: WarrantyClaimStatus): WarrantyClaimStatus[] {
  return (Object.keys(WARRANTY_CLAIM_MOVES) as WarrantyClaimStatus[]).filter((from) =>
    WARRANTY_CLAIM_MOVES[from].includes(to),
  );
}

/**
 * Moves a claim on by one step. 409 when the claim is not at the step before (also for the second
 * of two clicks at once: the conditional update changes one row once).
 */
export async function stepClaim(
  services: WarrantyClaimServices,
  id: number,
  staffId: number,
  step: WarrantyClaimStep,
): Promise<StaffWarrantyClaim> {
  const now = new Date(services.now());
  const note = (step.note ?? '').trim();
  const from = fromStatusesOf(step.to);
  const fromList = sql.join(
    from.map((status) => sql`${status}`),
    sql`, `,
  );
  await inTransaction(services, async (tx) => {
    const changes =
      step.to === 'at_service_centre'
        ? sql`, service_centre = ${step.service_centre.trim()}, job_number = ${step.job_number.trim()}`
        : step.to === 'returned_to_customer'
          ? sql`, returned_at = ${now}`
          : step.to === 'replaced'
            ? sql`, outcome_note = ${note}, replacement_serial = ${normaliseSerial(step.replacement_serial ?? '') || null}`
            : sql`, outcome_note = ${note}`;
    const updated = await tx.execute<{ id: number; order_id: number; status: WarrantyClaimStatus }>(sql`
      UPDATE warranty_claims c SET status = ${step.to}, updated_at = ${now} ${changes}
      FROM (SELECT id, status AS previous FROM warranty_claims WHERE id = ${id}) before
      WHERE c.id = before.id AND c.status IN (${fromList})
      RETURNING c.id, c.order_id, before.previous AS status`);
    const row = updated.rows[0];
    if (!row) {
      const exists = await tx.execute(sql`SELECT 1 FROM warranty_claims WHERE id = ${id}`);
      throw new Refusal(
        exists.rows.length > 0 ? refuse('warranty_claim_wrong_step') : refuse('warranty_claim_not_found'),
      );
    }
    const details =
      step.to === 'at_service_centre'
        ? `: ${step.service_centre.trim()}, job number ${step.job_number.trim()}`
        : step.to === 'replaced' && step.replacement_serial
          ? `: new serial ${normaliseSerial(step.replacement_serial)}`
          : '';
    await recordStep(tx, {
      claimId: id,
      orderId: row.order_id,
      from: row.status,
      to: step.to,
      note,
      history: `Warranty claim ${id}: ${WARRANTY_CLAIM_STATUS_LABELS[step.to]}${details}${note ? `. ${note}` : ''}`,
      staffId,
      at: now,
    });
    await mailCustomer(services, tx, id, { status: step.to, note });
  });
  return staffClaim(services, id);
}
