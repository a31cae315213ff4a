import { randomBytes } from 'node:crypto';
import { STAFF_MESSAGES, type StaffChanged, type StaffList, type StaffRemoved, type UserRole } from '@pasal/contract';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { refreshTokens, users } from '../../db/schema.js';
import { loginUser, registerUser } from '../../../test/helpers/accounts.js';
import { startRefreshFamily } from '../auth/index.js';
import { changeRole, removeRole } from './service.js';

// Staff accounts on the real database: only admins manage them; grant, change and remove; the
// rules that keep an admin (own role, last admin); sessions ending; a removed role stopping writes
// before the access token expires.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});
// Each test starts from a shop without staff, so "the last admin" means what it says.
beforeEach(async () => {
  await ctx.database.db.update(users).set({ role: 'customer' }).where(ne(users.role, 'customer'));
});

interface Person {
  id: number;
  email: string;
  headers: { authorization: string };
}

async function person(role: UserRole, firstName = 'Sita'): Promise<Person> {
  const email = `${firstName.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email, firstName, lastName: 'Sharma', role })
    .returning({ id: users.id });
  return { id: row!.id, email, headers: await headersFor(row!.id, role) };
}

async function headersFor(userId: number, role: UserRole) {
  return { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId, role })}` };
}

async function roleOf(id: number) {
  const [row] = await ctx.database.db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role;
}

async function liveSessions(userId: number) {
  const rows = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));
  return rows.filter((row) => row.revokedAt === null).length;
}

const list = (who: Person) => ctx.app.inject({ method: 'GET', url: '/api/v1/admin/staff/', headers: who.headers });
const grant = (who: Person, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/admin/staff/', headers: who.headers, payload: payload as object });
const change = (who: Person, id: number | string, payload: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/staff/${id}/`,
    headers: who.headers,
    payload: payload as object,
  });
const remove = (who: Person, id: number | string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/staff/${id}/`, headers: who.headers });

describe('who may manage staff', () => {
  it('401 without a token, 403 for customers and staff, on every route', async () => {
    const customer = await person('customer');
    const staff = await person('staff');
    const target = await person('staff', 'Ram');
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/staff/' });
    expect(anonymous.statusCode).toBe(401);
    for (const who of [customer, staff]) {
      for (const response of [
        await list(who),
        await grant(who, { email: customer.email, role: 'staff' }),
        await change(who, target.id, { role: 'admin' }),
        await remove(who, target.id),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: STAFF_MESSAGES.adminOnly, code: 'admin_only' });
      }
    }
    expect(await roleOf(customer.id)).toBe('customer');
    expect(await roleOf(target.id)).toBe('staff');
  });

  it('an admin role removed in the database stops writes before the token expires; reads trust the token', async () => {
    const admin = await person('admin', 'Hari');
    const other = await person('admin', 'Gita');
    const customer = await person('customer');
    await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, admin.id));
    expect((await list(admin)).statusCode).toBe(200);
    const refused = await grant(admin, { email: customer.email, role: 'staff' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: STAFF_MESSAGES.adminOnly, code: 'admin_only' });
    expect(await roleOf(customer.id)).toBe('customer');
    expect((await grant(other, { email: customer.email, role: 'staff' })).statusCode).toBe(201);
  });

  it('a staff role removed stops order-desk writes at once, while the desk can still be read', async () => {
    const admin = await person('admin', 'Hari');
    const staff = await person('staff', 'Ram');
    expect((await remove(admin, staff.id)).statusCode).toBe(200);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/orders/', headers: staff.headers });
    expect(read.statusCode).toBe(200);
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/orders/PSL-NOSUCHORDER0/status/',
      headers: staff.headers,
      payload: { status: 'Processing' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ message: STAFF_MESSAGES.staffOnly, code: 'staff_only' });
  });

  it('an admin may use the staff routes (the order desk)', async () => {
    const admin = await person('admin', 'Hari');
    const read = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/orders/', headers: admin.headers });
    expect(read.statusCode).toBe(200);
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/orders/PSL-NOSUCHORDER0/status/',
      headers: admin.headers,
      payload: { status: 'Processing' },
    });
    expect(write.statusCode).toBe(404);
  });
});

