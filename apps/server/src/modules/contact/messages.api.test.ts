import { randomBytes } from 'node:crypto';
import {
  ADMIN_INBOX_MESSAGES,
  INBOX_PAGE_SIZE,
  type ContactChanged,
  type ContactDetailResponse,
  type ContactList,
  type UserRole,
} from '@pasal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';
import { contactMessages } from './schema.js';
import { expectNepaliMail } from '../../../test/helpers/nepali-mail.js';

// The contact inbox on the real database: who may use it, the views and counts, opening marks
// read, state changes, and the reply (stored with the message, mailed through the queue, once).

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(contactMessages);
  await ctx.app.services.mailOutbox.drain();
  ctx.mail.length = 0;
});

interface Person {
  id: number;
  headers: { authorization: string };
}

async function person(role: UserRole, firstName = 'Sita', lastName = 'Sharma'): Promise<Person> {
  const email = `${firstName.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email, firstName, lastName, role })
    .returning({ id: users.id });
  const token = await ctx.app.services.accessTokens.sign({ userId: row!.id, role });
  return { id: row!.id, headers: { authorization: `Bearer ${token}` } };
}

let seq = 0;
async function message(values: Partial<typeof contactMessages.$inferInsert> = {}) {
  seq += 1;
  const [row] = await ctx.database.db
    .insert(contactMessages)
    .values({
      name: 'Hari Thapa',
      email: 'hari@example.com',
      subject: `Question ${seq}`,
      message: 'Do you deliver to Pokhara?\nAnd how long does it take?',
      createdAt: new Date(ctx.clock.now() + seq * 1000),
      ...values,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

const api = (who: Person | null, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1/admin/messages/${url}`,
    ...(who ? { headers: who.headers } : {}),
    ...(payload ? { payload } : {}),
  });

async function statusOf(id: number) {
  const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row?.status;
}

describe('who may use the inbox', () => {
  it('401 without a token, 403 for a customer, on every route; staff and admins may', async () => {
    const id = await message();
    const customer = await person('customer');
    const calls = (who: Person | null) => [
      api(who, 'GET', ''),
      api(who, 'GET', `${id}/`),
      api(who, 'PATCH', `${id}/`, { status: 'spam' }),
      api(who, 'POST', `${id}/reply/`, { reply: 'Hello' }),
    ];
    for (const response of await Promise.all(calls(null))) expect(response.statusCode).toBe(401);
    for (const response of await Promise.all(calls(customer))) expect(response.statusCode).toBe(403);
    expect(await statusOf(id)).toBe('unread');
    for (const role of ['staff', 'admin'] as const) {
      expect((await api(await person(role), 'GET', '')).statusCode).toBe(200);
    }
  });

  it('a staff member whose role was removed cannot write, even with a live token', async () => {
    const id = await message();
    const staff = await person('staff');
    await ctx.database.db.update(users).set({ role: 'customer' }).where(eq(users.id, staff.id));
    const response = await api(staff, 'POST', `${id}/reply/`, { reply: 'Hello' });
    expect(response.statusCode).toBe(403);
    expect(ctx.mail).toHaveLength(0);
  });
});

describe('GET /api/v1/admin/messages/', () => {
  it('lists the inbox newest first without spam, with counts per state and a one-line preview', async () => {
    const older = await message({ status: 'handled' });
    const spam = await message({ status: 'spam', subject: 'Cheap followers' });
    const newer = await message({ message: `${'long words '.repeat(30)}\nend` });
    const staff = await person('staff');
    const list = (await api(staff, 'GET', '')).json<ContactList>();
    expect(list.data.map((row) => row.id)).toEqual([newer, older]);
    expect(list.counts).toEqual({ unread: 1, read: 0, handled: 1, spam: 1 });
    expect(list.count).toBe(2);
    expect(list.data[0]!.preview).not.toContain('\n');
    expect(list.data[0]!.preview.length).toBeLessThanOrEqual(140);
    expect(list.data[0]!.preview.endsWith('…')).toBe(true);
    const spamView = (await api(staff, 'GET', '?view=spam')).json<ContactList>();
    expect(spamView.data.map((row) => row.id)).toEqual([spam]);
    expect(spamView.data[0]).not.toHaveProperty('message');
  });

  it('filters by state and by words, and pages by 20', async () => {
    for (let index = 0; index < INBOX_PAGE_SIZE + 1; index += 1) await message();
    await message({ subject: 'Warranty claim 100%', status: 'read' });
    const staff = await person('staff');
    const first = (await api(staff, 'GET', '?view=unread')).json<ContactList>();
    expect(first.data).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.total_pages).toBe(2);
    const second = (await api(staff, 'GET', '?view=unread&page=2')).json<ContactList>();
    expect(second.data).toHaveLength(1);
    const found = (await api(staff, 'GET', `?q=${encodeURIComponent('claim 100%')}`)).json<ContactList>();
    expect(found.data.map((row) => row.subject)).toEqual(['Warranty claim 100%']);
    // % is a character to look for, not a wildcard.
    expect((await api(staff, 'GET', '?q=%25%25')).json<ContactList>().data).toHaveLength(0);
  });

  it.each(['?view=archived', '?page=0', '?page=x', `?q=${'x'.repeat(201)}`])('400 for %s', async (query) => {
    const response = await api(await person('staff'), 'GET', query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^Invalid /);
  });
});

