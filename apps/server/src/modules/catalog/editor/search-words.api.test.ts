import { randomBytes } from 'node:crypto';
import {
  SEARCH_WORDS_MESSAGES,
  STAFF_MESSAGES,
  type ProductListPage,
  type SearchWordLine,
  type SearchWordsList,
  type UserRole,
} from '@pasal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.js';
import { buildApp } from '../../../app.js';
import { connectDatabase, type DatabaseHandle } from '../../../db/connection.js';
import { users } from '../../../db/schema.js';
import type { App } from '../../../services.js';

// The staff's own search words (issue #30): lines of words that mean the same, kept in the
// database, added and removed on /staff/search-words. A line works at once in this process, in
// every other process (the catalogue's NOTIFY) and after a restart; removing it stops it.

const PATH = '/api/v1/admin/search-words/';
let ctx: TestContext;
let staff: { authorization: string };
let admin: { authorization: string };
let customer: { authorization: string };
let staffName: string;
/** Other processes on the same database: one running all along, one started after the change. */
const others: { app: App; database: DatabaseHandle }[] = [];

async function headersFor(role: UserRole, firstName: string) {
  const email = `${firstName.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email, firstName, lastName: 'Gurung', role })
    .returning({ id: users.id });
  const token = await ctx.app.services.accessTokens.sign({ userId: row!.id, role });
  return { authorization: `Bearer ${token}` };
}

/** Another server process on the same database (its own index, cache and NOTIFY listener). */
async function anotherApp(): Promise<App> {
  const database = connectDatabase(ctx.database.url, { max: 5 });
  const app = await buildApp({
    config: ctx.config,
    database,
    mailer: { async send() {} },
    logger: false,
  });
  await app.ready();
  others.push({ app, database });
  return app;
}

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await headersFor('staff', 'Pasang');
  staffName = 'Pasang Gurung';
  admin = await headersFor('admin', 'Asha');
  customer = await headersFor('customer', 'Bikash');
});

afterAll(async () => {
  for (const other of others) {
    await other.app.close();
    await other.database.close();
  }
  await ctx.close();
});

async function found(app: App, query: string): Promise<ProductListPage> {
  const response = await app.inject({ url: `/api/v1/products/?name=${encodeURIComponent(query)}` });
  expect(response.statusCode).toBe(200);
  return response.json<ProductListPage>();
}

/** Waits (up to 3 s) for another process to hear of a change and answer with it. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 60; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the other process never answered with the change');
}

describe('who may change the search words', () => {
  it('answers 401 to a visitor and 403 to a customer, on every route', async () => {
    const routes: [string, string, object?][] = [
      ['GET', PATH],
      ['POST', PATH, { words: ['speaker', 'भोंपू'] }],
      ['DELETE', `${PATH}1/`],
    ];
    for (const [method, url, payload] of routes) {
      const visitor = await ctx.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      const refused = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: customer,
        ...(payload ? { payload } : {}),
      });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ message: STAFF_MESSAGES.staffOnly, code: 'staff_only' });
    }
  });

  it('lists the built-in lines (with their Nepali words) for staff and admins', async () => {
    for (const headers of [staff, admin]) {
      const response = await ctx.app.inject({ url: PATH, headers });
      expect(response.statusCode).toBe(200);
      const list = response.json<{ data: SearchWordsList }>().data;
      expect(list.lines).toEqual([]);
      expect(list.built_in.some((line) => line.includes('mobile') && line.includes('मोबाइल'))).toBe(true);
      expect(list.built_in.some((line) => line.includes('laptop') && line.includes('ल्यापटप'))).toBe(true);
    }
  });
});

describe("a staff member's line", () => {
  let line: SearchWordLine;

  it('finds nothing before it is added', async () => {
    expect((await found(ctx.app, 'भोंपू')).count).toBe(0);
    expect((await found(ctx.app, 'bhompu')).count).toBe(0);
  });

  it('works at once in this process, in a process already running, and in one started later', async () => {
    const running = await anotherApp();
    expect((await found(running, 'भोंपू')).count).toBe(0);

    const response = await ctx.app.inject({
      method: 'POST',
      url: PATH,
      headers: staff,
      payload: { words: [' speaker ', 'भोंपू', 'bhompu'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{ data: SearchWordLine; message: string }>();
    line = answer.data;
    expect(answer.message).toBe(SEARCH_WORDS_MESSAGES.lineAdded);
    expect(line.words).toEqual(['speaker', 'भोंपू', 'bhompu']);
    // How the search reads each word: Devanagari in Latin letters.
    expect(line.read_as).toEqual(['speaker', 'bhompu', 'bhompu']);
    expect(line.added_by).toBe(staffName);

    for (const query of ['भोंपू', 'bhompu', 'jbl भोंपू']) {
      const page = await found(ctx.app, query);
      expect(page.count, query).toBeGreaterThan(0);
      for (const product of page.data.slice(0, 4)) expect(product.category_name, query).toBe('Speakers');
    }
    await eventually(async () => (await found(running, 'भोंपू')).count > 0);

    const later = await anotherApp();
    const page = await found(later, 'भोंपू');
    expect(page.count).toBeGreaterThan(0);
    expect(page.data[0]!.category_name).toBe('Speakers');

    const listed = (await ctx.app.inject({ url: PATH, headers: admin })).json<{ data: SearchWordsList }>().data;
    expect(listed.lines.map((l) => l.id)).toEqual([line.id]);
  });

  it('is recorded in the catalogue history, with who added it', async () => {
    const rows = await ctx.database.db.execute<{ field: string; after: unknown }>(
      sql`SELECT field, after FROM catalogue_audit_log WHERE entity = 'search_words' AND entity_id = ${line.id} ORDER BY id`,
    );
    expect(rows.rows).toEqual([{ field: 'created', after: { words: ['speaker', 'भोंपू', 'bhompu'] } }]);
  });

  it('refuses a line already in the list, in any spelling the search reads the same', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: PATH,
      headers: admin,
      payload: { words: ['Bhompu', 'Speakers', 'भोंपू'] },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'search_words_line_exists', message: SEARCH_WORDS_MESSAGES.lineExists });
  });

  it('stops matching once removed, everywhere', async () => {
    const removed = await ctx.app.inject({ method: 'DELETE', url: `${PATH}${line.id}/`, headers: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ data: { id: line.id }, message: SEARCH_WORDS_MESSAGES.lineRemoved });
    expect((await found(ctx.app, 'भोंपू')).count).toBe(0);
    for (const other of others) await eventually(async () => (await found(other.app, 'भोंपू')).count === 0);
    const again = await ctx.app.inject({ method: 'DELETE', url: `${PATH}${line.id}/`, headers: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'search_words_line_not_found', message: 'This line was already removed' });
    const rows = await ctx.database.db.execute<{ field: string }>(
      sql`SELECT field FROM catalogue_audit_log WHERE entity = 'search_words' AND entity_id = ${line.id} ORDER BY id`,
    );
    expect(rows.rows.map((row) => row.field)).toEqual(['created', 'deleted']);
  });
});

describe('what a line must be', () => {
  const add = (words: unknown) => ctx.app.inject({ method: 'POST', url: PATH, headers: staff, payload: { words } });

  it.each([
    [['speaker'], SEARCH_WORDS_MESSAGES.twoWords],
    [[], SEARCH_WORDS_MESSAGES.twoWords],
    [['speaker', ''], SEARCH_WORDS_MESSAGES.wordRequired],
    [['speaker', 'x'.repeat(41)], SEARCH_WORDS_MESSAGES.wordTooLong],
    [Array.from({ length: 13 }, (_, i) => `word${i}`), SEARCH_WORDS_MESSAGES.tooManyWords],
  ])('refuses %j', async (words, message) => {
    const response = await add(words);
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json<{ errors: Record<string, string> }>().errors)).toContain(message);
  });

  it('refuses words the search reads as one, or cannot read at all', async () => {
    const same = await add(['Power Bank', 'powerbanks']);
    expect(same.statusCode).toBe(400);
    const sameWords = 'The search reads these words as one: enter at least two different words';
    expect(same.json()).toEqual({
      code: 'search_words_same',
      message: sameWords,
      errors: { words: sameWords },
      fields: { words: { code: 'search_words_same' } },
    });
    const unreadable = await add(['speaker', '★★★']);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toEqual({
      code: 'search_words_unreadable',
      params: { word: '★★★' },
      message: '“★★★” has no letters or digits the search can read',
      errors: { words: '“★★★” has no letters or digits the search can read' },
      fields: { words: { code: 'search_words_unreadable', params: { word: '★★★' } } },
    });
  });
});