describe('listing and granting', () => {
  it('lists admins first, then staff, by name, without customers', async () => {
    const admin = await person('admin', 'Zara');
    await person('staff', 'Bina');
    await person('staff', 'anil');
    await person('customer', 'Chandra');
    const response = await list(admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<StaffList>();
    expect(body.count).toBe(3);
    expect(body.data.map((member) => [member.first_name, member.role])).toEqual([
      ['Zara', 'admin'],
      ['anil', 'staff'],
      ['Bina', 'staff'],
    ]);
    expect(Object.keys(body.data[0]!).sort()).toEqual(['email', 'first_name', 'id', 'last_name', 'role']);
  });

  it('grants a role to an existing account by e-mail, in any letter case', async () => {
    const admin = await person('admin', 'Hari');
    const customer = await person('customer', 'Maya');
    const response = await grant(admin, { email: customer.email.toUpperCase(), role: 'staff' });
    expect(response.statusCode).toBe(201);
    expect(response.json<StaffChanged>()).toEqual({
      data: { id: customer.id, email: customer.email, first_name: 'Maya', last_name: 'Sharma', role: 'staff' },
      message: 'Maya Sharma is now Staff',
    });
    expect(await roleOf(customer.id)).toBe('staff');
  });

  it('404 for an address nobody uses, 409 for someone who already has a role, 400 for bad input', async () => {
    const admin = await person('admin', 'Hari');
    const staff = await person('staff', 'Ram');
    const unknown = await grant(admin, { email: 'nobody.here@example.com', role: 'staff' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'staff_account_not_found', message: STAFF_MESSAGES.accountNotFound });
    const again = await grant(admin, { email: staff.email, role: 'admin' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'staff_already_staff',
      message: 'This person already has a staff role; change it in the list instead',
    });
    expect(await roleOf(staff.id)).toBe('staff');

    const badRole = await grant(admin, { email: staff.email, role: 'customer' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json<{ errors: Record<string, string> }>().errors).toEqual({ role: STAFF_MESSAGES.roleInvalid });
    const badEmail = await grant(admin, { email: 'not-an-address', role: 'staff' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json<{ errors: Record<string, string> }>().errors).toEqual({ email: 'Invalid email' });
  });

  it('409 for a disabled account: it is enabled on the Customers screen first', async () => {
    const admin = await person('admin', 'Hari');
    const customer = await person('customer', 'Gita');
    await ctx.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, customer.id));
    const response = await grant(admin, { email: customer.email, role: 'staff' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'staff_account_disabled',
      message: 'This account is disabled: enable it on the Customers screen first',
    });
    expect(await roleOf(customer.id)).toBe('customer');
  });
});

describe('changing and removing', () => {
  it('changes staff to admin and back, ending the person’s sessions each time', async () => {
    const admin = await person('admin', 'Hari');
    const staff = await person('staff', 'Ram');
    await startRefreshFamily(ctx.database.db, staff.id, true, ctx.clock.now());
    await startRefreshFamily(ctx.database.db, staff.id, false, ctx.clock.now());
    expect(await liveSessions(staff.id)).toBe(2);

    const promoted = await change(admin, staff.id, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<StaffChanged>().data.role).toBe('admin');
    expect(promoted.json<StaffChanged>().message).toBe('Ram Sharma is now Admin; they sign in again to continue');
    expect(await roleOf(staff.id)).toBe('admin');
    expect(await liveSessions(staff.id)).toBe(0);

    await startRefreshFamily(ctx.database.db, staff.id, true, ctx.clock.now());
    const lowered = await change(admin, staff.id, { role: 'staff' });
    expect(lowered.statusCode).toBe(200);
    expect(await roleOf(staff.id)).toBe('staff');
    expect(await liveSessions(staff.id)).toBe(0);
  });

  it('asking for the role someone has changes nothing and keeps their sessions', async () => {
    const admin = await person('admin', 'Hari');
    const staff = await person('staff', 'Ram');
    await startRefreshFamily(ctx.database.db, staff.id, true, ctx.clock.now());
    const response = await change(admin, staff.id, { role: 'staff' });
    expect(response.statusCode).toBe(200);
    expect(await liveSessions(staff.id)).toBe(1);
  });

  it('removes a role: back to customer, and the refresh cookie no longer works', async () => {
    const admin = await person('admin', 'Hari');
    const { payload, user } = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, user.id));
    const session = await loginUser(ctx.app, payload.email, payload.password);
    expect(session.user.role).toBe('staff');

    const response = await remove(admin, user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffRemoved>()).toEqual({
      data: { id: user.id, email: user.email, role: 'customer' },
      message: 'Sita Sharma is no longer staff; their sessions have ended',
    });
    expect(await roleOf(user.id)).toBe('customer');
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh/',
      cookies: { [session.cookie.name]: session.cookie.value },
    });
    expect(refresh.statusCode).toBe(401);
    // Signing in again gives a customer's token.
    expect((await loginUser(ctx.app, payload.email, payload.password)).user.role).toBe('customer');
  });

  it('404 for an account without a staff role or that does not exist; 400 for a bad id', async () => {
    const admin = await person('admin', 'Hari');
    const customer = await person('customer');
    for (const response of [
      await remove(admin, customer.id),
      await change(admin, customer.id, { role: 'staff' }),
      await remove(admin, 2_000_000_000),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'staff_member_not_found', message: 'This person is not staff' });
    }
    expect(await roleOf(customer.id)).toBe('customer');
    expect((await remove(admin, 'abc')).statusCode).toBe(400);
    expect((await remove(admin, 0)).statusCode).toBe(400);
  });

  it('an admin cannot remove or lower their own admin role', async () => {
    const admin = await person('admin', 'Hari');
    await person('admin', 'Gita');
    for (const response of [await remove(admin, admin.id), await change(admin, admin.id, { role: 'staff' })]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'staff_own_admin_role',
        message: 'You cannot remove your own admin role; ask another admin',
      });
    }
    expect(await roleOf(admin.id)).toBe('admin');
  });

  it('the last admin stays: another admin can be lowered only while one remains', async () => {
    const first = await person('admin', 'Hari');
    const second = await person('admin', 'Gita');
    expect((await change(first, second.id, { role: 'staff' })).statusCode).toBe(200);
    // The lowered admin's old token says admin, but the database says staff: refused.
    const retort = await remove(second, first.id);
    expect(retort.statusCode).toBe(403);
    expect(await roleOf(first.id)).toBe('admin');
  });

  it('two admins removing each other at the same moment leave one admin', async () => {
    const first = await person('admin', 'Hari');
    const second = await person('admin', 'Gita');
    const answers = await Promise.all([remove(first, second.id), remove(second, first.id)]);
    // The loser is refused by the request's role check (403) or, when both passed it, under the
    // lock: what it asks would remove the last admin (409).
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect([
      [200, 403],
      [200, 409],
    ]).toContainEqual(codes);
    const refused = answers.find((answer) => answer.statusCode !== 200)!;
    expect([STAFF_MESSAGES.adminOnly, STAFF_MESSAGES.lastAdmin]).toContain(refused.json<{ message: string }>().message);
    const admins = await ctx.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });

  it('never removes the last admin, whoever asks', async () => {
    const admin = await person('admin', 'Hari');
    const formerAdmin = await person('staff', 'Gita');
    const attempt = removeRole(ctx.database.db, admin.id, { actorId: formerAdmin.id, now: ctx.clock.now() });
    await expect(attempt).rejects.toMatchObject({
      statusCode: 409,
      code: 'staff_last_admin',
      message: STAFF_MESSAGES.lastAdmin,
    });
    const lowering = changeRole(ctx.database.db, admin.id, 'staff', { actorId: formerAdmin.id, now: ctx.clock.now() });
    await expect(lowering).rejects.toMatchObject({ statusCode: 409, message: STAFF_MESSAGES.lastAdmin });
    expect(await roleOf(admin.id)).toBe('admin');
  });

  it('an admin whose role went after the request was let in changes nothing', async () => {
    await person('admin', 'Hari');
    const staff = await person('staff', 'Ram');
    const formerAdmin = await person('staff', 'Gita');
    const attempt = removeRole(ctx.database.db, staff.id, { actorId: formerAdmin.id, now: ctx.clock.now() });
    await expect(attempt).rejects.toMatchObject({
      statusCode: 403,
      message: STAFF_MESSAGES.adminOnly,
      code: 'admin_only',
    });
    expect(await roleOf(staff.id)).toBe('staff');
  });
});

describe('the API document', () => {
  it('documents the staff routes with their schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>();
    const collection = document.paths['/api/v1/admin/staff/']!;
    const member = document.paths['/api/v1/admin/staff/{user_id}/']!;
    expect(Object.keys(collection).sort()).toEqual(['get', 'post']);
    expect(Object.keys(member).sort()).toEqual(['delete', 'patch']);
    expect(Object.keys(collection.post!.responses).sort()).toEqual(['201', '400', '401', '403', '404', '409']);
  });
});
