import { NEPAL_UTC_OFFSET_MINUTES, type RegisterAmounts } from '@pasal/contract';
import { dayOfIssue } from './register.js';

// What the register's exports (CSV and XLSX) share: the sales book's headings, the order of the
// amount columns, and the day of issue of each document.

/** Headings in English and Nepali, in the sales book's order. */
export const SALES_REGISTER_COLUMNS = [
  'Date (BS) / मिति',
  'Date (AD)',
  'Bill no. / बीजक नं.',
  "Buyer's name / खरिदकर्ताको नाम",
  "Buyer's PAN / खरिदकर्ताको स्थायी लेखा नम्बर",
  'Total sales / जम्मा बिक्री',
  'Non-taxable sales / कर छुटको बिक्री',
  'Export sales / निकासी',
  'Taxable amount / करयोग्य मूल्य',
  'VAT / कर',
  'Bill total / बीजक जम्मा',
] as const;

/** The sales-return book's headings: the same columns, the document being a credit note. */
export const SALES_RETURN_COLUMNS = [
  'Date (BS) / मिति',
  'Date (AD)',
  'Credit note no. / क्रेडिट नोट नं.',
  "Buyer's name / खरिदकर्ताको नाम",
  "Buyer's PAN / खरिदकर्ताको स्थायी लेखा नम्बर",
  'Total sales returned / जम्मा बिक्री फिर्ता',
  'Non-taxable returns / कर छुटको बिक्री फिर्ता',
  'Export returns / निकासी फिर्ता',
  'Taxable amount / करयोग्य मूल्य',
  'VAT / कर',
  'Credit note total / क्रेडिट नोट जम्मा',
] as const;

/**
 * The sales-return book's own file (issue #34): the return headings with the bill each credit note
 * reduces after its number.
 */
export const SALES_RETURN_BOOK_COLUMNS = [
  ...SALES_RETURN_COLUMNS.slice(0, 3),
  'Bill no. / बीजक नं.',
  ...SALES_RETURN_COLUMNS.slice(3),
] as const;

export const REGISTER_AMOUNT_ORDER: readonly (keyof RegisterAmounts)[] = [
  'totalSalesPaisa',
  'exemptSalesPaisa',
  'exportSalesPaisa',
  'taxablePaisa',
  'vatPaisa',
  'billTotalPaisa',
];

const NEPAL_OFFSET_MS = NEPAL_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/**
 * The Nepal day of issue in BS and AD. Bills come in issue order, many a day: each day is worked
 * out once and kept until the next day starts.
 */
export function registerDays(): (issuedAt: Date | string) => { date_bs: string; date_ad: string } {
  let current = Number.NaN;
  let day = { date_bs: '', date_ad: '' };
  return (issuedAt) => {
    const nepalDay = Math.floor((new Date(issuedAt).getTime() + NEPAL_OFFSET_MS) / DAY_MS);
    if (nepalDay !== current) {
      current = nepalDay;
      day = dayOfIssue(issuedAt);
    }
    return day;
  };
}
