import { NEPAL_UTC_OFFSET_MINUTES, paisaDecimal, sumAmounts, type RegisterAmounts } from '@pasal/contract';
import { CSV_BOM, csvCell } from '../catalog/index.js';
import { amountsOf, dayOfIssue } from './register.js';
import type { RegisterDocumentRow } from './sources.js';

// The sales register as a CSV file: the screen's columns, every document of the period, then one
// line of period totals summed in paisa (so it equals the screen's period totals). UTF-8 with a
// byte-order mark (buyers' names may be Devanagari), CRLF, RFC 4180 quoting. Text cells (names,
// numbers of documents) go through the catalogue export's csvCell, which makes a cell a
// spreadsheet would run as a formula inert; amounts are written by this module as plain decimals
// ('-1234.50' for a credit note), never through that guard, so a spreadsheet reads them as numbers.

/** Headings in English and Nepali, in the sales book's order. */
const SALES_REGISTER_CSV_COLUMNS = [
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

const NEPAL_OFFSET_MS = NEPAL_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

const AMOUNT_ORDER: readonly (keyof RegisterAmounts)[] = [
  'totalSalesPaisa',
  'exemptSalesPaisa',
  'exportSalesPaisa',
  'taxablePaisa',
  'vatPaisa',
  'billTotalPaisa',
];

function line(text: readonly (string | null)[], amounts: RegisterAmounts): string {
  return `${[...text.map(csvCell), ...AMOUNT_ORDER.map((key) => paisaDecimal(amounts[key]))].join(',')}\r\n`;
}

/** The whole file for the documents of a period, already in register order. */
export function salesRegisterCsv(rows: readonly RegisterDocumentRow[]): string {
  const parts = [CSV_BOM, `${SALES_REGISTER_CSV_COLUMNS.map(csvCell).join(',')}\r\n`];
  const amounts = rows.map(amountsOf);
  // Bills come in issue order, many a day: the day's BS and AD are worked out once per day.
  const days = new Map<number, ReturnType<typeof dayOfIssue>>();
  rows.forEach((row, index) => {
    const nepalDay = Math.floor((new Date(row.issued_at).getTime() + NEPAL_OFFSET_MS) / DAY_MS);
    let day = days.get(nepalDay);
    if (!day) days.set(nepalDay, (day = dayOfIssue(row.issued_at)));
    parts.push(line([day.date_bs, day.date_ad, row.number, row.buyer_name, row.buyer_pan], amounts[index]!));
  });
  const documents = rows.length === 1 ? '1 document' : `${rows.length} documents`;
  parts.push(line([`Total (${documents})`, null, null, null, null], sumAmounts(amounts)));
  return parts.join('');
}
