import { randomBytes } from 'node:crypto';
import {
  ADMIN_SETUP_CHECKLIST_DISMISS_PATH,
  ADMIN_SETUP_CHECKLIST_PATH,
  ADMIN_TEST_EMAIL_PATH,
  DEFAULT_DELIVERY_CONFIG,
  SETUP_MESSAGES,
  SETUP_PATH,
  type SetupChecklist,
  type ShopSettingsInput,
} from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { createProduct } from '../../../test/helpers/orders.js';
import { users } from '../../db/schema.js';
import { issueSetupCode, SETUP_CODE_LIFETIME_MS } from './codes.js';
import { SETUP_CODE_RATE_LIMIT } from './routes.js';

// First run on the real database: the setup code from the log makes the first admin once, a wrong
// code is refused and counted per address, two browsers at once make one admin, and the
// checklist's steps follow the shop's data.

let ctx: TestContext;
let address = 0;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  // Each test starts from a shop without an admin and without setup state.
  const { db } = ctx.database;
  await db.execute(sql`UPDATE users SET role = 'customer' WHERE role = 'admin'`);
  await db.execute(sql`DELETE FROM setup_codes`);
  await db.execute(sql`DELETE FROM setup_checklist`);
  await db.execute(sql`DELETE FROM shop_settings`);
  await db.execute(sql`UPDATE products SET status = 'archived' WHERE NOT is_demo`);
  await ctx.app.services.catalogCache.invalidate();
});

/** A client address of its own per test, so the per-address limit of one test does not reach another. */
function nextAddress(): string {
  address += 1;
  return `10.9.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

function account(overrides: Record<string, string> = {}) {
  return {
    first_name: 'Himal',
    last_name: 'Owner',
    email: `owner.${randomBytes(4).toString('hex')}@himal.example`,
    phone: '9841234567',
    password: 'Gadgets-on-New-Road-77',
    confirm_password: 'Gadgets-on-New-Road-77',
    ...overrides,
  };
}

function createAdmin(body: Record<string, string>, remoteAddress: string) {
  return ctx.app.inject({ method: 'POST', url: SETUP_PATH, payload: body, remoteAddress });
}

async function code(): Promise<string> {
  const issued = await issueSetupCode(ctx.database.db, ctx.config.JWT_SECRET, ctx.clock.now());
  if (!issued) throw new Error('expected a setup code');
  return issued;
}

async function adminCount(): Promise<number> {
  const { rows } = await ctx.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`,
  );
  return rows[0]!.n;
}

