import { z } from 'zod';

// Bulk updates of the catalogue by CSV (admins only): export every product (one row per product,
// or per colour for a product sold by colour), edit prices, discount prices and stock in a
// spreadsheet, check the file (a dry run: every change and every row error, nothing written),
// then apply it (all changes in one transaction, or none).
//
// A row names its product by `slug` or by `sku` (the product id, as the product pages' structured
// data publishes it) and, for a product sold by colour, its colour by name. `name` is read-only
// (shown to help whoever edits the file). Money is in rupees with at most 2 decimals; stock is a
// whole number. An empty cell, or a column left out, leaves that value as it is.
//
// The Nepali texts (issue #30) travel too: `colour_ne` (the colour's name on Nepali pages, on that
// colour's row), `short_description_ne` and `delivery_detail_ne` (the product's, repeated on its
// colour rows like the prices), and `long_description_ne` (the product's long description, its
// paragraphs in one quoted cell). The export writes the long description on the product's first
// row only: paragraphs of it on every colour's row would soon pass the file's size limit; the
// import takes it from any one row of the product (an empty cell keeps it, like every text). An
// old file without these columns imports as before; a text is cleared in the product editor, not
// here.
//
// `configuration` (issue #35) names a variant's values ("RAM: 12GB; Storage: 512GB"), empty for a
// product without variants; read-only like `name`: each configuration is a row of its own, named by
// its own slug, so its prices and stock are edited like any product's.
//
// `barcode` (issue #36) is the product's code for the counter's scanner, on each of its rows like
// its prices: trimmed and upper-cased, 4–32 letters, digits or hyphens, one product's only (a code
// may move from one product to another within one file). An empty cell keeps it; it is cleared in
// the product editor.

export const CATALOGUE_CSV_PATHS = {
  export: '/api/v1/admin/catalogue/export.csv',
  import: '/api/v1/admin/catalogue/import/',
} as const;

/** The export's columns, in order. The import needs `slug` or `sku`, and reads only the editable ones. */
export const CATALOGUE_CSV_COLUMNS = [
  'slug',
  'sku',
  'name',
  'colour',
  'price',
  'discount_price',
  'stock',
  'colour_ne',
  'short_description_ne',
  'delivery_detail_ne',
  'long_description_ne',
  'configuration',
  'barcode',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];
/** The numbers an import changes. */
export const CATALOGUE_CSV_NUMBER_FIELDS = ['price', 'discount_price', 'stock'] as const;
/** The Nepali texts an import changes (issue #30). */
export const CATALOGUE_CSV_TEXT_FIELDS = [
  'colour_ne',
  'short_description_ne',
  'delivery_detail_ne',
  'long_description_ne',
] as const;
export type CatalogueCsvTextField = (typeof CATALOGUE_CSV_TEXT_FIELDS)[number];
/** The values an import changes. */
export const CATALOGUE_CSV_FIELDS = [...CATALOGUE_CSV_NUMBER_FIELDS, ...CATALOGUE_CSV_TEXT_FIELDS, 'barcode'] as const;
export type CatalogueCsvField = (typeof CATALOGUE_CSV_FIELDS)[number];

/** True for a change of a text (a Nepali text or a barcode): its before and after are text, not numbers. */
export function isCsvTextField(field: CatalogueCsvField): field is CatalogueCsvTextField | 'barcode' {
  return field === 'barcode' || (CATALOGUE_CSV_TEXT_FIELDS as readonly string[]).includes(field);
}

/** The largest file the import reads (413 beyond). 5,000 rows take about 300 KB. */
export const CATALOGUE_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** Rows (after the header) one file may hold; a bigger catalogue is imported in parts. */
export const CATALOGUE_CSV_MAX_ROWS = 50_000;
/** Row errors listed in one answer (the count says how many there were in all). */
export const CATALOGUE_CSV_MAX_LISTED_ERRORS = 500;
/** One unit of one colour (or product) at most: keeps every sum of colours within the database's integers. */
export const CATALOGUE_CSV_MAX_STOCK = 1_000_000;
/** Rupees; the database holds paisa in a 32-bit integer. */
export const CATALOGUE_CSV_MAX_PRICE = 10_000_000;

