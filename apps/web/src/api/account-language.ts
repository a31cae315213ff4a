import { AUTH_PATHS, type Locale } from '@pasal/contract';
import { apiRequest } from './http';
import { useSession } from './session-store';

/** The longest the language switch waits for the account to take its new language. */
const RECORD_WAIT_MS = 2_000;

/**
 * A signed-in shopper who switches language gets the account's e-mails in it from then on (issue
 * #30): the switch records the choice before it loads the page in the new language. A shopper who
 * is not signed in has nothing to record (the page's language travels with each call). It never
 * fails and never holds the switch up for long: at worst the account keeps its old language.
 */
export async function recordAccountLanguage(locale: Locale): Promise<void> {
  if (!useSession.getState().loggedIn) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, RECORD_WAIT_MS)));
  const recorded = apiRequest(AUTH_PATHS.language, { method: 'PUT', body: { locale } }).then(
    () => undefined,
    () => undefined,
  );
  await Promise.race([recorded, gaveUp]);
  clearTimeout(timer);
}
