import { apiErrorSchema, csvFileSchema, XLSX_CONTENT_TYPE, xlsxFileSchema } from '@pasal/contract';
import { PassThrough, Readable, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { routePath } from '../../lib/route-path.js';

// The accountant's books and reports (issue #34) each answer the same query three ways: JSON for
// the screen, a CSV file and an Excel workbook. One helper registers the three, so every one has the
// same guard, tags, error answers and file headers (named attachment, not cached), and a workbook
// that fails midway is logged and cut short rather than left hanging.

type App = Parameters<FastifyPluginAsyncZod>[0];
type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type Query = z.ZodObject;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

/** A file's name and body: a whole text, or text streamed a chunk at a time. */
interface CsvFile {
  name: string;
  body: string | AsyncIterable<string>;
}

/** A workbook's name and its writer, which streams it into the answer. */
interface Workbook {
  name: string;
  write: (stream: Writable) => Promise<void>;
}

interface Described {
  path: string;
  summary: string;
  description: string;
}

export interface BookRoutes<JsonQuery extends Query, FileQuery extends Query> {
  guard: Guard;
  /** Paragraphs every route's description ends with (the period, who may ask). */
  help: readonly string[];
  json?: Described & {
    query: JsonQuery;
    response: z.ZodType;
    read: (query: z.output<JsonQuery>) => Promise<unknown>;
  };
  fileQuery: FileQuery;
  csv: Described & { file: (query: z.output<FileQuery>) => Promise<CsvFile> | CsvFile };
  xlsx: Described & { file: (query: z.output<FileQuery>) => Promise<Workbook> | Workbook };
}

const attachment = (reply: FastifyReply, type: string, name: string) =>
  reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store');

/** Registers a book's JSON route (if any), its CSV and its XLSX. */
export function bookRoutes<JsonQuery extends Query, FileQuery extends Query>(
  app: App,
  spec: BookRoutes<JsonQuery, FileQuery>,
): void {
  const describe = (text: string) => [text, ...spec.help].join('\n\n');
  const { json } = spec;
  if (json) {
    app.get(
      routePath(json.path),
      {
        onRequest: spec.guard,
        schema: {
          tags: ['admin'],
          summary: json.summary,
          description: describe(json.description),
          security: [{ bearer: [] }],
          querystring: json.query,
          response: { 200: json.response, ...errors },
        },
      },
      async (request) => json.read(request.query as z.output<JsonQuery>),
    );
  }

  app.get(
    routePath(spec.csv.path),
    {
      onRequest: spec.guard,
      schema: {
        tags: ['admin'],
        summary: spec.csv.summary,
        description: describe(spec.csv.description),
        security: [{ bearer: [] }],
        querystring: spec.fileQuery,
        produces: ['text/csv'],
        response: { 200: csvFileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const file = await spec.csv.file(request.query as z.output<FileQuery>);
      // A stream, outside the typed answers: Fastify sends it as it comes.
      const raw: FastifyReply = reply;
      const body = typeof file.body === 'string' ? file.body : Readable.from(file.body);
      return attachment(raw, 'text/csv; charset=utf-8', file.name).send(body);
    },
  );

  app.get(
    routePath(spec.xlsx.path),
    {
      onRequest: spec.guard,
      schema: {
        tags: ['admin'],
        summary: spec.xlsx.summary,
        description: describe(spec.xlsx.description),
        security: [{ bearer: [] }],
        querystring: spec.fileQuery,
        produces: [XLSX_CONTENT_TYPE],
        response: { 200: xlsxFileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const file = await spec.xlsx.file(request.query as z.output<FileQuery>);
      const body = new PassThrough();
      // The answer starts before the workbook is finished; a failure midway can only cut it short.
      file.write(body).catch((error: unknown) => {
        request.log.error({ err: error, file: file.name }, 'workbook failed');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      const raw: FastifyReply = reply;
      return attachment(raw, XLSX_CONTENT_TYPE, file.name).send(body);
    },
  );
}
