import { CONTACT_MESSAGES } from '@pasal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { CONTACT_RATE_LIMITS } from './routes.js';
import { contactMessages } from './schema.js';

let ctx: TestContext;
let nextAddress = 1;
/** Each test writes from its own address so the per-address rate limit does not leak between tests. */
const freshAddress = () => `10.0.0.${nextAddress++}`;

const valid = {
  name: 'Sita Rai',
  email: 'sita@example.com',
  phone: '9841234567',
  subject: 'Is the Redmi Note under warranty?',
  message: 'Hello,\nI bought it last week. Does the warranty cover the screen?',
};

beforeAll(async () => {
  ctx = await createTestApp({ SHOP_EMAIL: 'owner@shop.test' });
});
afterAll(async () => {
  await ctx.close();
});

function send(payload: unknown, remoteAddress = freshAddress()) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/contact/', payload: payload as object, remoteAddress });
}

describe('POST /api/v1/contact/', () => {
  it('stores the message and e-mails the shop with reply-to the sender', async () => {
    const before = ctx.mail.length;
    const response = await send({ ...valid, name: '  Sita Rai  ' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: { id: number } }>();
    expect(data.id).toBeGreaterThan(0);

    const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, data.id));
    expect(row).toMatchObject({
      name: 'Sita Rai',
      email: 'sita@example.com',
      phone: '9841234567',
      subject: valid.subject,
      message: valid.message,
    });
    expect(row!.createdAt.getTime()).toBe(ctx.clock.now());

    expect(ctx.mail).toHaveLength(before + 1);
    const mail = ctx.mail.at(-1)!;
    expect(mail.to).toBe('owner@shop.test');
    expect(mail.replyTo).toBe('sita@example.com');
    expect(mail.subject).toBe(`Contact form: ${valid.subject}`);
    expect(mail.text).toContain('Name: Sita Rai');
    expect(mail.text).toContain('Phone: 9841234567');
    expect(mail.text).toContain(valid.message);
  });

  it('accepts a message without a phone', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    const response = await send(withoutPhone);
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json<{ data: { id: number } }>().data.id));
    expect(row!.phone).toBe('');
    expect(ctx.mail.at(-1)!.text).toContain('Phone: (not given)');
  });

  it('keeps line breaks out of the mail subject', async () => {
    const response = await send({ ...valid, subject: 'Hi\r\nBcc: victim@example.com' });
    expect(response.statusCode).toBe(201);
    expect(ctx.mail.at(-1)!.subject).toBe('Contact form: Hi Bcc: victim@example.com');
  });

  it.each([
    ['name', { name: '' }, CONTACT_MESSAGES.nameRequired],
    ['name', { name: '   ' }, CONTACT_MESSAGES.nameRequired],
    ['email', { email: 'nope' }, CONTACT_MESSAGES.emailInvalid],
    ['phone', { phone: '98412' }, CONTACT_MESSAGES.phoneDigits],
    ['phone', { phone: '0141234567' }, CONTACT_MESSAGES.phoneNotMobile],
    ['subject', { subject: 'x'.repeat(151) }, CONTACT_MESSAGES.subjectTooLong],
    ['message', { message: 'x'.repeat(5001) }, CONTACT_MESSAGES.messageTooLong],
  ])('rejects a bad %s with 400 and stores nothing', async (field, change, message) => {
    const [{ count: before }] = await ctx.database.pool
      .query<{ count: number }>('SELECT count(*)::int AS count FROM contact_messages')
      .then((result) => result.rows as [{ count: number }]);
    const mailBefore = ctx.mail.length;
    const response = await send({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: Record<string, string> }>();
    expect(body.errors[field]).toBe(message);
    expect(body.message).toBe(`Invalid ${field}: ${message}`);
    const after = await ctx.database.pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM contact_messages',
    );
    expect(after.rows[0]!.count).toBe(before);
    expect(ctx.mail.length).toBe(mailBefore);
  });

  it('rejects a missing field and a non-object body', async () => {
    const { message: _message, ...withoutMessage } = valid;
    expect((await send(withoutMessage)).statusCode).toBe(400);
    const raw = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact/',
      headers: { 'content-type': 'application/json' },
      payload: '"hello"',
      remoteAddress: freshAddress(),
    });
    expect(raw.statusCode).toBe(400);
  });

  it('still answers 201 when the mail server fails (the row is the record)', async () => {
    const original = ctx.app.services.mailer.send;
    ctx.app.services.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const response = await send(valid);
      expect(response.statusCode).toBe(201);
      const id = response.json<{ data: { id: number } }>().data.id;
      const rows = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(rows).toHaveLength(1);
    } finally {
      ctx.app.services.mailer.send = original;
    }
  });

  it(`rate limits one sender at one address to ${CONTACT_RATE_LIMITS.perAddressAndEmail.max} messages`, async () => {
    const address = freshAddress();
    const max = CONTACT_RATE_LIMITS.perAddressAndEmail.max;
    for (let i = 0; i < max; i++) expect((await send(valid, address)).statusCode).toBe(201);
    const limited = await send(valid, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json<{ message: string }>().message).toMatch(
      /^Too many requests\. Please try again in \d+ minutes?\.$/,
    );
    // Another sender behind the same address (carrier-grade NAT), and another address, are not affected.
    expect((await send({ ...valid, email: 'gita@example.com' }, address)).statusCode).toBe(201);
    expect((await send(valid)).statusCode).toBe(201);
  });
});

// The route lives in the settings module now, which adds the shop's stored settings to the answer;
// the contact page still relies on these details.
describe('GET /api/v1/shop/', () => {
  it("answers the seller's public details from the configuration", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/shop/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        name: ctx.config.SHOP_NAME,
        legal_name: ctx.config.SHOP_LEGAL_NAME,
        registration_no: ctx.config.SHOP_REGISTRATION_NO,
        pan: ctx.config.SHOP_PAN,
        grievance_officer: ctx.config.SHOP_GRIEVANCE_OFFICER,
        email: 'owner@shop.test',
        phone: ctx.config.SHOP_PHONE,
        address: 'Lambagar, Tarkeshwor, Kathmandu, Nepal 44600',
      },
    });
  });
});
