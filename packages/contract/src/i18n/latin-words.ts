// "No English on a Nepali page, in a Nepali e-mail" (issue #30), as a check a test can make: the
// words in Latin letters that a Nepali text still holds. What a Nepali text keeps in Latin letters
// on purpose — product and brand names, the shop's name as set, a coupon or order number — is
// passed as `allowed`; web and e-mail addresses never count (they are addresses, not words).
// Imports nothing, so a Playwright journey can load this file by its path.

/** http(s) and www addresses, up to the next space or closing bracket (a quote's '>' included). */
const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/giu;
/** name@host.tld: an e-mail address, in the text or inside <…>. */
const MAIL_ADDRESS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
/** A run of Latin letters, with the apostrophes and hyphens that join a word ("don't", "e-mail"). */
const LATIN_WORD = /\p{Script=Latin}+(?:['’-]\p{Script=Latin}+)*/gu;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words of `text` written in Latin letters, in order, leaving out addresses and every
 * occurrence of an `allowed` text (matched whole and case-sensitively: 'Galaxy A15' allows that
 * name, not the word 'galaxy' on its own). An empty answer means the text reads as Nepali.
 */
export function latinWords(text: string, allowed: readonly string[] = []): string[] {
  let rest = text.replace(WEB_ADDRESS, ' ').replace(MAIL_ADDRESS, ' ');
  // Longest first: 'Galaxy A15 Pro' goes before 'Galaxy A15' can leave 'Pro' behind.
  for (const phrase of [...allowed].filter((item) => item.trim() !== '').sort((a, b) => b.length - a.length)) {
    // Whole words only: an allowed 'Pasal' must not hide the 'Pasal' inside 'Pasalwala'.
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'gu'), ' ');
  }
  return rest.match(LATIN_WORD) ?? [];
}
