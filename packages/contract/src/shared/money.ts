// Money is integer paisa everywhere inside Pasal; rupees appear only at the API and on screen.

export const PAISA_PER_RUPEE = 100;

export function rupeesToPaisa(rupees: number): number {
  return Math.round(rupees * PAISA_PER_RUPEE);
}

export function paisaToRupees(paisa: number): number {
  return paisa / PAISA_PER_RUPEE;
}

// en-IN gives the lakh grouping shoppers in Nepal read (1,23,456); CLDR has no "Rs." form for it.
const groupedWhole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const groupedWithPaisa = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 → "1,23,456"; 99.5 → "99.50" (paisa shown only when there are any). */
export function formatAmount(rupees: number): string {
  return Number.isInteger(rupees) ? groupedWhole.format(rupees) : groupedWithPaisa.format(rupees);
}

/** "Rs. 1,23,456" — product page, cart, checkout. */
export function formatRs(rupees: number): string {
  return `Rs. ${formatAmount(rupees)}`;
}

/** "NPR 1,23,456" — product cards and home page text. */
export function formatNpr(rupees: number): string {
  return `NPR ${formatAmount(rupees)}`;
}