export const CATALOGUE_CSV_MESSAGES = {
  tooLarge: 'The file is too large: at most 5 MB (split it into several files)',
  refused: 'Nothing was changed: fix the rows with errors and try again',
  nothingToChange: 'Nothing to change: every value in the file is already in the catalogue',
} as const;

const changeSchema = z.object({
  /** The file's line where the row starts (the header is line 1). */
  line: z.number().int(),
  product_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  colour: z.string().nullable(),
  field: z.enum(CATALOGUE_CSV_FIELDS),
  /** Rupees for prices, units for stock, the text for a Nepali text ('' for none). */
  before: z.union([z.number(), z.string()]),
  after: z.union([z.number(), z.string()]),
});
export type CatalogueCsvChange = z.infer<typeof changeSchema>;

const rowErrorSchema = z.object({
  line: z.number().int(),
  /** The column at fault, when one is. */
  field: z.string().nullable(),
  /** The error's refusal code (issue #31, refusals/refusal-catalogue.ts), which a page words in its language. */
  code: z.string(),
  /** The code's parameters, when its words have any. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The code's English, for screens that show the server's words. */
  message: z.string(),
});
export type CatalogueCsvRowError = z.infer<typeof rowErrorSchema>;

/** POST …/import/?dry_run=1: what applying the file would do. Nothing is written. */
export const catalogueCsvPreviewSchema = z.object({
  data: z.object({
    /** Rows read (after the header, blank lines left out). */
    rows: z.number().int(),
    changes: z.array(changeSchema),
    /** Products with at least one change. */
    products: z.number().int(),
    errors: z.array(rowErrorSchema),
    /** Every row error, also those left out of `errors` (at most 500 are listed). */
    error_count: z.number().int(),
    /** The rows with at least one error (a row can have several). */
    error_rows: z.number().int(),
    /**
     * Fingerprint of the changes: pass it to the apply as `expect` so it refuses (409) when the
     * catalogue has changed since (the changes would no longer be the ones shown).
     */
    token: z.string(),
  }),
  message: z.string(),
});
export type CatalogueCsvPreview = z.infer<typeof catalogueCsvPreviewSchema>;

/** POST …/import/: applied. */
export const catalogueCsvAppliedSchema = z.object({
  data: z.object({
    rows: z.number().int(),
    changes: z.number().int(),
    products: z.number().int(),
    colours: z.number().int(),
  }),
  message: z.string(),
});
export type CatalogueCsvApplied = z.infer<typeof catalogueCsvAppliedSchema>;

/** 422 from the apply: the file has row errors; nothing was written. */
export const catalogueCsvRefusedSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  row_errors: z.array(rowErrorSchema),
  error_count: z.number().int(),
  /** The rows with at least one error (a row can have several). */
  error_rows: z.number().int(),
});
export type CatalogueCsvRefused = z.infer<typeof catalogueCsvRefusedSchema>;

const flag = z
  .enum(['1', '0', 'true', 'false'], { message: 'must be 1 or 0' })
  .optional()
  .transform((value) => value === '1' || value === 'true');

export const catalogueCsvImportQuerySchema = z.object({
  dry_run: flag,
  expect: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { message: 'must be the token of a dry run' })
    .optional(),
});

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** How many rows of the file have at least one error. */
export function rowsWithErrors(errors: readonly { line: number }[]): number {
  return new Set(errors.map((error) => error.line)).size;
}

/** The toasts and summaries, worded the same by the server and the screen. */
export const catalogueCsvMessages = {
  preview: (changes: number, products: number, rowsWithErrors: number) =>
    rowsWithErrors > 0
      ? `${plural(rowsWithErrors, 'row')} with errors: fix ${rowsWithErrors === 1 ? 'it' : 'them'} and check the file again`
      : changes === 0
        ? CATALOGUE_CSV_MESSAGES.nothingToChange
        : `${plural(changes, 'change')} to ${plural(products, 'product')}, ready to apply`,
  applied: (changes: number, products: number) =>
    changes === 0
      ? CATALOGUE_CSV_MESSAGES.nothingToChange
      : `Applied ${plural(changes, 'change')} to ${plural(products, 'product')}`,
};
