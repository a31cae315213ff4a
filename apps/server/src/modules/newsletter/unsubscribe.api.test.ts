import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ADMIN_INBOX_MESSAGES,
  NEWSLETTER_UNSUBSCRIBE_MESSAGES,
  SUBSCRIBER_PAGE_SIZE,
  type SubscriberList,
  type SubscriberRemoved,
  type UserRole,
} from '@pasal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { createMailer } from '../../lib/mailer.js';
import { users } from '../../db/schema.js';
import type { OutboxMessage } from '../mail/index.js';
import { newsletterSubscribers } from './schema.js';
import { unsubscribeToken, verifyUnsubscribeToken } from './service.js';
import { expectNepaliMail } from '../../../test/helpers/nepali-mail.js';

// The newsletter's welcome e-mail with its one-click unsubscribe (RFC 8058), the unsubscribe link
// that works without signing in, and the admins' list, CSV export and removal.

let ctx: TestContext;
let nextAddress = 1;
const freshAddress = () => `10.3.0.${nextAddress++}`;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(newsletterSubscribers);
  await ctx.app.services.mailOutbox.drain();
  ctx.mail.length = 0;
});

const secret = () => ctx.config.JWT_SECRET;

async function subscribe(email: string, source?: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter/subscribe/',
    payload: source === undefined ? { email } : { email, source },
    headers,
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode).toBe(200);
  const [row] = await ctx.database.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
  return row!;
}

async function sentMail(): Promise<OutboxMessage[]> {
  await ctx.app.services.mailOutbox.drain();
  return ctx.mail as OutboxMessage[];
}

const tokenIn = (url: string) => new URL(url).searchParams.get('token')!;

describe('subscribing sends one welcome e-mail with the unsubscribe link and headers', () => {
  it('keeps the source and date, and queues the e-mail with List-Unsubscribe and List-Unsubscribe-Post', async () => {
    const row = await subscribe('Sita@Example.com', 'footer');
    expect(row.source).toBe('footer');
    expect(row.createdAt.getTime()).toBe(ctx.clock.now());
    const [mail, ...more] = await sentMail();
    expect(more).toHaveLength(0);
    expect(mail!.to).toBe('sita@example.com');
    expect(mail!.subject).toBe('Welcome to the Pasal newsletter');
    const oneClick = /^<(http:\/\/shop\.test\/api\/v1\/newsletter\/unsubscribe\/\?token=[^>]+)>$/.exec(
      mail!.headers!['List-Unsubscribe']!,
    );
    expect(oneClick).not.toBeNull();
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The footer link is the storefront page, which asks before it unsubscribes.
    const page = /Unsubscribe: (http:\/\/shop\.test\/newsletter\/unsubscribe\?token=\S+)/.exec(mail!.text)?.[1];
    expect(page).toBeDefined();
    expect(mail!.html).toContain(`href="${page!}"`);
    expect(verifyUnsubscribeToken(secret(), tokenIn(page!))).toBe(row.id);
    expect(verifyUnsubscribeToken(secret(), tokenIn(oneClick![1]!))).toBe(row.id);
  });

  it('welcomes a reader who signed up on a Nepali page in Nepali, and remembers the language (issue #30)', async () => {
    const row = await subscribe('gita@example.com', 'footer', { 'x-pasal-locale': 'ne' });
    expect(row.locale).toBe('ne');
    const [mail] = await sentMail();
    expect(mail!.subject).toBe('Pasal न्यूजलेटरमा स्वागत छ');
    const page = /सदस्यता रद्द गर्नुहोस्: (http:\/\/shop\.test\/newsletter\/unsubscribe\?token=\S+&lang=ne)$/.exec(
      mail!.text,
    )?.[1];
    expect(page).toBeDefined();
    expect(verifyUnsubscribeToken(secret(), tokenIn(page!))).toBe(row.id);
    expectNepaliMail(mail!, ['Pasal']);
    expect((await subscribe('george@example.com')).locale).toBe('en');
  });

  it('the home page form (no source) counts as home; a repeat sends nothing', async () => {
    expect((await subscribe('ram@example.com')).source).toBe('home');
    await subscribe('RAM@example.com', 'checkout');
    expect(await sentMail()).toHaveLength(1);
  });

  it('400 for an unknown source', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe/',
      payload: { email: 'x@example.com', source: 'billboard' },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors.source).toMatch(/^must be one of home/);
  });

  it('the headers reach the SMTP message (the .eml the mailer writes without SMTP)', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'pasal-mail-'));
    const mailer = createMailer({ from: 'Pasal <no-reply@shop.test>', outboxDir, log: { info() {} } });
    await subscribe('eml@example.com');
    // The welcome e-mail as it came out of the queue (the app's own outbox sends it, and may do
    // so before this test could), written by the mailer that writes .eml files.
    const [welcome] = await sentMail();
    await mailer.send(welcome!);
    const [file] = readdirSync(outboxDir);
    // Header lines may be folded (RFC 5322 §2.2.3): unfold them as a mail program does.
    const eml = readFileSync(join(outboxDir, file!), 'utf8').replace(/\r?\n(?=[ \t])/g, '');
    expect(eml).toMatch(/^List-Unsubscribe: <http:\/\/shop\.test\/api\/v1\/newsletter\/unsubscribe\/\?token=/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('the outbox refuses a header with a line break (header injection) before queueing', async () => {
    const bad: OutboxMessage = { to: 'a@example.com', subject: 's', text: 't', headers: { 'X-A': 'a\r\nBcc: b' } };
    await expect(ctx.app.services.mailOutbox.enqueue(ctx.database.db, [bad])).rejects.toThrow(/cannot be queued/);
  });
});