describe('GET /api/v1/admin/messages/{id}/', () => {
  it('answers the whole message and marks an unread one read; other states stay', async () => {
    const id = await message({ phone: '9812345678' });
    const handled = await message({ status: 'handled' });
    const staff = await person('staff');
    const response = await api(staff, 'GET', `${id}/`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<ContactDetailResponse>();
    expect(data).toMatchObject({
      id,
      phone: '9812345678',
      message: 'Do you deliver to Pokhara?\nAnd how long does it take?',
      status: 'read',
      reply: null,
      replied_by: null,
    });
    expect(await statusOf(id)).toBe('read');
    await api(staff, 'GET', `${handled}/`);
    expect(await statusOf(handled)).toBe('handled');
  });

  it('404 with a clear message for a message that does not exist; 400 for a bad id', async () => {
    const staff = await person('staff');
    const missing = await api(staff, 'GET', '999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'contact_message_not_found',
      message: 'This message does not exist (it may have been deleted)',
    });
    expect((await api(staff, 'GET', 'abc/')).statusCode).toBe(400);
  });
});

describe('PATCH /api/v1/admin/messages/{id}/', () => {
  it('marks spam and back, unread and handled, with the toast line for each', async () => {
    const id = await message();
    const staff = await person('staff');
    const steps: [string, string][] = [
      ['spam', ADMIN_INBOX_MESSAGES.markedSpam],
      ['read', ADMIN_INBOX_MESSAGES.notSpam],
      ['unread', ADMIN_INBOX_MESSAGES.markedUnread],
      ['handled', ADMIN_INBOX_MESSAGES.markedHandled],
    ];
    for (const [status, line] of steps) {
      const response = await api(staff, 'PATCH', `${id}/`, { status });
      expect(response.statusCode).toBe(200);
      const body = response.json<ContactChanged>();
      expect(body.message).toBe(line);
      expect(body.data.status).toBe(status);
      expect(await statusOf(id)).toBe(status);
    }
  });

  it('400 for an unknown state, 404 for an unknown message', async () => {
    const id = await message();
    const staff = await person('staff');
    const bad = await api(staff, 'PATCH', `${id}/`, { status: 'deleted' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string> }>().errors.status).toBe(ADMIN_INBOX_MESSAGES.statusInvalid);
    expect((await api(staff, 'PATCH', '999999/', { status: 'read' })).statusCode).toBe(404);
  });
});

