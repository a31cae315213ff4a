import {
  billingFormValues,
  billingFromAddress,
  billingSchema,
  nepalAddressInputOf,
  nepalAddressSchema,
  type Locale,
  type Profile,
  type profilePatchSchema,
} from '@pasal/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/connection.js';
import type { BillingAddress, users } from '../../db/schema.js';
import { findUserById, toProfile, updateUser } from '../auth/index.js';
import { refuse, refuseField } from '../../lib/refusal.js';

export async function getProfile(db: DbOrTx, userId: number): Promise<Profile> {
  const user = await findUserById(db, userId);
  if (!user) throw refuse('sign_in_required');
  return toProfile(user);
}

/**
 * PATCH semantics: only the fields sent change. A partial billing object is merged into the
 * saved one and the result must be a whole, valid address.
 */
export async function updateProfile(
  db: DbOrTx,
  userId: number,
  patch: z.output<typeof profilePatchSchema>,
  now: number,
): Promise<Profile> {
  const user = await findUserById(db, userId);
  if (!user) throw refuse('sign_in_required');
  const changes: Partial<typeof users.$inferInsert> = {};
  if (patch.first_name !== undefined) changes.firstName = patch.first_name;
  if (patch.middle_name !== undefined) changes.middleName = patch.middle_name;
  if (patch.last_name !== undefined) changes.lastName = patch.last_name;
  // A new address needs the current password and its own proof (POST change-email/): sending
  // the same address back, as the Account Details form does, changes nothing.
  if (patch.email !== undefined && patch.email.toLowerCase() !== user.email.toLowerCase())
    throw refuseField('email_change_needs_password', 'email');
  // A proof is of one number: a new number must be proven again (issue #36).
  if (patch.phone !== undefined && patch.phone !== user.phone) {
    // An account without an e-mail signs in only with its proven number: an unproven new one
    // would lock it out.
    if (user.email === '') throw refuseField('phone_change_needs_email', 'phone');
    changes.phone = patch.phone;
    changes.phoneVerifiedAt = null;
  }
  if (patch.billing !== undefined) {
    // Merged into the Nepal address saved before; one saved as free text (before the billing form
    // asked for province, district, municipality and ward) gives nothing to merge into.
    const merged = billingSchema.safeParse({ ...billingFormValues(toProfile(user).billing), ...patch.billing });
    if (!merged.success) {
      const errors: Record<string, string> = {};
      for (const issue of merged.error.issues) errors[`billing.${issue.path.join('.')}`] ??= issue.message;
      const [field, message] = Object.entries(errors)[0]!;
      throw refuse('invalid_field', { field, problem: message }, { errors });
    }
    changes.billing = billingFromAddress(
      nepalAddressSchema.parse(nepalAddressInputOf(merged.data)),
    ) satisfies BillingAddress;
  }
  if (Object.keys(changes).length === 0) return toProfile(user);
  changes.updatedAt = new Date(now);
  const updated = await updateUser(db, userId, changes);
  return toProfile(updated!);
}

/** The language the account's e-mails are written in (issue #30); 401 for an account that is gone. */
export async function setAccountLanguage(db: DbOrTx, userId: number, locale: Locale, now: number): Promise<void> {
  const updated = await updateUser(db, userId, { locale, updatedAt: new Date(now) });
  if (!updated) throw refuse('sign_in_required');
}
