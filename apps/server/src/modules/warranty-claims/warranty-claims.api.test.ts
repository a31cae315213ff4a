import {
  type OrderQuote,
  type PlacedOrder,
  type StaffOrder,
  type StaffWarrantyClaim,
  type StaffWarrantyClaimList,
  type WarrantyClaim,
  type WarrantyLookup,
} from '@pasal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { products, users } from '../../db/schema.js';
import { mailSentTo } from '../../../test/helpers/mail.js';
import {
  authHeaders,
  createCustomer,
  createProduct,
  orderPayload,
  type Customer,
  type FixtureProduct,
} from '../../../test/helpers/orders.js';

// Warranty claims on the real database (issue #33): a claim opened for a delivered unit in its
// warranty (refused outside it), moved received → service centre → repaired/replaced/refused →
// returned, each step in the order's history and e-mailed; a wrong move is 409; two clicks at once
// take a step once; the age counts working days; a customer sees only their own order's claims.

let ctx: TestContext;
let staff: Customer;
let shopper: Customer;
let accountant: Customer;
let phone: FixtureProduct;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createCustomer(ctx, 'Maya');
  staff = await createCustomer(ctx, 'Ram');
  accountant = await createCustomer(ctx, 'Gita');
  await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
  await ctx.database.db.update(users).set({ role: 'accountant' }).where(eq(users.id, accountant.id));
  phone = await createProduct(ctx, { price: 30000, deliveryPrice: 100, stock: 500 });
  await ctx.database.db.update(products).set({ serialised: true, warrantyMonths: 12 }).where(eq(products.id, phone.id));
});

afterAll(async () => {
  await ctx.close();
});

async function staffHeaders() {
  return { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: staff.id, role: 'staff' })}` };
}

beforeEach(async () => {
  shopper.headers = await authHeaders(ctx, shopper.id);
  staff.headers = await staffHeaders();
  accountant.headers = {
    authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: accountant.id, role: 'accountant' })}`,
  };
});

let counter = 0;
const serialOf = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`.toUpperCase();

function staffPost(url: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url: `/api/v1/admin/${url}`, headers: staff.headers, payload });
}

/** A delivered order of one phone with this serial; its transaction id. */
async function soldUnit(serial: string, deliver = true): Promise<string> {
  const lines = [{ product_id: phone.id, quantity: 1 }];
  const quoted = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/quote/',
    headers: shopper.headers,
    payload: { lines, coupon_code: null },
  });
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/orders/',
    headers: shopper.headers,
    payload: orderPayload(lines, quoted.json<{ data: OrderQuote }>().data, { payment_gateway: 'COD' }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json<{ data: PlacedOrder }>().data.order.transaction_id;
  expect((await staffPost(`orders/${id}/status/`, { status: 'Processing' })).statusCode).toBe(200);
  const units = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/admin/orders/${id}/units/`,
    headers: staff.headers,
  });
  const lineId = units.json<{ data: { lines: { line_id: number }[] } }>().data.lines[0]!.line_id;
  expect((await staffPost(`orders/${id}/units/`, { line_id: lineId, serial })).statusCode).toBe(201);
  if (deliver) {
    const shipped = await staffPost(`orders/${id}/status/`, {
      status: 'Shipped',
      courier: 'pathao',
      tracking_number: 'PTH-9',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await staffPost(`orders/${id}/status/`, { status: 'Delivered' })).statusCode).toBe(200);
  }
  return id;
}

async function open(serial: string, extra: object = {}) {
  return staffPost('warranty-claims/', { serial, fault: 'Does not charge', ...extra });
}

async function openedClaim(serial: string): Promise<StaffWarrantyClaim> {
  const answer = await open(serial);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ data: StaffWarrantyClaim }>().data;
}

const step = (id: number, payload: object) => staffPost(`warranty-claims/${id}/step/`, payload);
const TO_CENTRE = { to: 'at_service_centre', service_centre: 'Samsung Plaza, New Road', job_number: 'JOB-4471' };

