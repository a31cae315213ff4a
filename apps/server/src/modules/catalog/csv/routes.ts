import {
  apiErrorSchema,
  CATALOGUE_CSV_MAX_BYTES,
  CATALOGUE_CSV_MAX_LISTED_ERRORS,
  CATALOGUE_CSV_MESSAGES,
  catalogueCsvImportedSchema,
  catalogueCsvImportQuerySchema,
  catalogueCsvMessages,
  rowsWithErrors,
  catalogueCsvRefusedSchema,
  csvFileSchema,
  CATALOGUE_CSV_PATHS,
} from '@pasal/contract';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldRefusal, refuse } from '../../../lib/refusal.js';
import { keyedLimits, type LimitRule } from '../../../lib/keyed-limits.js';
import {
  applyImport,
  changeForApi,
  exportCatalogueCsv,
  fileRefused,
  previewImport,
  readCatalogueCsv,
} from './service.js';
import { routePath } from '../../../lib/route-path.js';

// Bulk updates of prices, discount prices and stock by CSV (admins only; issue 16). Mounted under
// /api/v1 in its own plugin, so the text/csv body parser and the 413 answer stay with these routes.

/** Exports per admin: each reads the whole catalogue. */
const CATALOGUE_EXPORT_RATE_LIMIT: LimitRule = { max: 30, timeWindow: 10 * 60_000 };
/** Checks and applies together, per admin: each reads a file of up to 5 MB. */
const CATALOGUE_IMPORT_RATE_LIMIT: LimitRule = { max: 60, timeWindow: 10 * 60_000 };

const security = [{ bearer: [] }];
const adminOnly = 'Admins only: 401 without a token, 403 for a customer or staff member.';
const format =
  'One row per product, or per colour for a product sold by colour. Columns: `slug`, `sku` (the product id), `name` (read-only), `colour`, `price` and `discount_price` (rupees, at most 2 decimals) and `stock` (whole units). Cells that a spreadsheet would take for a formula (starting with = + - @) are written with a leading apostrophe, which the import removes again. The import also reads semicolon-separated files (when the header has semicolons and no comma).';

function adminIdOf(request: { user: { userId: number } | null }): number {
  if (!request.user) throw refuse('sign_in_required');
  return request.user.userId;
}

const tooLarge = () => fileRefused(fieldRefusal('csv_too_large'));

const catalogueCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, catalogCache, now } = app.services;
  const db = database.db;
  const perAdmin = (request: FastifyRequest) => String(adminIdOf(request));
  const exportLimit = keyedLimits(app, [
    { name: 'catalogue-export', rule: CATALOGUE_EXPORT_RATE_LIMIT, key: perAdmin },
  ]);
  const importLimit = keyedLimits(app, [
    { name: 'catalogue-import', rule: CATALOGUE_IMPORT_RATE_LIMIT, key: perAdmin },
  ]);

  // The body is the file, read as UTF-8 text up to 5 MB. Spreadsheets and browsers send CSV under
  // several types; any other body is refused before it is read.
  const csvTypes = /^(?:text\/csv|application\/csv|text\/plain|application\/vnd\.ms-excel)\s*(?:;|$)/i;
  app.addContentTypeParser(
    csvTypes,
    { parseAs: 'string', bodyLimit: CATALOGUE_CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  async function requireCsvBody(request: FastifyRequest) {
    if (!csvTypes.test(request.headers['content-type'] ?? '')) throw fileRefused(fieldRefusal('csv_not_csv'));
  }
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
    throw error; // on to the app's handler
  });

  app.get(
    routePath(CATALOGUE_CSV_PATHS.export),
    {
      onRequest: [app.requireAdmin, exportLimit],
      schema: {
        tags: ['admin'],
        summary: 'The whole catalogue as a CSV file, for editing prices and stock in a spreadsheet',
        description: `${format} UTF-8 with a byte-order mark, CRLF line ends, products by id. Rate limit: ${CATALOGUE_EXPORT_RATE_LIMIT.max} exports per admin per 10 minutes (429). ${adminOnly}`,
        security,
        produces: ['text/csv'],
        response: {
          200: csvFileSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (_request, reply) => {
      const csv = await exportCatalogueCsv(db);
      const day = new Date(now()).toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pasal-catalogue-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    routePath(CATALOGUE_CSV_PATHS.import),
    {
      onRequest: [app.requireAdmin, importLimit, requireCsvBody],
      bodyLimit: CATALOGUE_CSV_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Check (dry_run=1) or apply a CSV file of prices, discount prices and stock',
        description: [
          `The body is the CSV file itself (Content-Type: text/csv), at most 5 MB (413) and 50,000 rows. ${format} A row names its product by \`slug\` or \`sku\`; \`colour\` names one of its colours (case does not matter). An empty cell, or a column left out, keeps the value; the export's other columns may stay.`,
          '**`dry_run=1`** writes nothing and answers every change (line, field, before → after) and every row error (unknown slug, sku or colour, a number that is not one, a discount price above the price, negative stock, stock without a colour for a product sold by colour, a duplicate row, colour rows of one product giving different prices), with the lines of the file (the header is line 1; at most 500 errors are listed, `error_count` has them all and `error_rows` the rows they are on), and a `token`. Each row error has its refusal `code` and `params` (a `csv_…` code of the refusal catalogue, which a page words in its own language) beside its English `message`.',
          '**Without `dry_run`** the file is checked again against the catalogue as it is then, with the rows locked: any row error refuses the whole file (422, `row_errors`, nothing written); otherwise every change is written in one transaction (each changed product’s `version` moves on, as with the product editor, and the catalogue audit log records every change and who made it) and the storefront shows it at once. A product sold by colour gets the sum of its colours as its stock. Pass the dry run’s `token` as `expect` to refuse (409) when the changes are no longer those shown (an order or another admin changed stock or prices since).',
          `A header the import cannot use (no slug or sku column, an unknown column) or a malformed file is a 400 with \`errors.file\`; another Content-Type is a 415. Rate limit: ${CATALOGUE_IMPORT_RATE_LIMIT.max} checks and applies per admin per 10 minutes (429). ${adminOnly}`,
        ].join('\n\n'),
        security,
        querystring: catalogueCsvImportQuerySchema,
        consumes: ['text/csv'],
        body: z.unknown().meta({ type: 'string', description: 'The CSV file' }),
        response: {
          200: catalogueCsvImportedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: catalogueCsvRefusedSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (typeof body !== 'string' || body.trim() === '') throw fileRefused(fieldRefusal('csv_empty'));
      const file = readCatalogueCsv(body);

      if (request.query.dry_run) {
        const plan = await previewImport(db, file);
        const products = new Set(plan.changes.map((change) => change.productId)).size;
        return {
          data: {
            rows: plan.rows,
            changes: plan.changes.map(changeForApi),
            products,
            errors: plan.errors.slice(0, CATALOGUE_CSV_MAX_LISTED_ERRORS),
            error_count: plan.errors.length,
            error_rows: rowsWithErrors(plan.errors),
            token: plan.token,
          },
          message: catalogueCsvMessages.preview(plan.changes.length, products, rowsWithErrors(plan.errors)),
        };
      }

      const outcome = await applyImport(db, file, {
        now: new Date(now()),
        actorId: adminIdOf(request),
        expectToken: request.query.expect,
      });
      if (!outcome.applied && outcome.reason === 'stale') throw fileRefused(fieldRefusal('csv_catalogue_changed'));
      const { plan } = outcome;
      if (!outcome.applied) {
        const first = plan.errors[0]!;
        return reply.status(422).send({
          message: CATALOGUE_CSV_MESSAGES.refused,
          errors: { file: `Line ${first.line}: ${first.message}` },
          row_errors: plan.errors.slice(0, CATALOGUE_CSV_MAX_LISTED_ERRORS),
          error_count: plan.errors.length,
          error_rows: rowsWithErrors(plan.errors),
        });
      }
      // One announcement for the whole file, after the commit: every process drops its cached pages.
      if (plan.changes.length > 0) await catalogCache.invalidate();
      const products = new Set(plan.changes.map((change) => change.productId)).size;
      return {
        data: {
          rows: plan.rows,
          changes: plan.changes.length,
          products,
          colours: plan.colourUpdates.length,
        },
        message: catalogueCsvMessages.applied(plan.changes.length, products),
      };
    },
  );
};

export default catalogueCsvRoutes;
