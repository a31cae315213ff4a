import { type Profile, type SessionUser, type StaffRole, type UserRole } from '@pasal/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/connection.js';
import type { CatalogCache } from '../catalog/index.js';
import { passwordResetCodes, users, type BillingAddress } from './schema.js';
import { revokeAllForUser } from './tokens.js';
import { refuse } from '../../lib/refusal.js';

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
    email_verified: user.emailVerifiedAt !== null,
    phone_verified: user.phoneVerifiedAt !== null,
  };
}

/** The billing address as the API answers it; one saved as free text has no Nepal address parts. */
function billingOf(billing: BillingAddress | null): Profile['billing'] {
  if (!billing) return null;
  return {
    country: billing.country,
    state: billing.state,
    city: billing.city,
    address: billing.address,
    monument: billing.monument,
    zipcode: billing.zipcode,
    province_id: billing.province_id ?? null,
    district_id: billing.district_id ?? null,
    local_level_id: billing.local_level_id ?? null,
    ward: billing.ward ?? null,
    tole: billing.tole ?? billing.address,
    landmark: billing.landmark ?? billing.monument,
    postal_code: billing.postal_code ?? billing.zipcode,
  };
}

export function toProfile(user: UserRow): Profile {
  return { ...toSessionUser(user), billing: billingOf(user.billing ?? null) };
}

/**
 * E-mail addresses are unique regardless of case (users_email_lower_unique). No e-mail ('') finds
 * no one: the accounts signed up with a mobile number alone all have it.
 */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  if (email.trim() === '') return undefined;
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user;
}

/** Changes a user's own fields (the account module's profile form); the changed row, or undefined. */
export async function updateUser(
  db: DbOrTx,
  id: number,
  changes: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [updated] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return updated;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** An admin disabled the account (Customers screen): no sign-in, no refresh, no writes. */
export function isDisabled(user: Pick<UserRow, 'disabledAt'>): boolean {
  return user.disabledAt !== null;
}

/**
 * The account's role as the database has it now; null when the account is gone or disabled, so a
 * staff write (app.ts requireRole) stops for both.
 */
export async function currentRoleOf(db: DbOrTx, id: number): Promise<UserRole | null> {
  const [row] = await db
    .select({ role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row && !isDisabled(row) ? row.role : null;
}

// ---- back-office account changes ----------------------------------------------------------
// The Customers and Staff screens (and the make-staff CLI) check their rules, under their own row
// locks, then change the account through these, in their transaction.

/**
 * Disables an account: no sign-in, refresh or write from now on; every session ends and a pending
 * reset code dies.
 */
export async function disableUser(
  tx: DbOrTx,
  id: number,
  change: { by: number; reason: string; now: number },
): Promise<void> {
  const at = new Date(change.now);
  await tx
    .update(users)
    .set({ disabledAt: at, disabledBy: change.by, disabledReason: change.reason, updatedAt: at })
    .where(sql`${users.id} = ${id}`);
  await revokeAllForUser(tx, id, change.now);
  await tx.delete(passwordResetCodes).where(sql`${passwordResetCodes.userId} = ${id}`);
}

/** The account may sign in again (with its old password or Google); the disabled reason is cleared. */
export async function enableUser(tx: DbOrTx, id: number, now: number): Promise<void> {
  await tx
    .update(users)
    .set({ disabledAt: null, disabledBy: null, disabledReason: '', updatedAt: new Date(now) })
    .where(sql`${users.id} = ${id}`);
}

const roleHolderColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

/** An account as a role change answers it. */
export type RoleHolder = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'role'>;

/**
 * Gives a customer account a role; undefined when the account has a role already. Conditional, so
 * of two admins granting at once one wins and the other hears it is done already.
 */
export async function grantRoleToCustomer(db: DbOrTx, id: number, role: StaffRole): Promise<RoleHolder | undefined> {
  const [updated] = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.role, 'customer')))
    .returning(roleHolderColumns);
  return updated;
}

/**
 * Sets an account's role; the account as changed, undefined when there is none. The caller ends
 * the person's sessions when the change calls for it (revokeAllForUser), in the same transaction.
 */
export async function setUserRole(db: DbOrTx, id: number, role: UserRole): Promise<RoleHolder | undefined> {
  const [updated] = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(roleHolderColumns);
  return updated;
}

/**
 * The accounts an admin has disabled, kept in memory: disabling ends the refresh sessions at
 * once, but an access token lives up to 15 minutes and is checked by signature only, so every
 * write looks its account up here. A database lookup per write cost a fifth of the checkout's
 * throughput (bench:checkout); the set is tiny and is read again whenever the catalogue cache's
 * generation moves, which disabling and enabling announce (customers/routes.ts) to every process.
 */
function disabledAccounts(db: DbOrTx, announcements: Pick<CatalogCache, 'generation'>) {
  let cached: { generation: number; ids: Promise<Set<number>> } | undefined;
  const load = async () => {
    const rows = await db.select({ id: users.id }).from(users).where(isNotNull(users.disabledAt));
    return new Set(rows.map((row) => row.id));
  };
  return {
    async has(id: number): Promise<boolean> {
      const generation = announcements.generation;
      if (cached?.generation !== generation) {
        const entry = { generation, ids: load() };
        cached = entry;
        // A failed read (database unreachable) is not kept: the next write tries again.
        entry.ids.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return (await cached.ids).has(id);
    },
  };
}

/**
 * preHandler for a shopper's write: 401 with the disabled message when the account was disabled
 * (reads keep trusting the token: they only show the shopper their own data).
 */
export function refuseDisabledWriter(db: DbOrTx, announcements: Pick<CatalogCache, 'generation'>) {
  const disabled = disabledAccounts(db, announcements);
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw refuse('sign_in_required');
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (await disabled.has(request.user.userId)) throw refuse('account_disabled_signed_out');
  };
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

/**
 * An account staff open for a customer who ordered by phone (orders/drafts, issue #36): no password
 * (they set one with "Forgot password"), the e-mail not yet proven. Null when the address already
 * has an account.
 */
export async function createPasswordlessCustomer(
  db: DbOrTx,
  input: { email: string; firstName: string; lastName: string; phone: string },
): Promise<UserRow | null> {
  try {
    const [created] = await db.insert(users).values(input).returning();
    return created!;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_unique')) return null;
    throw error;
  }
}
