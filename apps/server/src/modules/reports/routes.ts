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
} from '@pasal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-errors.js';
import { salesRegisterCsv } from './register-csv.js';
import { instantsOf, readSalesRegister, registerDocuments } from './register.js';

// The accountant's view (admins): the sales register of a period and its CSV export. Both read
// the same documents in the same order, so the file's totals are the screen's.

const API_PREFIX = '/api/v1';
const path = (full: string) => full.slice(API_PREFIX.length);

const periodHelp = `The period is one of: \`fiscal_year\` ('2082/83') with or without \`month\` (BS month 1–12, Shrawan = 4); \`from\` and \`to\` (AD days, YYYY-MM-DD); \`from_bs\` and \`to_bs\` (BS days, YYYY-MM-DD). None: the BS month of today in Nepal. At most ${SALES_REGISTER_MAX_DAYS} days; a bill belongs to the Nepal day it was issued. 400 for a period that is malformed or names two kinds at once.`;
const adminOnly = 'Admins only: 401 without a token, 403 for staff and customers.';

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
      onRequest: app.requireAdmin,
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
    path(SALES_REGISTER_PATHS.csv),
    {
      onRequest: app.requireAdmin,
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
      const rows = await registerDocuments(database.db, instantsOf(period));
      const name = `sales-register-${period.label.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(salesRegisterCsv(rows));
    },
  );
};

export default reportsRoutes;
