import { paisaToRupees, sumAmounts, ZERO_AMOUNTS, type RegisterAmounts } from '@pasal/contract';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { amountsOf } from './register.js';
import {
  REGISTER_AMOUNT_ORDER,
  registerDays,
  SALES_REGISTER_COLUMNS,
  SALES_RETURN_BOOK_COLUMNS,
  SALES_RETURN_COLUMNS,
} from './register-columns.js';
import type { ReturnDocumentRow } from './returns-register.js';
import type { RegisterDocumentRow } from './sources.js';

// The sales register as an Excel workbook, written with ExcelJS's streaming writer: each row is
// committed (and leaves memory) as soon as it is written, so a year of bills costs what a month
// does. Two sheets: the register itself, the same rows and total line as the CSV (credit notes as
// negative rows); and the sales-return book, the credit notes alone with their amounts as returned
// (positive). Amounts are numbers, rupees converted once from integer paisa and shown with two
// decimals; every total is summed in paisa here, not a formula, so it equals the screen's to the
// paisa whether or not the spreadsheet recalculates. Text is written as text: a cell a
// spreadsheet would take for a formula in a CSV is a plain string in a workbook.

const MONEY_FORMAT = '#,##0.00';
// One style object per kind of cell, given to every cell by reference: ExcelJS recognises an object
// it has seen (a WeakMap) and skips working the style out again, where a column's style is copied
// into each cell and worked out per cell (half the time of a month's workbook).
const MONEY_STYLE: Partial<ExcelJS.Style> = { numFmt: MONEY_FORMAT };
const TEXT_STYLE: Partial<ExcelJS.Style> = {};
const MONEY_TOTAL_STYLE: Partial<ExcelJS.Style> = { numFmt: MONEY_FORMAT, font: { bold: true } };
const TEXT_TOTAL_STYLE: Partial<ExcelJS.Style> = { font: { bold: true } };
/** The columns of text before the amounts: date BS, date AD, number, buyer's name and PAN. */
const TEXT_COLUMNS = 5;

function styleRow(
  row: ExcelJS.Row,
  money: Partial<ExcelJS.Style>,
  text: Partial<ExcelJS.Style>,
  textColumns: number = TEXT_COLUMNS,
) {
  row.eachCell({ includeEmpty: true }, (cell, column) => {
    cell.style = column > textColumns ? money : text;
  });
}
const WIDTHS = [12, 12, 18, 28, 16, 16, 14, 12, 16, 14, 16];
/** The sales-return book's own workbook: the bill's number after the credit note's. */
const REFERENCE_WIDTHS = [12, 12, 20, 18, 28, 16, 16, 14, 12, 16, 14, 16];

export interface RegisterSheet {
  name: string;
  columns: readonly string[];
  chunks: AsyncIterable<readonly RegisterDocumentRow[]>;
  /** Negate the amounts read (credit notes come from the register negative; the return book shows them as returned). */
  negate?: boolean;
  /** A column after the number for the bill a credit note reduces (`bill_number`, the sales-return book's own file). */
  reference?: boolean;
}

/** The sales-return book alone (issue #34): its credit notes as returned, each with its bill's number. */
export function salesReturnsSheets(returns: AsyncIterable<readonly ReturnDocumentRow[]>): RegisterSheet[] {
  return [{ name: 'Sales returns', columns: SALES_RETURN_BOOK_COLUMNS, chunks: returns, reference: true }];
}

export function salesRegisterSheets(
  all: AsyncIterable<readonly RegisterDocumentRow[]>,
  returns: AsyncIterable<readonly RegisterDocumentRow[]>,
): RegisterSheet[] {
  return [
    { name: 'Sales register', columns: SALES_REGISTER_COLUMNS, chunks: all },
    { name: 'Sales returns', columns: SALES_RETURN_COLUMNS, chunks: returns, negate: true },
  ];
}

/** `0 - value`, not `-value`: a zero stays 0, not -0 (which a workbook would keep). */
function negated(amounts: RegisterAmounts): RegisterAmounts {
  return Object.fromEntries(
    Object.entries(amounts).map(([key, value]) => [key, 0 - value]),
  ) as unknown as RegisterAmounts;
}

const money = (amounts: RegisterAmounts) => REGISTER_AMOUNT_ORDER.map((key) => paisaToRupees(amounts[key]));

async function writeSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, sheet: RegisterSheet): Promise<void> {
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = sheet.reference ? REFERENCE_WIDTHS : WIDTHS;
  const textColumns = sheet.reference ? TEXT_COLUMNS + 1 : TEXT_COLUMNS;
  worksheet.columns = sheet.columns.map((header, index) => ({ header, width: widths[index] ?? 14 }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  const dayOf = registerDays();
  let totals = ZERO_AMOUNTS;
  let count = 0;
  for await (const rows of sheet.chunks) {
    for (const row of rows) {
      const read = amountsOf(row);
      const amounts = sheet.negate ? negated(read) : read;
      totals = sumAmounts([totals, amounts]);
      count += 1;
      const day = dayOf(row.issued_at);
      const reference = sheet.reference ? [typeof row.bill_number === 'string' ? row.bill_number : null] : [];
      const added = worksheet.addRow([
        day.date_bs,
        day.date_ad,
        row.number,
        ...reference,
        row.buyer_name,
        row.buyer_pan ?? null,
        ...money(amounts),
      ]);
      styleRow(added, MONEY_STYLE, TEXT_STYLE, textColumns);
      added.commit();
    }
  }
  const label = sheet.reference
    ? `Total (${count === 1 ? '1 credit note' : `${count} credit notes`})`
    : `Total (${count === 1 ? '1 document' : `${count} documents`})`;
  const total = worksheet.addRow([label, ...Array<null>(textColumns - 1).fill(null), ...money(totals)]);
  styleRow(total, MONEY_TOTAL_STYLE, TEXT_TOTAL_STYLE, textColumns);
  total.commit();
  worksheet.commit();
}

/** Writes the workbook to `stream` and ends it. */
export async function writeRegisterWorkbook(
  stream: Writable,
  sheets: readonly RegisterSheet[],
  title: string,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.title = title;
  workbook.creator = 'Pasal';
  for (const sheet of sheets) await writeSheet(workbook, sheet);
  await workbook.commit();
}
