import {
  apiErrorSchema,
  csvFileSchema,
  nepalDateOf,
  registerPeriodOf,
  SALES_REGISTER_MAX_DAYS,
  SALES_REGISTER_PAGE_SIZE,
  SALES_REGISTER_PATHS,
  salesRegisterQuerySchema,
  salesRegisterSchema,
  type RegisterPeriod,
  type SalesRegisterQuery,
  SALES_REPORT_PATHS,
  SALES_RETURNS_PATHS,
  salesReturnsSchema,
  ORDERS_EXPORT_PATHS,
  ordersExportQuerySchema,
  salesReportQuerySchema,
  salesReportSchema,
  XLSX_CONTENT_TYPE,
  xlsxFileSchema,
} from '@pasal/contract';
import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-errors.js';
import { salesRegisterCsv, salesReturnsCsv } from './register-csv.js';
import { salesRegisterSheets, salesReturnsSheets, writeRegisterWorkbook } from './register-xlsx.js';
import { readSalesReturns, returnDocumentChunks } from './returns-register.js';
import { instantsOf, readSalesRegister, registerDocumentChunks } from './register.js';
import { readSalesReport } from './sales-report.js';
import { salesReportCsv, writeSalesReportWorkbook } from './sales-report-files.js';
import { deskFilter } from '../admin/index.js';
import { exportOrderChunks, ordersCsv, writeOrdersWorkbook } from './orders-export.js';

// The accountant's view (admins and accountants): the sales register of a period and its CSV and XLSX exports.
// All read the same documents in the same order, so the files' totals are the screen's. The files
// are streamed: documents are read a chunk at a time and written out as they come.

const API_PREFIX = '/api/v1';
const path = (full: string) => full.slice(API_PREFIX.length);

const periodHelp = `The period is one of: \`fiscal_year\` ('2082/83') with or without \`month\` (BS month 1–12, Shrawan = 4); \`from\` and \`to\` (AD days, YYYY-MM-DD); \`from_bs\` and \`to_bs\` (BS days, YYYY-MM-DD). None: the BS month of today in Nepal. At most ${SALES_REGISTER_MAX_DAYS} days; a bill belongs to the Nepal day it was issued. 400 for a period that is malformed or names two kinds at once.`;
const adminOnly = 'Admins and accountants only: 401 without a token, 403 for staff and customers.';

