import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * ASVS 6.2.4 and OWASP: refuse the passwords attackers try first. zxcvbn-ts estimates how many
 * guesses a cracker needs, knowing its list of common and breached passwords, English words and
 * names, keyboard walks (`12qwaszx`), sequences (`98765432`) and l33t patterns (`Welcome@1`).
 * Score 3 means at least 10^8 guesses: "safely unguessable" against an online attacker, and the
 * level zxcvbn's authors recommend for sign-up.
 */
const MIN_SCORE = 3;
/** zxcvbn's work grows with length; beyond this a password is long enough to be judged by its start. */
const CHECKED_LENGTH = 64;

/** Words of this shop that a guesser would try first for its customers. */
const SHOP_WORDS = ['pasal', 'nepal', 'kathmandu', 'himal', 'namaste', 'esewa', 'khalti'];

let estimator: ZxcvbnFactory | null = null;

function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, shop: SHOP_WORDS },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    // Its default (100) tries every mix of l33t readings: a crafted 16-character password then
    // held the event loop for a second. Ten still reads `P@ssw0rd!` and `Welcome@1` as words.
    l33tMaxSubstitutions: 10,
    maxLength: CHECKED_LENGTH,
  });
  return estimator;
}

/**
 * True when the password is guessable: common, breached, a pattern, or built from the person's
 * own details (e-mail, its name part, their names), which are given to the estimator.
 */
export async function isWeakPassword(password: string, personal: readonly string[] = []): Promise<boolean> {
  const inputs = personal.flatMap((value) => {
    const lower = value.trim().toLowerCase();
    if (!lower.includes('@')) return [lower];
    const name = lower.split('@')[0]!;
    // `sita.sharma2081@…` is also guessed as `sitasharma2081`.
    return [lower, name, name.replace(/[^\p{L}\p{N}]/gu, '')];
  });
  const result = await strength().check(password.slice(0, CHECKED_LENGTH), inputs.filter(Boolean));
  return result.score < MIN_SCORE;
}
