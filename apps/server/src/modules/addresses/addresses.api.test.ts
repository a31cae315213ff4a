import { SAVED_ADDRESS_LIMIT } from '@pasal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { signedUpAndIn, type Session } from '../../../test/helpers/accounts.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const URL = '/api/v1/account/addresses';
const auth = (session: Session) => ({ authorization: `Bearer ${session.access}` });

async function shopper(): Promise<Session> {
  return (await signedUpAndIn(t.app)).session;
}

// Pokhara Metropolitan City (Kaski, Gandaki): outside the valley.
const pokhara = {
  label: 'Home',
  full_name: 'Sita Sharma',
  phone: '9841234567',
  province_id: 4,
  district_id: 38,
  local_level_id: 414,
  ward: 6,
  tole: '  Lakeside  ',
  landmark: '',
  postal_code: '33700',
};
// Kathmandu Metropolitan City, ward 26.
const kathmandu = {
  label: 'Office',
  full_name: 'Sita Sharma',
  phone: '9801234567',
  province_id: 3,
  district_id: 27,
  local_level_id: 307,
  ward: 26,
  tole: 'Thamel',
  landmark: 'Kathmandu Guest House',
};

const list = (session: Session) => t.app.inject({ method: 'GET', url: URL, headers: auth(session) });
const create = (session: Session, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: URL, headers: auth(session), payload });
const makeDefault = (session: Session, id: number) =>
  t.app.inject({ method: 'POST', url: `${URL}/${id}/default`, headers: auth(session) });
const remove = (session: Session, id: number) =>
  t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: auth(session) });
const update = (session: Session, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: auth(session), payload });

const defaults = async (session: Session) =>
  ((await list(session)).json().data as { id: number; is_default: boolean }[]).filter((a) => a.is_default);

describe('saved addresses', () => {
  it('needs a signed-in shopper', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: URL, payload: pokhara })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/1` })).statusCode).toBe(401);
  });

  it('saves addresses: the first is the default, text is trimmed, an empty landmark is none', async () => {
    const session = await shopper();
    expect((await list(session)).json()).toEqual({ data: [], limit: SAVED_ADDRESS_LIMIT });

    const first = await create(session, pokhara);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      label: 'Home',
      tole: 'Lakeside',
      landmark: null,
      postal_code: '33700',
      ward: 6,
      is_default: true,
    });
    const second = await create(session, kathmandu);
    expect(second.json().data).toMatchObject({
      is_default: false,
      landmark: 'Kathmandu Guest House',
      postal_code: null,
    });

    const answer = await list(session);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json().data.map((a: { label: string }) => a.label)).toEqual(['Home', 'Office']);
  });

  it('a new address can be made the default when saved', async () => {
    const session = await shopper();
    await create(session, pokhara);
    const office = (await create(session, { ...kathmandu, is_default: true })).json().data;
    expect(office.is_default).toBe(true);
    expect((await defaults(session)).map((a) => a.id)).toEqual([office.id]);
  });

  it('rejects an address whose levels do not belong together, on the field at fault', async () => {
    const session = await shopper();
    const wrongDistrict = await create(session, { ...pokhara, district_id: 27 });
    expect(wrongDistrict.statusCode).toBe(400);
    expect(wrongDistrict.json().errors).toMatchObject({
      district_id: 'This district is not in the chosen province',
    });
    const wardTooHigh = await create(session, { ...pokhara, ward: 34 });
    expect(wardTooHigh.statusCode).toBe(400);
    expect(wardTooHigh.json().errors).toMatchObject({ ward: 'Ward must be between 1 and 33' });
    const bad = await create(session, { ...pokhara, phone: '12345', full_name: ' ', postal_code: '4460' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      full_name: 'Full name is required',
      phone: 'Phone number must be 10 digits',
    });
    expect((await list(session)).json().data).toEqual([]);
  });

  it('updates an address; a user never sees or touches another user’s (404)', async () => {
    const alice = await shopper();
    const bob = await shopper();
    const home = (await create(alice, pokhara)).json().data;

    const changed = await update(alice, home.id, { ...pokhara, ward: 7, landmark: 'Fewa Lake' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id: home.id, ward: 7, landmark: 'Fewa Lake', is_default: true });

    expect((await list(bob)).json().data).toEqual([]);
    expect((await update(bob, home.id, kathmandu)).statusCode).toBe(404);
    expect((await makeDefault(bob, home.id)).statusCode).toBe(404);
    expect((await remove(bob, home.id)).statusCode).toBe(404);
    const missing = await remove(alice, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'address_not_found', message: 'Address not found' });
    expect((await remove(alice, 'abc' as unknown as number)).statusCode).toBe(400);
    expect((await list(alice)).json().data).toHaveLength(1);
  });

  it('make default moves the mark; deleting the default passes it to the most recent other', async () => {
    const session = await shopper();
    const home = (await create(session, pokhara)).json().data;
    t.clock.advance(1000);
    const office = (await create(session, kathmandu)).json().data;
    t.clock.advance(1000);
    const parents = (await create(session, { ...kathmandu, label: 'Parents' })).json().data;

    const made = await makeDefault(session, office.id);
    expect(made.statusCode).toBe(200);
    expect(made.json().data.is_default).toBe(true);
    expect((await defaults(session)).map((a) => a.id)).toEqual([office.id]);
    expect((await list(session)).json().data[0].id).toBe(office.id);

    // Deleting a non-default leaves the default alone.
    expect((await remove(session, home.id)).statusCode).toBe(204);
    expect((await defaults(session)).map((a) => a.id)).toEqual([office.id]);

    // Deleting the default: the other one left becomes the default.
    expect((await remove(session, office.id)).statusCode).toBe(204);
    expect((await defaults(session)).map((a) => a.id)).toEqual([parents.id]);

    expect((await remove(session, parents.id)).statusCode).toBe(204);
    expect((await list(session)).json().data).toEqual([]);
  });

  it('two "make default" calls at once leave exactly one default', async () => {
    const session = await shopper();
    const ids: number[] = [];
    for (const label of ['A', 'B', 'C', 'D']) ids.push((await create(session, { ...pokhara, label })).json().data.id);
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([makeDefault(session, ids[1]!), makeDefault(session, ids[2]!)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const left = await defaults(session);
      expect(left).toHaveLength(1);
      expect([ids[1], ids[2]]).toContain(left[0]!.id);
    }
    // Concurrent creates with is_default and a delete of the default: still one.
    await Promise.all([
      create(session, { ...kathmandu, is_default: true }),
      create(session, { ...kathmandu, is_default: true }),
      remove(session, (await defaults(session))[0]!.id),
    ]);
    expect(await defaults(session)).toHaveLength(1);
  });

  it(`keeps at most ${SAVED_ADDRESS_LIMIT} addresses`, async () => {
    const session = await shopper();
    const answers = await Promise.all(
      Array.from({ length: SAVED_ADDRESS_LIMIT + 2 }, (_, index) =>
        create(session, { ...pokhara, label: `L${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(SAVED_ADDRESS_LIMIT);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json().message).toBe(
      `You can save up to ${SAVED_ADDRESS_LIMIT} addresses. Delete one to add another.`,
    );
    expect(refused[0]!.json()).toMatchObject({ code: 'address_limit_reached', params: { max: SAVED_ADDRESS_LIMIT } });
    expect(await defaults(session)).toHaveLength(1);
  });

  it('is in the API docs under the account tag', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/v1/account/addresses'].get.tags).toEqual(['account']);
    expect(spec.paths['/api/v1/account/addresses/{id}/default'].post.tags).toEqual(['account']);
  });
});