describe('the unsubscribe token', () => {
  it('is an HMAC under the server secret: another secret, another id or a changed signature fail', () => {
    const token = unsubscribeToken('secret-a', 41);
    expect(verifyUnsubscribeToken('secret-a', token)).toBe(41);
    expect(verifyUnsubscribeToken('secret-b', token)).toBeNull();
    expect(verifyUnsubscribeToken('secret-a', token.replace(/^41\./, '42.'))).toBeNull();
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyUnsubscribeToken('secret-a', flipped)).toBeNull();
    for (const junk of ['', '41', '41.', 'x.y', `0.${token.split('.')[1]!}`, `99999999999.${token.split('.')[1]!}`]) {
      expect(verifyUnsubscribeToken('secret-a', junk)).toBeNull();
    }
    // Nothing of the address is in it.
    expect(token).not.toMatch(/@|example/);
  });
});

describe('unsubscribing without signing in', () => {
  const url = (token: string) => `/api/v1/newsletter/unsubscribe/?token=${encodeURIComponent(token)}`;

  it('GET only tells (mail scanners prefetch links); a browser is sent to the page that asks', async () => {
    const row = await subscribe('gita@example.com');
    const token = unsubscribeToken(secret(), row.id);
    const state = await ctx.app.inject({ method: 'GET', url: url(token) });
    expect(state.statusCode).toBe(200);
    expect(state.json()).toEqual({ data: { email: 'gita@example.com', subscribed: true } });
    const browser = await ctx.app.inject({ method: 'GET', url: url(token), headers: { accept: 'text/html,*/*' } });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await subscribe('gita@example.com')).toMatchObject({ id: row.id });
  });

  it('RFC 8058 one-click: a form POST of List-Unsubscribe=One-Click, no cookie or token header, unsubscribes', async () => {
    const row = await subscribe('hari@example.com');
    const response = await ctx.app.inject({
      method: 'POST',
      url: url(unsubscribeToken(secret(), row.id)),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.unsubscribed,
      data: { subscribed: false },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = await ctx.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, row.id));
    expect(rows).toHaveLength(0);
    const after = await ctx.app.inject({ method: 'GET', url: url(unsubscribeToken(secret(), row.id)) });
    expect(after.json()).toEqual({ data: { email: null, subscribed: false } });
  });

  it('multipart one-click, and the page’s JSON POST, work too; a repeat gets the same answer', async () => {
    const one = await subscribe('one@example.com');
    const boundary = 'xYzZY';
    const multipart = await ctx.app.inject({
      method: 'POST',
      url: url(unsubscribeToken(secret(), one.id)),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    const two = await subscribe('two@example.com');
    for (let index = 0; index < 2; index += 1) {
      const page = await ctx.app.inject({ method: 'POST', url: url(unsubscribeToken(secret(), two.id)), payload: {} });
      expect(page.statusCode).toBe(200);
    }
    expect(await ctx.database.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it('400 with a clear message for a missing, made-up or tampered token, and nothing changes', async () => {
    const row = await subscribe('keep@example.com');
    const forged = unsubscribeToken('not-the-server-secret', row.id);
    for (const target of ['/api/v1/newsletter/unsubscribe/', url(forged), url('keep@example.com')]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await ctx.app.inject({ method, url: target, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toMatch(/unsubscribe link is (not valid|incomplete)/);
      }
    }
    expect(await ctx.database.db.select().from(newsletterSubscribers)).toHaveLength(1);
    // A token that is well formed but not the server's is refused by code, on its field.
    expect((await ctx.app.inject({ method: 'GET', url: url(forged) })).json()).toMatchObject({
      code: 'newsletter_link_invalid',
      message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.invalidLink,
      errors: { token: NEWSLETTER_UNSUBSCRIBE_MESSAGES.invalidLink },
      fields: { token: { code: 'newsletter_link_invalid' } },
    });
  });
});

describe('admins: the list, the CSV export and removal', () => {
  async function person(role: UserRole) {
    const email = `${role}.${randomBytes(4).toString('hex')}@example.com`;
    const [row] = await ctx.database.db
      .insert(users)
      .values({ email, firstName: 'A', lastName: 'B', role })
      .returning({ id: users.id });
    const token = await ctx.app.services.accessTokens.sign({ userId: row!.id, role });
    return { authorization: `Bearer ${token}` };
  }
  const get = (headers: Record<string, string> | undefined, path: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/admin/newsletter/${path}`, ...(headers ? { headers } : {}) });

  async function seed(rows: { email: string; source?: 'home' | 'checkout'; at: number }[]) {
    await ctx.database.db.insert(newsletterSubscribers).values(
      rows.map((row) => ({
        email: row.email,
        source: row.source ?? 'home',
        createdAt: new Date(Date.UTC(2026, 0, 1) + row.at * 60_000),
      })),
    );
  }

  it('401 without a token, 403 for customers and staff, on every route', async () => {
    await seed([{ email: 'a@example.com', at: 1 }]);
    const [row] = await ctx.database.db.select().from(newsletterSubscribers);
    for (const headers of [undefined, await person('customer'), await person('staff')]) {
      const responses = [
        await get(headers, 'subscribers/'),
        await get(headers, 'subscribers.csv'),
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/v1/admin/newsletter/subscribers/${row!.id}/`,
          ...(headers ? { headers } : {}),
        }),
      ];
      expect(responses.map((response) => response.statusCode)).toEqual(Array(3).fill(headers ? 403 : 401));
    }
  });

  it('lists with date and source, newest first by default, sorts, searches and pages by 50', async () => {
    await seed([
      { email: 'beta@example.com', source: 'checkout', at: 2 },
      { email: 'alpha@example.com', at: 1 },
      { email: 'gamma_1@example.com', at: 3 },
    ]);
    const admin = await person('admin');
    const list = (await get(admin, 'subscribers/')).json<SubscriberList>();
    expect(list.data.map((row) => row.email)).toEqual(['gamma_1@example.com', 'beta@example.com', 'alpha@example.com']);
    expect(list.data[1]).toMatchObject({ source: 'checkout', created_at: '2026-01-01T00:02:00.000Z' });
    expect((await get(admin, 'subscribers/?sort=email')).json<SubscriberList>().data[0]!.email).toBe(
      'alpha@example.com',
    );
    expect((await get(admin, 'subscribers/?sort=oldest')).json<SubscriberList>().data[0]!.email).toBe(
      'alpha@example.com',
    );
    // _ is a character to look for, not a wildcard.
    const found = (await get(admin, 'subscribers/?q=A_1')).json<SubscriberList>();
    expect(found.data.map((row) => row.email)).toEqual(['gamma_1@example.com']);
    expect((await get(admin, 'subscribers/?sort=random')).statusCode).toBe(400);

    await seed(
      Array.from({ length: SUBSCRIBER_PAGE_SIZE }, (_, index) => ({ email: `p${index}@example.com`, at: 10 })),
    );
    const second = (await get(admin, 'subscribers/?page=2')).json<SubscriberList>();
    expect(second).toMatchObject({ count: SUBSCRIBER_PAGE_SIZE + 3, page: 2, total_pages: 2 });
    expect(second.data).toHaveLength(3);
  });

  it('exports every subscriber as CSV: quoted where needed, formulas made inert', async () => {
    await seed([
      { email: 'plain@example.com', at: 1 },
      { email: '=HYPERLINK("http://evil")@example.com', at: 2 },
      { email: '+1@example.com', source: 'checkout', at: 3 },
      { email: '-x@example.com', at: 4 },
      { email: '@at@example.com', at: 5 },
      { email: 'comma,"quote"@example.com', at: 6 },
    ]);
    const response = await get(await person('admin'), 'subscribers.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.split('\r\n')).toEqual([
      '\uFEFFemail,source,subscribed_at',
      'plain@example.com,home,2026-01-01T00:01:00.000Z',
      `"'=HYPERLINK(""http://evil"")@example.com",home,2026-01-01T00:02:00.000Z`,
      "'+1@example.com,checkout,2026-01-01T00:03:00.000Z",
      "'-x@example.com,home,2026-01-01T00:04:00.000Z",
      "'@at@example.com,home,2026-01-01T00:05:00.000Z",
      '"comma,""quote""@example.com",home,2026-01-01T00:06:00.000Z',
      '',
    ]);
  });

  it('removes a subscriber (gone from the list; 404 the second time)', async () => {
    await seed([{ email: 'bye@example.com', at: 1 }]);
    const [row] = await ctx.database.db.select().from(newsletterSubscribers);
    const admin = await person('admin');
    const remove = () =>
      ctx.app.inject({ method: 'DELETE', url: `/api/v1/admin/newsletter/subscribers/${row!.id}/`, headers: admin });
    const first = await remove();
    expect(first.statusCode).toBe(200);
    expect(first.json<SubscriberRemoved>()).toMatchObject({
      message: ADMIN_INBOX_MESSAGES.subscriberRemoved,
      data: { id: row!.id, email: 'bye@example.com' },
    });
    expect((await get(admin, 'subscribers/')).json<SubscriberList>().count).toBe(0);
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      code: 'newsletter_subscriber_not_found',
      message: 'This subscriber is no longer on the list',
    });
  });
});

