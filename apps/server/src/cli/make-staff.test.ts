import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { refreshTokens, users } from '../modules/auth/schema.js';
import { startRefreshFamily } from '../modules/auth/tokens.js';
import { parseMakeStaffArgs, runMakeStaff } from './make-staff.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

async function run(args: string[]) {
  const lines: { log: string[]; error: string[] } = { log: [], error: [] };
  const code = await runMakeStaff(
    args,
    { DATABASE_URL: ctx.database.url, DATA_DIR: ctx.config.DATA_DIR },
    { log: (m) => lines.log.push(m), error: (m) => lines.error.push(m) },
  );
  return { code, ...lines };
}

async function roleOf(id: number) {
  const [row] = await ctx.database.db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role;
}

describe('npm run user:make-staff', () => {
  it('grants the staff role by e-mail, in any letter case, and says to sign in again', async () => {
    const [user] = await ctx.database.db
      .insert(users)
      .values({ email: 'Maya.Gurung@Example.com', firstName: 'Maya', lastName: 'Gurung' })
      .returning({ id: users.id });
    const result = await run(['--', 'maya.gurung@example.COM']);
    expect(result.code).toBe(0);
    expect(result.log[0]).toBe(
      'Maya Gurung <Maya.Gurung@Example.com> is now staff. They must sign out and sign in again before the role takes effect.',
    );
    expect(await roleOf(user!.id)).toBe('staff');

    const again = await run(['Maya.Gurung@Example.com']);
    expect(again.code).toBe(0);
    expect(again.log[0]).toMatch(/already staff; nothing changed/);
  });

  it('fails clearly for an unknown address and changes nobody', async () => {
    const result = await run(['nobody@example.com']);
    expect(result.code).toBe(1);
    expect(result.error[0]).toBe(
      'No account uses the e-mail address nobody@example.com. The person must sign up first.',
    );
    const staff = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.role, 'staff'));
    expect(staff.length).toBeLessThanOrEqual(1);
  });

  it('explains its usage', async () => {
    for (const args of [[], ['not-an-email'], ['a@b.c', 'd@e.f'], ['a@b.c', '--role'], ['a@b.c', '--role', 'owner']]) {
      const result = await run(args);
      expect(result.code).toBe(2);
      expect(result.error[0]).toBe('Usage: npm run user:make-staff -- <email> [--role staff|accountant|admin]');
    }
  });

  it('reads the role before or after the address', () => {
    expect(parseMakeStaffArgs(['--', 'a@b.c'])).toEqual({ email: 'a@b.c', role: undefined });
    expect(parseMakeStaffArgs(['--role', 'admin', 'a@b.c'])).toEqual({ email: 'a@b.c', role: 'admin' });
    expect(parseMakeStaffArgs(['a@b.c', '--role=staff'])).toEqual({ email: 'a@b.c', role: 'staff' });
    expect(parseMakeStaffArgs(['a@b.c', '--admin'])).toBeNull();
  });

  it('makes the first admin; without --role an admin stays admin; --role staff lowers them and ends their sessions', async () => {
    const [user] = await ctx.database.db
      .insert(users)
      .values({ email: 'owner@example.com', firstName: 'Hari', lastName: 'Owner' })
      .returning({ id: users.id });
    const made = await run(['owner@example.com', '--role', 'admin']);
    expect(made.code).toBe(0);
    expect(made.log[0]).toBe(
      'Hari Owner <owner@example.com> is now admin. They must sign out and sign in again before the role takes effect.',
    );
    expect(await roleOf(user!.id)).toBe('admin');

    const kept = await run(['owner@example.com']);
    expect(kept.log[0]).toMatch(/already admin; nothing changed/);
    expect(await roleOf(user!.id)).toBe('admin');

    await startRefreshFamily(ctx.database.db, user!.id, true, Date.now());
    const lowered = await run(['owner@example.com', '--role', 'staff']);
    expect(lowered.log[0]).toMatch(/is now staff/);
    expect(await roleOf(user!.id)).toBe('staff');
    const sessions = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user!.id));
    expect(sessions.map((row) => row.revokedAt !== null)).toEqual([true]);
  });

  it('says so when the database cannot be reached', async () => {
    const lines: string[] = [];
    const code = await runMakeStaff(
      ['someone@example.com'],
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
      { log: () => undefined, error: (m) => lines.push(m) },
    );
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/Could not reach the shop database/);
  });
});
