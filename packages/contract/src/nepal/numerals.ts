// Nepali numerals and rupee amounts. Written out rather than left to Intl 'ne-NP': the same text
// must come out of the server (invoices, e-mails) and every browser, and a runtime built with
// small ICU has no Nepali locale. A test checks the result against Intl where Intl has it.
import { groupLakh, PAISA_PER_RUPEE } from '../shared/money.js';

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** Replaces the digits 0–9 in a text with Devanagari ones (२०८१), leaving everything else. */
export function toDevanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)] as string);
}

/** Replaces Devanagari digits with 0–9, for reading what a shopper typed. */
export function fromDevanagariDigits(text: string): string {
  return text.replace(/[०-९]/g, (digit) => String(DEVANAGARI_DIGITS.indexOf(digit)));
}

/**
 * An amount of paisa as Nepali readers write rupees: 'रु. १,६९,९९९', with paisa only when there are
 * any ('रु. १,६९,९९९.५०'), as formatRs does in English. Negative amounts (refunds) get a minus.
 */
export function formatNprNe(paisa: number): string {
  if (!Number.isSafeInteger(paisa)) throw new RangeError('Expected a whole number of paisa');
  const sign = paisa < 0 ? '-' : '';
  const absolute = Math.abs(paisa);
  const rupees = Math.floor(absolute / PAISA_PER_RUPEE);
  const rest = absolute % PAISA_PER_RUPEE;
  const figures = rest === 0 ? groupLakh(rupees) : `${groupLakh(rupees)}.${String(rest).padStart(2, '0')}`;
  return `रु. ${sign}${toDevanagariDigits(figures)}`;
}