describe('POST /api/v1/admin/messages/{id}/reply/', () => {
  it('stores the reply, marks the message handled and mails the sender through the queue', async () => {
    const id = await message({ subject: 'Delivery\r\nBcc: evil@example.com' });
    const staff = await person('staff', 'Gita', 'Rai');
    const response = await api(staff, 'POST', `${id}/reply/`, { reply: '  Yes, in 2 to 3 days.  ' });
    expect(response.statusCode).toBe(200);
    const body = response.json<ContactChanged>();
    expect(body.message).toBe(ADMIN_INBOX_MESSAGES.replied);
    expect(body.data).toMatchObject({
      status: 'handled',
      reply: 'Yes, in 2 to 3 days.',
      replied_at: new Date(ctx.clock.now()).toISOString(),
      replied_by: { id: staff.id, name: 'Gita Rai' },
    });
    // Queued, not sent in the request: the mailer sees it when the queue runs.
    expect(ctx.mail).toHaveLength(0);
    await ctx.app.services.mailOutbox.drain();
    expect(ctx.mail).toHaveLength(1);
    const mail = ctx.mail[0]!;
    expect(mail.to).toBe('hari@example.com');
    expect(mail.replyTo).toBe(ctx.config.SHOP_EMAIL);
    expect(mail.subject).toBe('Re: Delivery Bcc: evil@example.com');
    expect(mail.text).toMatch(/^Yes, in 2 to 3 days\.\n\n--\nGita Rai\nPasal\n/);
    expect(mail.text).toContain('Hari Thapa <hari@example.com> wrote:\n> Do you deliver to Pokhara?\n> And how long');
    // The list shows when it was answered.
    const list = (await api(staff, 'GET', '?view=handled')).json<ContactList>();
    expect(list.data[0]!.replied_at).toBe(body.data.replied_at);
  });

  it('one reply per message: a second is 409 and sends nothing', async () => {
    const id = await message();
    const staff = await person('staff');
    expect((await api(staff, 'POST', `${id}/reply/`, { reply: 'First' })).statusCode).toBe(200);
    const again = await api(staff, 'POST', `${id}/reply/`, { reply: 'Second' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'contact_already_replied',
      message: 'This message already has a reply. Write again from your mail program to follow up.',
    });
    await ctx.app.services.mailOutbox.drain();
    expect(ctx.mail.map((mail) => mail.text.split('\n')[0])).toEqual(['First']);
  });

  it('409 for spam (mark it not spam first), 404 for an unknown message, 400 for an empty or long reply', async () => {
    const spam = await message({ status: 'spam' });
    const staff = await person('staff');
    const refused = await api(staff, 'POST', `${spam}/reply/`, { reply: 'Hello' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'contact_spam_reply',
      message: 'This message is marked as spam: mark it as not spam before replying',
    });
    expect((await api(staff, 'POST', '999999/reply/', { reply: 'Hello' })).statusCode).toBe(404);
    const id = await message();
    for (const [payload, text] of [
      [{ reply: '   ' }, ADMIN_INBOX_MESSAGES.replyRequired],
      [{}, ADMIN_INBOX_MESSAGES.replyRequired],
      [{ reply: 'x'.repeat(5001) }, ADMIN_INBOX_MESSAGES.replyTooLong],
    ] as const) {
      const response = await api(staff, 'POST', `${id}/reply/`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors.reply).toBe(text);
    }
    expect(await statusOf(id)).toBe('unread');
    await ctx.app.services.mailOutbox.drain();
    expect(ctx.mail).toHaveLength(0);
  });

  it('two staff replying at once: exactly one reply is kept and mailed', async () => {
    const id = await message();
    const [one, two] = [await person('staff', 'Asha'), await person('staff', 'Bina')];
    const answers = await Promise.all([
      api(one, 'POST', `${id}/reply/`, { reply: 'From Asha' }),
      api(two, 'POST', `${id}/reply/`, { reply: 'From Bina' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    await ctx.app.services.mailOutbox.drain();
    expect(ctx.mail).toHaveLength(1);
  });
});

describe('a message written on a Nepali page (issue #30)', () => {
  it('is answered with the shop’s own words in Nepali; the shop’s copy of the message stays English', async () => {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact/',
      payload: { name: 'Maya Gurung', email: 'maya@example.com', subject: 'डेलिभरी', message: 'पोखरामा डेलिभरी हुन्छ?' },
      headers: { 'x-pasal-locale': 'ne' },
      remoteAddress: '10.9.9.10',
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json<{ data: { id: number } }>().data.id;
    expect(ctx.mail.find((mail) => mail.subject === 'Contact form: डेलिभरी')?.text).toContain(
      'A shopper wrote through the contact form',
    );
    ctx.mail.length = 0;
    const staff = await person('staff', 'Gita', 'Rai');
    expect((await api(staff, 'POST', `${id}/reply/`, { reply: 'हुन्छ, २ देखि ७ दिनमा।' })).statusCode).toBe(200);
    await ctx.app.services.mailOutbox.drain();
    const [reply] = ctx.mail;
    expect(reply!.subject).toBe('Re: डेलिभरी');
    expect(reply!.text).toMatch(/\(नेपाल समय\) मा Maya Gurung <maya@example\.com> ले लेख्नुभयो:\n> पोखरामा डेलिभरी हुन्छ\?$/);
    expectNepaliMail(reply!, ['Gita Rai', 'Pasal', 'Maya Gurung', 'Re']);
  });
});

describe('new messages from the contact form', () => {
  it('arrive unread', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact/',
      payload: { name: 'Maya', email: 'maya@example.com', subject: 'Hi', message: 'Hello there' },
      remoteAddress: '10.9.9.9',
    });
    expect(response.statusCode).toBe(201);
    expect(await statusOf(response.json<{ data: { id: number } }>().data.id)).toBe('unread');
  });
});