describe('opening a warranty claim', () => {
  it('opens a claim for a delivered unit in its warranty, e-mails the customer, and the lookup lists it', async () => {
    const serial = serialOf('WC');
    const id = await soldUnit(serial);
    const claim = await openedClaim(serial);
    expect(claim).toMatchObject({
      transaction_id: id,
      serial,
      description: phone.name,
      fault: 'Does not charge',
      status: 'received',
      ageing: { working_days: 0, overdue: false },
      next: ['at_service_centre'],
      steps: [{ status: 'received', by: expect.stringContaining('Ram') }],
    });
    expect(await mailSentTo(ctx, shopper.email, /we have received your warranty claim/)).toHaveLength(1);
    const lookup = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/warranty/?serial=${serial}`,
      headers: staff.headers,
    });
    expect(lookup.json<{ data: WarrantyLookup }>().data.units[0]!.claims).toEqual([
      { id: claim.id, status: 'received', received_on: claim.received_on },
    ]);
    // A second claim for the same unit while the first is open: 409.
    const again = await open(serial);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'warranty_claim_open',
      message: 'This unit already has a warranty claim that is not finished',
    });
  });

  it('refuses a unit outside its warranty, not delivered, or never sold, with a clear message', async () => {
    const late = serialOf('OLD');
    await soldUnit(late);
    ctx.clock.advance(366 * DAY);
    try {
      staff.headers = await staffHeaders();
      const answer = await open(late);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'warranty_ended_on', params: { date: expect.any(String) } });
      expect(answer.json<{ message: string }>().message).toContain('This unit’s warranty has ended');
    } finally {
      ctx.clock.advance(-366 * DAY);
      staff.headers = await staffHeaders();
    }
    const packed = serialOf('PACK');
    await soldUnit(packed, false);
    const notDelivered = await open(packed);
    expect(notDelivered.statusCode).toBe(409);
    expect(notDelivered.json()).toMatchObject({
      code: 'warranty_not_started',
      message: 'This unit’s order has not been delivered: its warranty has not started',
    });
    const none = await open('NO-SUCH-UNIT-1');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      code: 'warranty_unit_not_sold',
      message: 'No unit sold with this serial number',
    });
    const future = await open(late, { received_on: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      code: 'warranty_received_on_invalid',
      errors: { received_on: 'The day received must be a real date, not in the future' },
    });
  });

  it('is for staff: 401 without a token, 403 for a customer or an accountant', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/warranty-claims/' });
    expect(anonymous.statusCode).toBe(401);
    for (const headers of [shopper.headers, accountant.headers]) {
      const answer = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/warranty-claims/', headers });
      expect(answer.statusCode).toBe(403);
    }
  });
});

describe('the steps of a claim', () => {
  it('goes received → service centre → repaired → returned, in the history and e-mailed at each step', async () => {
    const serial = serialOf('PATH');
    const id = await soldUnit(serial);
    const claim = await openedClaim(serial);

    const noJob = await step(claim.id, { to: 'at_service_centre', service_centre: 'Samsung Plaza' });
    expect(noJob.statusCode).toBe(400);
    const sent = await step(claim.id, TO_CENTRE);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ data: StaffWarrantyClaim }>().data).toMatchObject({
      status: 'at_service_centre',
      service_centre: 'Samsung Plaza, New Road',
      job_number: 'JOB-4471',
      next: ['repaired', 'replaced', 'refused'],
    });
    ctx.clock.advance(3 * DAY);
    staff.headers = await staffHeaders();
    const repaired = await step(claim.id, { to: 'repaired', note: 'Charging port replaced' });
    expect(repaired.statusCode, repaired.body).toBe(200);
    const returned = await step(claim.id, { to: 'returned_to_customer' });
    expect(returned.statusCode, returned.body).toBe(200);
    const done = returned.json<{ data: StaffWarrantyClaim }>().data;
    expect(done.status).toBe('returned_to_customer');
    expect(done.next).toEqual([]);
    expect(done.steps.map((entry) => entry.status)).toEqual([
      'received',
      'at_service_centre',
      'repaired',
      'returned_to_customer',
    ]);
    expect(done.steps.every((entry) => entry.by?.includes('Ram'))).toBe(true);
    // Three days on: 2 or 3 working days, depending on whether a Saturday fell between.
    expect(done.ageing.working_days).toBeGreaterThanOrEqual(2);
    expect(done.ageing.working_days).toBeLessThanOrEqual(3);
    expect(done.ageing.overdue).toBe(false);

    const mails = await mailSentTo(ctx, shopper.email, /warranty claim/);
    const subjects = mails.map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.endsWith('is at the service centre'))).toBe(true);
    expect(subjects.some((subject) => subject.endsWith('repaired'))).toBe(true);
    expect(subjects.some((subject) => subject.endsWith('is complete'))).toBe(true);
    const centreMail = mails.find((mail) => mail.subject.endsWith('is at the service centre'));
    expect(centreMail?.text).toContain('job number JOB-4471');
    expect(centreMail?.text).toContain('claims usually take 7 to 21 working days');

    const order = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${id}/`, headers: staff.headers });
    expect(order.statusCode, order.body).toBe(200);
    const history = order.json<{ data: StaffOrder }>().data.history.filter((event) => event.kind === 'warranty');
    expect(history.map((event) => event.to)).toEqual([
      'received',
      'at_service_centre',
      'repaired',
      'returned_to_customer',
    ]);
    expect(history[1]!.note).toContain('JOB-4471');

    // Returned: the unit may be claimed for again.
    expect((await open(serial)).statusCode).toBe(201);
    ctx.clock.advance(-3 * DAY);
    staff.headers = await staffHeaders();
  });

  it('a replacement records the new serial; a refusal needs its reason, e-mailed in Nepali for a Nepali order', async () => {
    const serial = serialOf('REPL');
    await soldUnit(serial);
    const claim = await openedClaim(serial);
    await step(claim.id, TO_CENTRE);
    const replaced = await step(claim.id, { to: 'replaced', replacement_serial: 'NEW-UNIT-77' });
    expect(replaced.json<{ data: StaffWarrantyClaim }>().data.replacement_serial).toBe('NEW-UNIT-77');

    const refusedSerial = serialOf('REFU');
    const id = await soldUnit(refusedSerial);
    // The order was placed in Nepali.
    await ctx.database.db.execute(sql`UPDATE orders SET locale = 'ne' WHERE transaction_id = ${id}`);
    const other = await openedClaim(refusedSerial);
    await step(other.id, TO_CENTRE);
    expect((await step(other.id, { to: 'refused' })).statusCode).toBe(400);
    const refused = await step(other.id, { to: 'refused', note: 'Water damage: not covered' });
    expect(refused.statusCode, refused.body).toBe(200);
    const [mail] = await mailSentTo(ctx, shopper.email, /वारेन्टी दाबी अस्वीकार भयो$/);
    expect(mail?.text).toContain('कारण: Water damage: not covered');
  });

  it('refuses a move out of order with 409 and its message', async () => {
    const serial = serialOf('ORDER');
    await soldUnit(serial);
    const claim = await openedClaim(serial);
    for (const payload of [{ to: 'repaired' }, { to: 'returned_to_customer' }]) {
      const answer = await step(claim.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(409);
      expect(answer.json()).toMatchObject({
        code: 'warranty_claim_wrong_step',
        message: 'This warranty claim is not at that step',
      });
    }
    expect((await step(claim.id, TO_CENTRE)).statusCode).toBe(200);
    expect((await step(claim.id, TO_CENTRE)).statusCode).toBe(409);
    expect((await step(999_999, TO_CENTRE)).statusCode).toBe(404);
  });

  it('two clicks at the same moment take a step once', async () => {
    const serial = serialOf('TWICE');
    const id = await soldUnit(serial);
    const claim = await openedClaim(serial);
    const answers = await Promise.all([
      step(claim.id, TO_CENTRE),
      step(claim.id, TO_CENTRE),
      step(claim.id, TO_CENTRE),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const order = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${id}/`, headers: staff.headers });
    const history = order.json<{ data: StaffOrder }>().data.history.filter((event) => event.kind === 'warranty');
    expect(history.map((event) => event.to)).toEqual(['received', 'at_service_centre']);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/warranty-claims/${claim.id}/`,
      headers: staff.headers,
    });
    expect(detail.json<{ data: StaffWarrantyClaim }>().data.steps).toHaveLength(2);
  });
});

