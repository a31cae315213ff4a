import type { AppServices } from '../../services.js';
import { currentShopSettings } from '../settings/index.js';
import { limitCounter } from './limit-counters.js';
import { resetCodesRequestedMail } from './mail/reset-codes-requested.js';
import type { UserRow } from './users.js';

// A ceiling on the reset codes one account receives in a day, and a word to its owner when they are
// being asked for repeatedly (issue #29): the per-e-mail limit allows 3 codes every 15 minutes, and
// "new code, five guesses" in a loop is how a code gets guessed. Neither changes the answer the
// requester hears (docs/api-auth.md: it never says whether an account exists).

const DAY = 24 * 60 * 60_000;

/** Codes one account can receive in a day (counted from its first code), whoever asks. */
export const RESET_CODES_PER_ACCOUNT = { max: 10, timeWindow: DAY } as const;
/** The code of the day whose issue also tells the owner (so at most one notice a day). */
const NOTICE_AT = 3;

export type ResetNoticeServices = Pick<
  AppServices,
  'config' | 'database' | 'now' | 'redis' | 'mailOutbox' | 'catalogCache'
>;

/**
 * Counts a code about to be issued to `user` against the daily ceiling: false when the ceiling is
 * reached (no code goes out). The third code of the day also queues the notice to the owner.
 */
export async function allowResetCode(services: ResetNoticeServices, user: UserRow): Promise<boolean> {
  const state = await limitCounter(services).take('reset-codes-account', String(user.id), RESET_CODES_PER_ACCOUNT);
  if (state.counted && state.count === NOTICE_AT) await queueRepeatedCodesNotice(services, user, state.count);
  return state.counted;
}

/** Through the mail outbox: durable, and retried when the mail server is down. */
async function queueRepeatedCodesNotice(services: ResetNoticeServices, user: UserRow, codes: number): Promise<void> {
  const shop = await currentShopSettings(services);
  await services.mailOutbox.enqueue(services.database.db, [
    resetCodesRequestedMail({
      to: user.email,
      firstName: user.firstName,
      codes,
      perDay: RESET_CODES_PER_ACCOUNT.max,
      shopName: shop.name,
      shopEmail: shop.email,
      locale: user.locale,
    }),
  ]);
  services.mailOutbox.kick();
}
