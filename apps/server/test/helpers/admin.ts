import { randomBytes } from 'node:crypto';
import type { UserRole } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { TestContext } from '../test-app.js';
import { users } from '../../src/db/schema.js';

/** A new admin account (or one of `role`; no password: tests sign its token directly) and its bearer header. */
export async function adminHeaders(ctx: TestContext, role: UserRole = 'admin'): Promise<{ authorization: string }> {
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email: `${role}.${randomBytes(4).toString('hex')}@example.com`,
      firstName: 'Asha',
      lastName: 'Rai',
      role,
    })
    .returning({ id: users.id });
  return { authorization: `Bearer ${await ctx.app.services.accessTokens.sign({ userId: row!.id, role })}` };
}

/** The id of the shop's first category: where a catalogue test puts the products it makes. */
export async function firstCategoryId(ctx: TestContext): Promise<number> {
  const rows = await ctx.database.db.execute<{ id: number }>(sql`SELECT id FROM categories ORDER BY id LIMIT 1`);
  return rows.rows[0]!.id;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call as `headers`, with a JSON body when one is given. */
export function callApi(
  ctx: TestContext,
  headers: Record<string, string>,
  method: ApiMethod,
  url: string,
  payload?: unknown,
) {
  return ctx.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
}
