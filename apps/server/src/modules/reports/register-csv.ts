import { paisaDecimal, sumAmounts, ZERO_AMOUNTS, type RegisterAmounts } from '@pasal/contract';
import { CSV_BOM, csvCell } from '../catalog/index.js';
import { amountsOf } from './register.js';
import {
  REGISTER_AMOUNT_ORDER,
  registerDays,
  SALES_REGISTER_COLUMNS,
  SALES_RETURN_BOOK_COLUMNS,
} from './register-columns.js';
import type { ReturnDocumentRow } from './returns-register.js';
import type { RegisterDocumentRow } from './sources.js';

// The sales register as a CSV file: the screen's columns, every document of the period, then one
// line of period totals summed in paisa (so it equals the screen's period totals). UTF-8 with a
// byte-order mark (buyers' names may be Devanagari), CRLF, RFC 4180 quoting. Text cells (names,
// numbers of documents) go through the catalogue export's csvCell, which makes a cell a
// spreadsheet would run as a formula inert; amounts are written by this module as plain decimals
// ('-1234.50' for a credit note), never through that guard, so a spreadsheet reads them as numbers.
// The file is written a chunk of documents at a time, so a year of bills takes no more memory
// than a month.

function line(text: readonly (string | null)[], amounts: RegisterAmounts): string {
  return `${[...text.map(csvCell), ...REGISTER_AMOUNT_ORDER.map((key) => paisaDecimal(amounts[key]))].join(',')}\r\n`;
}

/** The file, piece by piece, for the documents of a period read in register order. */
export async function* salesRegisterCsv(chunks: AsyncIterable<readonly RegisterDocumentRow[]>): AsyncGenerator<string> {
  yield `${CSV_BOM}${SALES_REGISTER_COLUMNS.map(csvCell).join(',')}\r\n`;
  const dayOf = registerDays();
  let totals = ZERO_AMOUNTS;
  let count = 0;
  for await (const rows of chunks) {
    const amounts = rows.map(amountsOf);
    totals = sumAmounts([totals, ...amounts]);
    count += rows.length;
    yield rows
      .map((row, index) => {
        const day = dayOf(row.issued_at);
        return line([day.date_bs, day.date_ad, row.number, row.buyer_name, row.buyer_pan], amounts[index]!);
      })
      .join('');
  }
  yield line([`Total (${count === 1 ? '1 document' : `${count} documents`})`, null, null, null, null], totals);
}

/**
 * The sales-return book as a CSV file (issue #34): its credit notes with the bill each reduces,
 * amounts as returned (positive), then the line of period totals, equal to the screen's.
 */
export async function* salesReturnsCsv(chunks: AsyncIterable<readonly ReturnDocumentRow[]>): AsyncGenerator<string> {
  yield `${CSV_BOM}${SALES_RETURN_BOOK_COLUMNS.map(csvCell).join(',')}\r\n`;
  const dayOf = registerDays();
  let totals = ZERO_AMOUNTS;
  let count = 0;
  for await (const rows of chunks) {
    const amounts = rows.map(amountsOf);
    totals = sumAmounts([totals, ...amounts]);
    count += rows.length;
    yield rows
      .map((row, index) => {
        const day = dayOf(row.issued_at);
        return line(
          [day.date_bs, day.date_ad, row.number, row.bill_number, row.buyer_name, row.buyer_pan],
          amounts[index]!,
        );
      })
      .join('');
  }
  yield line(
    [`Total (${count === 1 ? '1 credit note' : `${count} credit notes`})`, null, null, null, null, null],
    totals,
  );
}