describe('the OpenAPI document', () => {
  it('documents every inbox and newsletter route with a summary, request and response schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    type Operation = {
      summary?: string;
      description?: string;
      security?: unknown[];
      responses: Record<string, unknown>;
    };
    const paths = response.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    const routes: [string, string, boolean][] = [
      ['/api/v1/newsletter/subscribe/', 'post', false],
      ['/api/v1/newsletter/unsubscribe/', 'get', false],
      ['/api/v1/newsletter/unsubscribe/', 'post', false],
      ['/api/v1/admin/newsletter/subscribers/', 'get', true],
      ['/api/v1/admin/newsletter/subscribers.csv', 'get', true],
      ['/api/v1/admin/newsletter/subscribers/{id}/', 'delete', true],
      ['/api/v1/admin/messages/', 'get', true],
      ['/api/v1/admin/messages/{id}/', 'get', true],
      ['/api/v1/admin/messages/{id}/', 'patch', true],
      ['/api/v1/admin/messages/{id}/reply/', 'post', true],
    ];
    for (const [path, method, secured] of routes) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.summary).toBeTruthy();
      expect(operation!.description).toBeTruthy();
      expect(Object.keys(operation!.responses)).toContain('200');
      if (secured) {
        expect(operation!.security).toEqual([{ bearer: [] }]);
        expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
      }
    }
  });
});
