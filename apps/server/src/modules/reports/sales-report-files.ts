import {
  paisaDecimal,
  paisaToRupees,
  rupeesToPaisa,
  SALES_REPORT_GROUP_LABELS,
  type SalesReport,
  type SalesReportGroup,
  type SalesReportRow,
} from '@pasal/contract';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { CSV_BOM, csvCell } from '../catalog/index.js';

// The sales report's table as files (issue #34): exactly what the screen shows for the same period
// and grouping, read by the same function (readSalesReport), so the rows and the period's total
// line are the screen's. Headings in English and Nepali. Amounts come from the report in rupees,
// which it converted once from integer paisa: they are turned back into paisa exactly, so the CSV
// writes plain decimals ('1234.50') and the workbook number cells, never a float's rounding.

/** The group's heading in both languages: 'Day / दिन'. */
const GROUP_NE: Record<SalesReportGroup, string> = {
  day: 'दिन',
  week: 'हप्ता',
  month: 'महिना (वि.सं.)',
  year: 'आर्थिक वर्ष',
  category: 'वर्ग',
  brand: 'ब्रान्ड',
  product: 'सामान',
  family: 'सामानको परिवार',
  payment: 'भुक्तानी विधि',
  zone: 'डेलिभरी क्षेत्र',
  coupon: 'कुपन',
};

/** The columns after the group's, in the screen's order. */
const FIGURE_HEADINGS = [
  'Orders / अर्डर',
  'Units / एकाइ',
  'Gross / कुल बिक्री',
  'Discounts / छुट',
  'Refunds / फिर्ता',
  'Net / खुद बिक्री',
  'VAT / मू.अ.कर',
] as const;

function salesReportHeadings(by: SalesReportGroup): string[] {
  return [`${SALES_REPORT_GROUP_LABELS[by]} / ${GROUP_NE[by]}`, ...FIGURE_HEADINGS];
}

type Figures = Omit<SalesReportRow, 'key' | 'label'>;

const amountsOf = (row: Figures) => [row.gross, row.discounts, row.refunds, row.net, row.vat].map(rupeesToPaisa);

const TOTAL_LABEL = 'Period total / जम्मा';

/** The whole file: headings, a line per group as on screen, the period's total line. */
export function salesReportCsv(report: SalesReport): string {
  const line = (label: string, row: Figures) =>
    `${[csvCell(label), String(row.orders), String(row.units), ...amountsOf(row).map(paisaDecimal)].join(',')}\r\n`;
  return [
    `${CSV_BOM}${salesReportHeadings(report.by).map(csvCell).join(',')}\r\n`,
    ...report.rows.map((row) => line(row.label, row)),
    line(TOTAL_LABEL, report.totals),
  ].join('');
}

const MONEY_STYLE: Partial<ExcelJS.Style> = { numFmt: '#,##0.00' };
const COUNT_STYLE: Partial<ExcelJS.Style> = { numFmt: '#,##0' };
const TEXT_STYLE: Partial<ExcelJS.Style> = {};
const bold = (style: Partial<ExcelJS.Style>): Partial<ExcelJS.Style> => ({ ...style, font: { bold: true } });
type RowStyles = readonly [text: Partial<ExcelJS.Style>, count: Partial<ExcelJS.Style>, money: Partial<ExcelJS.Style>];
const ROW_STYLES: RowStyles = [TEXT_STYLE, COUNT_STYLE, MONEY_STYLE];
const TOTAL_STYLES: RowStyles = [bold(TEXT_STYLE), bold(COUNT_STYLE), bold(MONEY_STYLE)];

/** The workbook, one sheet 'Sales report', written to `stream`, which it ends. */
export async function writeSalesReportWorkbook(stream: Writable, report: SalesReport): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.title = `Sales report ${report.period.label}`;
  workbook.creator = 'Pasal';
  const sheet = workbook.addWorksheet('Sales report', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = salesReportHeadings(report.by).map((header, index) => ({ header, width: index === 0 ? 32 : 16 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const add = (label: string, row: Figures, styles: RowStyles) => {
    const added = sheet.addRow([label, row.orders, row.units, ...amountsOf(row).map(paisaToRupees)]);
    added.eachCell({ includeEmpty: true }, (cell, column) => {
      cell.style = column === 1 ? styles[0] : column <= 3 ? styles[1] : styles[2];
    });
    added.commit();
  };
  for (const row of report.rows) add(row.label, row, ROW_STYLES);
  add(TOTAL_LABEL, report.totals, TOTAL_STYLES);
  sheet.commit();
  await workbook.commit();
}
