import { type signupSchema } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/connection.js';
import { hashPassword } from './password.js';
import { users } from './schema.js';
import { rejectWeakPassword, signIn, type Services, type SignedIn } from './service.js';
import { setRefreshCookie } from './tokens.js';
import { findUserByEmail, isUniqueViolation } from './users.js';
import { refuse, refuseField } from '../../lib/refusal.js';

// The shop's first admin, made in the browser at /setup (the setup module checks the code first).
// Sign-up's rules apply to the password (strength check, the bounded hashing pool); the address
// counts as proven, because only the person at the server's log can have the code.

/**
 * One number for the advisory lock that puts first-admin creations in a queue: the second waits
 * for the first to commit and then finds the admin it made.
 */
const FIRST_ADMIN_LOCK = sql`hashtext('pasal:first-admin')`;

/** Whether the shop has an admin (a disabled one included: the shop is set up either way). */
export async function adminExists(db: DbOrTx): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM users WHERE role = 'admin') AS found`,
  );
  return rows[0]?.found === true;
}

/**
 * Creates the first admin and signs them in, or answers 409 when an admin exists already (made
 * meanwhile by another browser or by `npm run user:make-staff`). `consume` runs in the same
 * transaction after the lock, so the code is used up by exactly the creation that commits.
 */
export async function createFirstAdmin(
  services: Services,
  input: z.output<typeof signupSchema>,
  consume: (tx: DbOrTx) => Promise<void>,
): Promise<SignedIn> {
  await rejectWeakPassword(input.password, [input.email, input.first_name, input.last_name], 'password');
  const { db } = services.database;
  // Before the costly hash: the usual answers for a shop set up or an address already used.
  if (await adminExists(db)) throw refuse('setup_done');
  if (await findUserByEmail(db, input.email)) throw refuseField('email_taken', 'email');
  const passwordHash = await hashPassword(input.password);
  const now = new Date(services.now());
  let created;
  try {
    created = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
      if (await adminExists(tx)) return null;
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          passwordHash,
          role: 'admin',
          emailVerifiedAt: now,
        })
        .returning();
      await consume(tx);
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_unique')) throw refuseField('email_taken', 'email');
    throw error;
  }
  if (!created) throw refuse('setup_done');
  return signIn(services, created, false);
}

/** The answer of a sign-in: the refresh cookie on the reply, the body's user and access token. */
export function answerSignedIn(reply: FastifyReply, services: Services, signedIn: SignedIn) {
  setRefreshCookie(reply, services.config, signedIn.refresh, services.now());
  void reply.header('cache-control', 'no-store');
  return { data: { user: signedIn.user, access: signedIn.access } };
}