/** Named after the period: sales-register-Shrawan-2082.csv (sales-returns-… for the sales-return book). */
const fileName = (period: RegisterPeriod, extension: string, book = 'sales-register') =>
  `${book}-${period.label.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.${extension}`;

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, now } = app.services;

  const periodOf = (query: Omit<SalesRegisterQuery, 'page'>): RegisterPeriod => {
    const result = registerPeriodOf(query, nepalDateOf(new Date(now())));
    if (!result.ok) throw badRequest(result.message);
    return result.period;
  };

  app.get(
    path(SALES_REGISTER_PATHS.register),
    {
      onRequest: app.requireAccounts,
      schema: {
        tags: ['admin'],
        summary: 'The sales register (sales book) of a period: every bill in number order, totals and VAT per BS month',
        description: [
          `One row per tax invoice issued in the period, by fiscal year and number, ${SALES_REGISTER_PAGE_SIZE} a page: the Nepal day of issue in BS and AD, bill number, buyer's name and PAN, total sales before VAT, non-taxable and export sales (0: the shop sells taxable goods within Nepal), taxable amount, VAT and the bill's total. \`page_totals\` sums the rows shown, \`period_totals\` every bill of the period; \`vat_summary\` gives each BS month of the period (cut to the period's days) its output VAT, the VAT on sales returns and the difference. Amounts in rupees, summed in paisa.`,
          periodHelp,
          adminOnly,
        ].join('\n\n'),
        security: [{ bearer: [] }],
        querystring: salesRegisterQuerySchema,
        response: { 200: salesRegisterSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { page, ...rest } = request.query;
      return readSalesRegister(app.services, periodOf(rest), page);
    },
  );

  app.get(
    path(SALES_REPORT_PATHS.report),
    {
      onRequest: app.requireAccounts,
      schema: {
        tags: ['admin'],
        summary: 'The sales report of a period: orders, units, gross, discounts, refunds, net and VAT, grouped',
        description: [
          "`by`: day, week (Sunday–Saturday), month (BS), year (fiscal year), category, brand, product (a configuration of a family is named by its family and values), family (every configuration of a product family in one row; a product outside a family is its own), payment, zone or coupon. A sale is an order whose bill was issued in the period (on the bill's Nepal day); gross is what the bill asked before its discount, shared over its lines by price and its delivery charge; discounts are shared over the goods lines; refunds are the credit notes issued in the period, each line to its product; net = gross − discounts − refunds; VAT is the bills' VAT (shared by what each line was billed) less the credit notes' VAT. Over the period, `totals.net` equals the sales register's bill total and `totals.vat` its VAT. The delivery charge is its own group ('Delivery') by category, brand, product or family. Time groups come in time order, the others by net, largest first. Amounts in rupees, summed in paisa.",
          periodHelp,
          adminOnly,
        ].join('\n\n'),
        security: [{ bearer: [] }],
        querystring: salesReportQuerySchema,
        response: { 200: salesReportSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { by, ...rest } = request.query;
      return readSalesReport(database.db, periodOf(rest), by);
    },
  );

  // The sales report's table as files (issue #34): read by the same function as the screen, so the
  // same groups, order and totals. A report has a row per group, not per document: it is read whole.
  const reportFileHelp =
    "Exactly the table GET sales-report/ answers for the same query (`by` and the period): a heading line in English and Nepali ('Day / दिन', 'Orders / अर्डर', 'Units / एकाइ', 'Gross / कुल बिक्री', 'Discounts / छुट', 'Refunds / फिर्ता', 'Net / खुद बिक्री', 'VAT / मू.अ.कर'), one line per group in the screen's order, then 'Period total / जम्मा' equal to its `totals`.";
  const reportFileName = (period: RegisterPeriod, by: string, extension: string) =>
    fileName(period, extension, `sales-report-by-${by}`);

  app.get(
    path(SALES_REPORT_PATHS.csv),
    {
      onRequest: app.requireAccounts,
      schema: {
        tags: ['admin'],
        summary: 'The sales report of a period as a CSV file: the table on screen, with its total line',
        description: [
          `${reportFileHelp} Amounts are plain decimals of rupees ('1234.50'); UTF-8 with a byte-order mark, CRLF, RFC 4180 quoting; a group's name a spreadsheet would take for a formula gets a leading apostrophe.`,
          periodHelp,
          adminOnly,
        ].join('\n\n'),
        security: [{ bearer: [] }],
        querystring: salesReportQuerySchema,
        produces: ['text/csv'],
        response: { 200: csvFileSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { by, ...rest } = request.query;
      const period = periodOf(rest);
      const report = await readSalesReport(database.db, period, by);
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportFileName(period, by, 'csv')}"`)
        .header('cache-control', 'no-store')
        .send(salesReportCsv(report));
    },
  );

  app.get(
    path(SALES_REPORT_PATHS.xlsx),
    {
      onRequest: app.requireAccounts,
      schema: {
        tags: ['admin'],
        summary: 'The sales report of a period as an Excel workbook: the table on screen, with its total line',
        description: [
          `${reportFileHelp} One sheet, 'Sales report'; orders and units are whole numbers, amounts numbers (rupees, two decimals).`,
          periodHelp,
          adminOnly,
        ].join('\n\n'),
        security: [{ bearer: [] }],
        querystring: salesReportQuerySchema,
        produces: [XLSX_CONTENT_TYPE],
        response: { 200: xlsxFileSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { by, ...rest } = request.query;
      const period = periodOf(rest);
      const report = await readSalesReport(database.db, period, by);
      const body = new PassThrough();
      writeSalesReportWorkbook(body, report).catch((error: unknown) => {
        request.log.error({ err: error }, 'sales report workbook failed');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${reportFileName(period, by, 'xlsx')}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(
    path(SALES_REGISTER_PATHS.csv),
    {
      onRequest: app.requireAccounts,
      schema: {
        tags: ['admin'],
        summary: 'The sales register of a period as a CSV file, with a line of period totals',
        description: [
          "Every bill of the period (no pages) with the register's columns, then a line 'Total (n documents)' whose amounts equal the register's `period_totals`. Amounts are plain decimals of rupees ('1234.50'). UTF-8 with a byte-order mark, CRLF line ends, RFC 4180 quoting; a text cell a spreadsheet would take for a formula (starting with = + - @) is written with a leading apostrophe.",
          periodHelp,
          adminOnly,
        ].join('\n\n'),
        security: [{ bearer: [] }],
        querystring: salesRegisterQuerySchema.omit({ page: true }),
        produces: ['text/csv'],
        response: { 200: csvFileSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      const chunks = registerDocumentChunks(database.db, instantsOf(period));
      // A stream, outside the typed answers: Fastify sends it as it comes.
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(period, 'csv')}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(salesRegisterCsv(chunks)));
    },
  );

  app.get(
    path(SALES_REGISTER_PATHS.xlsx),
    {
      onRequest: app.requireAccounts,
      schema: {
        tags: ['admin'],
        summary: 'The sales register and sales-return book of a period as an Excel workbook',
        description: [
          "Two sheets. 'Sales register': the CSV's rows and total line (credit notes as negative rows), its total equal to the register's `period_totals`. 'Sales returns': the credit notes of the period alone, amounts as returned (positive), with their total. Amounts are numbers (rupees, two decimals); headings in English and Nepali. Streamed: memory stays the same however long the period.",
          periodHelp,
          adminOnly,
        ].join('\n\n'),
        security: [{ bearer: [] }],
        querystring: salesRegisterQuerySchema.omit({ page: true }),
        produces: [XLSX_CONTENT_TYPE],
        response: { 200: xlsxFileSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      const range = instantsOf(period);
      const body = new PassThrough();
      const sheets = salesRegisterSheets(
        registerDocumentChunks(database.db, range),
        registerDocumentChunks(database.db, range, { returnsOnly: true }),
      );
      // The answer starts before the workbook is finished; a failure midway can only cut it short.
      writeRegisterWorkbook(body, sheets, `Sales register ${period.label}`).catch((error: unknown) => {
        request.log.error({ err: error }, 'sales register workbook failed');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName(period, 'xlsx')}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  // The sales-return book (issue #34): the credit notes of the period alone, with the bill each
  // reduces, on screen and as files; the same credit notes the register lists as negative rows.
  const returnsHelp =
    "One row per credit note issued in the period (a refund, or an order cancelled after its bill), by fiscal year and number: the Nepal day of issue in BS and AD, credit note number, the number of the bill it reduces, buyer's name and PAN (as on the bill), sales returned before VAT, non-taxable and export returns (0), taxable amount, VAT and the credit note's total. Amounts as returned (positive), in rupees, summed in paisa: the period's totals are the sums of its credit notes, and the negatives of the credit-note rows of the sales register.";

  app.get(
    path(SALES_RETURNS_PATHS.register),
    {
      onRequest: app.requireAccounts,
      schema: {
        tags: ['admin'],
        summary: 'The sales-return book of a period: every credit note in number order, with the bill it reduces',
        description: [
          `${returnsHelp} ${SALES_REGISTER_PAGE_SIZE} a page; \`page_totals\` sums the rows shown, \`period_totals\` every credit note of the period.`,
          periodHelp,
          adminOnly,
        ].join('\n\n'),
        security: [{ bearer: [] }],
        querystring: salesRegisterQuerySchema,
        response: { 200: salesReturnsSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { page, ...rest } = request.query;
      return readSalesReturns(app.services, periodOf(rest), page);
    },
  );

  app.get(
    path(SALES_RETURNS_PATHS.csv),
    {
      onRequest: app.requireAccounts,
      schema: {
        tags: ['admin'],
        summary: 'The sales-return book of a period as a CSV file, with a line of period totals',
        description: [
          `${returnsHelp} Every credit note (no pages), then a line 'Total (n credit notes)' equal to the screen's \`period_totals\`. Amounts are plain decimals of rupees; UTF-8 with a byte-order mark, CRLF, RFC 4180 quoting; text a spreadsheet would take for a formula gets a leading apostrophe.`,
          periodHelp,
          adminOnly,
        ].join('\n\n'),
        security: [{ bearer: [] }],
        querystring: salesRegisterQuerySchema.omit({ page: true }),
        produces: ['text/csv'],
        response: { 200: csvFileSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      const chunks = returnDocumentChunks(database.db, instantsOf(period));
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(period, 'csv', 'sales-returns')}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(salesReturnsCsv(chunks)));
    },
  );

  app.get(
    path(SALES_RETURNS_PATHS.xlsx),
    {
      onRequest: app.requireAccounts,
      schema: {
        tags: ['admin'],
        summary: 'The sales-return book of a period as an Excel workbook',
        description: [
          `${returnsHelp} One sheet, 'Sales returns': the CSV's rows and total line; amounts are numbers (rupees, two decimals), headings in English and Nepali. Streamed.`,
          periodHelp,
          adminOnly,
        ].join('\n\n'),
        security: [{ bearer: [] }],
        querystring: salesRegisterQuerySchema.omit({ page: true }),
        produces: [XLSX_CONTENT_TYPE],
        response: { 200: xlsxFileSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      const body = new PassThrough();
      const sheets = salesReturnsSheets(returnDocumentChunks(database.db, instantsOf(period)));
      writeRegisterWorkbook(body, sheets, `Sales returns ${period.label}`).catch((error: unknown) => {
        request.log.error({ err: error }, 'sales returns workbook failed');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName(period, 'xlsx', 'sales-returns')}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  // The orders export: the order desk's filter, no pages, newest first. The desk's people (staff
  // and admins) may export what they may list.
  const ordersHelp =
    "Every order the order desk's filter shows (`status`, `payment_status`, `q`, `view=suspicious_holds`; no pages), newest first, one row per order: order, when placed (Nepal time, +05:45), status, payment method and status, customer, e-mail, phone, address, district, province, delivery or store pickup, delivery zone, lines ('2 × Name (Colour); …'), units, subtotal, delivery charge, discount, total, coupon, courier, tracking number and bill number. Read and written a chunk at a time (constant memory). Staff and admins: 401 without a token, 403 for anyone else.";
  const stamp = (at: number) => new Date(at + 345 * 60_000).toISOString().slice(0, 10);

  app.get(
    path(ORDERS_EXPORT_PATHS.csv),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: "The order desk's orders as a CSV file (its filter, every page)",
        description: `${ordersHelp} Amounts are plain decimals of rupees; text cells a spreadsheet would take for a formula get a leading apostrophe. UTF-8 with a byte-order mark, CRLF.`,
        security: [{ bearer: [] }],
        querystring: ordersExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: csvFileSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { where } = await deskFilter(app.services, request.query);
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${stamp(now())}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(ordersCsv(exportOrderChunks(database.db, where))));
    },
  );

  app.get(
    path(ORDERS_EXPORT_PATHS.xlsx),
    {
      onRequest: app.requireStaff,
      schema: {
        tags: ['admin'],
        summary: "The order desk's orders as an Excel workbook (its filter, every page)",
        description: `${ordersHelp} One sheet, 'Orders'; amounts are numbers (rupees, two decimals).`,
        security: [{ bearer: [] }],
        querystring: ordersExportQuerySchema,
        produces: [XLSX_CONTENT_TYPE],
        response: { 200: xlsxFileSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { where } = await deskFilter(app.services, request.query);
      const body = new PassThrough();
      writeOrdersWorkbook(body, exportOrderChunks(database.db, where)).catch((error: unknown) => {
        request.log.error({ err: error }, 'orders workbook failed');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="orders-${stamp(now())}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};

export default reportsRoutes;
