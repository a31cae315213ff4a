import { type phoneResetSchema } from '@pasal/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppServices } from '../../services.js';
import { passwordChangedMail } from './mail/password-changed.js';
import { hashPassword } from './password.js';
import { withPhoneResetCode } from './phone-verification.js';
import { users } from './schema.js';
import { rejectWeakPassword, sendLater, type Log } from './service.js';
import { revokeAllForUser } from './tokens.js';
import { isDisabled } from './users.js';
import { refuse, refuseField } from '../../lib/refusal.js';

// A new password with a proven mobile number (issue #36, docs/rules/accounts.md#forgot-and-reset-password):
// the texted code (phone-verification.ts, purpose 'reset') stands for the e-mailed one, and the
// rest is the e-mail reset's (service.ts setNewPassword): the password rules, every session ends,
// the owner is told by e-mail.

type Services = Pick<
  AppServices,
  'database' | 'config' | 'now' | 'smsOutbox' | 'catalogCache' | 'mailer' | 'accessTokens'
>;

export async function setNewPasswordByPhone(
  services: Services,
  input: z.output<typeof phoneResetSchema>,
  log: Log,
): Promise<void> {
  // What the request alone says is checked first, so that answer tells nothing about the number.
  await rejectWeakPassword(input.password, [input.phone], 'password');
  const now = new Date(services.now());
  const changed = await withPhoneResetCode(services, input.phone, input.code, async (tx, user) => {
    // Past the code, the account may be named: an error here undoes the transaction, so the code
    // stays open for a better password (or for the owner of an account disabled since it was sent).
    if (isDisabled(user)) throw refuse('account_disabled');
    await rejectWeakPassword(input.password, [user.email, user.firstName, user.lastName], 'password');
    const passwordHash = await hashPassword(input.password);
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      // The number must still be this account's proven one.
      .where(and(eq(users.id, user.id), eq(users.phone, input.phone), isNotNull(users.phoneVerifiedAt)))
      .returning();
    if (!updated) return undefined;
    await revokeAllForUser(tx, user.id, now.getTime());
    return updated;
  });
  if (!changed) throw refuseField('verification_code_invalid', 'code');
  sendLater(services, log, (shop) =>
    passwordChangedMail({
      to: changed.email,
      firstName: changed.firstName,
      shopName: shop.name,
      shopEmail: shop.email,
      locale: changed.locale,
    }),
  );
}
