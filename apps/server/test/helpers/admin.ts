import { randomBytes } from 'node:crypto';
import type { UserRole } from '@pasal/contract';
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
