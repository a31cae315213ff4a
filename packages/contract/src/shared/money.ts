// Money is integer paisa everywhere inside Pasal; rupees appear only at the API and on screen.

export const PAISA_PER_RUPEE = 100;

export function rupeesToPaisa(rupees: number): number {
  return Math.round(rupees * PAISA_PER_RUPEE);
}

export function paisaToRupees(paisa: number): number {
  return paisa / PAISA_PER_RUPEE;
}

/**
 * A whole number with the lakh grouping shoppers in Nepal read: the last three digits, then pairs.
 * 169999 → '1,69,999', 12345678 → '1,23,45,678'.
 */
export function groupLakh(whole: number): string {
  if (!Number.isSafeInteger(whole) || whole < 0) throw new RangeError('Expected a whole number of 0 or more');
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** Whether an amount of rupees is a number whose paisa are a safe integer. */
export function isWritableAmount(rupees: number): boolean {
  return Number.isFinite(rupees) && Math.abs(rupees) * PAISA_PER_RUPEE <= Number.MAX_SAFE_INTEGER;
}

/** A whole number grouped by thousands, as English writes it elsewhere: 1234567 → '1,234,567'. */
export function groupThousands(whole: number): string {
  if (!Number.isSafeInteger(whole) || whole < 0) throw new RangeError('Expected a whole number of 0 or more');
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * 123456 → "1,23,456"; 99.5 → "99.50" (paisa shown only when there are any); a refund's minus
 * kept. What Intl's en-IN writes (money.test.ts checks it), without Intl: a browser loads its
 * number data the first time a page formats a number, about 15 ms on a phone, in the task that
 * draws the page's prices.
 */
export function formatAmount(rupees: number): string {
  // Never throws while a page is drawn: what is not an amount (NaN from a blank field) shows as it is.
  if (!isWritableAmount(rupees)) return String(rupees);
  const sign = rupees < 0 ? '-' : '';
  const absolute = Math.abs(rupees);
  if (Number.isInteger(absolute)) return `${sign}${groupLakh(absolute)}`;
  const paisa = Math.round(absolute * PAISA_PER_RUPEE);
  const rest = String(paisa % PAISA_PER_RUPEE).padStart(2, '0');
  return `${sign}${groupLakh(Math.floor(paisa / PAISA_PER_RUPEE))}.${rest}`;
}

/** "Rs. 1,23,456" — product page, cart, checkout. */
export function formatRs(rupees: number): string {
  return `Rs. ${formatAmount(rupees)}`;
}

/** "NPR 1,23,456" — product cards and home page text. */
export function formatNpr(rupees: number): string {
  return `NPR ${formatAmount(rupees)}`;
}
