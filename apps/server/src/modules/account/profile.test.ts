import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { signedUpAndIn, type Session } from '../../../test/helpers/accounts.js';
import { users } from '../../db/schema.js';

let t: TestContext;
let alice: { session: Session; email: string };
let bob: { session: Session; email: string };

beforeAll(async () => {
  t = await createTestApp();
  const a = await signedUpAndIn(t.app, { first_name: 'Alice', phone: '9801234567' });
  const b = await signedUpAndIn(t.app, { first_name: 'Bob', phone: '9851234567' });
  alice = { session: a.session, email: a.user.email };
  bob = { session: b.session, email: b.user.email };
});
afterAll(async () => {
  await t?.close();
});

const get = (access?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/profile/',
    headers: access ? { authorization: `Bearer ${access}` } : {},
  });
const patch = (access: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/auth/profile/',
    headers: { authorization: `Bearer ${access}` },
    payload,
  });

// Kathmandu Metropolitan City (307) is in Kathmandu district (27), Bagmati Province (3), 32 wards.
const place = { province_id: 3, district_id: 27, local_level_id: 307, ward: 26, tole: 'Lambagar, Tarkeshwor' };
const billing = {
  country: 'Nepal',
  state: 'Bagmati Province',
  city: 'Kathmandu Metropolitan City-26, Kathmandu',
  address: 'Lambagar, Tarkeshwor',
  monument: '',
  zipcode: '',
  ...place,
  landmark: '',
  postal_code: '',
};

describe('GET /api/v1/auth/profile/', () => {
  it('needs a signed-in shopper', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get('not-a-token')).statusCode).toBe(401);
  });

  it('answers the profile with billing null until saved', async () => {
    const response = await get(alice.session.access);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      data: {
        id: alice.session.user.id,
        email: alice.email,
        first_name: 'Alice',
        middle_name: '',
        last_name: 'Sharma',
        phone: '9801234567',
        role: 'customer',
        email_verified: true,
        phone_verified: false,
        billing: null,
      },
    });
  });
});

describe('PATCH /api/v1/auth/profile/', () => {
  it('changes only the fields sent', async () => {
    const response = await patch(alice.session.access, { middle_name: 'Kumari' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      first_name: 'Alice',
      middle_name: 'Kumari',
      last_name: 'Sharma',
      phone: '9801234567',
      email: alice.email,
    });
    expect((await get(alice.session.access)).json().data.middle_name).toBe('Kumari');
  });

  it('validates with the spec messages', async () => {
    const response = await patch(alice.session.access, { first_name: '', phone: '12345', email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      first_name: 'First Name is required',
      phone: 'Phone number must be 10 digits',
      email: 'Invalid email',
    });
  });

  it('saves a whole Nepal billing address without a postal code, then merges partial changes', async () => {
    const first = await patch(alice.session.access, { billing: { ...place, landmark: ' ', postal_code: '' } });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.billing).toEqual(billing);
    const second = await patch(alice.session.access, {
      billing: { ward: 4, landmark: 'Opposite the school', postal_code: '44600' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.billing).toEqual({
      ...billing,
      city: 'Kathmandu Metropolitan City-4, Kathmandu',
      monument: 'Opposite the school',
      zipcode: '44600',
      ward: 4,
      landmark: 'Opposite the school',
      postal_code: '44600',
    });
    expect(second.json().data.first_name).toBe('Alice');
    expect((await get(alice.session.access)).json().data.billing.postal_code).toBe('44600');
  });

  it('refuses a partial billing address when none is saved yet', async () => {
    const response = await patch(bob.session.access, { billing: { tole: 'Lakeside' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'billing.province_id': 'Choose a province',
      'billing.district_id': 'Choose a district',
      'billing.local_level_id': 'Choose a municipality or rural municipality',
      'billing.ward': 'Enter the ward number',
    });
  });

  it('refuses a district outside the province, a ward that does not exist and a bad postal code', async () => {
    const outside = await patch(bob.session.access, { billing: { ...place, district_id: 38 } });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual({ 'billing.district_id': 'This district is not in the chosen province' });
    const ward = await patch(bob.session.access, { billing: { ...place, ward: 33 } });
    expect(ward.json().errors).toEqual({ 'billing.ward': 'Ward must be between 1 and 32' });
    const postal = await patch(bob.session.access, { billing: { ...place, postal_code: '446' } });
    expect(postal.json().errors).toEqual({ 'billing.postal_code': 'Postal code must be 5 digits' });
  });

  it('answers an address saved as free text before with no Nepal parts, and replaces it whole', async () => {
    const older = {
      country: 'Nepal',
      state: 'Gandaki Province',
      city: 'Pokhara',
      address: 'Lakeside',
      monument: 'Temple',
      zipcode: '33700',
    };
    await t.database.db.update(users).set({ billing: older }).where(eq(users.id, bob.session.user.id));
    expect((await get(bob.session.access)).json().data.billing).toEqual({
      ...older,
      province_id: null,
      district_id: null,
      local_level_id: null,
      ward: null,
      tole: 'Lakeside',
      landmark: 'Temple',
      postal_code: '33700',
    });
    const replaced = await patch(bob.session.access, { billing: place });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.billing).toEqual(billing);
  });

  it('changes no e-mail address: that needs the current password (change-email)', async () => {
    for (const email of [bob.email.toUpperCase(), `alice.${Date.now()}@example.com`]) {
      const response = await patch(alice.session.access, { email });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        email: 'Enter your current password to change your e-mail address',
      });
    }
    // The Account Details form sends the unchanged address back with the other fields.
    const same = await patch(alice.session.access, { email: alice.email.toUpperCase(), middle_name: 'K' });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.email).toBe(alice.email);
  });
});

describe('one shopper cannot reach another’s profile', () => {
  it('reads only the token’s own account', async () => {
    const response = await get(bob.session.access);
    expect(response.json().data.id).toBe(bob.session.user.id);
    expect(response.json().data.first_name).toBe('Bob');
  });

  it('ignores an id in the body', async () => {
    const response = await patch(bob.session.access, {
      id: alice.session.user.id,
      user: alice.session.user.id,
      last_name: 'Karki',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(bob.session.user.id);
    const aliceNow = (await get(alice.session.access)).json().data;
    expect(aliceNow.last_name).toBe('Sharma');
  });

  it('refuses a token forged for another account', async () => {
    const forged = await new SignJWT({ role: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(alice.session.user.id))
      .setIssuer('pasal')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    expect((await get(forged)).statusCode).toBe(401);
    expect((await patch(forged, { first_name: 'Mallory' })).statusCode).toBe(401);
  });
});