describe('GET/POST /api/v1/setup/', () => {
  it('is open without an admin, and a wrong code is refused with 400 on the code field', async () => {
    // No redirect away from the page while the shop has no admin.
    expect((await ctx.app.inject({ method: 'GET', url: '/setup' })).statusCode).not.toBe(303);
    const open = await ctx.app.inject({ method: 'GET', url: SETUP_PATH });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ data: { open: true } });

    await code();
    const wrong = await createAdmin({ ...account(), code: 'AAAA-BBBB-CCCC-DDDD-EEEE' }, nextAddress());
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { code: SETUP_MESSAGES.codeWrong } });
    expect(wrong.json()).toMatchObject({
      code: 'setup_code_wrong',
      message: SETUP_MESSAGES.codeWrong,
      fields: { code: { code: 'setup_code_wrong' } },
    });
    expect(await adminCount()).toBe(0);
  });

  it('makes the first admin with the right code (any case, dashes or not), signed in and verified', async () => {
    const issued = await code();
    const body = account();
    const typed = issued.toLowerCase().replace(/(.{5})/g, '$1 ');
    const answer = await createAdmin({ ...body, code: typed }, nextAddress());
    expect(answer.statusCode).toBe(201);
    const data = answer.json<{
      data: { user: { role: string; email: string; email_verified: boolean }; access: string };
    }>().data;
    expect(data.user).toMatchObject({ role: 'admin', email: body.email, email_verified: true });
    expect(data.access).toBeTruthy();
    expect(answer.headers['set-cookie']).toBeDefined();
    expect(await adminCount()).toBe(1);

    // The access token opens the admin's screens at once.
    const checklist = await ctx.app.inject({
      method: 'GET',
      url: ADMIN_SETUP_CHECKLIST_PATH,
      headers: { authorization: `Bearer ${data.access}` },
    });
    expect(checklist.statusCode).toBe(200);
    // The password works for signing in.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login/',
      payload: { email: body.email, password: body.password },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('closes once an admin exists: the same code again is 409, GET is 404, no code is printed', async () => {
    const issued = await code();
    expect((await createAdmin({ ...account(), code: issued }, nextAddress())).statusCode).toBe(201);

    const again = await createAdmin({ ...account(), code: issued }, nextAddress());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: SETUP_MESSAGES.setupDone, code: 'setup_done' });
    const status = await ctx.app.inject({ method: 'GET', url: SETUP_PATH });
    expect(status.statusCode).toBe(404);
    expect(status.json()).toMatchObject({ message: SETUP_MESSAGES.setupDone, code: 'setup_page_closed' });
    // The page itself sends the visitor to the sign-in.
    const page = await ctx.app.inject({ method: 'GET', url: '/setup' });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/login');
    expect(await issueSetupCode(ctx.database.db, ctx.config.JWT_SECRET, ctx.clock.now())).toBeNull();
    const { rows } = await ctx.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM setup_codes`);
    expect(rows[0]!.n).toBe(0);
    expect(await adminCount()).toBe(1);
  });

  it('is closed as well when the admin came from npm run user:make-staff', async () => {
    const issued = await code();
    const [someone] = await ctx.database.db
      .insert(users)
      .values({
        email: `s.${randomBytes(4).toString('hex')}@example.com`,
        firstName: 'S',
        lastName: 'T',
        role: 'admin',
      })
      .returning({ id: users.id });
    expect(someone).toBeDefined();
    expect((await createAdmin({ ...account(), code: issued }, nextAddress())).statusCode).toBe(409);
  });

  it('makes exactly one admin when two browsers send the code at the same moment', async () => {
    const issued = await code();
    // Both creations are held at the point of no return (the code's deletion, which a SHARE lock
    // on the table blocks) until both have passed every check before it: without the creation's own
    // lock both would then commit an admin.
    const holder = await ctx.database.pool.connect();
    let answers;
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE setup_codes IN SHARE MODE');
      const racing = Promise.all([
        createAdmin({ ...account(), code: issued }, nextAddress()),
        createAdmin({ ...account(), code: issued }, nextAddress()),
      ]);
      for (let waited = 0; waited < 200; waited++) {
        const { rows } = await holder.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (rows[0]!.n >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await holder.query('COMMIT');
      answers = await racing;
    } finally {
      holder.release();
    }
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await adminCount()).toBe(1);
  });

  it('refuses an expired code, and uses sign-up rules for the password and the e-mail', async () => {
    const issued = await code();
    ctx.clock.advance(SETUP_CODE_LIFETIME_MS + 1000);
    try {
      const expired = await createAdmin({ ...account(), code: issued }, nextAddress());
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ errors: { code: SETUP_MESSAGES.codeWrong } });
      const fresh = await code();
      const weak = await createAdmin(
        { ...account({ password: 'password1', confirm_password: 'password1' }), code: fresh },
        nextAddress(),
      );
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ errors: { password: expect.any(String) } });
      const [customer] = await ctx.database.db.select({ email: users.email }).from(users).limit(1);
      const taken = await createAdmin({ ...account({ email: customer!.email }), code: fresh }, nextAddress());
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ errors: { email: expect.any(String) } });
      expect(await adminCount()).toBe(0);
    } finally {
      ctx.clock.advance(-(SETUP_CODE_LIFETIME_MS + 1000));
    }
  });

  it('counts every try per address and answers 429 past the limit, however many other addresses try', async () => {
    const issued = await code();
    const attacker = nextAddress();
    for (let index = 0; index < SETUP_CODE_RATE_LIMIT.max; index++) {
      const answer = await createAdmin({ ...account(), code: `WRONG${index}` }, attacker);
      expect(answer.statusCode).toBe(400);
      // Traffic from other addresses between the tries: their counts are their own.
      await createAdmin({ ...account(), code: 'ALSOWRONG' }, nextAddress());
    }
    // Even the right code is refused now from this address: the count is not reset by anything.
    const limited = await createAdmin({ ...account(), code: issued }, attacker);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await adminCount()).toBe(0);
    // Another address with the right code still gets in.
    expect((await createAdmin({ ...account(), code: issued }, nextAddress())).statusCode).toBe(201);
  });
});

describe('the first-run checklist', () => {
  async function signedInAdmin() {
    const answer = await createAdmin({ ...account(), code: await code() }, nextAddress());
    expect(answer.statusCode).toBe(201);
    const { access, user } = answer.json<{ data: { access: string; user: { email: string } } }>().data;
    return { headers: { authorization: `Bearer ${access}` }, email: user.email };
  }

  async function checklist(headers: Record<string, string>): Promise<SetupChecklist> {
    const answer = await ctx.app.inject({ method: 'GET', url: ADMIN_SETUP_CHECKLIST_PATH, headers });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: SetupChecklist }>().data;
  }

  const done = (list: SetupChecklist) => Object.fromEntries(list.steps.map((step) => [step.step, step.done]));

  const settings: ShopSettingsInput = {
    name: 'Himal Gadgets',
    email: 'hello@himal.example',
    phone: '9841234567',
    address: 'New Road, Kathmandu 44600',
    opening_hours: 'Sun - Fri 10AM - 6PM',
    legal_name: 'Himal Gadgets Pvt. Ltd.',
    registration_no: '123456/78/079',
    pan: '612345678',
    grievance_officer: 'Ram Thapa, grievance@himal.example',
    free_delivery_threshold: 5000,
    standard_delivery_charge: 150,
    payment_methods: ['COD'],
    cod_max_open_orders: 4,
    cod_max_units_per_product: 8,
    delivery: structuredClone(DEFAULT_DELIVERY_CONFIG) as ShopSettingsInput['delivery'],
  };

  async function save(headers: Record<string, string>, input: ShopSettingsInput) {
    const answer = await ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/', headers, payload: input });
    expect(answer.statusCode).toBe(200);
  }

  it('is for admins only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: ADMIN_SETUP_CHECKLIST_PATH })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: ADMIN_TEST_EMAIL_PATH })).statusCode).toBe(401);
  });

  it('starts with nothing done, and each step flips as the shop data changes', async () => {
    const admin = await signedInAdmin();
    let list = await checklist(admin.headers);
    expect(done(list)).toEqual({
      identity: false,
      delivery: false,
      payments: false,
      product: false,
      test_email: false,
    });
    expect(list).toMatchObject({ complete: false, dismissed: false, test_email: null });

    // Settings saved with the demo's name: delivery and payments are set, the identity is not.
    await save(admin.headers, { ...settings, name: 'Pasal' });
    expect(done(await checklist(admin.headers))).toMatchObject({ identity: false, delivery: true, payments: true });
    // Only a simulated gateway (PAYMENT_SIMULATORS on, no credentials) takes no money: not done.
    await save(admin.headers, { ...settings, payment_methods: ['Esewa'] });
    expect(done(await checklist(admin.headers))).toMatchObject({ identity: true, delivery: true, payments: false });
    await save(admin.headers, settings);
    expect(done(await checklist(admin.headers))).toMatchObject({ identity: true, payments: true, product: false });

    // A demo product does not count; the shop's own active product does, a draft does not.
    const draft = await createProduct(ctx, { price: 1000, active: false });
    expect(done(await checklist(admin.headers)).product).toBe(false);
    await ctx.database.db.execute(sql`UPDATE products SET status = 'active' WHERE id = ${draft.id}`);
    expect(done(await checklist(admin.headers)).product).toBe(true);

    // The test e-mail: queued to the admin's own address, done once the mailer took it.
    const sent = await ctx.app.inject({ method: 'POST', url: ADMIN_TEST_EMAIL_PATH, headers: admin.headers });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ data: { to: admin.email, message: SETUP_MESSAGES.testMailQueued } });
    await ctx.app.services.mailOutbox.drain();
    expect(ctx.mail.at(-1)).toMatchObject({ to: admin.email, subject: 'Himal Gadgets: test e-mail' });
    list = await checklist(admin.headers);
    expect(list).toMatchObject({ complete: true, test_email: { to: admin.email, sent: true, error: null } });
  });

  it('shows a test e-mail still in the queue as not sent, with the error', async () => {
    const admin = await signedInAdmin();
    const failing = ctx.app.services.mailer.send;
    ctx.app.services.mailer.send = async () => {
      throw new Error('SMTP said no');
    };
    try {
      expect(
        (await ctx.app.inject({ method: 'POST', url: ADMIN_TEST_EMAIL_PATH, headers: admin.headers })).statusCode,
      ).toBe(202);
      await ctx.app.services.mailOutbox.drain();
      const list = await checklist(admin.headers);
      expect(done(list).test_email).toBe(false);
      expect(list.test_email).toMatchObject({ sent: false, error: expect.stringContaining('SMTP said no') });
    } finally {
      ctx.app.services.mailer.send = failing;
    }
  });

  it('limits test e-mails per admin', async () => {
    const admin = await signedInAdmin();
    const send = () => ctx.app.inject({ method: 'POST', url: ADMIN_TEST_EMAIL_PATH, headers: admin.headers });
    for (let index = 0; index < 5; index++) expect((await send()).statusCode).toBe(202);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('can be dismissed for every admin', async () => {
    const admin = await signedInAdmin();
    const answer = await ctx.app.inject({
      method: 'POST',
      url: ADMIN_SETUP_CHECKLIST_DISMISS_PATH,
      headers: admin.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ data: { dismissed: true, complete: false } });
    expect((await checklist(admin.headers)).dismissed).toBe(true);
  });
});
