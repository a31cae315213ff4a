import type { Profile, SessionUser, UserRole } from '@pasal/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { users } from './schema.js';

export type UserRow = typeof users.$inferSelect;

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    middle_name: user.middleName,
    last_name: user.lastName,
    phone: user.phone,
    role: user.role,
  };
}

export function toProfile(user: UserRow): Profile {
  return { ...toSessionUser(user), billing: user.billing ?? null };
}

/** E-mail addresses are unique regardless of case (users_email_lower_unique). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The account's role as the database has it now; null when the account is gone. */
export async function currentRoleOf(db: DbOrTx, id: number): Promise<UserRole | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  return row?.role ?? null;
}

/** PostgreSQL unique_violation on the given index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  // Drizzle wraps driver errors; the pg error is the cause.
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string };
    if (candidate.code === '23505' && candidate.constraint === constraint) return true;
  }
  return false;
}
