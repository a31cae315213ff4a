// The invoice total in words, as Nepali invoices and cheques write it: in the South Asian system
// (thousand, lakh = 1,00,000, crore = 1,00,00,000), 'Rupees … and … Paisa Only'. Crores beyond
// 99 are themselves written in this system ('One Thousand Crore'), which is how 'arab' amounts
// read in English.
import { PAISA_PER_RUPEE } from '../shared/money.js';

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

/** 1–99: 'Seven', 'Forty-Two'. */
function belowHundred(value: number): string {
  if (value < 20) return ONES[value] as string;
  const tens = TENS[Math.floor(value / 10)] as string;
  return value % 10 === 0 ? tens : `${tens}-${ONES[value % 10]}`;
}

/** 1–999: 'Nine Hundred Ninety-Nine'. */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const parts = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number ≥ 1 in words, lakh/crore system: 169999 → 'One Lakh Sixty-Nine Thousand Nine Hundred Ninety-Nine'. */
export function numberInWordsEn(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('Expected a whole number of 0 or more');
  if (value === 0) return ONES[0];
  const parts: string[] = [];
  const crores = Math.floor(value / 10_000_000);
  if (crores > 0) parts.push(`${numberInWordsEn(crores)} Crore`);
  const lakhs = Math.floor((value % 10_000_000) / 100_000);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  const thousands = Math.floor((value % 100_000) / 1000);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  const rest = value % 1000;
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * An amount of paisa in words for an invoice:
 * 16999950 → 'Rupees One Lakh Sixty-Nine Thousand Nine Hundred Ninety-Nine and Fifty Paisa Only';
 * 50 → 'Fifty Paisa Only'; 0 → 'Rupees Zero Only'.
 */
export function amountInWordsEn(paisa: number): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new RangeError('Expected a whole number of paisa, 0 or more');
  const rupees = Math.floor(paisa / PAISA_PER_RUPEE);
  const rest = paisa % PAISA_PER_RUPEE;
  if (rest === 0) return `Rupees ${numberInWordsEn(rupees)} Only`;
  if (rupees === 0) return `${belowHundred(rest)} Paisa Only`;
  return `Rupees ${numberInWordsEn(rupees)} and ${belowHundred(rest)} Paisa Only`;
}