describe('ageing and the desk', () => {
  it('counts working days from the day received and flags a claim past 21 of them as overdue', async () => {
    const serial = serialOf('LATE');
    await soldUnit(serial);
    // Received 40 days ago: far more than 21 working days whatever the weekdays.
    const received = new Date(ctx.clock.now() - 40 * DAY + 6 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const answer = await open(serial, { received_on: received });
    expect(answer.statusCode, answer.body).toBe(201);
    const claim = answer.json<{ data: StaffWarrantyClaim }>().data;
    expect(claim.received_on).toBe(received);
    expect(claim.ageing.working_days).toBeGreaterThan(21);
    expect(claim.ageing.overdue).toBe(true);

    const overdue = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/warranty-claims/?filter=overdue',
      headers: staff.headers,
    });
    expect(overdue.statusCode, overdue.body).toBe(200);
    const list = overdue.json<StaffWarrantyClaimList>();
    expect(list.data.map((entry) => entry.id)).toContain(claim.id);
    expect(list.data.every((entry) => entry.ageing.overdue)).toBe(true);

    const openList = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/warranty-claims/?filter=open',
      headers: staff.headers,
    });
    const openClaims = openList.json<StaffWarrantyClaimList>().data;
    expect(openClaims.map((entry) => entry.id)).toContain(claim.id);
    expect(openClaims.every((entry) => entry.status !== 'returned_to_customer')).toBe(true);
  });
});

describe('the customer', () => {
  it('sees their own order’s claims with the steps and age, and never another customer’s', async () => {
    const serial = serialOf('MINE');
    const id = await soldUnit(serial);
    const claim = await openedClaim(serial);
    await step(claim.id, TO_CENTRE);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}/warranty-claims/`,
      headers: shopper.headers,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const [seen] = mine.json<{ data: WarrantyClaim[] }>().data;
    expect(seen).toMatchObject({
      id: claim.id,
      status: 'at_service_centre',
      job_number: 'JOB-4471',
      ageing: { working_days: 0, overdue: false },
    });
    expect(seen!.steps.map((entry) => entry.status)).toEqual(['received', 'at_service_centre']);
    expect(seen).not.toHaveProperty('customer_email');
    expect(seen!.steps[0]).not.toHaveProperty('by');

    const stranger = await createCustomer(ctx, 'Hari');
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}/warranty-claims/`,
      headers: await authHeaders(ctx, stranger.id),
    });
    expect(theirs.statusCode).toBe(404);
  });
});
