import {
  STAFF_ROLES,
  staffChangeMessages,
  type StaffChanged,
  type StaffList,
  type StaffMember,
  type StaffRemoved,
  type StaffRole,
} from '@pasal/contract';
import { asc, ne, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/connection.js';
import { refuse } from '../../lib/refusal.js';
import { users } from '../../db/schema.js';
import {
  findUserByEmail,
  grantRoleToCustomer,
  isDisabled,
  revokeAllForUser,
  setUserRole,
  type RoleHolder,
} from '../auth/index.js';

// Staff accounts, managed by admins: who has a role, granting one to an existing account,
// changing it and taking it away. A changed or removed role ends the person's sessions (their
// refresh-token families), so they cannot mint a token with the old role; their current access
// token still reads for its remaining minutes, but every staff write checks the role in the
// database first (app.ts). The shop always keeps one admin, and nobody lowers their own admin role.

const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

function toMember(row: RoleHolder & { role: StaffRole }): StaffMember {
  return { id: row.id, email: row.email, first_name: row.firstName, last_name: row.lastName, role: row.role };
}

const hasStaffRole = <T extends { role: string }>(row: T): row is T & { role: StaffRole } =>
  (STAFF_ROLES as readonly string[]).includes(row.role);

/** Admins first, then staff and accountants, each by name. */
export async function listStaff(db: DbOrTx): Promise<StaffList> {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(ne(users.role, 'customer'))
    .orderBy(
      sql`${users.role} = 'admin' DESC`,
      asc(sql`lower(${users.firstName})`),
      asc(sql`lower(${users.lastName})`),
      asc(users.id),
    );
  const data = rows.filter(hasStaffRole).map(toMember);
  return { data, count: data.length };
}

/** Gives an existing customer account a role. */
export async function grantRole(db: DbOrTx, email: string, role: StaffRole): Promise<StaffChanged> {
  const user = await findUserByEmail(db, email);
  if (!user) throw refuse('staff_account_not_found');
  // A disabled account could not sign in to use the role anyway; say so instead of granting it.
  if (isDisabled(user)) throw refuse('staff_account_disabled');
  const updated = await grantRoleToCustomer(db, user.id, role);
  if (!updated || !hasStaffRole(updated)) throw refuse('staff_already_staff');
  const member = toMember(updated);
  return { data: member, message: staffChangeMessages.granted(member) };
}

interface ChangeContext {
  /** The admin making the change. */
  actorId: number;
  now: number;
}

/**
 * Locks every admin row and the target's, then checks the rules, so two admins lowering each
 * other at the same moment cannot leave the shop without one: the second waits, then sees the
 * first's change (it would remove the last admin) and is refused. The actor's own role is checked
 * again under the same lock: it may have been taken away since the request's check.
 */
async function lockedTarget(tx: DbOrTx, userId: number, actorId: number, losesAdmin: (row: RoleHolder) => boolean) {
  const rows = await tx
    .select(memberColumns)
    .from(users)
    .where(sql`${users.role} = 'admin' OR ${users.id} = ${userId}`)
    .orderBy(asc(users.id))
    .for('update');
  const target = rows.find((row) => row.id === userId);
  if (!target || !hasStaffRole(target)) throw refuse('staff_member_not_found');
  if (losesAdmin(target)) {
    if (target.id === actorId) throw refuse('staff_own_admin_role');
    const admins = rows.filter((row) => row.role === 'admin').length;
    if (admins <= 1) throw refuse('staff_last_admin');
  }
  if (!rows.some((row) => row.id === actorId && row.role === 'admin')) throw refuse('admin_only');
  return target;
}

/** Staff ↔ admin. A real change ends the person's sessions; asking for the role they have changes nothing. */
export async function changeRole(
  db: Database,
  userId: number,
  role: StaffRole,
  context: ChangeContext,
): Promise<StaffChanged> {
  return db.transaction(async (tx) => {
    const target = await lockedTarget(tx, userId, context.actorId, (row) => row.role === 'admin' && role !== 'admin');
    if (target.role === role) {
      const member = toMember(target);
      return { data: member, message: staffChangeMessages.granted(member) };
    }
    const updated = await setUserRole(tx, userId, role);
    await revokeAllForUser(tx, userId, context.now);
    const member = toMember({ ...updated!, role });
    return { data: member, message: staffChangeMessages.changed(member) };
  });
}

/** Back to customer; the person's sessions end. */
export async function removeRole(db: Database, userId: number, context: ChangeContext): Promise<StaffRemoved> {
  return db.transaction(async (tx) => {
    const target = await lockedTarget(tx, userId, context.actorId, (row) => row.role === 'admin');
    await setUserRole(tx, userId, 'customer');
    await revokeAllForUser(tx, userId, context.now);
    return {
      data: { id: target.id, email: target.email, role: 'customer' as const },
      message: staffChangeMessages.removed({
        first_name: target.firstName,
        last_name: target.lastName,
        email: target.email,
      }),
    };
  });
}
