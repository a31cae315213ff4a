import {
  nepalDateOf,
  ORDERS_EXPORT_PATHS,
  ordersExportQuerySchema,
  registerPeriodOf,
  SALES_REGISTER_MAX_DAYS,
  SALES_REGISTER_PAGE_SIZE,
  SALES_REGISTER_PATHS,
  SALES_REPORT_PATHS,
  SALES_RETURNS_PATHS,
  salesRegisterQuerySchema,
  salesRegisterSchema,
  salesReportQuerySchema,
  salesReportSchema,
  salesReturnsSchema,
  type RegisterPeriod,
  type SalesRegisterQuery,
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../lib/refusal.js';
import { deskFilter } from '../order-desk/index.js';
import { bookRoutes } from './book-routes.js';
import { exportOrderChunks, ordersCsv, writeOrdersWorkbook } from './orders-export.js';
import { salesRegisterCsv, salesReturnsCsv } from './register-csv.js';
import { salesRegisterSheets, salesReturnsSheets, writeRegisterWorkbook } from './register-xlsx.js';
import { instantsOf, readSalesRegister, registerDocumentChunks } from './register.js';
import { readSalesReturns, returnDocumentChunks } from './returns-register.js';
import { readSalesReport } from './sales-report.js';
import { salesReportCsv, writeSalesReportWorkbook } from './sales-report-files.js';

// The accountant's view (admins and accountants): the sales register, the sales-return book and the
// sales report of a period, each as JSON for the screen and as CSV and XLSX files (book-routes.ts),
// and the order desk's orders export. The files read the same rows in the same order as the
// screen, so their totals are the screen's; the books' files are streamed a chunk at a time.

const periodHelp = `The period is one of: \`fiscal_year\` ('2082/83') with or without \`month\` (BS month 1–12, Shrawan = 4); \`from\` and \`to\` (AD days, YYYY-MM-DD); \`from_bs\` and \`to_bs\` (BS days, YYYY-MM-DD). None: the BS month of today in Nepal. At most ${SALES_REGISTER_MAX_DAYS} days; a bill belongs to the Nepal day it was issued. 400 for a period that is malformed or names two kinds at once.`;
const adminOnly = 'Admins and accountants only: 401 without a token, 403 for staff and customers.';

/** Named after the period: sales-register-Shrawan-2082.csv (sales-returns-… for the sales-return book). */
const fileName = (period: RegisterPeriod, extension: string, book = 'sales-register') =>
  `${book}-${period.label.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.${extension}`;

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.services;
  const help = [periodHelp, adminOnly];
  const guard = app.requireAccounts;

  const periodOf = (query: Omit<SalesRegisterQuery, 'page'>): RegisterPeriod => {
    const result = registerPeriodOf(query, nepalDateOf(new Date(now())));
    if (!result.ok) {
      if (result.code === 'register_range_too_long') throw refuse(result.code, result.params);
      throw refuse(result.code);
    }
    return result.period;
  };
  const fileQuery = salesRegisterQuerySchema.omit({ page: true });

  bookRoutes(app, {
    guard,
    help,
    json: {
      path: SALES_REGISTER_PATHS.register,
      summary: 'The sales register (sales book) of a period: every bill in number order, totals and VAT per BS month',
      description: `One row per tax invoice issued in the period, by fiscal year and number, ${SALES_REGISTER_PAGE_SIZE} a page: the Nepal day of issue in BS and AD, bill number, buyer's name and PAN, total sales before VAT, non-taxable and export sales (0: the shop sells taxable goods within Nepal), taxable amount, VAT and the bill's total. \`page_totals\` sums the rows shown, \`period_totals\` every bill of the period; \`vat_summary\` gives each BS month of the period (cut to the period's days) its output VAT, the VAT on sales returns and the difference. Amounts in rupees, summed in paisa.`,
      query: salesRegisterQuerySchema,
      response: salesRegisterSchema,
      read: ({ page, ...rest }) => readSalesRegister(app.services, periodOf(rest), page),
    },
    fileQuery,
    csv: {
      path: SALES_REGISTER_PATHS.csv,
      summary: 'The sales register of a period as a CSV file, with a line of period totals',
      description:
        "Every bill of the period (no pages) with the register's columns, then a line 'Total (n documents)' whose amounts equal the register's `period_totals`. Amounts are plain decimals of rupees ('1234.50'). UTF-8 with a byte-order mark, CRLF line ends, RFC 4180 quoting; a text cell a spreadsheet would take for a formula (starting with = + - @) is written with a leading apostrophe.",
      file: (query) => {
        const period = periodOf(query);
        return {
          name: fileName(period, 'csv'),
          body: salesRegisterCsv(registerDocumentChunks(database.db, instantsOf(period))),
        };
      },
    },
    xlsx: {
      path: SALES_REGISTER_PATHS.xlsx,
      summary: 'The sales register and sales-return book of a period as an Excel workbook',
      description:
        "Two sheets. 'Sales register': the CSV's rows and total line (credit notes as negative rows), its total equal to the register's `period_totals`. 'Sales returns': the credit notes of the period alone, amounts as returned (positive), with their total. Amounts are numbers (rupees, two decimals); headings in English and Nepali. Streamed: memory stays the same however long the period.",
      file: (query) => {
        const period = periodOf(query);
        const range = instantsOf(period);
        const sheets = salesRegisterSheets(
          registerDocumentChunks(database.db, range),
          registerDocumentChunks(database.db, range, { returnsOnly: true }),
        );
        return {
          name: fileName(period, 'xlsx'),
          write: (stream) => writeRegisterWorkbook(stream, sheets, `Sales register ${period.label}`),
        };
      },
    },
  });

  // The sales report's table as files (issue #34): read by the same function as the screen, so the
  // same groups, order and totals. A report has a row per group, not per document: it is read whole.
  const reportFileHelp =
    "Exactly the table GET sales-report/ answers for the same query (`by` and the period): a heading line in English and Nepali ('Day / दिन', 'Orders / अर्डर', 'Units / एकाइ', 'Gross / कुल बिक्री', 'Discounts / छुट', 'Refunds / फिर्ता', 'Net / खुद बिक्री', 'VAT / मू.अ.कर'), one line per group in the screen's order, then 'Period total / जम्मा' equal to its `totals`.";
  const report = async ({
    by,
    ...rest
  }: { by: Parameters<typeof readSalesReport>[2] } & Omit<SalesRegisterQuery, 'page'>) => {
    const period = periodOf(rest);
    return {
      report: await readSalesReport(database.db, period, by),
      name: (extension: string) => fileName(period, extension, `sales-report-by-${by}`),
    };
  };

  bookRoutes(app, {
    guard,
    help,
    json: {
      path: SALES_REPORT_PATHS.report,
      summary: 'The sales report of a period: orders, units, gross, discounts, refunds, net and VAT, grouped',
      description:
        "`by`: day, week (Sunday–Saturday), month (BS), year (fiscal year), category, brand, product (a configuration of a family is named by its family and values), family (every configuration of a product family in one row; a product outside a family is its own), payment, zone or coupon. A sale is an order whose bill was issued in the period (on the bill's Nepal day); gross is what the bill asked before its discount, shared over its lines by price and its delivery charge; discounts are shared over the goods lines; refunds are the credit notes issued in the period, each line to its product; net = gross − discounts − refunds; VAT is the bills' VAT (shared by what each line was billed) less the credit notes' VAT. Over the period, `totals.net` equals the sales register's bill total and `totals.vat` its VAT. The delivery charge is its own group ('Delivery') by category, brand, product or family. Time groups come in time order, the others by net, largest first. Amounts in rupees, summed in paisa.",
      query: salesReportQuerySchema,
      response: salesReportSchema,
      read: async (query) => (await report(query)).report,
    },
    fileQuery: salesReportQuerySchema,
    csv: {
      path: SALES_REPORT_PATHS.csv,
      summary: 'The sales report of a period as a CSV file: the table on screen, with its total line',
      description: `${reportFileHelp} Amounts are plain decimals of rupees ('1234.50'); UTF-8 with a byte-order mark, CRLF, RFC 4180 quoting; a group's name a spreadsheet would take for a formula gets a leading apostrophe.`,
      file: async (query) => {
        const { report: table, name } = await report(query);
        return { name: name('csv'), body: salesReportCsv(table) };
      },
    },
    xlsx: {
      path: SALES_REPORT_PATHS.xlsx,
      summary: 'The sales report of a period as an Excel workbook: the table on screen, with its total line',
      description: `${reportFileHelp} One sheet, 'Sales report'; orders and units are whole numbers, amounts numbers (rupees, two decimals).`,
      file: async (query) => {
        const { report: table, name } = await report(query);
        return { name: name('xlsx'), write: (stream) => writeSalesReportWorkbook(stream, table) };
      },
    },
  });

  // The sales-return book (issue #34): the credit notes of the period alone, with the bill each
  // reduces, on screen and as files; the same credit notes the register lists as negative rows.
  const returnsHelp =
    "One row per credit note issued in the period (a refund, or an order cancelled after its bill), by fiscal year and number: the Nepal day of issue in BS and AD, credit note number, the number of the bill it reduces, buyer's name and PAN (as on the bill), sales returned before VAT, non-taxable and export returns (0), taxable amount, VAT and the credit note's total. Amounts as returned (positive), in rupees, summed in paisa: the period's totals are the sums of its credit notes, and the negatives of the credit-note rows of the sales register.";

  bookRoutes(app, {
    guard,
    help,
    json: {
      path: SALES_RETURNS_PATHS.register,
      summary: 'The sales-return book of a period: every credit note in number order, with the bill it reduces',
      description: `${returnsHelp} ${SALES_REGISTER_PAGE_SIZE} a page; \`page_totals\` sums the rows shown, \`period_totals\` every credit note of the period.`,
      query: salesRegisterQuerySchema,
      response: salesReturnsSchema,
      read: ({ page, ...rest }) => readSalesReturns(app.services, periodOf(rest), page),
    },
    fileQuery,
    csv: {
      path: SALES_RETURNS_PATHS.csv,
      summary: 'The sales-return book of a period as a CSV file, with a line of period totals',
      description: `${returnsHelp} Every credit note (no pages), then a line 'Total (n credit notes)' equal to the screen's \`period_totals\`. Amounts are plain decimals of rupees; UTF-8 with a byte-order mark, CRLF, RFC 4180 quoting; text a spreadsheet would take for a formula gets a leading apostrophe.`,
      file: (query) => {
        const period = periodOf(query);
        return {
          name: fileName(period, 'csv', 'sales-returns'),
          body: salesReturnsCsv(returnDocumentChunks(database.db, instantsOf(period))),
        };
      },
    },
    xlsx: {
      path: SALES_RETURNS_PATHS.xlsx,
      summary: 'The sales-return book of a period as an Excel workbook',
      description: `${returnsHelp} One sheet, 'Sales returns': the CSV's rows and total line; amounts are numbers (rupees, two decimals), headings in English and Nepali. Streamed.`,
      file: (query) => {
        const period = periodOf(query);
        const sheets = salesReturnsSheets(returnDocumentChunks(database.db, instantsOf(period)));
        return {
          name: fileName(period, 'xlsx', 'sales-returns'),
          write: (stream) => writeRegisterWorkbook(stream, sheets, `Sales returns ${period.label}`),
        };
      },
    },
  });

  // The orders export: the order desk's filter, no pages, newest first. The desk's people (staff
  // and admins) may export what they may list.
  const ordersHelp =
    "Every order the order desk's filter shows (`status`, `payment_status`, `q`, `view=suspicious_holds`; no pages), newest first, one row per order: order, when placed (Nepal time, +05:45), status, payment method and status, customer, e-mail, phone, address, district, province, delivery or store pickup, delivery zone, lines ('2 × Name (Colour); …'), units, subtotal, delivery charge, discount, total, coupon, courier, tracking number and bill number. Read and written a chunk at a time (constant memory). Staff and admins: 401 without a token, 403 for anyone else.";
  const stamp = (at: number) => new Date(at + 345 * 60_000).toISOString().slice(0, 10);

  bookRoutes(app, {
    guard: app.requireStaff,
    help: [],
    fileQuery: ordersExportQuerySchema,
    csv: {
      path: ORDERS_EXPORT_PATHS.csv,
      summary: "The order desk's orders as a CSV file (its filter, every page)",
      description: `${ordersHelp} Amounts are plain decimals of rupees; text cells a spreadsheet would take for a formula get a leading apostrophe. UTF-8 with a byte-order mark, CRLF.`,
      file: async (query) => {
        const { where } = await deskFilter(app.services, query);
        return { name: `orders-${stamp(now())}.csv`, body: ordersCsv(exportOrderChunks(database.db, where)) };
      },
    },
    xlsx: {
      path: ORDERS_EXPORT_PATHS.xlsx,
      summary: "The order desk's orders as an Excel workbook (its filter, every page)",
      description: `${ordersHelp} One sheet, 'Orders'; amounts are numbers (rupees, two decimals).`,
      file: async (query) => {
        const { where } = await deskFilter(app.services, query);
        return {
          name: `orders-${stamp(now())}.xlsx`,
          write: (stream) => writeOrdersWorkbook(stream, exportOrderChunks(database.db, where)),
        };
      },
    },
  });
};

export default reportsRoutes;
